import { ErrorState, LoadingState } from '@offerdesk/shared';
import { useEffect, type ReactNode } from 'react';
import { usePortalHeader } from '../layout/portalHeaderStore';
import { usePortalOffer } from './portalApi';
import type { PortalOfferModel } from './portalModel';
import type { PortalLink } from './usePortalLink';

/** Loads the party's view of the offer with loading and error states, and offers Login in the header to an in-house agent. */
export function PortalOfferGate({ link, children }: { link: PortalLink; children: (offer: PortalOfferModel) => ReactNode }) {
  const query = usePortalOffer(link);
  const setLoginOffer = usePortalHeader((s) => s.setLoginOffer);
  const offer = query.data;
  useEffect(() => {
    setLoginOffer(offer?.party.isInhouseAgent ? offer.offerId : null);
    return () => setLoginOffer(null);
  }, [offer, setLoginOffer]);
  if (query.isPending) return <LoadingState label="Loading the offer…" />;
  if (query.isError || !offer) return <ErrorState title="The offer could not be opened" message="Check the link in your e-mail, or try again." onRetry={() => void query.refetch()} />;
  return <>{children(offer)}</>;
}
