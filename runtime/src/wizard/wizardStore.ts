import { createStore } from 'zustand';
import { hostStore } from '../session/hostStore';
import { sessionStore } from '../session/sessionStore';
import { safeStorage, STORAGE_PREFIX } from '../session/storage';
import { isWizardStepId, TERMINAL_STEPS, WizardStep, type WizardStepId } from './steps';

/** Both keys start with the product prefix, so logout clears them with the rest of the product's storage. */
export const WIZARD_STORAGE_KEY = `${STORAGE_PREFIX}wizard`;
/** The unsaved-changes flag, kept in local storage on its own so it outlives a reload of the wizard. */
export const UNSAVED_CHANGES_STORAGE_KEY = `${STORAGE_PREFIX}unsavedChanges`;

/**
 * The offer wizard's progress: one store in the page, because the offers list's MLS import hands
 * the wizard the imported listing (`M`: the MLS data type of the wire contract, given by
 * `@offerdesk/shared/forms`, which re-exports this store typed with it).
 */
export interface WizardData<M = unknown> {
  /** The offer being built; null until Offer Information is first saved. */
  offerId: number | null;
  currentStep: WizardStepId;
  completedSteps: WizardStepId[];
  /** MLS data imported for a new offer (MLS import dialog, Data Import modal). */
  mlsData: M | null;
  /** Form template ids chosen in the import dialog, sent with the first save. */
  formTemplateIds: number[];
}

export interface WizardState<M = unknown> extends WizardData<M> {
  unsaved: boolean;
  /** A new offer: no id, Offer Information, nothing completed. MLS data is kept unless `keepMlsData` is false. */
  startNew(opts?: { keepMlsData?: boolean }): void;
  /** Opens an existing offer at a step; another offer starts with only Offer Information completed. */
  openOffer(offerId: number, step?: WizardStepId): void;
  /** The offer was saved: remember its id. */
  setOfferId(offerId: number): void;
  completeStep(step: WizardStepId): void;
  /** Moves to a step without completing the current one (progress bar). */
  goTo(step: WizardStepId): void;
  /** Moves on: the current step is completed (going forward to a step marks the one left completed). */
  advance(to: WizardStepId): void;
  setMlsData(mlsData: M | null, formTemplateIds?: number[]): void;
  /** Turning it on tells the host 'create-offer'. */
  markUnsaved(): void;
  /**
   * No unsaved changes remain: they were saved, discarded, or every field is back to its initial
   * value. Turning the flag off (by this or any other action) tells the host 'offer-success'.
   */
  clearUnsaved(reason: 'saved' | 'discarded' | 'reverted'): void;
  /** The offer was cancelled: the wizard forgets it and the host hears 'offer-cancelled'. */
  cancelled(): void;
  reset(): void;
}

const fresh = (): WizardData => ({
  offerId: null,
  currentStep: WizardStep.OfferInformation,
  completedSteps: [],
  mlsData: null,
  formTemplateIds: [],
});

function load(): WizardData {
  const raw = safeStorage.get(WIZARD_STORAGE_KEY);
  if (!raw) return fresh();
  try {
    const r = JSON.parse(raw) as Partial<WizardData>;
    return {
      offerId: Number.isInteger(r.offerId) && (r.offerId as number) > 0 ? (r.offerId as number) : null,
      currentStep: isWizardStepId(r.currentStep) ? r.currentStep : WizardStep.OfferInformation,
      completedSteps: Array.isArray(r.completedSteps) ? r.completedSteps.filter(isWizardStepId) : [],
      mlsData: r.mlsData && typeof r.mlsData === 'object' ? r.mlsData : null,
      formTemplateIds: Array.isArray(r.formTemplateIds) ? r.formTemplateIds.filter((n): n is number => Number.isInteger(n)) : [],
    };
  } catch {
    return fresh();
  }
}

const withStep = (steps: readonly WizardStepId[], step: WizardStepId): WizardStepId[] =>
  steps.includes(step) || TERMINAL_STEPS.includes(step) ? [...steps] : [...steps, step].sort((a, b) => a - b);

export const wizardStore = createStore<WizardState>((set, get) => ({
  ...load(),
  unsaved: safeStorage.get(UNSAVED_CHANGES_STORAGE_KEY) === 'true',
  startNew({ keepMlsData = true } = {}) {
    set({ ...fresh(), mlsData: keepMlsData ? get().mlsData : null, formTemplateIds: keepMlsData ? get().formTemplateIds : [] });
  },
  openOffer(offerId, step = WizardStep.OfferInformation) {
    const s = get();
    if (s.offerId === offerId) {
      set({ currentStep: step, completedSteps: withStep(s.completedSteps, WizardStep.OfferInformation) });
      return;
    }
    set({ ...fresh(), offerId, currentStep: step, completedSteps: [WizardStep.OfferInformation] });
  },
  setOfferId(offerId) {
    set({ offerId });
  },
  completeStep(step) {
    set((s) => ({ completedSteps: withStep(s.completedSteps, step) }));
  },
  goTo(step) {
    set({ currentStep: step });
  },
  advance(to) {
    set((s) => ({ completedSteps: withStep(s.completedSteps, s.currentStep), currentStep: to }));
  },
  setMlsData(mlsData, formTemplateIds) {
    set((s) => ({ mlsData, formTemplateIds: formTemplateIds ?? (mlsData ? s.formTemplateIds : []) }));
  },
  markUnsaved() {
    if (get().unsaved) return;
    set({ unsaved: true });
    hostStore.getState().emit({ type: 'create-offer' });
  },
  clearUnsaved() {
    if (get().unsaved) set({ unsaved: false });
  },
  cancelled() {
    const offerId = get().offerId ?? undefined;
    set({ ...fresh(), unsaved: false });
    hostStore.getState().emit({ type: 'offer-cancelled', offerId });
  },
  reset() {
    set({ ...fresh(), unsaved: false });
  },
}));

wizardStore.subscribe((s, prev) => {
  if (
    s.offerId !== prev.offerId ||
    s.currentStep !== prev.currentStep ||
    s.completedSteps !== prev.completedSteps ||
    s.mlsData !== prev.mlsData ||
    s.formTemplateIds !== prev.formTemplateIds
  ) {
    const data: WizardData = {
      offerId: s.offerId,
      currentStep: s.currentStep,
      completedSteps: s.completedSteps,
      mlsData: s.mlsData,
      formTemplateIds: s.formTemplateIds,
    };
    safeStorage.set(WIZARD_STORAGE_KEY, JSON.stringify(data));
  }
  if (s.unsaved !== prev.unsaved) {
    if (s.unsaved) safeStorage.set(UNSAVED_CHANGES_STORAGE_KEY, 'true');
    else safeStorage.remove(UNSAVED_CHANGES_STORAGE_KEY);
    // A parent frame that heard 'create-offer' hears 'offer-success' once no unsaved changes
    // remain, whatever ended them (save, 'Yes, Go Back', cancel, fields put back, logout).
    if (!s.unsaved) hostStore.getState().emit({ type: 'offer-success', offerId: s.offerId ?? prev.offerId ?? undefined });
  }
});

// Logout clears the stored copies; forget the in-memory state too so the next user starts clean.
sessionStore.subscribe((s, prev) => {
  if (prev.session && !s.session) {
    wizardStore.setState({ ...fresh(), unsaved: false });
    safeStorage.remove(WIZARD_STORAGE_KEY);
    safeStorage.remove(UNSAVED_CHANGES_STORAGE_KEY);
  }
});
