import { Box } from '@mui/material';
import { ErrorState, LoadingState, mainApi } from '@offerdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { PageBreadcrumb } from '../common/PageBreadcrumb';
import { OfferDocumentViewer } from '../documentViewer/OfferDocumentViewer';
import { isMissing } from '../common/isMissing';
import { saleKeys } from '../sale/saleKeys';
import { getAgentContract } from './api';

const CONTRACTS = { label: 'Contracts', to: '/contract' };

/**
 * '/contract-document-viewer/{transactionContractId}': the contract's draft documents in the document
 * viewer (the framed assigner), reached from the contracts list; back goes to that list.
 */
export function ContractDocumentViewerPage() {
  const contractId = Number(useParams().transactionContractId);
  const valid = Number.isInteger(contractId) && contractId > 0;
  const contract = useQuery({
    queryKey: saleKeys.contract(contractId),
    queryFn: ({ signal }) => getAgentContract(mainApi(), contractId, signal),
    enabled: valid,
  });
  const failed = (message: string, retry?: () => void) => (
    <Box sx={{ p: 2 }}>
      <PageBreadcrumb crumbs={[CONTRACTS, { label: 'Contract' }]} heading="Prepare Documents" />
      <ErrorState message={message} onRetry={retry} />
    </Box>
  );
  if (!valid) return failed('Contract not found.');
  if (contract.isPending) return <LoadingState label="Loading the contract…" />;
  if (contract.isError) return failed(contract.error.message, isMissing(contract.error) ? undefined : () => void contract.refetch());
  const { offerId, fullAddress } = contract.data;
  return (
    <OfferDocumentViewer
      key={contractId}
      offerId={offerId}
      crumbs={() => [CONTRACTS, { label: fullAddress }]}
      back={{ to: '/contract', label: 'Back to Contracts' }}
      addLabel="Add SmartDocs"
    />
  );
}
export default ContractDocumentViewerPage;
