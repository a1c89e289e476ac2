import { createContext, useContext, useEffect, useRef } from 'react';

/** Saves the current step's form; resolves true when it saved (the progress bar then moves on). */
export type StepSubmitter = () => Promise<boolean>;

export interface WizardFrameApi {
  registerSubmit(submit: StepSubmitter | null): void;
}

export const WizardFrameContext = createContext<WizardFrameApi>({ registerSubmit: () => undefined });

/** A step screen registers how to save itself before the progress bar moves away with unsaved changes. */
export function useRegisterStepSubmit(submit: StepSubmitter): void {
  const { registerSubmit } = useContext(WizardFrameContext);
  const ref = useRef(submit);
  useEffect(() => {
    ref.current = submit;
  });
  useEffect(() => {
    registerSubmit(() => ref.current());
    return () => registerSubmit(null);
  }, [registerSubmit]);
}
