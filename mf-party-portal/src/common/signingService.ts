import { envelope, type ParentToViewerMessage } from '@offerdesk/runtime';
import { signingServiceBase } from '@offerdesk/shared';

export { signingServiceBase };

/** The credential a portal page holds (its party or reviewer link): the preview reads with it. */
export interface PreviewLink {
  offerId: number;
  partyId?: number | null;
  t?: string;
}

/**
 * /document-preview/{contractId}[/{signSetId}]: the read-only preview of a party's documents. The
 * page's own link (offer, party, token `t`) goes along: the preview reads by that capability, as
 * the portal page itself does, and needs no session of the signing service.
 */
export const documentPreviewUrl = (contractId: number, signSetId?: number | null, link?: PreviewLink): string => {
  const q = new URLSearchParams();
  if (link?.t) {
    q.set('offerId', String(link.offerId));
    if (link.partyId) q.set('partyId', String(link.partyId));
    q.set('t', link.t);
  }
  const query = q.toString();
  return `${signingServiceBase()}/document-preview/${contractId}${signSetId ? `/${signSetId}` : ''}${query ? `?${query}` : ''}`;
};

/** The counter values the preview prints on the counter-offer document while the party types. */
export interface CounterPreviewValues {
  counterPrice: string;
  counterEarnestMoney: string;
  counterFinancing: string;
  counterCOE: string;
  counterAcceptanceDeadLine: string;
  counterTerms: string;
}

/** Posts the `counter-offer` message to the preview frame, to the frame's own origin only (never '*'). */
export function postCounterOffer(frame: HTMLIFrameElement | null, values: CounterPreviewValues): boolean {
  if (!frame?.contentWindow) return false;
  const origin = new URL(frame.src, window.location.href).origin;
  const message: ParentToViewerMessage = { type: 'counter-offer', values: { ...values } };
  frame.contentWindow.postMessage(envelope(message), origin);
  return true;
}

/** Where signing sends the signer besides `returnTo`: a buyer client's registration, the seller agent's add-seller page. */
export interface SigningExtras {
  /** `accounturl`: the signed page offers 'Go to your account' (buyer clients only). */
  accountUrl?: string;
  /** `redirectToAddSellerParty=true` with `addSellerParty`: after signing, the add-seller page instead of `returnTo`. */
  addSellerUrl?: string;
}

/** /sign-documents/{signToken}/{signSetId}: the party signs, then comes back to `returnTo` (docs/domain/portal.md, "Sign first, registration at signing"). */
export function signDocumentsUrl(
  signToken: string,
  signSetId: number | string,
  partyId: number | string,
  returnTo: string,
  extras: SigningExtras = {},
): string {
  const q = new URLSearchParams({ successurl: returnTo, redirectUrl: returnTo, partyId: String(partyId) });
  if (extras.accountUrl) q.set('accounturl', extras.accountUrl);
  if (extras.addSellerUrl) {
    q.set('redirectToAddSellerParty', 'true');
    q.set('addSellerParty', extras.addSellerUrl);
  }
  return `${signingServiceBase()}/sign-documents/${encodeURIComponent(signToken)}/${encodeURIComponent(String(signSetId))}?${q}`;
}
