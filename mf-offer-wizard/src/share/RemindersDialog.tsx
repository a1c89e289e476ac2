import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import type { PartyReminder } from '@offerdesk/shared/contract';
import { ErrorState, LoadingState, mainApi } from '@offerdesk/shared';
import { reminderPartyErrors } from '@offerdesk/shared/forms';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@offerdesk/shared/mui-extra';
import { useState } from 'react';
import { saveCustomizedReminders, useCustomizedReminders } from './api';

/** Customise reminder emails: a subject and a message for each chosen party, each required. */
export function RemindersDialog({ offerId, partyIds, onClose }: { offerId: number; partyIds: readonly number[]; onClose(): void }) {
  const query = useCustomizedReminders(offerId);
  return (
    <Dialog open onClose={onClose} aria-labelledby="reminders-title" maxWidth="md" fullWidth>
      <DialogTitle id="reminders-title">Customize Reminder Emails</DialogTitle>
      {query.isError ? (
        <DialogContent>
          <ErrorState message="The reminders could not be loaded." onRetry={() => void query.refetch()} />
        </DialogContent>
      ) : query.isPending ? (
        <DialogContent>
          <LoadingState />
        </DialogContent>
      ) : (
        <RemindersForm offerId={offerId} reminders={query.data.filter((r) => partyIds.includes(r.partyId))} onClose={onClose} />
      )}
    </Dialog>
  );
}

function RemindersForm({ offerId, reminders, onClose }: { offerId: number; reminders: PartyReminder[]; onClose(): void }) {
  const [values, setValues] = useState(reminders);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const errors = values.map((r) => reminderPartyErrors(r));
  const blocked = errors.some((e) => Object.keys(e).length > 0);
  const change = (i: number, key: 'reminderSubject' | 'reminderMessage', value: string) =>
    setValues((all) => all.map((r, j) => (j === i ? { ...r, [key]: value } : r)));

  async function save() {
    setBusy(true);
    setFailure(null);
    try {
      await saveCustomizedReminders(
        mainApi(),
        offerId,
        values.map((r) => ({
          partyId: r.partyId,
          name: r.name,
          email: r.email,
          reminderSubject: r.reminderSubject,
          reminderMessage: r.reminderMessage,
        })),
      );
      onClose();
    } catch (e) {
      setFailure(e instanceof Error ? e.message : 'The reminders could not be saved.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        {!values.length && <Typography>Choose the recipients first.</Typography>}
        {values.map((r, i) => (
          <Box key={r.partyId} component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
              {r.name} {r.email ? `(${r.email})` : ''}
            </Typography>
            <TextField
              label="Subject"
              required
              value={r.reminderSubject}
              onChange={(e) => change(i, 'reminderSubject', e.target.value)}
              error={!!errors[i].reminderSubject}
              helperText={errors[i].reminderSubject}
            />
            <TextField
              label="Message"
              required
              multiline
              minRows={2}
              value={r.reminderMessage}
              onChange={(e) => change(i, 'reminderMessage', e.target.value)}
              error={!!errors[i].reminderMessage}
              helperText={errors[i].reminderMessage}
            />
          </Box>
        ))}
        {failure && <Alert severity="error">{failure}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy || blocked || !values.length}>
          {busy ? 'Saving...' : 'Save'}
        </Button>
      </DialogActions>
    </>
  );
}
