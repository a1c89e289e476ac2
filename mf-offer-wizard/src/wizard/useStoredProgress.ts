import { type OfferDetail } from '@offerdesk/shared';
import { WizardStep } from '@offerdesk/runtime';
import { partiesStepCompleted, wizardStore } from '@offerdesk/shared/forms';
import { useEffect } from 'react';

/**
 * A reopened draft shows the progress its stored data proves: the Parties step is completed once
 * the offer has a buyer-side client, a buyer-side agent, a seller-side agent and a Title/Escrow party.
 */
export function useStoredProgress(offer: OfferDetail | undefined): void {
  useEffect(() => {
    if (!offer || wizardStore.getState().offerId !== offer.id) return;
    if (partiesStepCompleted(offer.parties ?? [])) wizardStore.getState().completeStep(WizardStep.Parties);
  }, [offer]);
}
