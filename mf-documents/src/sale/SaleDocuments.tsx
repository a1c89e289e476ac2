import { Box, Paper, Typography } from '@mui/material';
import { EmptyState, ErrorState, formatDateTime, LoadingState, mainApi } from '@offerdesk/shared';
import { documentStatusLabel } from '@offerdesk/shared/features';
import { useQuery } from '@tanstack/react-query';
import { getContractDocuments } from '../contractDocuments/api';
import { documentKeys } from '../contractDocuments/documentKeys';
import { cellSx, TableHead } from '../common/TableHead';

/** The sale's documents (GET /offer/getOfferDocumentsBySale/{contractId}): name, kind, status and when sent for signing (or marked signed). */
export function SaleDocuments({ contractId }: { contractId: number | null }) {
  const docs = useQuery({
    queryKey: documentKeys.ofContract(contractId ?? 0),
    queryFn: ({ signal }) => getContractDocuments(mainApi(), contractId!, signal),
    enabled: contractId !== null,
  });
  const body = () => {
    if (contractId === null || docs.data?.length === 0) return <EmptyState>No documents to display</EmptyState>;
    if (docs.isPending) return <LoadingState label="Loading documents…" />;
    if (docs.isError) return <ErrorState message="The documents could not be loaded." onRetry={() => void docs.refetch()} />;
    return (
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse' }}>
        <TableHead columns={['Document', 'Type', 'Status', 'Sent For Signing']} />
        <tbody>
          {docs.data.map((d) => (
            <tr key={d.id}>
              <Box component="td" sx={cellSx}>
                {d.name}
              </Box>
              <Box component="td" sx={cellSx}>
                {d.documentType}
              </Box>
              <Box component="td" sx={cellSx}>
                {documentStatusLabel(d.status)}
              </Box>
              <Box component="td" sx={cellSx}>
                {formatDateTime(d.sharedOn ?? d.signedOn) || '—'}
              </Box>
            </tr>
          ))}
        </tbody>
      </Box>
    );
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="sale-documents-title" sx={{ p: 2 }}>
      <Typography id="sale-documents-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Documents
      </Typography>
      {body()}
    </Paper>
  );
}
