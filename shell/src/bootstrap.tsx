import { createRoot } from 'react-dom/client';
import { hostStore, resolveParentOrigin } from '@offerdesk/shared';
import { App } from './App';
import { createFrameBridge, isEmbedded } from './frameBridge';
import type { FrameSetup } from './frameContext';
import { fetchRemoteManifest, registerRemoteEntries } from './remoteLoader';
import { loadShellConfig } from './shellConfig';

async function start(): Promise<void> {
  const embedded = isEmbedded();
  const [config, manifest] = await Promise.all([
    loadShellConfig(),
    fetchRemoteManifest().catch((e: unknown) => {
      // Every remote area then shows its error panel; Retry reads remotes.json again.
      console.error('[shell] remotes.json could not be read', e);
      return {};
    }),
  ]);
  registerRemoteEntries(manifest);

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

  createRoot(document.getElementById('root')!).render(<App frame={frame} />);
}

void start();
