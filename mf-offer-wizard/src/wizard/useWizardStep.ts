import { mainApi } from '@offerdesk/shared';
import { saveAsIncomplete, stepRoute } from '@offerdesk/shared/features';
import { WizardStep, type WizardStepId } from '@offerdesk/runtime';
import { wizardStore } from '@offerdesk/shared/forms';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRegisterStepSubmit } from './WizardContext';

/** What a step is busy with: its own save, sharing, signing first, or saving the offer incomplete. */
export type StepBusy = 'saving' | 'sending' | 'signing' | 'incomplete';

export interface WizardStepOptions {
  /** The step this screen is. */
  step: WizardStepId;
  offerId: number;
  /** Where Back leads. */
  back: WizardStepId;
  /**
   * Saves the step's form (true when it saved): before Save Incomplete, and before a move on the
   * progress bar while there are unsaved changes. A step without a form of its own has none.
   */
  save?: () => Promise<boolean>;
  /** Whether Save Incomplete marks this step completed (default true). */
  completesOnSaveIncomplete?: boolean;
}

export interface WizardStepApi {
  busy: StepBusy | null;
  setBusy(busy: StepBusy | null): void;
  /** The step's error, shown above its footer. */
  message: string | null;
  setMessage(message: string | null): void;
  /** Back: to the step before. */
  back(): void;
  /** Next: the wizard advances to `to`. */
  next(to: WizardStepId): void;
  /** The wizard leaves this step completed for `to` (a success screen). */
  finish(to: WizardStepId): void;
  /** Save Incomplete: the step's save, then the offer is saved incomplete and the wizard ends on its success screen. */
  saveIncomplete(): Promise<void>;
}

/** Back, Next, Save Incomplete, busy and error of a wizard step after Offer Information (the step frame's footer). */
export function useWizardStep({ step, offerId, back, save, completesOnSaveIncomplete = true }: WizardStepOptions): WizardStepApi {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<StepBusy | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  useRegisterStepSubmit(save);

  function finish(to: WizardStepId, completes = true) {
    const w = wizardStore.getState();
    if (completes) w.completeStep(step);
    w.goTo(to);
    navigate(stepRoute(to, offerId));
  }

  async function saveIncomplete() {
    if (save && !(await save())) return;
    setBusy('incomplete');
    setMessage(null);
    try {
      await saveAsIncomplete(mainApi(), offerId);
    } catch (e) {
      setMessage(e instanceof Error ? e.message : 'The offer could not be saved.');
      return;
    } finally {
      setBusy(null);
    }
    finish(WizardStep.SaveIncomplete, completesOnSaveIncomplete);
  }

  return {
    busy,
    setBusy,
    message,
    setMessage,
    back() {
      wizardStore.getState().goTo(back);
      navigate(stepRoute(back, offerId));
    },
    next(to) {
      wizardStore.getState().advance(to);
      navigate(stepRoute(to, offerId));
    },
    finish: (to) => finish(to),
    saveIncomplete,
  };
}
