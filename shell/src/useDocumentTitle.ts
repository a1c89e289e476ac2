import { pageTitle } from '@offerdesk/shared';
import { useEffect } from 'react';
import { findRouteOwner, type RouteMap } from './routeMap';
import { useRouteMap } from './routeMapContext';

export function titleFor(map: RouteMap, pathname: string): string {
  if (pathname === '/' || pathname.toLowerCase() === '/login') return pageTitle('Sign in');
  const route = findRouteOwner(map, pathname);
  return pageTitle(route ? route.title : 'Page not found');
}

/** document.title follows the route's title. */
export function useDocumentTitle(pathname: string): void {
  const { map } = useRouteMap();
  useEffect(() => {
    document.title = titleFor(map, pathname);
  }, [map, pathname]);
}
