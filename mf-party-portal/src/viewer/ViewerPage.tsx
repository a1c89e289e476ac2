import { Alert } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DoneDialog } from '../common/ConfirmDialog';
import { documentPreviewUrl } from '../common/signingService';
import { useAction } from '../common/useAction';
import { openSigning, useSellerGate } from '../portal/signFirst';
import { SIGNING_PENDING_MESSAGE } from '../forward/ForwardOfferForm';
import { RejectDialog } from '../landing/RejectDialog';
import { acceptOffer, printOffer, rejectOffer, useInvalidatePortalOffer } from '../portal/portalApi';
import { PortalOfferGate } from '../portal/PortalOfferGate';
import { FORWARD_ACTIONS, type PortalOfferModel } from '../portal/portalModel';
import { markReviewed } from '../portal/reviewed';
import { portalPaths, usePortalLink, type PortalLink } from '../portal/usePortalLink';
import { viewerActions, ViewerView } from './ViewerView';

function Viewer({ link, model }: { link: PortalLink; model: PortalOfferModel }) {
  const offer = model.offer;
  const navigate = useNavigate();
  const invalidate = useInvalidatePortalOffer(link);
  const { busy, error, run } = useAction();
  const gate = useSellerGate(link, model);
  const [printing, setPrinting] = useState(false);
  const [modal, setModal] = useState<'reject' | 'rejected' | null>(null);
  const contractId = Number(link.contractId ?? offer.contractId);
  // Opening the documents counts as reviewing them for this offer and counter.
  useEffect(() => markReviewed(offer, link.partyId), [offer, link.partyId]);
  function onAction(id: string) {
    const forwardTo = FORWARD_ACTIONS[id];
    // To the sellers only once the seller agent has signed and no listing agent's signature is pending (signFirst.ts).
    const toSellers = forwardTo === 'seller' || id === 'addSeller';
    if (toSellers && !gate.mayContinue()) return;
    if (forwardTo) navigate(portalPaths.forward(link, forwardTo));
    else if (id === 'counter') navigate(portalPaths.counter(link));
    else if (id === 'reject') setModal('reject');
    else if (id === 'addSeller') navigate(portalPaths.addSeller(link));
    else if (id === 'sign') openSigning(link, link.signSetId, link.signToken, offer);
    else if (id === 'accept')
      void run(async () => {
        const result = await acceptOffer(link, offer);
        if (result.next === 'sign' && openSigning(link, result.signSetId, result.signToken, offer)) return;
        navigate(portalPaths.landing(link));
      });
  }
  async function print() {
    setPrinting(true);
    try {
      const blob = await printOffer(link, offer);
      const url = URL.createObjectURL(blob);
      window.open(url, '_blank', 'noopener');
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } finally {
      setPrinting(false);
    }
  }
  const shown = error ?? gate.error ?? (gate.blocked ? SIGNING_PENDING_MESSAGE : null);
  return (
    <>
      {shown && (
        <Alert severity="error" role="alert">
          {shown}
        </Alert>
      )}
      <ViewerView
        address={model.property.address}
        previewSrc={documentPreviewUrl(contractId, link.signSetId ? Number(link.signSetId) : null, {
          offerId: offer.id,
          partyId: Number(link.partyId) || null,
          t: link.t,
        })}
        actions={viewerActions(!!model.party?.isClient, model.agentViewerActions, model.actions)}
        busy={busy || gate.busy}
        printing={printing}
        onBack={() => navigate(portalPaths.landing(link))}
        onPrint={() => void print().catch(() => undefined)}
        onAction={onAction}
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
      <DoneDialog open={modal === 'rejected'} title="Successfully Rejected" onClose={() => navigate(portalPaths.landing(link))} />
    </>
  );
}

/** /offer-viewer/{offerId}/{contractId}/{partyId}/{signSetId?}/{signToken?}?t=: the read-only viewer. */
export function ViewerPage() {
  const link = usePortalLink();
  return <PortalOfferGate link={link}>{(model) => <Viewer link={link} model={model} />}</PortalOfferGate>;
}
export default ViewerPage;
