import { wizardStore } from '@offerdesk/shared/forms';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useWizardOffer } from './useWizardOffer';

/**
 * The wizard edits only what the agent may still complete (docs/domain/offers.md, "A wizard step never edits a sent offer"): a draft or a
 * reviewer-rejected offer of its own, which the server marks `canEdit` (draft 159, reviewerRejected
 * 316). An offer once sent (sent for review or signature, forwarded, countered, accepted…; a
 * cancelled one is not found at all) or another agent's is not opened in a step: the wizard lets go
 * of it and the agent lands on the offer's own page, where it is shown read-only.
 *
 * The step frame calls this with the wizard's offer (`null` when there is none, or on a screen that
 * may show a sent offer); true from the moment the offer shows it is sent until the page has moved
 * away, so the step's screen never shows it.
 */
export function useSentOfferGuard(offerId: number | null): boolean {
  const navigate = useNavigate();
  const offer = useWizardOffer(offerId);
  // The offer being let go of: kept while the wizard forgets it (its id in the store turns null) and the page moves.
  const [leaving, setLeaving] = useState<number | null>(null);
  const sent = offerId !== null && offer.data?.canEdit === false;
  useEffect(() => {
    if (sent) setLeaving(offerId);
  }, [sent, offerId]);
  useEffect(() => {
    if (leaving === null) return;
    if (wizardStore.getState().offerId === leaving) wizardStore.getState().startNew({ keepMlsData: false });
    navigate(`/offer-documents/${leaving}`, { replace: true });
  }, [leaving, navigate]);
  return sent || leaving !== null;
}
