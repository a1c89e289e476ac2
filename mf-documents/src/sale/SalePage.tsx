import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import type { Sale } from '@offerdesk/shared/contract';
import { ErrorState, LoadingState, mainApi } from '@offerdesk/shared';
import { getOfferById } from '@offerdesk/shared/features';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { isMissing } from '../common/isMissing';
import { PageBreadcrumb } from '../common/PageBreadcrumb';
import { offerPageKeys } from '../offerPage/offerPageKeys';
import { TransactionParties } from '../offerPage/PartiesTab';
import { SubmitToBroker } from '../offerPage/SubmitToBroker';
import { getSale } from './api';
import { SaleDocuments } from './SaleDocuments';
import { saleKeys } from './saleKeys';
import { SaleTerms } from './SaleTerms';

export const CONVERTED_MESSAGE = (fileNumber: string) => `The offer was converted to sale ${fileNumber}.`;

function SaleScreen({ sale, fromOffer }: { sale: Sale; fromOffer: boolean }) {
  const offer = useQuery({
    queryKey: offerPageKeys.offer(sale.offerId),
    queryFn: ({ signal }) => getOfferById(mainApi(), sale.offerId, signal),
  });
  const title = `Sale ${sale.fileNumber}`;
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageBreadcrumb crumbs={[{ label: 'Contracts', to: '/contract' }, { label: title }]} heading={title} />
      {fromOffer && (
        <Alert severity="success" role="status">
          {CONVERTED_MESSAGE(sale.fileNumber)}
        </Alert>
      )}
      {offer.isPending && <LoadingState label="Loading the offer…" />}
      {offer.isError && <ErrorState message={offer.error.message} onRetry={() => void offer.refetch()} />}
      {offer.data && (
        <>
          <Box component="section" aria-label="Property" sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Box sx={{ flex: 1, minWidth: 260 }}>
              <Typography variant="h6" component="p">
                {offer.data.fullAddress}
              </Typography>
              <Typography color="text.secondary">
                {[offer.data.propertyType, offer.data.mlsNumber && `MLS ${offer.data.mlsNumber}`].filter(Boolean).join(' · ')}
              </Typography>
            </Box>
            <Button variant="outlined" component={RouterLink} to={`/offer-documents/${sale.offerId}`}>
              View Offer
            </Button>
          </Box>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(280px, 1fr) 2fr' }, gap: 2, alignItems: 'start' }}>
            <SaleTerms terms={sale.terms} />
            <Paper variant="outlined" component="section" aria-labelledby="sale-parties-title" sx={{ p: 2 }}>
              <Typography id="sale-parties-title" variant="h6" component="h2" sx={{ mb: 1 }}>
                Transaction Parties
              </Typography>
              <TransactionParties parties={offer.data.parties} />
            </Paper>
          </Box>
          <SaleDocuments contractId={sale.contractId} />
          <SubmitToBroker offer={offer.data} />
        </>
      )}
    </Box>
  );
}

/**
 * '/transactionDetails/{saleId}' and '/transactionSale/{saleId}' (after Convert to Sale, with
 * `?isFromOffer=true`: a success alert): the sale's file number, property, accepted price and
 * terms, parties, documents, the way back to the offer and Submit to Broker.
 */
export function SalePage() {
  const saleId = Number(useParams().saleId);
  const [params] = useSearchParams();
  const valid = Number.isInteger(saleId) && saleId > 0;
  const sale = useQuery({
    queryKey: saleKeys.sale(saleId),
    queryFn: ({ signal }) => getSale(mainApi(), saleId, signal),
    enabled: valid,
  });
  const failed = (message: string, retry?: () => void) => (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <PageBreadcrumb crumbs={[{ label: 'Contracts', to: '/contract' }, { label: 'Sale' }]} heading="Sale" />
      <ErrorState message={message} onRetry={retry} />
    </Box>
  );
  if (!valid) return failed('Sale not found.');
  if (sale.isPending) return <LoadingState label="Loading the sale…" />;
  if (sale.isError) return failed(sale.error.message, isMissing(sale.error) ? undefined : () => void sale.refetch());
  return <SaleScreen key={saleId} sale={sale.data} fromOffer={params.get('isFromOffer') === 'true'} />;
}
export default SalePage;
