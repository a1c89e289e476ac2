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
export const counterSubmitLabel = (offer: Pick<PortalOfferModel, 'party'>): string =>
  offer.party.isClient ? 'Forward to Agent' : offer.party.sideId === 1 ? 'Forward to Buyer' : 'Forward to Seller';

function Counter({ link, offer }: { link: PortalLink; offer: PortalOfferModel }) {
  const navigate = useNavigate();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function submit(values: CounterFormValues) {
    setError(null);
    try {
      await createCounterOffer(link, offer, values);
      setSent(true);
    } catch {
      // Counter-create failures are silent (seed §8): the busy state clears and the form stays.
      setError('The counter offer could not be sent. Please try again.');
    }
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box>
        <Typography variant="h5" component="h1">
          Counter Offer
        </Typography>
        <Typography color="text.secondary">{offer.property.address}</Typography>
      </Box>
      {error && <Typography color="error" role="alert">{error}</Typography>}
      <CounterOfferForm
        current={offer.current}
        isAgent={offer.party.isAgent}
        submitLabel={counterSubmitLabel(offer)}
        previewSrc={offer.contractId ? documentPreviewUrl(offer.contractId, offer.signSetId) : null}
        onSubmit={submit}
      />
      <DoneDialog open={sent} title="Counter Offer Sent" onClose={() => navigate(portalPaths.landing(link))} />
    </Box>
  );
}

/** /counter-offer/{offerId}/{partyId?}: create a counter offer. */
export function CounterOfferPage() {
  const link = usePortalLink();
  return <PortalOfferGate link={link}>{(offer) => <Counter link={link} offer={offer} />}</PortalOfferGate>;
}
export default CounterOfferPage;
