import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { HintedButton, IconButton, requiredFieldsHint } from '@offerdesk/shared/mui-extra';
import { sellerListSchema, type SellerEntry } from '@offerdesk/shared/forms';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { TextInput } from '../common/TextInput';
import { yupValidate } from '../common/yupValidate';
import { canAddSeller, emptySeller, missingSellerFields } from './sellerRows';

export interface AddSellerValues {
  sellers: SellerEntry[];
  message: string;
}

const validate = yupValidate(sellerListSchema);
// One object for the form's life: a new initialValues object would reset the form.
const INITIAL: AddSellerValues = { sellers: [emptySeller()], message: '' };

/**
 * The seller agent's two steps: enter the sellers (Continue), then check them and add an optional
 * message (Forward to Seller). Enter never submits from a seller input.
 */
export function AddSellerForm({
  onForward,
  mayContinue,
  busy,
  error,
}: {
  onForward: (values: AddSellerValues) => void;
  /** Asked on Continue: false keeps step one (the seller agent signs first, or a listing agent's signature is pending). */
  mayContinue?: () => boolean;
  busy: boolean;
  error?: string | null;
}) {
  const [step, setStep] = useState<1 | 2>(1);
  return (
    <Form<AddSellerValues> onSubmit={onForward} validate={validate} initialValues={INITIAL}>
      {({ handleSubmit, values, form, valid }) => {
        const sellers = values.sellers ?? [];
        const missing = missingSellerFields(sellers);
        const required = requiredFieldsHint(missing);
        // Something missing: hinted with the 'Required Fields' list. Otherwise an invalid field (its own
        // message under it) or a running forward: disabled outright.
        const blocked = busy || (!valid && !missing.length);
        const setSellers = (next: SellerEntry[]) => form.change('sellers', next);
        return (
          <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            {/* Step one stays mounted while hidden: its fields keep their values. */}
            <Box sx={{ display: step === 1 ? 'flex' : 'none', flexDirection: 'column', gap: 2 }}>
              {sellers.map((_, i) => (
                <Paper
                  key={i}
                  variant="outlined"
                  sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
                  aria-label={`Seller ${i + 1}`}
                  component="section"
                >
                  <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
                    <Typography variant="subtitle1" component="h2">
                      Seller {i + 1}
                    </Typography>
                    {sellers.length > 1 && (
                      <IconButton
                        aria-label={`Remove seller ${i + 1}`}
                        size="small"
                        onClick={() => setSellers(sellers.filter((__, j) => j !== i))}
                      >
                        ✕
                      </IconButton>
                    )}
                  </Box>
                  <TextInput name={`sellers[${i}].firstName`} label="First name" required blockEnter autoComplete="off" />
                  <TextInput name={`sellers[${i}].lastName`} label="Last name" required blockEnter autoComplete="off" />
                  <TextInput name={`sellers[${i}].email`} label="Email" type="email" required blockEnter autoComplete="off" />
                </Paper>
              ))}
              <Button
                variant="text"
                onClick={() => setSellers([...sellers, emptySeller()])}
                disabled={!canAddSeller(sellers)}
                sx={{ alignSelf: 'flex-start' }}
              >
                + Add Another Seller
              </Button>
              <HintedButton
                variant="contained"
                {...required}
                busy={blocked}
                onClick={() => (mayContinue?.() ?? true) && setStep(2)}
                sx={{ alignSelf: 'flex-start' }}
              >
                Continue
              </HintedButton>
            </Box>
            {step === 2 && (
              <>
                <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Sellers">
                  <Typography variant="subtitle1" component="h2" gutterBottom>
                    Sellers
                  </Typography>
                  {sellers.map((s, i) => (
                    <Typography key={i} variant="body2">
                      {s.name || `${s.firstName} ${s.lastName}`} · {s.email}
                    </Typography>
                  ))}
                </Paper>
                <TextInput name="message" label="Message (optional)" multiline />
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                  <Button variant="outlined" onClick={() => setStep(1)} disabled={busy}>
                    Back
                  </Button>
                  <HintedButton variant="contained" type="submit" {...required} busy={blocked}>
                    {busy ? 'Sending...' : 'Forward to Seller'}
                  </HintedButton>
                </Box>
              </>
            )}
          </Box>
        );
      }}
    </Form>
  );
}
