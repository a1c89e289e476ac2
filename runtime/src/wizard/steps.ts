/**
 * The offer wizard's step ids, stored with the wizard's progress (so an id never changes
 * meaning). Labels, the progress bar and each step's route are in @offerdesk/shared.
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

const ALL_STEPS = Object.values(WizardStep) as WizardStepId[];
export const isWizardStepId = (v: unknown): v is WizardStepId => typeof v === 'number' && (ALL_STEPS as number[]).includes(v);

/** Steps that end the wizard: they are not in the progress bar. */
export const TERMINAL_STEPS: readonly WizardStepId[] = [
  WizardStep.Success,
  WizardStep.SentForReview,
  WizardStep.SaveIncomplete,
  WizardStep.Cancelled,
];
