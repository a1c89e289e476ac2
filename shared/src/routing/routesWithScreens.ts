import type { RemoteRoute } from '@offerdesk/runtime';
import type { RouteManifest } from './routeManifest';

/**
 * A remote's routes: exactly the patterns of its route manifest, each with its screen. A pattern
 * without a screen is a mistake of the release, not a page to show anyone: it throws when the
 * routes load, so the remote's routes test fails before the remote ships.
 */
export function routesWithScreens(
  manifest: Pick<RouteManifest, 'remote' | 'routes'>,
  screenOf: (path: string) => RemoteRoute['Component'] | undefined,
): RemoteRoute[] {
  return manifest.routes.map(({ path }) => {
    const Component = screenOf(path);
    if (!Component) throw new Error(`${manifest.remote}: the route ${path} of its manifest has no screen`);
    return { path, Component };
  });
}
