import { Alert, Box } from '@mui/material';
import type { OfferDetail } from '@offerdesk/shared/contract';
import { ErrorState, LoadingState, mainApi } from '@offerdesk/shared';
import { getOfferById, ownAssignerParty } from '@offerdesk/shared/features';
import { useQuery } from '@tanstack/react-query';
import { PageBreadcrumb, type Crumb } from '../common/PageBreadcrumb';
import { documentKeys } from '../contractDocuments/documentKeys';
import { DocumentViewer } from './DocumentViewer';

interface Props {
  offerId: number;
  /** The crumbs between Home and the page (the offer's address last). */
  crumbs: (offer: OfferDetail) => Crumb[];
  back: { to: string; label: string };
  addLabel: string;
}

/** The document viewer of one offer's contract with the page's breadcrumb: the offer's and the contract's viewer pages. */
export function OfferDocumentViewer({ offerId, crumbs, back, addLabel }: Props) {
  const offer = useQuery({
    queryKey: documentKeys.offer(offerId),
    queryFn: ({ signal }) => getOfferById(mainApi(), offerId, signal),
  });
  if (offer.isPending) return <LoadingState label="Loading the offer…" />;
  if (offer.isError) return <ErrorState message={offer.error.message} onRetry={() => void offer.refetch()} />;
  const o = offer.data;
  return (
    <Box sx={{ p: 2 }}>
      <PageBreadcrumb crumbs={crumbs(o)} heading="Prepare Documents" />
      {o.contractId === null ? (
        <Alert severity="info">This offer has no documents yet.</Alert>
      ) : (
        <DocumentViewer
          offerId={offerId}
          contractId={o.contractId}
          propertyTypeId={o.propertyTypeId}
          canEdit={o.canEdit}
          isBuyerAgent={o.isBuyerAgent}
          back={back}
          addLabel={addLabel}
          ownParty={ownAssignerParty(o)}
        />
      )}
    </Box>
  );
}
