import { Button, Typography } from '@mui/material';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@offerdesk/shared/mui-extra';

/** OfferDesk's wording of the complete-documents prompt (the seed names the prompt, not its text). */
export const COMPLETE_DOCUMENTS_TITLE = 'Complete Documents';
export const COMPLETE_DOCUMENTS_MESSAGE =
  'You have signature fields to complete in the selected documents. Sign them now, ahead of the other signers, or share without signing and sign in your turn.';

/**
 * The prompt before Save and Share while the agent's own signing fields are unfilled (docs/domain/offers.md
 * "Complete documents prompt"): Sign Now takes the 'Sign documents' path, Share Without Signing shares as chosen,
 * Go Back closes it.
 */
export function CompleteDocumentsDialog({
  open,
  onSign,
  onShare,
  onClose,
}: {
  open: boolean;
  onSign(): void;
  onShare(): void;
  onClose(): void;
}) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="complete-documents-title">
      <DialogTitle id="complete-documents-title">{COMPLETE_DOCUMENTS_TITLE}</DialogTitle>
      <DialogContent>
        <Typography>{COMPLETE_DOCUMENTS_MESSAGE}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Go Back</Button>
        <Button onClick={onShare}>Share Without Signing</Button>
        <Button variant="contained" onClick={onSign}>
          Sign Now
        </Button>
      </DialogActions>
    </Dialog>
  );
}
