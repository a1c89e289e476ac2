import { Alert } from '@mui/material';
import { DOCUMENTS_SHARED_MESSAGE } from '@offerdesk/shared';
import { FORWARD_TARGETS } from '@offerdesk/shared/features';
import type { ScreenAction } from '../common/ActionBar';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DoneDialog } from '../common/ConfirmDialog';
import { useAction } from '../common/useAction';
import { opensAddSellerPage } from '../layout/device';
import { agentLoginUrl, isSignedIn } from '../layout/inFrame';
import { acceptOffer, markViewed, rejectOffer, useInvalidatePortalOffer } from '../portal/portalApi';
import { PortalOfferGate } from '../portal/PortalOfferGate';
import { FORWARD_ACTIONS, type PortalOfferModel } from '../portal/portalModel';
import { wasReviewed } from '../portal/reviewed';
import { openSigning, useSellerGate } from '../portal/signFirst';
import { portalPaths, usePortalLink, type PortalLink } from '../portal/usePortalLink';
import { usePartyLiveStatus } from './usePartyLiveStatus';
import { SIGNING_PENDING_MESSAGE } from '../forward/ForwardOfferForm';
import { AddSellerDialog } from './AddSellerDialog';
import { decisionNotice } from '../portal/decisionNotice';
import { LandingView } from './LandingView';
import { ForwardWithoutReviewDialog, RejectDialog } from './RejectDialog';
import { ShareAcceptedOfferDialog } from './ShareAcceptedOfferDialog';
import { ShareDocumentsDialog } from './ShareDocumentsDialog';

type Modal =
  | { kind: 'share-accepted' }
  | { kind: 'share-documents' }
  | { kind: 'documents-shared' }
  | { kind: 'reject' }
  | { kind: 'forward'; to: string }
  | { kind: 'add-seller' }
  | { kind: 'sent-to-seller' }
  | { kind: 'rejected' }
  | null;

const SHARE_DOCUMENTS_ACTION: ScreenAction = { id: 'shareDocuments', label: 'Share Documents', variant: 'outlined' };

function Landing({ link, model }: { link: PortalLink; model: PortalOfferModel }) {
  const navigate = useNavigate();
  const invalidate = useInvalidatePortalOffer(link);
  const [modal, setModal] = useState<Modal>(null);
  const { busy, error, run } = useAction();
  const gate = useSellerGate(link, model);
  // The party opened its link: it is marked viewed once per page (the server keeps the first time).
  const { offerId, partyId, t } = link;
  useEffect(() => void markViewed({ offerId, partyId, t }), [offerId, partyId, t]);
  const o = model.offer;
  const viewerPath = portalPaths.viewer(link, link.contractId ?? o.contractId ?? '');
  const senderName = model.party ? `${model.party.firstName} ${model.party.lastName}`.trim() : '';
  // Any party may e-mail the offer's documents once they are signed by all (the dialog says which may go).
  const actions: readonly ScreenAction[] = o.contractId && o.documents.length ? [...model.actions, SHARE_DOCUMENTS_ACTION] : model.actions;
  // To the sellers (Add Seller, Forward to Seller) the seller agent goes once it has signed and no listing agent's signature is pending.
  const forwardTo = (to: string) => {
    if (to !== 'seller' || gate.mayContinue()) navigate(portalPaths.forward(link, to));
  };
  // A refused decision (the offer moved on meanwhile) closes its dialog, shows the server's words and reads the offer again.
  const decide = (work: () => Promise<void>) =>
    run(async () => {
      try {
        await work();
      } catch (e) {
        setModal(null);
        void invalidate();
        throw e;
      }
    });
  function onAction(id: string) {
    gate.clear();
    const target = FORWARD_ACTIONS[id];
    if (target) {
      if (wasReviewed(o, link.partyId)) forwardTo(target);
      else setModal({ kind: 'forward', to: target });
    } else if (id === 'viewPrint' || id === 'viewPrintSigned') navigate(viewerPath);
    else if (id === 'counter') navigate(portalPaths.counter(link));
    else if (id === 'reject') setModal({ kind: 'reject' });
    else if (id === SHARE_DOCUMENTS_ACTION.id) setModal({ kind: 'share-documents' });
    else if (id === 'register') navigate(portalPaths.register(link));
    else if (id === 'sign') openSigning(link, link.signSetId, link.signToken, o);
    // The buyer agent shares the accepted offer's signed documents here; the call needs its sign-in, so a link alone signs in first.
    else if (id === 'shareAcceptedOffer') {
      if (isSignedIn()) setModal({ kind: 'share-accepted' });
      else window.location.assign(agentLoginUrl(o.id));
    } else if (id === 'addSeller') {
      if (!gate.mayContinue()) return;
      if (opensAddSellerPage(window.innerWidth)) navigate(portalPaths.addSeller(link));
      else setModal({ kind: 'add-seller' });
    } else if (id === 'accept')
      void decide(async () => {
        const result = await acceptOffer(link, o);
        if (result.next === 'sign' && openSigning(link, result.signSetId, result.signToken, o)) return;
        await invalidate();
      });
  }
  const pageError = error ?? gate.error ?? (gate.blocked && modal === null ? SIGNING_PENDING_MESSAGE : null);
  return (
    <>
      <LandingView
        model={{ ...model, actions }}
        onAction={onAction}
        busy={busy || gate.busy}
        outcome={decisionNotice(o)}
        notice={
          pageError ? (
            <Alert severity="error" role="alert">
              {pageError}
            </Alert>
          ) : undefined
        }
      />
      <RejectDialog
        open={modal?.kind === 'reject'}
        busy={busy}
        onClose={() => setModal(null)}
        onConfirm={() =>
          void decide(async () => {
            await rejectOffer(link, o);
            setModal({ kind: 'rejected' });
            await invalidate();
          })
        }
      />
      <ForwardWithoutReviewDialog
        open={modal?.kind === 'forward'}
        target={modal?.kind === 'forward' ? FORWARD_TARGETS[modal.to as keyof typeof FORWARD_TARGETS] : ''}
        blocked={modal?.kind === 'forward' && gate.blocked ? SIGNING_PENDING_MESSAGE : null}
        busy={gate.busy}
        onClose={() => {
          gate.clear();
          setModal(null);
        }}
        onContinue={() => modal?.kind === 'forward' && forwardTo(modal.to)}
      />
      <AddSellerDialog
        open={modal?.kind === 'add-seller'}
        link={link}
        offer={o}
        onClose={() => setModal(null)}
        onSent={() => setModal({ kind: 'sent-to-seller' })}
      />
      <DoneDialog
        open={modal?.kind === 'sent-to-seller'}
        title="Offer Sent to Seller"
        onClose={() => {
          setModal(null);
          void invalidate();
        }}
      />
      <ShareAcceptedOfferDialog open={modal?.kind === 'share-accepted'} offer={o} agentName={senderName} onClose={() => setModal(null)} />
      {modal?.kind === 'share-documents' && (
        <ShareDocumentsDialog
          link={link}
          offer={o}
          senderName={senderName}
          onClose={() => setModal(null)}
          onShared={() => setModal({ kind: 'documents-shared' })}
        />
      )}
      <DoneDialog open={modal?.kind === 'documents-shared'} title={DOCUMENTS_SHARED_MESSAGE} onClose={() => setModal(null)} />
      <DoneDialog open={modal?.kind === 'rejected'} title="Successfully Rejected" onClose={() => setModal(null)} />
    </>
  );
}

/** /view-offer/{offerId}/{partyId}/{contractId?}/{signSetId?}/{signToken?}?t=: the party landing page. */
export function LandingPage() {
  const link = usePortalLink();
  usePartyLiveStatus(link.t);
  return <PortalOfferGate link={link}>{(model) => <Landing link={link} model={model} />}</PortalOfferGate>;
}
export default LandingPage;
