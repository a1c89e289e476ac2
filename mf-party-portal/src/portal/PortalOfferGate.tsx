import { ApiError, ErrorState, LoadingState } from '@offerdesk/shared';
import { useEffect, type ReactNode } from 'react';
import { usePortalHeader } from '../layout/portalHeaderStore';
import { LinkEndedPage } from './LinkEndedPage';
import { usePortalOffer } from './portalApi';
import type { PortalOfferModel } from './portalModel';
import type { PortalLink } from './usePortalLink';

/** Loads the party's view of the offer with loading and error states (a link that no longer opens it: its own page), and offers Login in the header to an in-house agent. */
export function PortalOfferGate({ link, children }: { link: PortalLink; children: (offer: PortalOfferModel) => ReactNode }) {
  const query = usePortalOffer(link);
  const setLoginOffer = usePortalHeader((s) => s.setLoginOffer);
  const model = query.data;
  useEffect(() => {
    setLoginOffer(model?.party?.isInhouseAgent ? model.offer.id : null);
    return () => setLoginOffer(null);
  }, [model, setLoginOffer]);
  if (query.error instanceof ApiError && query.error.status === 410) return <LinkEndedPage token={link.t} message={query.error.message} />;
  if (query.isError)
    return (
      <ErrorState
        title="The offer could not be opened"
        message="Check the link in your e-mail, or try again."
        onRetry={() => void query.refetch()}
      />
    );
  if (!model) return <LoadingState label="Loading the offer…" />;
  return <>{children(model)}</>;
}
