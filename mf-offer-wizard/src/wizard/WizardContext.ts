import { createContext, useContext, useEffect, useRef } from 'react';

/** Saves the current step's form; resolves true when it saved (the progress bar then moves on). */
export type StepSubmitter = () => Promise<boolean>;

export interface WizardFrameApi {
  registerSubmit(submit: StepSubmitter | null): void;
}

export const WizardFrameContext = createContext<WizardFrameApi>({ registerSubmit: () => undefined });

/** A step screen registers how to save itself before the progress bar moves away with unsaved changes (none: nothing to save). */
export function useRegisterStepSubmit(submit: StepSubmitter | undefined): void {
  const { registerSubmit } = useContext(WizardFrameContext);
  const ref = useRef(submit);
  const saves = submit !== undefined;
  useEffect(() => {
    ref.current = submit;
  });
  useEffect(() => {
    if (!saves) return;
    registerSubmit(() => ref.current?.() ?? Promise.resolve(true));
    return () => registerSubmit(null);
  }, [registerSubmit, saves]);
}
