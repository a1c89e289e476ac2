import { matchPath } from 'react-router-dom';
import type { RouteMap, DeployedRoute } from './deployment';

export * from './deployment';

/** Which remote serves this address (the first manifest, in remotes.json order, that has it); null: none. */
export function findRouteOwner(map: RouteMap, pathname: string): DeployedRoute | null {
  return map.routes.find((r) => matchPath({ path: r.path, caseSensitive: false, end: true }, pathname)) ?? null;
}
