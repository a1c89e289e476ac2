import { Button, Typography } from '@mui/material';
import { isOfferAccepted, mainApi, OfferType, OFFERS_QUERY_ROOT, type OfferDetail } from '@offerdesk/shared';
import { convertToSale, isBuyerInhouseAgent } from '@offerdesk/shared/features';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@offerdesk/shared/mui-extra';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

/** Convert to Sale (an accepted offer without a sale, for its owner or buyer agent): asks first, shows 'Converting...' while busy, then goes to the sale page; a failure only resets it. */
export function ConvertToSaleButton({ offer }: { offer: OfferDetail }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const convert = useMutation({
    mutationFn: () => convertToSale(mainApi(), offer.id),
    onSettled: async () => {
      setAsking(false);
      await queryClient.invalidateQueries({ queryKey: OFFERS_QUERY_ROOT });
    },
    // The seed: "data is the sale id; redirect to the sale page".
    onSuccess: (saleId) => navigate(`/transactionSale/${saleId}?isFromOffer=true`),
  });
  // A received offer is read-only unless the viewer is its buyer agent (the server holds the same rule).
  const mayConvert = offer.offerTypeId === OfferType.sent || isBuyerInhouseAgent(offer.party);
  if (!mayConvert || !isOfferAccepted(offer)) return null;
  return (
    <>
      <Button variant="contained" onClick={() => setAsking(true)} disabled={convert.isPending}>
        {convert.isPending ? 'Converting...' : 'Convert to Sale'}
      </Button>
      <Dialog open={asking} onClose={() => !convert.isPending && setAsking(false)} aria-labelledby="convert-title">
        <DialogTitle id="convert-title">Convert to Sale?</DialogTitle>
        <DialogContent>
          <Typography>This accepted offer becomes a sale with its own file number.</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)} disabled={convert.isPending}>
            Cancel
          </Button>
          <Button variant="contained" onClick={() => convert.mutate()} disabled={convert.isPending}>
            {convert.isPending ? 'Converting...' : 'Convert to Sale'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
