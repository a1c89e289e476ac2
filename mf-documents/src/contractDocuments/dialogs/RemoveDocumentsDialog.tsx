import { ConfirmDialog } from './ConfirmDialog';

export const REMOVE_TITLE = 'Remove document(s)?';
export const removeMessage = (count: number) =>
  count === 1
    ? 'Are you sure you want to remove this document from the offer?'
    : 'Are you sure you want to remove these documents from the offer?';

/** 'Remove document(s)?' with 'Remove Document(s)' / 'Removing...'. */
export function RemoveDocumentsDialog({
  count,
  busy,
  onCancel,
  onConfirm,
}: {
  count: number;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={count > 0}
      title={REMOVE_TITLE}
      onClose={onCancel}
      confirm={{ label: 'Remove Document(s)', busyLabel: 'Removing...', busy, onConfirm }}
    >
      {removeMessage(count)}
    </ConfirmDialog>
  );
}
