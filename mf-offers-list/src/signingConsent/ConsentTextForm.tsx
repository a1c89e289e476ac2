import { Alert, Box, Button, FormHelperText, TextField, Typography } from '@mui/material';
import { ApiError } from '@offerdesk/shared';
import { Dialog, DialogActions, DialogContent, DialogTitle, HintedButton } from '@offerdesk/shared/mui-extra';
import type { BrokerageSigningConsent } from '@offerdesk/shared/contract';
import { useState, type FormEvent } from 'react';
import { useSetBrokerageConsent } from './api';
import { ALREADY_DEFAULT_HINT, CHANGE_EFFECT_NOTE, consentTextError, countText, UNCHANGED_HINT } from './messages';

/** An administrator's change of the text: a multiline field with its count and rule, Save, and back to OfferDesk's text. */
export function ConsentTextForm({
  consent,
  onSaved,
}: {
  consent: BrokerageSigningConsent;
  onSaved: (now: BrokerageSigningConsent) => void;
}) {
  const [text, setText] = useState(consent.text);
  const [confirmDefault, setConfirmDefault] = useState(false);
  const save = useSetBrokerageConsent();
  const length = text.trim().length;
  const changed = text.trim() !== consent.text;
  const ruleError = consentTextError(length);
  const apiError = save.error instanceof ApiError ? save.error : null;
  const apiFieldError = apiError?.fields?.text ? `Consent text ${apiError.fields.text}.` : null;
  const otherError = apiFieldError ? null : (apiError?.message ?? (save.error ? 'The text could not be saved. Try again.' : null));
  const fieldError = (changed ? ruleError : null) ?? apiFieldError;
  const saveHint = !changed ? UNCHANGED_HINT : ruleError;

  // A saved text has a new version, which re-keys this form: what follows a save is the promise's, not the mutation's callbacks.
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (saveHint) return;
    save.mutateAsync(text.trim()).then(onSaved, () => undefined);
  };
  const toDefault = () =>
    save.mutateAsync(null).then(
      (now) => {
        setConfirmDefault(false);
        onSaved(now);
      },
      () => setConfirmDefault(false),
    );

  return (
    <Box component="section" aria-labelledby="consent-change" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="consent-change" variant="h6" component="h2">
        Change the text
      </Typography>
      <Alert severity="info" role="note">
        {CHANGE_EFFECT_NOTE}
      </Alert>
      <Box component="form" onSubmit={submit} noValidate aria-label="Consent text" sx={{ display: 'grid', gap: 2 }}>
        <TextField
          label="Consent text"
          multiline
          minRows={6}
          maxRows={20}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            if (save.error) save.reset();
          }}
          required
          error={!!fieldError}
          helperText={fieldError ?? countText(length)}
        />
        {otherError && (
          <FormHelperText error role="alert">
            {otherError}
          </FormHelperText>
        )}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <HintedButton type="submit" variant="contained" hint={saveHint} busy={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save'}
          </HintedButton>
          <HintedButton
            variant="outlined"
            hint={consent.isDefault ? ALREADY_DEFAULT_HINT : null}
            busy={save.isPending}
            onClick={() => setConfirmDefault(true)}
          >
            Use OfferDesk&apos;s text
          </HintedButton>
        </Box>
      </Box>
      <Dialog open={confirmDefault} onClose={() => !save.isPending && setConfirmDefault(false)} aria-labelledby="consent-default-title">
        <DialogTitle id="consent-default-title">Use OfferDesk&apos;s text?</DialogTitle>
        <DialogContent>
          <Typography>
            Your brokerage&apos;s text is removed and parties who have not agreed yet are shown OfferDesk&apos;s text instead. Parties who
            already agreed keep their consent.
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmDefault(false)} disabled={save.isPending}>
            Keep our text
          </Button>
          <Button variant="contained" onClick={toDefault} disabled={save.isPending}>
            Use OfferDesk&apos;s text
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
