import { Alert, Box, Button, Checkbox, FormControlLabel, Paper, Typography } from '@mui/material';
import type { PartyCredentials, SignerView } from '@offerdesk/shared/contract';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@offerdesk/shared/mui-extra';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { giveSigningConsentByParty } from '../api';
import { useSigningApi } from '../session/signingApi';

export const CONSENT_TITLE = 'Consent to do business electronically';
export const CONSENT_AGREE_LABEL = 'I have read this and agree to receive and sign these documents electronically.';
export const CONSENT_TICK_FIRST = 'Tick the box above to agree first.';
export const CONSENT_WITHDRAWN_NOTICE =
  'You withdrew your consent to do business electronically, and the agent who sent these documents was told. To sign here after all, agree again below.';

/** Before the first signature: the consent text, a box to tick and Agree and Continue (docs/domain/signing.md). */
export function ConsentStep({
  credentials,
  view,
  onAgreed,
  onLater,
}: {
  credentials: PartyCredentials;
  view: SignerView;
  onAgreed: (v: SignerView) => void;
  onLater: () => void;
}) {
  const api = useSigningApi();
  const { consent } = view;
  const [ticked, setTicked] = useState(false);
  const agree = useMutation({ mutationFn: () => giveSigningConsentByParty(api, credentials, consent.version), onSuccess: onAgreed });
  const busy = agree.isPending;
  return (
    <Paper component="section" variant="outlined" aria-labelledby="consent-title" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography id="consent-title" component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {CONSENT_TITLE}
      </Typography>
      {consent.withdrawn && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {CONSENT_WITHDRAWN_NOTICE}
        </Alert>
      )}
      <Typography sx={{ whiteSpace: 'pre-line', mb: 2 }}>{consent.text}</Typography>
      <FormControlLabel control={<Checkbox checked={ticked} onChange={(e) => setTicked(e.target.checked)} />} label={CONSENT_AGREE_LABEL} />
      {agree.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {agree.error.message}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2, alignItems: 'center' }}>
        <span title={ticked ? undefined : CONSENT_TICK_FIRST}>
          <Button variant="contained" disabled={!ticked || busy} onClick={() => agree.mutate()}>
            {busy ? 'Saving…' : 'Agree and Continue'}
          </Button>
        </span>
        <Button onClick={onLater}>Finish later</Button>
        <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
          Consent text version {consent.version}. The documents are below: you may read them before you agree.
        </Typography>
      </Box>
    </Paper>
  );
}

/** Withdraw consent before signing: the agent is told, and the page asks for consent again. */
export function WithdrawConsentDialog({
  open,
  busy,
  error,
  onWithdraw,
  onClose,
}: {
  open: boolean;
  busy: boolean;
  error: string | null;
  onWithdraw: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="withdraw-consent-title">
      <DialogTitle id="withdraw-consent-title">Withdraw consent?</DialogTitle>
      <DialogContent>
        <Typography>
          You will not be able to sign these documents electronically unless you agree again. The agent who sent them will be told.
        </Typography>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button color="error" variant="contained" disabled={busy} onClick={onWithdraw}>
          {busy ? 'Withdrawing…' : 'Withdraw consent'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
