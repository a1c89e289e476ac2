import { useEffect } from 'react';
import { findRouteOwner, type RouteMap } from './routeMap';
import { useRouteMap } from './routeMapContext';

const PRODUCT = 'OfferDesk';

export function titleFor(map: RouteMap, pathname: string): string {
  if (pathname === '/' || pathname.toLowerCase() === '/login') return `Sign in · ${PRODUCT}`;
  const route = findRouteOwner(map, pathname);
  return route ? `${route.title} · ${PRODUCT}` : `Page not found · ${PRODUCT}`;
}

/** document.title follows the route's title. */
export function useDocumentTitle(pathname: string): void {
  const { map } = useRouteMap();
  useEffect(() => {
    document.title = titleFor(map, pathname);
  }, [map, pathname]);
}
