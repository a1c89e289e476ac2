import type { HostConfig } from '@offerdesk/runtime';
import { loadMount } from './federation';
import { el, page } from './layout';
import type { PortalConfig } from './portalConfig';
import { mountSession, type PortalSession } from './session';

/** What a mounted page shows: which remote, under which base path of the portal's addresses. */
export interface MountedView {
  title: string;
  remote: string;
  basename: string;
  /** The offer of the page (tabs to its parties and documents), if any. */
  offerId?: number;
}

/** The portal's mounted addresses: /mounted/offers, /mounted/offer/{id}/assign-parties, /mounted/offer/{id}/document-viewer/{id}. */
export function mountedView(pathname: string): MountedView | null {
  if (pathname === '/mounted/offers') return { title: 'Offers', remote: 'mfOffersList', basename: '/mounted' };
  const offer = /^\/mounted\/offer\/(\d+)\/(assign-parties|document-viewer\/\1)$/.exec(pathname);
  if (!offer) return null;
  const offerId = Number(offer[1]);
  const parties = offer[2] === 'assign-parties';
  return {
    title: `Offer ${offerId}: ${parties ? 'parties' : 'documents'}`,
    remote: parties ? 'mfParties' : 'mfDocuments',
    basename: `/mounted/offer/${offerId}`,
    offerId,
  };
}

function offerTabs(offerId: number): HTMLElement {
  const tab = (href: string, text: string) =>
    el('a', { href, ...(location.pathname === href.split('?')[0] ? { 'aria-current': 'page' } : {}) }, text);
  return el(
    'nav',
    { className: 'tabs', 'aria-label': 'Offer' },
    tab(`/mounted/offer/${offerId}/assign-parties?offerId=${offerId}`, 'Parties'),
    tab(`/mounted/offer/${offerId}/document-viewer/${offerId}`, 'Documents'),
  );
}

/** The mounted mode: one remote in the portal's own page, no shell, with the portal's session and base path. */
export async function mountedPage(config: PortalConfig, session: PortalSession, view: MountedView): Promise<void> {
  const { main, host, log } = page(view.title);
  if (view.offerId) main.insertBefore(offerTabs(view.offerId), main.querySelector('.layout'));
  try {
    const mount = await loadMount(config, view.remote);
    const unmount = mount(host, {
      basename: view.basename,
      apiBase: config.apiBase,
      docApiBase: config.docApiBase,
      session: mountSession(session),
      emit: (event) => log(`${view.remote}: ${event.type}${'offerId' in event && event.offerId ? ` (offer ${event.offerId})` : ''}`),
      // The documents workspace frames the signing service's assigner, which hands it a grant by message.
      config: { signingServiceUrl: config.signingServiceUrl } as Partial<HostConfig>,
    });
    window.addEventListener('pagehide', unmount, { once: true });
  } catch (e) {
    host.replaceChildren(el('p', { role: 'alert' }, `OfferDesk could not be loaded: ${(e as Error).message}`));
  }
}
