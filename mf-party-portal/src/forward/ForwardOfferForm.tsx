import { Alert, Box, Button, Checkbox, FormControlLabel, FormLabel, Paper, TextField, Typography } from '@mui/material';
import { useState } from 'react';

export const SIGNING_PENDING_MESSAGE = 'All listing agents have to complete the documents signing before forwarding to seller.';

export interface ForwardPerson {
  id: number;
  name: string;
  role?: string;
}

export interface ForwardChoice {
  optionalRecipientIds: number[];
  documentIds: number[];
  message: string;
}

/**
 * Forward the offer: the property and its clients, the recipient agents (checked and locked),
 * optional extra recipients, the documents sent along (Forward is disabled with none chosen) and
 * an optional message. While a listing agent still has to sign, the block message replaces Forward.
 */
export function ForwardOfferForm({
  title,
  address,
  clients,
  recipients,
  optional,
  documents,
  signingPending,
  busy,
  error,
  onForward,
  onCancel,
}: {
  title: string;
  address: string;
  clients: readonly string[];
  recipients: readonly ForwardPerson[];
  optional: readonly ForwardPerson[];
  /** Documents offered to send along; null: the route forwards the offer without choosing documents. */
  documents: readonly ForwardPerson[] | null;
  signingPending: boolean;
  busy: boolean;
  error?: string | null;
  onForward: (choice: ForwardChoice) => void;
  onCancel: () => void;
}) {
  const [chosen, setChosen] = useState<number[]>([]);
  const [docIds, setDocIds] = useState<number[]>(() => (documents ?? []).map((d) => d.id));
  const [message, setMessage] = useState('');
  const toggle = (list: number[], id: number) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]);
  const noDocument = documents !== null && docIds.length === 0;
  return (
    <Paper
      component="section"
      aria-labelledby="forward-title"
      sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 720, mx: 'auto' }}
    >
      <Typography id="forward-title" variant="h5" component="h1">
        {title}
      </Typography>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Box>
        <Typography variant="overline" component="h2">
          Property
        </Typography>
        <Typography>{address}</Typography>
      </Box>
      <Box>
        <Typography variant="overline" component="h2">
          Clients
        </Typography>
        {clients.length ? (
          clients.map((c) => <Typography key={c}>{c}</Typography>)
        ) : (
          <Typography color="text.secondary">No clients</Typography>
        )}
      </Box>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <FormLabel component="legend">Recipients</FormLabel>
        {recipients.map((r) => (
          <FormControlLabel
            key={r.id}
            control={<Checkbox checked disabled />}
            label={r.role ? `${r.name} (${r.role})` : r.name}
            sx={{ display: 'flex' }}
          />
        ))}
        {optional.map((r) => (
          <FormControlLabel
            key={r.id}
            control={<Checkbox checked={chosen.includes(r.id)} onChange={() => setChosen(toggle(chosen, r.id))} />}
            label={r.role ? `${r.name} (${r.role})` : r.name}
            sx={{ display: 'flex' }}
          />
        ))}
      </Box>
      {documents && (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <FormLabel component="legend">Documents</FormLabel>
          {documents.map((d) => (
            <FormControlLabel
              key={d.id}
              control={<Checkbox checked={docIds.includes(d.id)} onChange={() => setDocIds(toggle(docIds, d.id))} />}
              label={d.name}
              sx={{ display: 'flex' }}
            />
          ))}
        </Box>
      )}
      <TextField label="Message (optional)" value={message} onChange={(e) => setMessage(e.target.value)} multiline minRows={3} fullWidth />
      {signingPending && (
        <Alert severity="warning" role="alert">
          {SIGNING_PENDING_MESSAGE}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={busy || signingPending || noDocument}
          onClick={() => onForward({ optionalRecipientIds: chosen, documentIds: docIds, message: message.trim() })}
        >
          {busy ? 'Sending...' : 'Forward'}
        </Button>
      </Box>
    </Paper>
  );
}
