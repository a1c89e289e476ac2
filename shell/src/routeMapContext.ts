import { createContext, useContext } from 'react';
import type { RouteMap } from './routeMap';

export interface RouteMapState {
  map: RouteMap;
  /** Reads the deployment again (Retry when a remote's manifest was missing). */
  reload(): Promise<void>;
}

export const RouteMapContext = createContext<RouteMapState>({
  map: { routes: [], areas: {}, incomplete: false },
  reload: async () => undefined,
});

export const useRouteMap = () => useContext(RouteMapContext);
