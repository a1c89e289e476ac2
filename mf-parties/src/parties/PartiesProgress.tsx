import { stepRoute } from '@offerdesk/shared/features';
import { WizardStep, type WizardStepId } from '@offerdesk/runtime';
import { ProgressBar, useWizard, wizardStore } from '@offerdesk/shared/forms';
import { useNavigate } from 'react-router-dom';
import { useFormBuilderEnabled } from './useFormBuilderEnabled';

/** The wizard's progress bar on the Parties step: completed steps open (every change here is already saved). */
export function PartiesProgress({ offerId, busy }: { offerId: number; busy: boolean }) {
  const navigate = useNavigate();
  const completedSteps = useWizard((s) => s.completedSteps);
  const formBuilder = useFormBuilderEnabled();
  const open = (step: WizardStepId) => {
    wizardStore.getState().goTo(step);
    navigate(stepRoute(step, offerId));
  };
  return (
    <ProgressBar
      currentStep={WizardStep.Parties}
      completedSteps={completedSteps}
      formBuilderEnabled={formBuilder.data === true}
      busy={busy}
      onStepClick={open}
    />
  );
}
