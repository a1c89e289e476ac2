import { WizardStep, type WizardStepId } from '@offerdesk/runtime';

/**
 * The offer wizard: its steps' labels, the progress bar's steps and each step's route. The step
 * ids are the runtime's (stored with the wizard's progress).
 */
export const WIZARD_STEP_LABELS: Record<WizardStepId, string> = {
  1: 'Offer Information',
  2: 'Add Documents',
  3: 'Parties',
  4: 'Form Info',
  5: 'Document Review',
  6: 'Share',
  7: 'Success',
  8: 'Sent For Review',
  9: 'Save Incomplete',
  10: 'Cancelled',
};

/** The progress bar: every step but Success, SentForReview, SaveIncomplete (and Cancelled); Form Info only with the form builder. */
export function progressSteps(formBuilderEnabled: boolean): WizardStepId[] {
  return [
    WizardStep.OfferInformation,
    WizardStep.AddDocuments,
    WizardStep.Parties,
    ...(formBuilderEnabled ? [WizardStep.FormInfo] : []),
    WizardStep.DocumentReview,
    WizardStep.Share,
  ];
}

/** The step after `step` in the progress bar (Parties → Form Info or Document Review). */
export function nextStep(step: WizardStepId, formBuilderEnabled: boolean): WizardStepId | null {
  const steps = progressSteps(formBuilderEnabled);
  const i = steps.indexOf(step);
  return i >= 0 && i < steps.length - 1 ? steps[i + 1] : null;
}

/** The route of a step. Success, SentForReview and SaveIncomplete go to /offer-success; Cancelled to /home. */
export function stepRoute(step: WizardStepId, offerId: number | null): string {
  switch (step) {
    case WizardStep.OfferInformation:
      return offerId && offerId > 0 ? `/create-offer/${offerId}` : '/create-offer';
    case WizardStep.AddDocuments:
      return offerId && offerId > 0 ? `/assign-documents?offerId=${offerId}` : '/assign-documents';
    case WizardStep.Parties:
      return offerId && offerId > 0 ? `/assign-parties?offerId=${offerId}` : '/assign-parties';
    case WizardStep.FormInfo:
      return offerId && offerId > 0 ? `/offer-details?offerId=${offerId}` : '/offer-details';
    case WizardStep.DocumentReview:
      return `/document-review/${offerId ?? ''}`;
    case WizardStep.Share:
      return `/send-offer/${offerId ?? ''}`;
    case WizardStep.Success:
    case WizardStep.SentForReview:
    case WizardStep.SaveIncomplete:
      return '/offer-success';
    case WizardStep.Cancelled:
      return '/home';
  }
}

/** The wizard step a path shows, or null when it is not a wizard screen. */
export function stepOfPath(pathname: string): WizardStepId | null {
  const p = pathname.replace(/\/+$/, '').toLowerCase();
  if (p === '/create-offer' || p.startsWith('/create-offer/')) return WizardStep.OfferInformation;
  if (p === '/assign-documents') return WizardStep.AddDocuments;
  if (p === '/assign-parties') return WizardStep.Parties;
  if (p === '/offer-details') return WizardStep.FormInfo;
  if (p.startsWith('/document-review/')) return WizardStep.DocumentReview;
  if (p.startsWith('/send-offer/')) return WizardStep.Share;
  if (p === '/offer-success') return WizardStep.Success;
  return null;
}
