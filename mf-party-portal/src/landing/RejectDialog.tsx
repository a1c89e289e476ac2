import { Alert, Typography } from '@mui/material';
import { FORWARD_WITHOUT_REVIEW_TITLE } from '@offerdesk/shared/features';
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

/**
 * 'Forward Without Review?': forwarding before the party opened the documents asks first; Continue goes on.
 * `blocked`: Continue cannot go on (a listing agent's signature is pending) and the message says why.
 */
export function ForwardWithoutReviewDialog({
  open,
  target,
  blocked = null,
  busy = false,
  onContinue,
  onClose,
}: {
  open: boolean;
  target: string;
  blocked?: string | null;
  busy?: boolean;
  onContinue: () => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title={FORWARD_WITHOUT_REVIEW_TITLE}
      confirmLabel="Continue"
      busy={busy}
      onConfirm={onContinue}
      onClose={onClose}
    >
      <Typography>You have not reviewed the offer documents yet. Forward the offer to the {target} without reviewing them?</Typography>
      {blocked && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {blocked}
        </Alert>
      )}
    </ConfirmDialog>
  );
}
