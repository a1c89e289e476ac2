import { Alert, Box, Button, Typography } from '@mui/material';
import { ApiError } from '@offerdesk/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DoneDialog } from '../common/ConfirmDialog';
import { documentPreviewUrl } from '../common/signingService';
import { decisionNotice, NOTHING_TO_COUNTER } from '../portal/decisionNotice';
import { createCounterOffer, useInvalidatePortalOffer } from '../portal/portalApi';
import { PortalOfferGate } from '../portal/PortalOfferGate';
import type { PortalOfferModel } from '../portal/portalModel';
import { portalPaths, usePortalLink, type PortalLink } from '../portal/usePortalLink';
import { CounterOfferForm } from './CounterOfferForm';
import type { CounterFormValues } from './counterValues';

/** Clients forward their counter to their agent; an agent forwards to its own client (Buyer or Seller). */
export const counterSubmitLabel = (model: Pick<PortalOfferModel, 'party'>): string =>
  !model.party || model.party.isClient ? 'Forward to Agent' : model.party.sideId === 1 ? 'Forward to Buyer' : 'Forward to Seller';

function Counter({ link, model }: { link: PortalLink; model: PortalOfferModel }) {
  const offer = model.offer;
  const isAgent = !!model.party?.isAgent;
  const navigate = useNavigate();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const invalidate = useInvalidatePortalOffer(link);
  const back = () => navigate(portalPaths.landing(link));
  async function submit(values: CounterFormValues) {
    setError(null);
    try {
      await createCounterOffer(link, offer, values, isAgent);
      setSent(true);
    } catch (e) {
      // docs/domain/portal.md, "Failures on the portal pages": a refusal names what happened (the offer moved on:
      // the page reads it again and offers the way back); only a failure the client may retry says "try again".
      if (e instanceof ApiError && e.status === 409) {
        void invalidate();
        setError(`The counter offer was not sent: ${e.message}`);
      } else setError(e instanceof ApiError && e.status === 400 ? e.message : 'The counter offer could not be sent. Please try again.');
    }
  }
  // Nothing for the client to counter any more (it countered already, the offer was answered): no form to fill in vain.
  if (!sent && model.party?.isClient && !model.actions.some((a) => a.id === 'counter'))
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
        <Typography variant="h5" component="h1">
          Counter Offer
        </Typography>
        <Alert severity="info" role="status">
          {error ?? NOTHING_TO_COUNTER} {decisionNotice(offer) ?? ''}
        </Alert>
        <Button variant="contained" onClick={back}>
          Back to the offer
        </Button>
      </Box>
    );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box>
        <Typography variant="h5" component="h1">
          Counter Offer
        </Typography>
        <Typography color="text.secondary">{model.property.address}</Typography>
      </Box>
      {error && (
        <Typography color="error" role="alert">
          {error}
        </Typography>
      )}
      <CounterOfferForm
        current={model.current}
        isAgent={isAgent}
        submitLabel={counterSubmitLabel(model)}
        previewSrc={
          offer.contractId
            ? documentPreviewUrl(offer.contractId, link.signSetId ? Number(link.signSetId) : null, {
                offerId: offer.id,
                partyId: Number(link.partyId) || null,
                t: link.t,
              })
            : null
        }
        onSubmit={submit}
      />
      <DoneDialog open={sent} title="Counter Offer Sent" onClose={back} />
    </Box>
  );
}

/** /counter-offer/{offerId}/{partyId?}: create a counter offer. */
export function CounterOfferPage() {
  const link = usePortalLink();
  return <PortalOfferGate link={link}>{(model) => <Counter link={link} model={model} />}</PortalOfferGate>;
}
export default CounterOfferPage;
