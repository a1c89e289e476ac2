import type { OfferDetail } from '@offerdesk/shared/contract';
import { mainApi } from '@offerdesk/shared';
import { getOfferDocuments } from '@offerdesk/shared/features';
import { WizardStep } from '@offerdesk/runtime';
import { partiesStepCompleted, useWizard, wizardStore } from '@offerdesk/shared/forms';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { documentsStepCompleted } from './documentsStep';
import { wizardKeys } from './wizardKeys';

/**
 * A reopened draft shows the progress its stored data proves, on whichever step it opens: the
 * Parties step is completed once the offer has a buyer-side client, a buyer-side agent, a
 * seller-side agent and a Title/Escrow party; the Add Documents step once documents are assigned
 * to an offer not built from MLS data (its assigned documents are read only when that can count).
 */
export function useStoredProgress(offer: OfferDetail | undefined): void {
  const current = useWizard((s) => !!offer && s.offerId === offer.id);
  const documentsOpen = useWizard((s) => !s.completedSteps.includes(WizardStep.AddDocuments));
  const offerId = offer?.id ?? 0;
  const documents = useQuery({
    queryKey: wizardKeys.offerDocuments(offerId),
    queryFn: ({ signal }) => getOfferDocuments(mainApi(), offerId, signal),
    enabled: current && documentsOpen && !!offer && documentsStepCompleted(offer, 1),
    // Add Documents reads them afresh when it opens.
    gcTime: 0,
  });

  useEffect(() => {
    if (!offer || !current) return;
    if (partiesStepCompleted(offer.parties ?? [])) wizardStore.getState().completeStep(WizardStep.Parties);
  }, [offer, current]);

  const assigned = documents.data?.length ?? 0;
  useEffect(() => {
    if (offer && current && documentsStepCompleted(offer, assigned)) wizardStore.getState().completeStep(WizardStep.AddDocuments);
  }, [offer, current, assigned]);
}
