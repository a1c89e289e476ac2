import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DoneDialog } from '../common/ConfirmDialog';
import { useAction } from '../common/useAction';
import { addSellers } from '../portal/portalApi';
import { PortalOfferGate } from '../portal/PortalOfferGate';
import { portalPaths, usePortalLink } from '../portal/usePortalLink';
import { AddSellerForm, type AddSellerValues } from './AddSellerForm';

/** /add-seller-party/{offerId}/{partyId}/{signSetId?}?t=: the seller agent's mobile-width page to enter the sellers and forward the offer to them. */
export function AddSellerPage() {
  const link = usePortalLink();
  const navigate = useNavigate();
  const { busy, error, run } = useAction();
  const [sent, setSent] = useState(false);
  return (
    <PortalOfferGate link={link}>
      {(model) => (
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
            busy={busy}
            error={error}
          />
          <DoneDialog open={sent} title="Offer Sent to Seller" onClose={() => navigate(portalPaths.landing(link))}>
            <Typography>The sellers have been sent the offer for signature.</Typography>
          </DoneDialog>
        </Box>
      )}
    </PortalOfferGate>
  );
}
export default AddSellerPage;
