import { Alert, Button, Checkbox, FormControlLabel, FormLabel, TextField, Typography } from '@mui/material';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@offerdesk/shared/mui-extra';
import { useState } from 'react';
import { SHARE_EMAIL_INVALID_MESSAGE, SHARE_MESSAGE_MAX, SHARE_MESSAGE_REQUIRED_MESSAGE } from '../domain/sharing';
import { isProperEmail } from '../schemas/partyForms';

export interface ShareByEmailFile {
  id: number;
  name: string;
}

export interface ShareByEmailValues {
  mailId: string;
  message: string;
  documents: number[];
}

interface Props {
  open: boolean;
  /** The files the dialog offers. */
  files: readonly ShareByEmailFile[];
  /** Whether the files can be chosen (checkboxes); otherwise they are listed and all go. */
  choosable?: boolean;
  /** The files chosen when the dialog opens (all when left out). */
  initiallyChosen?: readonly number[];
  /** A rule over the chosen files (docs/domain/documents.md, "Who may e-mail documents"): its message, or null. */
  checkFiles?: (chosen: number[]) => string | null;
  busy: boolean;
  /** The server's refusal, shown above the buttons. */
  error?: string | null;
  onCancel: () => void;
  onSend: (values: ShareByEmailValues) => void;
}

/**
 * 'Share Document' (docs/domain/documents.md, "One 'Share Document' dialog"): E-mail, Message, Files, Cancel, Send ('Sending...'). One
 * dialog for the
 * agent's offer page (the files chosen in the list) and the party portal (the party picks its files); the
 * e-mail must be valid and the message given (docs/domain/documents.md, "Who may e-mail documents"), the files pass `checkFiles`.
 */
export function ShareByEmailDialog({ open, files, choosable = false, initiallyChosen, checkFiles, busy, error, onCancel, onSend }: Props) {
  const [mailId, setMailId] = useState('');
  const [message, setMessage] = useState('');
  const [tried, setTried] = useState(false);
  const [chosen, setChosen] = useState<number[]>(() => [...(initiallyChosen ?? files.map((f) => f.id))]);
  const emailError = isProperEmail(mailId) ? '' : SHARE_EMAIL_INVALID_MESSAGE;
  const messageError = message.trim() ? '' : SHARE_MESSAGE_REQUIRED_MESSAGE;
  const documents = files.map((f) => f.id).filter((id) => chosen.includes(id));
  const filesError = checkFiles?.(documents) ?? null;
  const toggle = (id: number) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  const send = () => {
    setTried(true);
    if (!emailError && !messageError && !filesError) onSend({ mailId: mailId.trim(), message: message.trim(), documents });
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby="share-document-title" maxWidth="sm" fullWidth>
      <DialogTitle id="share-document-title">Share Document</DialogTitle>
      <DialogContent>
        <TextField
          label="E-mail"
          type="email"
          required
          fullWidth
          margin="dense"
          autoComplete="email"
          value={mailId}
          onChange={(e) => setMailId(e.target.value)}
          error={tried && !!emailError}
          helperText={tried ? emailError : ''}
        />
        <TextField
          label="Message"
          required
          fullWidth
          multiline
          minRows={3}
          margin="dense"
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          error={tried && !!messageError}
          helperText={tried ? messageError : ''}
          slotProps={{ htmlInput: { maxLength: SHARE_MESSAGE_MAX } }}
        />
        {choosable ? (
          <fieldset style={{ border: 0, padding: 0, margin: '16px 0 0' }}>
            <FormLabel component="legend">Files</FormLabel>
            {files.map((f) => (
              <FormControlLabel
                key={f.id}
                sx={{ display: 'flex', mr: 0, '& .MuiFormControlLabel-label': { overflowWrap: 'anywhere' } }}
                label={f.name}
                control={<Checkbox checked={chosen.includes(f.id)} onChange={() => toggle(f.id)} />}
              />
            ))}
          </fieldset>
        ) : (
          <>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
              Files
            </Typography>
            <ul aria-label="Files">
              {files.map((f) => (
                <li key={f.id}>{f.name}</li>
              ))}
            </ul>
          </>
        )}
        {filesError && (
          <Alert severity="warning" role="alert" sx={{ mt: 1 }}>
            {filesError}
          </Alert>
        )}
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={send} disabled={busy || !!filesError}>
          {busy ? 'Sending...' : 'Send'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
