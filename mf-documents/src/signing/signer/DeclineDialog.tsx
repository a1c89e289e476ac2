import { Button, TextField, Typography } from '@mui/material';
import { DECLINE_REASON_MAX } from '@offerdesk/shared';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@offerdesk/shared/mui-extra';
import { useState } from 'react';

/** Decline to sign, with the reason (1–500 characters). */
export function DeclineDialog({
  open,
  busy,
  error,
  onDecline,
  onClose,
}: {
  open: boolean;
  busy: boolean;
  error: string | null;
  onDecline: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const empty = !reason.trim();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="decline-title">
      <DialogTitle id="decline-title">Decline to sign</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          The sender will be told that you declined, with your reason. You cannot sign these documents afterwards.
        </Typography>
        <TextField
          label="Reason for declining"
          required
          multiline
          minRows={3}
          fullWidth
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={(tried && empty) || !!error}
          helperText={tried && empty ? 'Enter the reason for declining.' : (error ?? `${reason.length}/${DECLINE_REASON_MAX}`)}
          slotProps={{ htmlInput: { maxLength: DECLINE_REASON_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          color="error"
          variant="contained"
          disabled={busy}
          onClick={() => {
            setTried(true);
            if (!empty) onDecline(reason.trim());
          }}
        >
          Decline
        </Button>
      </DialogActions>
    </Dialog>
  );
}
