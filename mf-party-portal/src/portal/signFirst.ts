import type { PortalOffer } from '@offerdesk/shared/contract';
import { PartyRole, Side } from '@offerdesk/shared';
import { useState } from 'react';
import { signDocumentsUrl } from '../common/signingService';
import { useAction } from '../common/useAction';
import { openAgentSigning } from './portalApi';
import type { PortalOfferModel } from './portalModel';
import { portalPaths, type PortalLink } from './usePortalLink';

const here = (path: string) => `${window.location.origin}${path}`;

/** Leaving the portal for the signing service (one place, so a test can watch where the page goes). */
export const browser = { go: (url: string) => window.location.assign(url) };

/**
 * Opens signing for this party's own sign set (the token Accept answered, else the one its address
 * carries), coming back to the landing page; a buyer client's signing offers its registration
 * (`accounturl`, docs/domain/portal.md "Sign first, registration at signing").
 */
export function openSigning(
  link: PortalLink,
  signSetId: number | string | undefined,
  signToken = link.signToken,
  offer?: Pick<PortalOffer, 'party'>,
): boolean {
  if (!signToken || !signSetId) return false;
  const buyerClient = offer?.party?.roleId === PartyRole.Client && offer.party.sideId === Side.buyer;
  const accountUrl = buyerClient ? here(portalPaths.register(link)) : undefined;
  browser.go(signDocumentsUrl(signToken, signSetId, link.partyId, here(portalPaths.landing(link)), { accountUrl }));
  return true;
}

/** The seller agent signs its open set first; signing then brings it to the add-seller page of that set. */
async function signBeforeSellers(link: PortalLink, offer: PortalOffer): Promise<void> {
  const set = await openAgentSigning(link, offer);
  const addSeller = here(portalPaths.addSeller(link));
  browser.go(signDocumentsUrl(set.signToken, set.signSetId, link.partyId, here(portalPaths.landing(link)), { addSellerUrl: addSeller }));
}

/**
 * The gate before the seller agent goes on to the sellers (Add Seller, Forward to Seller, the add-seller
 * page's Continue): while its own signature is pending it goes to sign first and comes back to add-seller;
 * while another listing agent's is, Continue is blocked with the specification's message.
 */
export function useSellerGate(link: PortalLink, model: PortalOfferModel) {
  const [blocked, setBlocked] = useState(false);
  const { busy, error, run } = useAction();
  function mayContinue(): boolean {
    if (model.offer.party?.hasPendingSignature) {
      void run(() => signBeforeSellers(link, model.offer));
      return false;
    }
    setBlocked(model.offer.listingAgentsPending);
    return !model.offer.listingAgentsPending;
  }
  return { mayContinue, blocked, busy, error, clear: () => setBlocked(false) };
}
