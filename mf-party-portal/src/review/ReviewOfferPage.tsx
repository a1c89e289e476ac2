import { ErrorState, LoadingState } from '@offerdesk/shared';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { documentPreviewUrl } from '../common/signingService';
import { reviewerAccept, reviewerReject, useReviewOffer } from '../portal/portalApi';
import { ReviewOfferView } from './ReviewOfferView';

/** /review-offer/{offerId}: the reviewer accepts (sent for signature) or rejects, only while the offer is sent for review. */
export function ReviewOfferPage() {
  const { offerId = '' } = useParams();
  const [search] = useSearchParams();
  const query = useReviewOffer(offerId, search);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<'accepted' | 'rejected' | null>(null);
  if (query.isPending) return <LoadingState label="Loading the offer…" />;
  if (query.isError || !query.data) return <ErrorState title="The offer could not be opened" message="Check the link in your e-mail, or try again." onRetry={() => void query.refetch()} />;
  const offer = query.data;
  const decide = async (accept: boolean) => {
    setBusy(true);
    try {
      if (accept) await reviewerAccept(offer, search);
      else await reviewerReject(offer, search);
      setDone(accept ? 'accepted' : 'rejected');
      await query.refetch();
    } catch {
      // Reviewer accept/reject failures are silent (seed §8): the loading state clears.
    } finally {
      setBusy(false);
    }
  };
  return (
    <ReviewOfferView
      address={offer.address}
      previewSrc={offer.contractId ? documentPreviewUrl(offer.contractId, null) : null}
      canDecide={offer.canDecide}
      busy={busy}
      done={done}
      onAccept={() => void decide(true)}
      onReject={() => void decide(false)}
    />
  );
}
export default ReviewOfferPage;
