import { TextField, Typography } from '@mui/material';
import { SHARE_MESSAGE_MAX } from '@offerdesk/shared';
import { isProperEmail } from '@offerdesk/shared/forms';
import { useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

export const INVALID_EMAIL = 'Please enter a valid email address';
/** OfferDesk's wording (the seed names the rule, not the text). */
export const MESSAGE_REQUIRED = 'Message is required';

interface Props {
  files: string[];
  busy: boolean;
  onCancel: () => void;
  onSend: (v: { mailId: string; message: string }) => void;
}

/** Share Document by e-mail: E-mail, Message, Files, Cancel, Send ('Sending...'). */
export function ShareByEmailDialog({ files, busy, onCancel, onSend }: Props) {
  const [mailId, setMailId] = useState('');
  const [message, setMessage] = useState('');
  const [tried, setTried] = useState(false);
  const emailError = !isProperEmail(mailId) ? INVALID_EMAIL : '';
  const messageError = !message.trim() ? MESSAGE_REQUIRED : '';
  const send = () => {
    setTried(true);
    if (!emailError && !messageError) onSend({ mailId: mailId.trim(), message: message.trim() });
  };
  return (
    <ConfirmDialog
      open={files.length > 0}
      title="Share Document"
      onClose={onCancel}
      confirm={{ label: 'Send', busyLabel: 'Sending...', busy, onConfirm: send, color: 'primary' }}
    >
      <TextField
        label="E-mail"
        type="email"
        required
        fullWidth
        margin="dense"
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
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        Files
      </Typography>
      <ul aria-label="Files">
        {files.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
    </ConfirmDialog>
  );
}
