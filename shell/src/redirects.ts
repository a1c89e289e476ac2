/** Where the browser goes around sign-in, with the open-redirect guard. */

export const HOME_ROUTE = '/home';
const LOGIN_PATHS = new Set(['/', '/login']);

/**
 * A redirect target is accepted only as a same-origin relative path starting with a single '/'
 * (not '//host', not '/\host', no scheme, no control characters) and not the sign-in page itself.
 */
export function safeRedirect(target: string | null | undefined): string | null {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//')) return null;
  // Browsers treat '\' as '/', and strip tabs and newlines from URLs: refuse both.
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(target)) return null;
  const base = 'https://offerdesk.invalid';
  let url: URL;
  try {
    url = new URL(target, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  if (LOGIN_PATHS.has(url.pathname.toLowerCase())) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * `?redirectTo=offer-documents/42` on an in-app page (the party portal's Login opens
 * `offers?redirectTo=offer-documents/{id}`, docs/domain/portal.md "Login from a party link"): the
 * in-app path to go on to, or null. Only a relative path with no scheme, host or leading slash is taken,
 * and it must pass the same guard as a redirect url; `isKnownRoute` must own it.
 */
export function inAppRedirectTo(search: string, isKnownRoute: (pathname: string) => boolean): string | null {
  const raw = new URLSearchParams(search).get('redirectTo');
  if (!raw || /^[a-z][a-z0-9+.-]*:/i.test(raw) || /^[\\/]/.test(raw)) return null;
  const target = safeRedirect(`/${raw}`);
  return target && isKnownRoute(new URL(target, 'https://offerdesk.invalid').pathname) ? target : null;
}

/** After sign-in: the redirect url, else the previous route, else /home. */
export function afterLoginTarget(redirectUrl: string | null | undefined, prevRoute: string | null | undefined): string {
  return safeRedirect(redirectUrl) ?? safeRedirect(prevRoute) ?? HOME_ROUTE;
}

/** The sign-in address that brings the user back to `pathAndSearch` afterwards. */
export function loginUrlFor(pathAndSearch: string): string {
  return LOGIN_PATHS.has(pathAndSearch) ? '/login' : `/login?redirecturl=${encodeURIComponent(pathAndSearch)}`;
}
