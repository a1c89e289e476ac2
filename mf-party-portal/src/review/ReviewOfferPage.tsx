import { ApiError, ErrorState, LoadingState, OfferStatus } from '@offerdesk/shared';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { documentPreviewUrl } from '../common/signingService';
import { LINK_ENDED_TITLE } from '../portal/LinkEndedPage';
import { useLinkToken } from '../portal/linkToken';
import { reviewerAccept, reviewerReject, useReviewOffer } from '../portal/portalApi';
import { ReviewOfferView } from './ReviewOfferView';

/** /review-offer/{offerId}?t=: the reviewer accepts (sent for signature) or rejects, only while the offer is sent for review. */
export function ReviewOfferPage() {
  const { offerId = '' } = useParams();
  const t = useLinkToken(`review:${offerId}`) ?? null;
  const query = useReviewOffer(offerId, t);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<'accepted' | 'rejected' | null>(null);
  // A reviewer's link that no longer opens the offer: the reason, and the agent who sent it to ask.
  if (query.error instanceof ApiError && query.error.status === 410)
    return <ErrorState title={LINK_ENDED_TITLE} message={`${query.error.message} Ask the agent who sent it for a new link.`} />;
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
      // Reviewer accept/reject failures are silent (docs/domain/portal.md, "Failures on the portal pages"): the loading state clears.
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
