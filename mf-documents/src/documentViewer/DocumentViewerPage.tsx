import { Alert, Box, Breadcrumbs, Link, Typography } from '@mui/material';
import { ErrorState, getOfferById, LoadingState, mainApi } from '@offerdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { documentKeys } from '../contractDocuments/documentKeys';
import { DocumentViewer } from './DocumentViewer';

/** '/document-viewer/{offerId}': prepares the offer's documents for signing beside the embedded assigner. */
export function DocumentViewerPage() {
  const offerId = Number(useParams().offerId);
  const valid = Number.isInteger(offerId) && offerId > 0;
  const offer = useQuery({
    queryKey: documentKeys.offer(offerId),
    queryFn: ({ signal }) => getOfferById(mainApi(), offerId, signal),
    enabled: valid,
  });
  if (!valid) return <ErrorState message="This offer could not be found." />;
  if (offer.isPending) return <LoadingState label="Loading the offer…" />;
  if (offer.isError) return <ErrorState message={offer.error.message} onRetry={() => void offer.refetch()} />;
  const o = offer.data;
  return (
    <Box component="main" sx={{ p: 2 }}>
      <Breadcrumbs aria-label="Offer breadcrumb" sx={{ mb: 1 }}>
        <Link component={RouterLink} to="/home">
          Home
        </Link>
        <Link component={RouterLink} to={`/offer-documents/${offerId}`}>
          Offer
        </Link>
        <Typography color="text.primary">{o.fullAddress}</Typography>
      </Breadcrumbs>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Prepare Documents
      </Typography>
      {o.contractId === null ? (
        <Alert severity="info">This offer has no documents yet.</Alert>
      ) : (
        <DocumentViewer
          offerId={offerId}
          contractId={o.contractId}
          propertyTypeId={o.propertyTypeId}
          canEdit={o.canEdit}
          isBuyerAgent={o.offerTypeId === 1}
        />
      )}
    </Box>
  );
}
export default DocumentViewerPage;
