import { ErrorState, LoadingState, OfferStatus, PARTY_LINK_PARAM } from '@offerdesk/shared';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { documentPreviewUrl } from '../common/signingService';
import { reviewerAccept, reviewerReject, useReviewOffer } from '../portal/portalApi';
import { ReviewOfferView } from './ReviewOfferView';

/** /review-offer/{offerId}?t=: the reviewer accepts (sent for signature) or rejects, only while the offer is sent for review. */
export function ReviewOfferPage() {
  const { offerId = '' } = useParams();
  const [search] = useSearchParams();
  const t = search.get(PARTY_LINK_PARAM);
  const query = useReviewOffer(offerId, t);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<'accepted' | 'rejected' | null>(null);
  if (query.isError)
    return (
      <ErrorState
        title="The offer could not be opened"
        message="Check the link in your e-mail, or try again."
        onRetry={() => void query.refetch()}
      />
    );
  if (!query.data) return <LoadingState label="Loading the offer…" />;
  const offer = query.data;
  const decide = async (accept: boolean) => {
    setBusy(true);
    try {
      if (accept) await reviewerAccept(offer, t ?? '');
      else await reviewerReject(offer, t ?? '');
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
      address={offer.fullAddress}
      previewSrc={offer.contractId ? documentPreviewUrl(offer.contractId, null, { offerId: offer.id, t: t ?? undefined }) : null}
      canDecide={offer.statusId === OfferStatus.sentForReview}
      busy={busy}
      done={done}
      onAccept={() => void decide(true)}
      onReject={() => void decide(false)}
    />
  );
}
export default ReviewOfferPage;
