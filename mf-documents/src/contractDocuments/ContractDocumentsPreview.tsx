import { Alert, Box, Typography } from '@mui/material';
import { ErrorState, getOfferById, LoadingState, mainApi } from '@offerdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { ContractDocumentsPanel } from './ContractDocumentsPanel';
import { documentKeys } from './documentKeys';

/**
 * TEMPORARY stand-in for '/offer-documents/{offerId}' until the offer page (another part of this
 * release) renders ContractDocumentsPanel in its Documents/Signing tab: the merge drops this screen.
 */
export function ContractDocumentsPreview() {
  const offerId = Number(useParams().offerId);
  const offer = useQuery({ queryKey: documentKeys.offer(offerId), queryFn: ({ signal }) => getOfferById(mainApi(), offerId, signal) });
  if (offer.isPending) return <LoadingState label="Loading the offer…" />;
  if (offer.isError) return <ErrorState message={offer.error.message} onRetry={() => void offer.refetch()} />;
  return (
    <Box component="main" sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Documents/Signing · {offer.data.fullAddress}
      </Typography>
      {offer.data.contractId === null ? (
        <Alert severity="info">This offer has no documents yet.</Alert>
      ) : (
        <ContractDocumentsPanel offerId={offerId} contractId={offer.data.contractId} readOnly={false} />
      )}
    </Box>
  );
}
