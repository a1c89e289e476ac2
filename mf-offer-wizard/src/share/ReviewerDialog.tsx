import { Alert, Button, TextField } from '@mui/material';
import type { Reviewer } from '@offerdesk/shared/contract';
import { mainApi } from '@offerdesk/shared';
import { reviewerErrors } from '@offerdesk/shared/forms';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@offerdesk/shared/mui-extra';
import { useState } from 'react';
import { saveReviewer } from './api';

const FIELDS = [
  ['reviewerFirstName', 'First Name'],
  ['reviewerLastName', 'Last Name'],
  ['reviewerEmail', 'Email'],
] as const;

/** Add or edit the offer's reviewer: first name, last name and e-mail required, a message optional. */
export function ReviewerDialog({
  offerId,
  reviewer,
  onClose,
  onSaved,
}: {
  offerId: number;
  reviewer: Reviewer | null;
  onClose(): void;
  onSaved(r: Reviewer): void;
}) {
  const [values, setValues] = useState({
    reviewerFirstName: reviewer?.reviewerFirstName ?? '',
    reviewerLastName: reviewer?.reviewerLastName ?? '',
    reviewerEmail: reviewer?.reviewerEmail ?? '',
    reviewerMessage: reviewer?.reviewerMessage ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function save() {
    const found = reviewerErrors(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setFailure(null);
    try {
      onSaved(await saveReviewer(mainApi(), { offerId, ...values, reviewerMessage: values.reviewerMessage || null }));
    } catch (e) {
      setFailure(e instanceof Error ? e.message : 'The reviewer could not be saved.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="reviewer-title" maxWidth="sm" fullWidth>
      <DialogTitle id="reviewer-title">{reviewer?.reviewerEmail ? 'Edit Reviewer' : 'Add Reviewer'}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        {FIELDS.map(([key, label]) => (
          <TextField
            key={key}
            label={label}
            required
            value={values[key]}
            onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
            error={!!errors[key]}
            helperText={errors[key]}
          />
        ))}
        <TextField
          label="Message"
          multiline
          minRows={2}
          value={values.reviewerMessage}
          onChange={(e) => setValues((v) => ({ ...v, reviewerMessage: e.target.value }))}
        />
        {failure && <Alert severity="error">{failure}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          {busy ? 'Saving...' : 'Save'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
