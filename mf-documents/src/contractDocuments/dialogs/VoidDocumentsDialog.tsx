import { TextField, Typography } from '@mui/material';
import { VOID_REASON_MAX } from '@offerdesk/shared';
import { useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

/** Voids the signing session of the documents: a reason is required; Void is disabled while it is empty or busy. */
export function VoidDocumentsDialog({
  names,
  busy,
  onCancel,
  onVoid,
}: {
  names: string[];
  busy: boolean;
  onCancel: () => void;
  onVoid: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const close = () => {
    setReason('');
    onCancel();
  };
  return (
    <ConfirmDialog
      open={names.length > 0}
      title="Void Signing Session"
      onClose={close}
      confirm={{ label: 'Void', busyLabel: 'Voiding...', busy, disabled: !reason.trim(), onConfirm: () => onVoid(reason.trim()) }}
    >
      <Typography sx={{ mb: 2 }}>The signing session of {names.join(', ')} will be voided; its signers can no longer sign.</Typography>
      <TextField
        label="Reason"
        required
        fullWidth
        multiline
        minRows={3}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        slotProps={{ htmlInput: { maxLength: VOID_REASON_MAX } }}
      />
    </ConfirmDialog>
  );
}
