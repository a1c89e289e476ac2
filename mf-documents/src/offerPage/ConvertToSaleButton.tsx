import { Alert, Button, Typography } from '@mui/material';
import type { OfferDetail } from '@offerdesk/shared/contract';
import { isOfferAccepted, mainApi, OFFERS_QUERY_ROOT } from '@offerdesk/shared';
import { saleCompletenessMessages } from '@offerdesk/shared/features';
import { Dialog, DialogActions, DialogContent, DialogTitle, HintedButton } from '@offerdesk/shared/mui-extra';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { convertToSale } from './api';

/** Why Convert to Sale cannot be used yet (OfferDesk's wording): the server converts accepted offers only. */
export const CONVERT_NOT_ACCEPTED_HINT = 'Only an accepted offer can be converted to a sale.';
/** Why Convert to Sale cannot be used by this viewer (OfferDesk's wording): the server lets the buyer agent alone convert. */
export const CONVERT_BUYER_AGENT_HINT = "Only the offer's buyer agent can convert it to a sale.";
/** Above the completeness messages in the dialog (OfferDesk's wording). */
export const CONVERT_MISSING_TITLE = 'The sale will still need these parties (add them on the sale with Edit Parties):';

/**
 * Convert to Sale: shown while the offer has no sale, to every agent on the offer page; usable by its buyer agent
 * (docs/domain/sales.md "Converting to a sale") once the offer is accepted; until then, or for anyone else, it says
 * why. Asks first, shows 'Converting...' while busy, then goes to the sale page. The dialog lists what the sale will
 * still need of its parties (docs/domain/sales.md "Parties a sale needs"), to add on the sale; a refusal is shown in it.
 */
export function ConvertToSaleButton({ offer }: { offer: OfferDetail }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const convert = useMutation({
    mutationFn: () => convertToSale(mainApi(), offer.id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: OFFERS_QUERY_ROOT }),
    // The seed: "data is the sale id; redirect to the sale page".
    onSuccess: (saleId) => navigate(`/transactionSale/${saleId}?isFromOffer=true`),
  });
  if (offer.saleId) return null;
  // Only the buyer agent converts (the server holds the same rule), an accepted offer only.
  const hint = !offer.isBuyerAgent ? CONVERT_BUYER_AGENT_HINT : isOfferAccepted(offer) ? null : CONVERT_NOT_ACCEPTED_HINT;
  const missing = saleCompletenessMessages(offer.parties);
  const close = () => {
    setAsking(false);
    convert.reset();
  };
  return (
    <>
      <HintedButton variant="contained" hint={hint} busy={convert.isPending} onClick={() => setAsking(true)}>
        {convert.isPending ? 'Converting...' : 'Convert to Sale'}
      </HintedButton>
      <Dialog open={asking} onClose={() => !convert.isPending && close()} aria-labelledby="convert-title">
        <DialogTitle id="convert-title">Convert to Sale?</DialogTitle>
        <DialogContent>
          <Typography>This accepted offer becomes a sale with its own file number.</Typography>
          {missing.length > 0 && (
            <Alert severity="info" sx={{ mt: 2 }}>
              <Typography id="convert-missing-title" sx={{ fontWeight: 600 }}>
                {CONVERT_MISSING_TITLE}
              </Typography>
              <ul aria-labelledby="convert-missing-title" style={{ margin: 0, paddingLeft: 20 }}>
                {missing.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            </Alert>
          )}
          {convert.isError && (
            <Alert severity="error" role="alert" sx={{ mt: 2, whiteSpace: 'pre-line' }}>
              {convert.error.message}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={convert.isPending}>
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
