import { Component, Suspense, use, useCallback, useState, type ReactNode } from 'react';
import { isRuntimeVersionError } from '@offerdesk/runtime';
import { dismissFirstPaint } from '@offerdesk/runtime/first-paint';
import { ErrorState, LoadingState, ScreenRoutes } from '@offerdesk/shared';
import { loadRemoteScreens, resetRemote } from './remoteScreens';
import { useRouteMap } from './routeMapContext';

export const REMOTE_ERROR_TITLE = 'This part of OfferDesk could not be loaded';
export const REMOTE_NEEDS_NEWER_RUNTIME_TITLE = 'This part of OfferDesk needs a newer OfferDesk';

interface BoundaryProps {
  area: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Keeps a remote's failure (script error, timeout, crash) inside its own area. */
class RemoteErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error) {
    console.error(`[shell] ${this.props.area} failed:`, error);
    dismissFirstPaint(); // its error panel shows at once
  }

  render() {
    const { error } = this.state;
    if (error && isRuntimeVersionError(error)) {
      return (
        <ErrorState
          title={REMOTE_NEEDS_NEWER_RUNTIME_TITLE}
          message={`The ${this.props.area} area was released for OfferDesk runtime ${error.required}; this page runs ${error.loaded}. Reload the page to update OfferDesk.`}
          onRetry={this.props.onRetry}
        />
      );
    }
    if (error) {
      return (
        <ErrorState
          title={REMOTE_ERROR_TITLE}
          message={`The ${this.props.area} area is not available right now. Check your connection and try again.`}
          onRetry={this.props.onRetry}
        />
      );
    }
    return this.props.children;
  }
}

function RemoteScreens({ remote }: { remote: string }) {
  const runtime = useRouteMap().map.runtimes?.[remote];
  const routes = use(loadRemoteScreens(remote, runtime));
  return <ScreenRoutes routes={routes} />;
}

/** Loads the remote that owns the current address and renders its routes. */
export function RemoteOutlet({ remote }: { remote: string }) {
  const area = useRouteMap().map.areas[remote] ?? remote;
  const [attempt, setAttempt] = useState(0);
  const [retrying, setRetrying] = useState(false);

  const retry = useCallback(() => {
    setRetrying(true);
    void resetRemote(remote).finally(() => {
      setRetrying(false);
      setAttempt((a) => a + 1);
    });
  }, [remote]);

  if (retrying) return <LoadingState label={`Loading ${area}…`} />;
  return (
    <RemoteErrorBoundary key={attempt} area={area} onRetry={retry}>
      <Suspense fallback={<LoadingState label={`Loading ${area}…`} />}>
        <RemoteScreens remote={remote} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
