import { useParams } from 'react-router-dom';

/** What a party link carries: the offer, the party and, for a signer, its contract, sign set and capability token. */
export interface PortalLink {
  offerId: string;
  partyId: string;
  contractId?: string;
  signSetId?: string;
  signToken?: string;
}

/** The party link of the current address (every portal route names these segments). */
export function usePortalLink(): PortalLink {
  const p = useParams();
  return { offerId: p.offerId ?? '', partyId: p.partyId ?? '', contractId: p.contractId, signSetId: p.signSetId, signToken: p.signToken };
}

/** The tail every portal address repeats: /{contractId}/{signSetId}/{signToken}, as far as the link has them. */
export const linkTail = (l: PortalLink): string => [l.contractId, l.signSetId, l.signToken].filter(Boolean).map((s) => `/${s}`).join('');

export const portalPaths = {
  landing: (l: PortalLink) => `/view-offer/${l.offerId}/${l.partyId}${linkTail(l)}`,
  viewer: (l: PortalLink, contractId: string | number) => `/offer-viewer/${l.offerId}/${contractId}/${l.partyId}${[l.signSetId, l.signToken].filter(Boolean).map((s) => `/${s}`).join('')}`,
  counter: (l: PortalLink) => `/counter-offer/${l.offerId}/${l.partyId}`,
  forward: (l: PortalLink) => `/forward-offer/${l.offerId}/${l.partyId}${linkTail(l)}`,
  addSeller: (l: PortalLink) => `/add-seller-party/${l.offerId}/${l.partyId}${l.signSetId ? `/${l.signSetId}` : ''}`,
  register: (l: PortalLink) => `/client/register/${l.offerId}/${l.partyId}`,
};
