import { createRoot } from 'react-dom/client';
import {
  hasSameOriginParent,
  hostStore,
  resolveParentOrigin,
  resolvePartyPortalOrigin,
  resolveSigningParent,
  sessionStore,
  type HostConfig,
} from '@offerdesk/runtime';
import { App } from './App';
import { createFrameBridge, isEmbedded } from './frameBridge';
import type { FrameSetup } from './frameContext';
import { startFirstScreen, type FirstScreen } from './firstScreen';
import { findRouteOwner, type RouteMap } from './routeMap';
import { loadShellConfig } from './shellConfig';

/** How long the first render waits for the code of the screen it will show. */
const FIRST_REMOTE_WAIT_MS = 2000;

/**
 * Waits (at most FIRST_REMOTE_WAIT_MS) for the remote of the address when it will be shown (a
 * public screen, or a signed-in agent): the shell then renders once, with the screen, instead of
 * rendering the loading state while the remote's code waits for the main thread.
 */
async function firstRemoteOrTimeout(first: FirstScreen, routeMap: RouteMap): Promise<void> {
  const route = findRouteOwner(routeMap, location.pathname);
  if (!route || (!route.public && !sessionStore.getState().session)) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([first.remote, new Promise((resolve) => (timer = setTimeout(resolve, FIRST_REMOTE_WAIT_MS)))]);
  clearTimeout(timer);
}

async function start(): Promise<void> {
  const embedded = isEmbedded();
  // The route map (remotes.json, then each remote's routes.json) is known before any remote code
  // runs: the address alone says which remote to load. A missing one shows the error panel with Retry.
  // The entry started both (and the owning remote's code) before the shared libraries loaded.
  const first = startFirstScreen(location.pathname);
  const [config, routeMap] = await Promise.all([loadShellConfig(first.config), first.routeMap]);

  let frame: FrameSetup | null = null;
  const allowedOrigin = resolveParentOrigin(location.hostname, config.frameEnvironments);
  if (embedded && hasSameOriginParent(window)) {
    // The suite framing itself (the workspace's assigner): the same stored session, no hand-off.
    frame = { bridge: createFrameBridge({ self: window, parent: window.parent, allowedOrigin: null }), sameOrigin: true };
  } else if (embedded) {
    const env = config.frameEnvironments.find((e) => resolveParentOrigin(location.hostname, [e]) !== null);
    frame = {
      bridge: createFrameBridge({ self: window, parent: window.parent, allowedOrigin }),
      loginUrl: env?.loginUrl ?? config.parentLoginUrl,
    };
  }
  const bridge = frame?.bridge;

  // Not a HostConfig field (runtime 1.2.0): the party portal's screens read it by name (signingServiceBase).
  const signingService: Partial<HostConfig> = config.signingServiceUrl
    ? ({ signingServiceUrl: config.signingServiceUrl } as Partial<HostConfig>)
    : {};
  hostStore.getState().configure(
    {
      ...signingService,
      apiBase: config.apiBase,
      docApiBase: config.docApiBase,
      trainingVideosUrl: config.trainingVideosUrl,
      feedbackUrl: config.feedbackUrl,
      embedded,
      // ShellBreadcrumbs shows every route's title.
      showsPageTitle: true,
      // The signing pages talk to the framing page themselves (viewer messages), to this origin only:
      // this suite's own origin (the workspace), the party portal's, or the embedding portal's.
      parentOrigin: resolveSigningParent(window, [allowedOrigin, resolvePartyPortalOrigin(location.hostname, config.frameEnvironments)]),
    },
    // Remotes raise create-offer / offer-success / offer-cancelled; only a parent frame hears them.
    (event) => {
      bridge?.post(event);
    },
  );

  await firstRemoteOrTimeout(first, routeMap);
  createRoot(document.getElementById('root')!).render(<App frame={frame} routeMap={routeMap} />);
}

void start();
