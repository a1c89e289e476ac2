import { Box, Button, Typography } from '@mui/material';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@offerdesk/shared/mui-extra';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  cancelLabel?: string;
  confirmLabel: string;
  busyLabel?: string;
  busy?: boolean;
  error?: string | null;
  /** Lines listed under the text (the documents an 'Incomplete Document(s)' dialog names). */
  details?: readonly string[];
  /** The confirm button's colour: 'error' (default) for destructive confirmations. */
  tone?: 'error' | 'primary';
  onCancel(): void;
  onConfirm(): void;
}

/** The wizard's confirmations: 'Cancel creating offer?', 'Return to Search/Import Screen?' and 'Incomplete Document(s)'. */
export function ConfirmDialog({
  open,
  title,
  text,
  cancelLabel = 'Cancel',
  confirmLabel,
  busyLabel,
  busy,
  error,
  details,
  tone = 'error',
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby="confirm-title" maxWidth="xs" fullWidth>
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>
        <Typography>{text}</Typography>
        {details && (
          <Box component="ul" sx={{ mt: 1, mb: 0 }}>
            {details.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </Box>
        )}
        {error && (
          <Typography color="error" role="alert" sx={{ mt: 1 }}>
            {error}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        {/* While busy it keeps its colours (a greyed 'Cancelling...' is hard to read) but takes no clicks. */}
        <Button
          variant="contained"
          color={tone}
          onClick={busy ? undefined : onConfirm}
          aria-disabled={busy || undefined}
          sx={busy ? { cursor: 'progress' } : undefined}
        >
          {busy && busyLabel ? busyLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
