import { Button, Typography } from '@mui/material';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@offerdesk/shared/mui-extra';
import type { ReactNode } from 'react';

interface Props {
  open: boolean;
  title: string;
  children: ReactNode;
  onClose: () => void;
  /** The confirming action; without it the dialog only informs (Ok). */
  confirm?: { label: string; busyLabel: string; busy: boolean; onConfirm: () => void };
  closeLabel?: string;
}

/** The Warning on a duplicate e-mail (Ok) and the 'Cancel creating offer?' confirmation. */
export function MessageDialog({ open, title, children, onClose, confirm, closeLabel = confirm ? 'Cancel' : 'Ok' }: Props) {
  const id = `${title.replace(/\W+/g, '-').toLowerCase()}-dialog-title`;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={id} maxWidth="xs" fullWidth>
      <DialogTitle id={id}>{title}</DialogTitle>
      <DialogContent>
        <Typography>{children}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant={confirm ? 'text' : 'contained'} autoFocus={!confirm}>
          {closeLabel}
        </Button>
        {confirm && (
          <Button color="error" variant="contained" disabled={confirm.busy} onClick={confirm.onConfirm}>
            {confirm.busy ? confirm.busyLabel : confirm.label}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
