import { Typography } from '@mui/material';
import { ApiError } from '@offerdesk/shared';
import { forwardedMessage, forwardTitle, FORWARD_TARGETS, type ForwardTarget } from '@offerdesk/shared/features';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DoneDialog } from '../common/ConfirmDialog';
import { useAction } from '../common/useAction';
import { forwardOffer } from '../portal/portalApi';
import { PortalOfferGate } from '../portal/PortalOfferGate';
import { forwardRecipients, type PortalOfferModel } from '../portal/portalModel';
import { portalPaths, usePortalLink, type PortalLink } from '../portal/usePortalLink';
import { ForwardOfferForm, SIGNING_PENDING_MESSAGE, type ForwardChoice } from './ForwardOfferForm';

const isTarget = (to: string | null): to is ForwardTarget => !!to && to in FORWARD_TARGETS;

/** The dialog a forward to the seller agent opens when the server finds no e-mail for that agent (404). */
export const AGENT_EMAIL_MISSING_TITLE = 'Agent Email Missing';

/** A 404 of a forward to an agent: the agent has no e-mail (docs/domain/portal.md, "Forward refusals"). */
const agentMissing = (e: unknown, target: ForwardTarget): e is ApiError =>
  e instanceof ApiError && e.status === 404 && (target === 'sellerAgent' || target === 'buyerAgent');

function Forward({ link, model, target }: { link: PortalLink; model: PortalOfferModel; target: ForwardTarget }) {
  const navigate = useNavigate();
  const { busy, error, run } = useAction();
  const [done, setDone] = useState(false);
  const [emailMissing, setEmailMissing] = useState<string | null>(null);
  const { recipients, optional } = forwardRecipients(model.offer, target);
  const forward = (choice: ForwardChoice) =>
    run(async () => {
      try {
        await forwardOffer(link, model.offer, target, choice);
        setDone(true);
      } catch (e) {
        if (!agentMissing(e, target)) throw e;
        // The seller agent's missing e-mail opens a dialog, the buyer agent's the browser's alert, each with the server's words.
        if (target === 'sellerAgent') setEmailMissing(e.message);
        else window.alert(e.message);
      }
    });
  // While a listing agent has still to sign, a forward to the seller is blocked from the start (the server refuses it the same way).
  const pending = (target === 'seller' && model.offer.listingAgentsPending) || error === SIGNING_PENDING_MESSAGE;
  return (
    <>
      <ForwardOfferForm
        title={forwardTitle(target)}
        address={model.property.address}
        clients={model.clients}
        recipients={recipients}
        optional={optional}
        documents={target === 'sellerAgent' ? model.offer.documents.map((d) => ({ id: d.id, name: d.name })) : null}
        signingPending={pending}
        busy={busy}
        error={pending ? null : error}
        onForward={(c) => void forward(c)}
        onCancel={() => navigate(portalPaths.landing(link))}
      />
      <DoneDialog open={done} title={forwardedMessage(target)} onClose={() => navigate(portalPaths.landing(link))} />
      <DoneDialog open={emailMissing !== null} title={AGENT_EMAIL_MISSING_TITLE} onClose={() => setEmailMissing(null)}>
        <Typography>{emailMissing}</Typography>
      </DoneDialog>
    </>
  );
}

/** /forward-offer/{offerId}/{partyId}/{contractId?}/{signSetId?}/{signToken?}?t=&to=: forward the offer to its next party. */
export function ForwardOfferPage() {
  const link = usePortalLink();
  const [search] = useSearchParams();
  const to = search.get('to');
  const navigate = useNavigate();
  return (
    <PortalOfferGate link={link}>
      {(model) =>
        isTarget(to) ? (
          <Forward link={link} model={model} target={to} />
        ) : (
          <ForwardOfferForm
            title="Forward Offer"
            address={model.property.address}
            clients={model.clients}
            recipients={[]}
            optional={[]}
            documents={null}
            signingPending={false}
            busy
            error="Choose whom to forward the offer to from the offer page."
            onForward={() => undefined}
            onCancel={() => navigate(portalPaths.landing(link))}
          />
        )
      }
    </PortalOfferGate>
  );
}
export default ForwardOfferPage;
