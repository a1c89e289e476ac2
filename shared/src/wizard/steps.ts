/**
 * The offer wizard: its steps, the progress bar's steps and each step's route. The step ids are
 * OfferDesk's own; they are stored with the wizard's progress, so an id never changes meaning.
 */
export const WizardStep = {
  OfferInformation: 1,
  AddDocuments: 2,
  Parties: 3,
  FormInfo: 4,
  DocumentReview: 5,
  Share: 6,
  Success: 7,
  SentForReview: 8,
  SaveIncomplete: 9,
  Cancelled: 10,
} as const;
export type WizardStepId = (typeof WizardStep)[keyof typeof WizardStep];

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

const ALL_STEPS = Object.values(WizardStep) as WizardStepId[];
export const isWizardStepId = (v: unknown): v is WizardStepId => typeof v === 'number' && (ALL_STEPS as number[]).includes(v);

/** Steps that end the wizard: they are not in the progress bar. */
export const TERMINAL_STEPS: readonly WizardStepId[] = [WizardStep.Success, WizardStep.SentForReview, WizardStep.SaveIncomplete, WizardStep.Cancelled];

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
