import { framedPage } from './framedPage';
import { el, page } from './layout';
import { mountedPage, mountedView } from './mountedPage';
import { readPortalConfig } from './portalConfig';
import { readSession } from './session';
import { signInPage } from './signInPage';

/** The portal's own router: its addresses, each a page of its own. */
async function route(): Promise<void> {
  const config = await readPortalConfig();
  const { pathname } = location;
  if (pathname === '/sign-in') return signInPage(config);
  const session = readSession();
  if (!session) return location.assign(`/sign-in?next=${encodeURIComponent(pathname + location.search)}`);
  if (pathname === '/' || pathname === '/framed') return framedPage(config, session);
  const view = mountedView(pathname);
  if (view) return mountedPage(config, session, view);
  page('Page not found', false).main.append(el('p', {}, 'This page of the portal does not exist.'));
}

void route();
