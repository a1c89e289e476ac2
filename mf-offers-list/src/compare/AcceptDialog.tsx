import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { ApiError, formatPrice } from '@offerdesk/shared';
import type { ComparedOffer } from '@offerdesk/shared/contract';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@offerdesk/shared/mui-extra';
import { useState } from 'react';

interface Props {
  /** The offer to accept (the dialog is open while set). */
  offer: ComparedOffer | null;
  /** The other offers of the listing that are declined with it. */
  declined: readonly ComparedOffer[];
  numberOf: (o: ComparedOffer) => number;
  busy: boolean;
  onConfirm: (message: string) => Promise<void>;
  onClose: () => void;
}

const who = (o: ComparedOffer, n: number) =>
  `Offer ${n} from ${o.buyerAgent ?? 'an unnamed agent'}${o.price != null ? ` (${formatPrice(o.price)})` : ''}`;

/** Accept one offer and decline the others in one step: says exactly what happens, then does it all or nothing. */
export function AcceptDialog({ offer, declined, numberOf, busy, onConfirm, onClose }: Props) {
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    if (busy) return;
    setError(null);
    setMessage('');
    onClose();
  };
  async function confirm() {
    setError(null);
    try {
      await onConfirm(message.trim());
      setMessage('');
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) return;
      setError(e instanceof Error ? e.message : 'The offers could not be decided.');
    }
  }
  return (
    <Dialog open={!!offer} onClose={close} aria-labelledby="accept-title" fullWidth maxWidth="sm">
      <DialogTitle id="accept-title">{offer ? `Accept Offer ${numberOf(offer)}?` : ''}</DialogTitle>
      {offer && (
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Typography>
            <strong>{who(offer, numberOf(offer))}</strong> is accepted and goes back to its buyer agent.
          </Typography>
          {declined.length > 0 ? (
            <Box>
              <Typography>
                {declined.length === 1 ? 'This offer is declined' : `These ${declined.length} offers are declined`}; each buyer agent is
                told by e-mail:
              </Typography>
              <Box component="ul" sx={{ my: 0.5, pl: 3 }}>
                {declined.map((o) => (
                  <li key={o.offerId}>{who(o, numberOf(o))}</li>
                ))}
              </Box>
            </Box>
          ) : (
            <Typography color="text.secondary">No other offer of this listing is open to decline.</Typography>
          )}
          <TextField
            label="Message to the buyer agents (optional)"
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <Typography variant="body2" color="text.secondary">
            All of it happens together: if one offer cannot be accepted or declined, nothing changes.
          </Typography>
          {error && <Alert severity="error">{error}</Alert>}
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={busy}>
          {busy ? 'Working…' : declined.length ? `Accept and decline ${declined.length}` : 'Accept'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
