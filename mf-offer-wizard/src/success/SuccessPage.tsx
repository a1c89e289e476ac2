import { Box, Button, Paper, Typography } from '@mui/material';
import { hostStore, WizardStep, type WizardStepId } from '@offerdesk/runtime';
import { useWizard, wizardStore } from '@offerdesk/shared/forms';
import { useNavigate } from 'react-router-dom';
import { WizardFrame } from '../wizard/WizardFrame';

export const SUCCESS_TEXTS: Partial<Record<WizardStepId, string>> = {
  [WizardStep.SaveIncomplete]: 'Your offer has been saved, but it has not been sent.',
  [WizardStep.SentForReview]: 'Your offer has been sent to reviewer.',
  [WizardStep.Success]: 'Your offer has been sent to buyer(s) for signature.',
};

/** /offer-success: the end of the wizard (sent for signature, sent for review, or saved incomplete). */
export function SuccessPage() {
  return (
    <WizardFrame step={WizardStep.Success}>
      <SuccessScreen />
    </WizardFrame>
  );
}

function SuccessScreen() {
  const navigate = useNavigate();
  const step = useWizard((s) => s.currentStep);
  const offerId = useWizard((s) => s.offerId);

  function onContinue() {
    // The parent frame hears that the offer is done (the shell posts it to the allowed parent origin only).
    hostStore.getState().emit({ type: 'offer-success', offerId: offerId ?? undefined });
    wizardStore.getState().reset();
    navigate('/home');
  }

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="success-title"
      sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', maxWidth: 640, mx: 'auto' }}
    >
      <Typography id="success-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        {SUCCESS_TEXTS[step] ?? SUCCESS_TEXTS[WizardStep.Success]}
      </Typography>
      <Box>
        <Button variant="contained" onClick={onContinue}>
          Continue
        </Button>
      </Box>
    </Paper>
  );
}
