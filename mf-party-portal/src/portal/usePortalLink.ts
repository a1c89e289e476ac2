import { PARTY_LINK_PARAM } from '@offerdesk/shared';
import { useParams } from 'react-router-dom';
import { useLinkToken } from './linkToken';

/** What a party link carries: the offer, the party, for a signer its contract, sign set and sign token, and the link token `t`. */
export interface PortalLink {
  offerId: string;
  partyId: string;
  contractId?: string;
  signSetId?: string;
  signToken?: string;
  /** The party link token (the mailed address's `?t=`, then this tab's session storage): every portal call carries it in its header. */
  t?: string;
}

/** The party link of the current address (every portal route names these segments). */
export function usePortalLink(): PortalLink {
  const p = useParams();
  const offerId = p.offerId ?? '';
  const partyId = p.partyId ?? '';
  const t = useLinkToken(`party:${offerId}:${partyId}`);
  return { offerId, partyId, contractId: p.contractId, signSetId: p.signSetId, signToken: p.signToken, t };
}

/** The path segments up to the first missing one (an optional segment cannot be skipped: the next would take its place). */
function segments(...s: (string | number | null | undefined)[]): string {
  const end = s.findIndex((x) => x == null || x === '');
  return (end < 0 ? s : s.slice(0, end)).map((x) => `/${encodeURIComponent(String(x))}`).join('');
}
const withToken = (path: string, l: PortalLink) => (l.t ? `${path}?${PARTY_LINK_PARAM}=${encodeURIComponent(l.t)}` : path);

/** The portal's addresses from one page to the next, keeping the link token (the next page takes it out of its address again). */
export const portalPaths = {
  landing: (l: PortalLink) => withToken(`/view-offer${segments(l.offerId, l.partyId, l.contractId, l.signSetId, l.signToken)}`, l),
  viewer: (l: PortalLink, contractId: string | number) =>
    withToken(`/offer-viewer${segments(l.offerId, contractId, l.partyId, l.signSetId, l.signToken)}`, l),
  counter: (l: PortalLink) => withToken(`/counter-offer${segments(l.offerId, l.partyId)}`, l),
  /** The forward page; `to` names the target (sellerAgent, buyerAgent, seller, buyer). */
  forward: (l: PortalLink, to: string) =>
    `${withToken(`/forward-offer${segments(l.offerId, l.partyId, l.contractId, l.signSetId, l.signToken)}`, l)}${l.t ? '&' : '?'}to=${to}`,
  addSeller: (l: PortalLink) => withToken(`/add-seller-party${segments(l.offerId, l.partyId, l.signSetId)}`, l),
  register: (l: PortalLink) => withToken(`/client/register${segments(l.offerId, l.partyId)}`, l),
};
