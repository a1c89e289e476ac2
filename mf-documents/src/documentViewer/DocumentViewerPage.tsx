import { ErrorState } from '@offerdesk/shared';
import { useParams } from 'react-router-dom';
import { OfferDocumentViewer } from './OfferDocumentViewer';

/** '/document-viewer/{offerId}': prepares the offer's documents for signing beside the embedded assigner (breadcrumb Home > Offer > address). */
export function DocumentViewerPage() {
  const offerId = Number(useParams().offerId);
  if (!Number.isInteger(offerId) || offerId <= 0) return <ErrorState message="This offer could not be found." />;
  return (
    <OfferDocumentViewer
      key={offerId}
      offerId={offerId}
      crumbs={(o) => [{ label: 'Offer', to: `/offer-documents/${offerId}` }, { label: o.fullAddress }]}
      back={{ to: `/offer-documents/${offerId}`, label: 'Back to document list' }}
      addLabel="Add New Document From Template"
    />
  );
}
export default DocumentViewerPage;
