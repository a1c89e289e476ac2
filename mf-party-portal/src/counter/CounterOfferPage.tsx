import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DoneDialog } from '../common/ConfirmDialog';
import { documentPreviewUrl } from '../common/signingService';
import { createCounterOffer } from '../portal/portalApi';
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
  async function submit(values: CounterFormValues) {
    setError(null);
    try {
      await createCounterOffer(link, offer, values, isAgent);
      setSent(true);
    } catch {
      // A failed counter-offer create keeps the form and says so (docs/domain/portal.md, "Failures on the portal pages").
      setError('The counter offer could not be sent. Please try again.');
    }
  }
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
      <DoneDialog open={sent} title="Counter Offer Sent" onClose={() => navigate(portalPaths.landing(link))} />
    </Box>
  );
}

/** /counter-offer/{offerId}/{partyId?}: create a counter offer. */
export function CounterOfferPage() {
  const link = usePortalLink();
  return <PortalOfferGate link={link}>{(model) => <Counter link={link} model={model} />}</PortalOfferGate>;
}
export default CounterOfferPage;
