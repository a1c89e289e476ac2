import { createRoot } from 'react-dom/client';
import { hostStore, resolveParentOrigin } from '@offerdesk/runtime';
import { App } from './App';
import { createFrameBridge, isEmbedded } from './frameBridge';
import type { FrameSetup } from './frameContext';
import { loadDeployment } from './routeMap';
import { loadShellConfig } from './shellConfig';

async function start(): Promise<void> {
  const embedded = isEmbedded();
  // The route map (remotes.json, then each remote's routes.json) is known before any remote code
  // runs: the address alone says which remote to load. A missing one shows the error panel with Retry.
  const [config, routeMap] = await Promise.all([loadShellConfig(), loadDeployment()]);

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

  createRoot(document.getElementById('root')!).render(<App frame={frame} routeMap={routeMap} />);
}

void start();
