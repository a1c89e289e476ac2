import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import type { OfferDetail } from '@offerdesk/shared/contract';
import { mainApi } from '@offerdesk/shared';
import { getOfferDocuments } from '@offerdesk/shared/features';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { submitDocumentForReview } from './api';

const submitKey = (offerId: number) => ['offer-page', 'submit-to-broker', offerId] as const;

/**
 * Submit to broker (docs/domain/sales.md, "Submit to broker"): once the offer is a sale, each signed document (status 3)
 * shows a Submit button, or 'Submitted' once it was submitted for the broker's review.
 */
export function SubmitToBroker({ offer }: { offer: OfferDetail }) {
  const saleId = offer.saleId;
  const client = useQueryClient();
  const documents = useQuery({
    queryKey: submitKey(offer.id),
    queryFn: ({ signal }) => getOfferDocuments(mainApi(), offer.id, signal),
    enabled: !!saleId,
  });
  const submit = useMutation({
    mutationFn: (documentId: number) => submitDocumentForReview(mainApi(), saleId!, offer.id, documentId),
    onSettled: () => client.invalidateQueries({ queryKey: submitKey(offer.id) }),
  });
  const signed = (documents.data ?? []).filter((d) => d.status === 'Signed');
  if (!saleId || !signed.length) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="submit-to-broker-title" sx={{ p: 2, mb: 2 }}>
      <Typography id="submit-to-broker-title" variant="h6" component="h2" gutterBottom>
        Submit to Broker
      </Typography>
      {signed.map((d) => (
        <Box key={d.id} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, py: 0.5, flexWrap: 'wrap' }}>
          <Typography>{d.name}</Typography>
          {d.isSubmitted ? (
            <Typography sx={{ fontWeight: 600, color: 'success.dark' }}>Submitted</Typography>
          ) : (
            <Button
              variant="outlined"
              size="small"
              aria-label={`Submit ${d.name}`}
              disabled={submit.isPending}
              onClick={() => submit.mutate(d.id)}
            >
              {submit.isPending && submit.variables === d.id ? 'Submitting...' : 'Submit'}
            </Button>
          )}
        </Box>
      ))}
      {submit.isError && (
        <Alert severity="error" role="alert">
          {submit.error.message}
        </Alert>
      )}
    </Paper>
  );
}
