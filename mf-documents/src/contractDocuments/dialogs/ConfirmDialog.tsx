import { Button, Typography } from '@mui/material';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@offerdesk/shared/mui-extra';
import type { ReactNode } from 'react';

interface Props {
  open: boolean;
  title: string;
  children: ReactNode;
  onClose: () => void;
  /** The confirming action; without it the dialog only informs (Ok). */
  confirm?: { label: string; busyLabel: string; busy: boolean; disabled?: boolean; onConfirm: () => void; color?: 'error' | 'primary' };
  closeLabel?: string;
}

/** A titled message with Ok, or a confirmation with Cancel and its action (busy text while it runs). */
export function ConfirmDialog({ open, title, children, onClose, confirm, closeLabel = confirm ? 'Cancel' : 'Ok' }: Props) {
  const id = `${title.replace(/\W+/g, '-').toLowerCase()}-dialog-title`;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={id} maxWidth="sm" fullWidth>
      <DialogTitle id={id}>{title}</DialogTitle>
      <DialogContent>{typeof children === 'string' ? <Typography>{children}</Typography> : children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant={confirm ? 'text' : 'contained'} autoFocus={!confirm}>
          {closeLabel}
        </Button>
        {confirm && (
          <Button
            color={confirm.color ?? 'error'}
            variant="contained"
            disabled={confirm.busy || confirm.disabled}
            onClick={confirm.onConfirm}
          >
            {confirm.busy ? confirm.busyLabel : confirm.label}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
