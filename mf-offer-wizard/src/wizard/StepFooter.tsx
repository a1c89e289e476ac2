import { Box, Button } from '@mui/material';
import { useWizard, wizardStore } from '@offerdesk/shared/forms';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from './ConfirmDialog';
import { CANCEL_TEXT, useCancelOffer } from './useCancelOffer';

export interface StepFooterProps {
  busy: boolean;
  /** Save Incomplete shows once this step was completed. */
  showSaveIncomplete: boolean;
  onBack(): void;
  onSaveIncomplete(): void;
  onNext(): void;
  /** The last button's text (default 'Next') and its text while busy (default 'Next ...'). */
  nextLabel?: string;
  busyNextLabel?: string;
  saveIncompleteLabel?: string;
  /** Buttons between Cancel and Save Incomplete (Preview Documents). */
  extra?: ReactNode;
}

/** The footer of the later wizard steps: Back, Cancel (with its confirmation), Save Incomplete and Next. */
export function StepFooter({
  busy,
  showSaveIncomplete,
  onBack,
  onSaveIncomplete,
  onNext,
  nextLabel = 'Next',
  busyNextLabel = 'Next ...',
  saveIncompleteLabel = 'Save Incomplete',
  extra,
}: StepFooterProps) {
  const navigate = useNavigate();
  const offerId = useWizard((s) => s.offerId);
  const cancel = useCancelOffer();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirmCancel() {
    setError(null);
    try {
      if (offerId) await cancel.mutateAsync(offerId);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The offer could not be cancelled.');
      return;
    }
    wizardStore.getState().cancelled();
    navigate('/home');
  }

  return (
    <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap', mt: 3, pb: 2 }}>
      <Button variant="outlined" onClick={onBack} disabled={busy} sx={{ mr: 'auto' }}>
        Back
      </Button>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)} disabled={busy}>
        Cancel
      </Button>
      {extra}
      {showSaveIncomplete && (
        <Button variant="outlined" onClick={onSaveIncomplete} disabled={busy}>
          {saveIncompleteLabel}
        </Button>
      )}
      <Button variant="contained" onClick={onNext} disabled={busy} sx={{ minWidth: 120 }}>
        {busy ? busyNextLabel : nextLabel}
      </Button>
      <ConfirmDialog
        open={open}
        title="Cancel creating offer?"
        text={CANCEL_TEXT}
        confirmLabel="Cancel Creating Offer"
        busyLabel="Cancelling..."
        busy={cancel.isPending}
        error={error}
        onCancel={() => {
          setOpen(false);
          setError(null);
        }}
        onConfirm={() => void confirmCancel()}
      />
    </Box>
  );
}
