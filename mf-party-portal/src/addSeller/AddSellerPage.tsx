import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DoneDialog } from '../common/ConfirmDialog';
import { useAction } from '../common/useAction';
import { addSellers } from '../portal/portalApi';
import { portalPaths, usePortalLink } from '../portal/usePortalLink';
import { AddSellerForm, type AddSellerValues } from './AddSellerForm';

/** The seller agent's mobile-width page to enter the sellers and forward the offer to them. */
export function AddSellerPage() {
  const link = usePortalLink();
  const navigate = useNavigate();
  const { busy, error, run } = useAction();
  const [sent, setSent] = useState(false);
  const forward = (values: AddSellerValues) =>
    run(async () => {
      await addSellers(link, values);
      setSent(true);
    });
  return (
    <Box sx={{ maxWidth: 600, mx: 'auto', display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h5" component="h1">
        Add Seller
      </Typography>
      <AddSellerForm onForward={forward} busy={busy} error={error} />
      <DoneDialog open={sent} title="Offer Sent to Seller" onClose={() => navigate(portalPaths.landing(link))}>
        <Typography>The sellers have been sent the offer for signature.</Typography>
      </DoneDialog>
    </Box>
  );
}
export default AddSellerPage;
