import { Alert } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DoneDialog } from '../common/ConfirmDialog';
import { documentPreviewUrl } from '../common/signingService';
import { useAction } from '../common/useAction';
import { RejectDialog } from '../landing/RejectDialog';
import { acceptOffer, printOffer, rejectOffer, useInvalidatePortalOffer } from '../portal/portalApi';
import { PortalOfferGate } from '../portal/PortalOfferGate';
import type { PortalOfferModel } from '../portal/portalModel';
import { portalPaths, usePortalLink, type PortalLink } from '../portal/usePortalLink';
import { viewerActions, ViewerView } from './ViewerView';

function Viewer({ link, offer }: { link: PortalLink; offer: PortalOfferModel }) {
  const navigate = useNavigate();
  const invalidate = useInvalidatePortalOffer(link);
  const { busy, error, run } = useAction();
  const [printing, setPrinting] = useState(false);
  const [modal, setModal] = useState<'reject' | 'rejected' | null>(null);
  const contractId = Number(link.contractId ?? offer.contractId);
  function onAction(id: string) {
    if (id === 'counter') navigate(portalPaths.counter(link));
    else if (id === 'reject') setModal('reject');
    else if (id === 'forward') navigate(portalPaths.forward(link));
    else if (id === 'add-seller') navigate(portalPaths.addSeller(link));
    else if (id === 'accept')
      void run(async () => {
        const { redirectUrl } = await acceptOffer(link, offer);
        if (redirectUrl) window.location.assign(redirectUrl);
        else navigate(portalPaths.landing(link));
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
  return (
    <>
      {error && <Alert severity="error" role="alert">{error}</Alert>}
      <ViewerView
        address={offer.property.address}
        previewSrc={documentPreviewUrl(contractId, offer.signSetId ?? (link.signSetId ? Number(link.signSetId) : null))}
        actions={viewerActions(offer.party.isClient, offer.agentViewerActions)}
        busy={busy}
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

/** /offer-viewer/{offerId}/{contractId}/{partyId}/{signSetId?}/{signToken?}: the read-only viewer. */
export function ViewerPage() {
  const link = usePortalLink();
  return <PortalOfferGate link={link}>{(offer) => <Viewer link={link} offer={offer} />}</PortalOfferGate>;
}
export default ViewerPage;
