import type { ParentToShellMessage } from '@offerdesk/runtime';
import { el, page } from './layout';
import type { PortalConfig } from './portalConfig';
import { signOut, whenSignedOut, type PortalSession } from './session';

/** The envelope every OfferDesk frame message carries (docs/domain/frames.md#frame-protocol). */
const ENVELOPE = { source: 'offerdesk', version: 1 } as const;

/** How long the portal's Sign out waits for the framed shell's signed-out. */
const SIGN_OUT_ANSWER_MS = 1000;

interface ShellMessage {
  source: 'offerdesk';
  version: 1;
  type: 'offers-frame-loaded' | 'create-offer' | 'offer-success' | 'offer-cancelled' | 'session-expired' | 'signed-out';
  offerId?: number;
}

const isShellMessage = (data: unknown): data is ShellMessage =>
  !!data && typeof data === 'object' && (data as ShellMessage).source === 'offerdesk' && (data as ShellMessage).version === 1;

/** The shell's route to open in the frame: `?route=` when it is a path of the shell, else the offers list. */
export function frameRoute(search: string): string {
  const route = new URLSearchParams(search).get('route') ?? '';
  return /^\/(?![/\\])/.test(route) ? route : '/offers';
}

/**
 * The framed mode: the OfferDesk shell in a frame, signed in with the portal's token. Messages go to
 * the shell's exact origin only and are read only from that origin and that frame's window.
 */
export function framedPage(config: PortalConfig, session: PortalSession): void {
  const shellOrigin = new URL(config.shellUrl).origin;
  const { host, log, main } = page('Offers');
  const frame = el('iframe', {
    id: 'offerdesk',
    title: 'OfferDesk',
    className: 'host',
    src: `${config.shellUrl}${frameRoute(location.search)}`,
  });
  const status = el('p', { id: 'frame-status', role: 'status' });
  host.replaceWith(frame);
  main.insertBefore(status, main.querySelector('.layout'));

  const post = (message: ParentToShellMessage) => {
    frame.contentWindow?.postMessage({ ...ENVELOPE, ...message }, shellOrigin);
    log(`to OfferDesk: ${message.type}`);
  };
  // The portal's Sign out ends the framed session too (docs/domain/frames.md#framed-sessions): the page is left
  // once the shell answers signed-out (a message posted just before leaving may never be read), or after a second.
  let shellSignedOut: () => void = () => undefined;
  whenSignedOut(
    () =>
      new Promise<void>((resolve) => {
        shellSignedOut = resolve;
        setTimeout(resolve, SIGN_OUT_ANSWER_MS);
        post({ type: 'sign-out' });
      }),
  );
  window.addEventListener('message', (event) => {
    if (event.origin !== shellOrigin || event.source !== frame.contentWindow || !isShellMessage(event.data)) return;
    const m = event.data;
    log(`from OfferDesk: ${m.type}${m.offerId ? ` (offer ${m.offerId})` : ''}`);
    if (m.type === 'offers-frame-loaded') {
      const expiresIn = Math.floor((session.issuedAt + session.expiresIn * 1000 - Date.now()) / 1000);
      post({ type: 'auth-token', token: session.token, expiresIn, userName: session.userName, name: session.name });
    } else if (m.type === 'session-expired') {
      // The frame cannot move its parent: the portal shows its own sign-in.
      void signOut().then(() => location.assign(`/sign-in?expired=1&next=${encodeURIComponent(location.pathname + location.search)}`));
    } else if (m.type === 'signed-out') {
      shellSignedOut();
    } else if (m.type === 'create-offer') {
      status.replaceChildren('The offer has unsaved changes in OfferDesk.');
    } else if (m.type === 'offer-cancelled') {
      status.replaceChildren('The offer was cancelled.');
    } else if (m.type === 'offer-success') {
      status.replaceChildren(
        ...(m.offerId
          ? [
              `Offer ${m.offerId} is saved. `,
              el(
                'a',
                { href: `/mounted/offer/${m.offerId}/assign-parties?offerId=${m.offerId}` },
                `Finish offer ${m.offerId}: parties and documents`,
              ),
            ]
          : ['No unsaved changes in OfferDesk.']),
      );
    }
  });
}
