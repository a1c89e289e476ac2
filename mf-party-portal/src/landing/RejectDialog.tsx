import { Typography } from '@mui/material';
import { ConfirmDialog } from '../common/ConfirmDialog';

/** 'Reject offer?': the client confirms before the offer is rejected. */
export function RejectDialog({
  open,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title="Reject offer?"
      confirmLabel="Reject Offer"
      busyLabel="Rejecting..."
      busy={busy}
      destructive
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <Typography>Are you sure you want to reject this offer? The agent will be told that you rejected it.</Typography>
    </ConfirmDialog>
  );
}

/** 'Forward Without Review?': forwarding before the party opened the documents asks first; Continue goes on. */
export function ForwardWithoutReviewDialog({
  open,
  target,
  onContinue,
  onClose,
}: {
  open: boolean;
  target: string;
  onContinue: () => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog open={open} title="Forward Without Review?" confirmLabel="Continue" onConfirm={onContinue} onClose={onClose}>
      <Typography>You have not reviewed the offer documents yet. Forward the offer to the {target} without reviewing them?</Typography>
    </ConfirmDialog>
  );
}
