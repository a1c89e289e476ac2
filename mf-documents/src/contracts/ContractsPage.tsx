import { Box, Button, Chip, Link, Paper, Typography } from '@mui/material';
import type { AgentContract } from '@offerdesk/shared/contract';
import { ErrorState, formatDateTime, LoadingState, mainApi } from '@offerdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { PageBreadcrumb } from '../common/PageBreadcrumb';
import { saleKeys } from '../sale/saleKeys';
import { cellSx, TableHead } from '../common/TableHead';
import { getAgentContracts } from './api';

export const NO_CONTRACTS = 'No contracts to display';
export const NO_CONTRACTS_DETAIL = 'A contract starts with an offer: its documents and signing sessions are listed here.';

/** No contract yet: says what fills this page and leads to the offers or to a new offer (the import dialog of /home/true). */
function NoContracts() {
  return (
    <Box sx={{ py: 6, px: 1, textAlign: 'center', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}>
      <Typography variant="h6" component="h2">
        {NO_CONTRACTS}
      </Typography>
      <Typography color="text.secondary">{NO_CONTRACTS_DETAIL}</Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center', mt: 1 }}>
        <Button component={RouterLink} to="/home" variant="outlined">
          Go to Offers
        </Button>
        <Button component={RouterLink} to="/home/true" variant="contained">
          Create An Offer
        </Button>
      </Box>
    </Box>
  );
}

/** 'n documents, m drafts' as the row's documents cell. */
const documentsText = (c: AgentContract) =>
  c.documentCount === 0 ? 'No documents' : `${c.documentCount} document${c.documentCount === 1 ? '' : 's'}, ${c.draftCount} draft`;

function ContractRow({ c }: { c: AgentContract }) {
  return (
    <tr>
      <Box component="td" sx={cellSx}>
        <Link component={RouterLink} to={`/offer-documents/${c.offerId}`}>
          {c.fullAddress}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {c.offerTypeId === 1 ? 'Sent offer' : 'Received offer'}
        </Typography>
      </Box>
      <Box component="td" sx={cellSx}>
        <Chip
          size="small"
          label={c.statusLabel}
          color={c.statusCompleted ? 'success' : 'default'}
          variant={c.statusCompleted ? 'filled' : 'outlined'}
        />
      </Box>
      <Box component="td" sx={cellSx}>
        {c.saleId ? (
          <Link component={RouterLink} to={`/transactionDetails/${c.saleId}`}>
            {`Sale ${c.saleFileNumber ?? c.saleId}`}
          </Link>
        ) : (
          '—'
        )}
      </Box>
      <Box component="td" sx={cellSx}>
        {documentsText(c)}
      </Box>
      <Box component="td" sx={cellSx}>
        {formatDateTime(c.updatedOn)}
      </Box>
      <Box component="td" sx={cellSx}>
        {c.draftCount > 0 ? (
          <Link
            component={RouterLink}
            to={`/contract-document-viewer/${c.contractId}`}
            aria-label={`Prepare documents of ${c.fullAddress}`}
          >
            Prepare Documents
          </Link>
        ) : (
          <Link component={RouterLink} to={`/offer-documents/${c.offerId}`} aria-label={`Open documents of ${c.fullAddress}`}>
            Open Documents
          </Link>
        )}
      </Box>
    </tr>
  );
}

/**
 * '/contract': the agent's contracts (each offer's contract, sales first, then the most recently
 * changed) with links to the offer, its sale and the draft documents in the document viewer.
 */
export function ContractsPage() {
  const contracts = useQuery({ queryKey: saleKeys.contracts(), queryFn: ({ signal }) => getAgentContracts(mainApi(), signal) });
  const body = () => {
    if (contracts.isPending) return <LoadingState label="Loading contracts…" />;
    if (contracts.isError) return <ErrorState message="The contracts could not be loaded." onRetry={() => void contracts.refetch()} />;
    if (contracts.data.length === 0) return <NoContracts />;
    return (
      <Box sx={{ overflowX: 'auto' }}>
        <Box component="table" aria-label="Your contracts" sx={{ width: '100%', borderCollapse: 'collapse' }}>
          <TableHead columns={['Property', 'Status', 'Sale', 'Documents', 'Last Change', 'Actions']} />
          <tbody>
            {contracts.data.map((c) => (
              <ContractRow key={c.contractId} c={c} />
            ))}
          </tbody>
        </Box>
      </Box>
    );
  };
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <PageBreadcrumb crumbs={[{ label: 'Contracts' }]} heading="Contracts" />
      <Paper variant="outlined" component="section" aria-label="Contracts" sx={{ p: 2 }}>
        {body()}
      </Paper>
    </Box>
  );
}
export default ContractsPage;
