import { Alert } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DoneDialog } from '../common/ConfirmDialog';
import { useAction } from '../common/useAction';
import { opensAddSellerPage } from '../layout/device';
import { acceptOffer, rejectOffer, useInvalidatePortalOffer } from '../portal/portalApi';
import { PortalOfferGate } from '../portal/PortalOfferGate';
import { FORWARD_TITLES, type PortalOfferModel } from '../portal/portalModel';
import { portalPaths, usePortalLink, type PortalLink } from '../portal/usePortalLink';
import { AddSellerDialog } from './AddSellerDialog';
import { LandingView } from './LandingView';
import { ForwardWithoutReviewDialog, RejectDialog } from './RejectDialog';

type Modal = 'reject' | 'forward' | 'add-seller' | 'sent-to-seller' | 'rejected' | null;

function Landing({ link, offer }: { link: PortalLink; offer: PortalOfferModel }) {
  const navigate = useNavigate();
  const invalidate = useInvalidatePortalOffer(link);
  const [modal, setModal] = useState<Modal>(null);
  const { busy, error, run } = useAction();
  const viewerPath = offer.contractId ? portalPaths.viewer(link, offer.contractId) : null;
  function onAction(id: string) {
    if (id === 'view' && viewerPath) navigate(viewerPath);
    else if (id === 'counter') navigate(portalPaths.counter(link));
    else if (id === 'reject') setModal('reject');
    else if (id === 'register') navigate(portalPaths.register(link));
    else if (id === 'accept')
      void run(async () => {
        const { redirectUrl } = await acceptOffer(link, offer);
        if (redirectUrl) window.location.assign(redirectUrl);
        else await invalidate();
      });
    else if (id === 'add-seller') {
      if (opensAddSellerPage(window.innerWidth)) navigate(portalPaths.addSeller(link));
      else setModal('add-seller');
    } else if (id === 'forward') {
      if (offer.reviewed) navigate(portalPaths.forward(link));
      else setModal('forward');
    }
  }
  return (
    <>
      <LandingView
        model={offer}
        onAction={onAction}
        busy={busy}
        notice={error ? <Alert severity="error" role="alert">{error}</Alert> : undefined}
      />
      <RejectDialog
        open={modal === 'reject'}
        busy={busy}
        onClose={() => setModal(null)}
        onConfirm={() =>
          void run(async () => {
            await rejectOffer(link, offer);
            setModal('rejected');
            await invalidate();
          })
        }
      />
      <ForwardWithoutReviewDialog
        open={modal === 'forward'}
        target={offer.forwardTarget ? FORWARD_TITLES[offer.forwardTarget].replace('Forward Offer to ', '') : ''}
        onClose={() => setModal(null)}
        onContinue={() => navigate(portalPaths.forward(link))}
      />
      <AddSellerDialog open={modal === 'add-seller'} link={link} onClose={() => setModal(null)} onSent={() => setModal('sent-to-seller')} />
      <DoneDialog open={modal === 'sent-to-seller'} title="Offer Sent to Seller" onClose={() => { setModal(null); void invalidate(); }} />
      <DoneDialog open={modal === 'rejected'} title="Successfully Rejected" onClose={() => setModal(null)} />
    </>
  );
}

/** /view-offer/{offerId}/{partyId}/{contractId?}/{signSetId?}/{signToken?}: the party landing page. */
export function LandingPage() {
  const link = usePortalLink();
  return <PortalOfferGate link={link}>{(offer) => <Landing link={link} offer={offer} />}</PortalOfferGate>;
}
export default LandingPage;
