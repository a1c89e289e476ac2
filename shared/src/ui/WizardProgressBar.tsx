import { Box } from '@mui/material';
import { Step, StepButton, Stepper } from '@offerdesk/shared/mui-extra';
import { progressSteps, WIZARD_STEP_LABELS } from '@offerdesk/shared/features';
import { type WizardStepId } from '@offerdesk/runtime';

export interface ProgressBarProps {
  currentStep: WizardStepId;
  completedSteps: readonly WizardStepId[];
  formBuilderEnabled: boolean;
  busy?: boolean;
  onStepClick(step: WizardStepId): void;
}

/**
 * The wizard's progress bar: only completed steps are clickable; the current step is highlighted.
 * Drawn by the wizard's frame (mf-offer-wizard) and by the Parties screen (mf-parties).
 */
export function ProgressBar({ currentStep, completedSteps, formBuilderEnabled, busy, onStepClick }: ProgressBarProps) {
  const steps = progressSteps(formBuilderEnabled);
  const active = steps.indexOf(currentStep);
  return (
    <Box component="nav" aria-label="Offer progress" sx={{ overflowX: 'auto', py: 1 }}>
      <Stepper nonLinear alternativeLabel activeStep={active} sx={{ minWidth: { xs: 560, sm: 0 } }}>
        {steps.map((step) => {
          const completed = completedSteps.includes(step);
          const current = step === currentStep;
          const clickable = completed && !current && !busy;
          return (
            <Step key={step} completed={completed} data-step={step} data-current={current || undefined}>
              <StepButton
                disabled={!clickable}
                aria-current={current ? 'step' : undefined}
                onClick={clickable ? () => onStepClick(step) : undefined}
                sx={current ? { '& .MuiStepLabel-label': { fontWeight: 700 } } : undefined}
              >
                {WIZARD_STEP_LABELS[step]}
              </StepButton>
            </Step>
          );
        })}
      </Stepper>
    </Box>
  );
}
