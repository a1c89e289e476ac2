import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DoneDialog } from '../common/ConfirmDialog';
import { useAction } from '../common/useAction';
import { forwardOffer } from '../portal/portalApi';
import { PortalOfferGate } from '../portal/PortalOfferGate';
import { FORWARD_DONE, FORWARD_TITLES, type PortalOfferModel } from '../portal/portalModel';
import { portalPaths, usePortalLink, type PortalLink } from '../portal/usePortalLink';
import { ForwardOfferForm, type ForwardChoice } from './ForwardOfferForm';

function Forward({ link, offer }: { link: PortalLink; offer: PortalOfferModel }) {
  const navigate = useNavigate();
  const { busy, error, run } = useAction();
  const [done, setDone] = useState(false);
  const target = offer.forwardTarget;
  if (!target) {
    return <ForwardOfferForm title="Forward Offer" address={offer.property.address} clients={offer.clients} recipients={[]} optional={[]} documents={null} signingPending={false} busy error="This offer cannot be forwarded now." onForward={() => undefined} onCancel={() => navigate(portalPaths.landing(link))} />;
  }
  const forward = (choice: ForwardChoice) =>
    run(async () => {
      await forwardOffer(link, offer, target, choice);
      setDone(true);
    });
  return (
    <>
      <ForwardOfferForm
        title={FORWARD_TITLES[target]}
        address={offer.property.address}
        clients={offer.clients}
        recipients={offer.recipients}
        optional={offer.optionalRecipients}
        documents={target === 'SellerAgent' ? offer.documents : null}
        signingPending={target === 'Seller' && offer.signingPending}
        busy={busy}
        error={error}
        onForward={(c) => void forward(c)}
        onCancel={() => navigate(portalPaths.landing(link))}
      />
      <DoneDialog open={done} title={FORWARD_DONE[target]} onClose={() => navigate(portalPaths.landing(link))} />
    </>
  );
}

/** /forward-offer/{offerId}/{partyId}/{contractId?}/{signSetId?}/{signToken?}: forward the offer. */
export function ForwardOfferPage() {
  const link = usePortalLink();
  return <PortalOfferGate link={link}>{(offer) => <Forward link={link} offer={offer} />}</PortalOfferGate>;
}
export default ForwardOfferPage;
