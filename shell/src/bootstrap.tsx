import { createRoot } from 'react-dom/client';
import { hostStore, resolveParentOrigin } from '@offerdesk/shared';
import { App } from './App';
import { createFrameBridge, isEmbedded } from './frameBridge';
import type { FrameSetup } from './frameContext';
import { startFirstScreen } from './firstScreen';
import { prefetchFirstReads } from './prefetch';
import { loadShellConfig } from './shellConfig';

async function start(): Promise<void> {
  const embedded = isEmbedded();
  // The route map (remotes.json, then each remote's routes.json) is known before any remote code
  // runs: the address alone says which remote to load. A missing one shows the error panel with Retry.
  // The entry started both (and the owning remote's code) before the shared libraries loaded.
  const first = startFirstScreen(location.pathname);
  const [config, routeMap] = await Promise.all([loadShellConfig(first.config), first.routeMap]);

  let frame: FrameSetup | null = null;
  if (embedded) {
    const env = config.frameEnvironments.find((e) => resolveParentOrigin(location.hostname, [e]) !== null);
    const allowedOrigin = resolveParentOrigin(location.hostname, config.frameEnvironments);
    frame = { bridge: createFrameBridge({ self: window, parent: window.parent, allowedOrigin }), loginUrl: env?.loginUrl ?? config.parentLoginUrl };
  }
  const bridge = frame?.bridge;

  hostStore.getState().configure(
    {
      apiBase: config.apiBase,
      docApiBase: config.docApiBase,
      trainingVideosUrl: config.trainingVideosUrl,
      feedbackUrl: config.feedbackUrl,
      embedded,
      // ShellBreadcrumbs shows every route's title.
      showsPageTitle: true,
    },
    // Remotes raise create-offer / offer-success / offer-cancelled; only a parent frame hears them.
    (event) => {
      bridge?.post(event);
    },
  );

  prefetchFirstReads(routeMap, location.pathname);
  createRoot(document.getElementById('root')!).render(<App frame={frame} routeMap={routeMap} />);
}

void start();
