import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DoneDialog } from '../common/ConfirmDialog';
import { useAction } from '../common/useAction';
import { addSellers } from '../portal/portalApi';
import { PortalOfferGate } from '../portal/PortalOfferGate';
import type { PortalOfferModel } from '../portal/portalModel';
import { useSellerGate } from '../portal/signFirst';
import { portalPaths, usePortalLink, type PortalLink } from '../portal/usePortalLink';
import { SIGNING_PENDING_MESSAGE } from '../forward/ForwardOfferForm';
import { AddSellerForm, type AddSellerValues } from './AddSellerForm';

function AddSeller({ link, model }: { link: PortalLink; model: PortalOfferModel }) {
  const navigate = useNavigate();
  const { busy, error, run } = useAction();
  const gate = useSellerGate(link, model);
  const [sent, setSent] = useState(false);
  return (
    <Box sx={{ maxWidth: 600, mx: 'auto', display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box>
        <Typography variant="h5" component="h1">
          Add Seller
        </Typography>
        <Typography color="text.secondary">{model.property.address}</Typography>
      </Box>
      <AddSellerForm
        onForward={(values: AddSellerValues) =>
          run(async () => {
            await addSellers(link, model.offer, values);
            setSent(true);
          })
        }
        mayContinue={gate.mayContinue}
        busy={busy || gate.busy}
        error={error ?? gate.error ?? (gate.blocked ? SIGNING_PENDING_MESSAGE : null)}
      />
      <DoneDialog open={sent} title="Offer Sent to Seller" onClose={() => navigate(portalPaths.landing(link))}>
        <Typography>The sellers have been sent the offer for signature.</Typography>
      </DoneDialog>
    </Box>
  );
}

/**
 * /add-seller-party/{offerId}/{partyId}/{signSetId?}?t=: the seller agent's mobile-width page to enter the sellers and forward the
 * offer to them; Continue goes to its own signing first while that is pending (signFirst.ts), and signing comes back here.
 */
export function AddSellerPage() {
  const link = usePortalLink();
  return <PortalOfferGate link={link}>{(model) => <AddSeller link={link} model={model} />}</PortalOfferGate>;
}
export default AddSellerPage;
