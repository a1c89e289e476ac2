import { Button, TextField, Typography } from '@mui/material';
import { ApiError, mainApi } from '@offerdesk/shared';
import type { OfferParty } from '@offerdesk/shared/contract';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@offerdesk/shared/mui-extra';
import { useState } from 'react';
import { updatePartyEmail } from './api';

/** OfferDesk's wording where the specification names the modal only ('add/edit missing party', 'Missing Information'; docs/domain/parties.md). */
export const missingInformationText = (name: string) => `${name} has missing information`;
export const EMAIL_FORMAT_MESSAGE = 'Please enter a valid email address';

/**
 * The Share step's missing-party modal: a recipient without an e-mail cannot be shared with ('Email is missing to
 * share.'); here the agent gives this offer's party its e-mail (`PUT /offer/updatePartyEmail`, this transaction only).
 * An e-mail another party of the offer already has is refused: `onDuplicate` opens the Warning with the server's text.
 */
export function MissingEmailDialog({
  party,
  onClose,
  onSaved,
  onDuplicate,
}: {
  party: OfferParty | null;
  onClose(): void;
  onSaved(): void;
  onDuplicate(message: string): void;
}) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setEmail('');
    setError(null);
    onClose();
  };
  async function save() {
    const value = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return setError(EMAIL_FORMAT_MESSAGE);
    setBusy(true);
    try {
      await updatePartyEmail(mainApi(), party!.partyId, value);
      setEmail('');
      setError(null);
      onSaved();
    } catch (e) {
      if (e instanceof ApiError && e.code === 'duplicate_email') onDuplicate(e.message);
      else setError(e instanceof Error ? e.message : 'The e-mail could not be saved.');
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog open={party !== null} onClose={close} aria-labelledby="missing-email-title">
      <DialogTitle id="missing-email-title">Missing Information</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{party ? missingInformationText(party.name ?? '') : ''}</Typography>
        <TextField
          label="Email"
          type="email"
          required
          fullWidth
          value={email}
          error={error !== null}
          helperText={error ?? ' '}
          onChange={(e) => setEmail(e.target.value)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Close</Button>
        <Button variant="contained" disabled={busy || !email.trim()} onClick={() => void save()}>
          {busy ? 'Saving...' : 'Save'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The duplicate-email Warning dialog (Ok) (docs/domain/parties.md, "Refusals"): the add is blocked. */
export function DuplicateEmailWarning({ message, onClose }: { message: string | null; onClose(): void }) {
  return (
    <Dialog open={message !== null} onClose={onClose} aria-labelledby="duplicate-email-title">
      <DialogTitle id="duplicate-email-title">Warning</DialogTitle>
      <DialogContent>
        <Typography>{message}</Typography>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Ok
        </Button>
      </DialogActions>
    </Dialog>
  );
}
