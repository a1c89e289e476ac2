import { useEffect } from 'react';
import { findRouteOwner } from './routeMatch';

const PRODUCT = 'OfferDesk';

export function titleFor(pathname: string): string {
  if (pathname === '/' || pathname.toLowerCase() === '/login') return `Sign in · ${PRODUCT}`;
  const route = findRouteOwner(pathname);
  return route ? `${route.title} · ${PRODUCT}` : `Page not found · ${PRODUCT}`;
}

/** document.title follows the route's title. */
export function useDocumentTitle(pathname: string): void {
  useEffect(() => {
    document.title = titleFor(pathname);
  }, [pathname]);
}
