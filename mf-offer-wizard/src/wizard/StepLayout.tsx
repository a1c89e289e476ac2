import { Alert, Box, Typography } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { StepFooter, type StepFooterProps } from './StepFooter';
import type { WizardStepApi } from './useWizardStep';

export interface StepLayoutProps {
  /** The step's heading ('Add Documents') and the id that names its section by it. */
  title: string;
  titleId: string;
  /** A form (Enter submits nothing) rather than a section. */
  form?: boolean;
  step: WizardStepApi;
  /** The footer's own props: whether Save Incomplete shows, Next and its labels, extra buttons. */
  footer: Omit<StepFooterProps, 'busy' | 'onBack' | 'onSaveIncomplete'>;
  children: ReactNode;
}

/** A wizard step's page: its heading, its content, its error and the footer (Back, Cancel, Save Incomplete, Next). */
export function StepLayout({ title, titleId, form = false, step, footer, children }: StepLayoutProps) {
  const frame = form
    ? ({ component: 'form', noValidate: true, onSubmit: (e: FormEvent) => e.preventDefault() } as const)
    : ({ component: 'section' } as const);
  return (
    <Box {...frame} aria-labelledby={titleId}>
      <Typography id={titleId} variant="h5" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
      {step.message && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {step.message}
        </Alert>
      )}
      <StepFooter busy={step.busy !== null} onBack={step.back} onSaveIncomplete={() => void step.saveIncomplete()} {...footer} />
    </Box>
  );
}
