import { Alert, Box, Chip, Paper, Typography } from '@mui/material';
import { ErrorState, LoadingState } from '@offerdesk/shared';
import type { BrokerageSigningConsent } from '@offerdesk/shared/contract';
import { useEffect, useRef, useState } from 'react';
import { ConsentTextForm } from './ConsentTextForm';
import { useBrokerageConsent, useIsBrokerageAdmin } from './api';
import { ONLY_ADMIN_NOTE } from './messages';

/** Which text parties see now, its version, and whose it is. */
function CurrentText({ consent }: { consent: BrokerageSigningConsent }) {
  return (
    <Box component="section" aria-labelledby="consent-now" sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id="consent-now" variant="h6" component="h2">
          The text parties see now
        </Typography>
        <Chip
          size="small"
          color={consent.isDefault ? 'default' : 'primary'}
          label={consent.isDefault ? "OfferDesk's text" : "Your brokerage's text"}
        />
      </Box>
      {consent.isDefault && (
        <Typography color="text.secondary">Your brokerage has no text of its own, so parties are shown OfferDesk&apos;s.</Typography>
      )}
      <Paper variant="outlined" sx={{ p: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="consent-text">
        {consent.text}
      </Paper>
      <Typography variant="body2" color="text.secondary">
        Version <code data-testid="consent-version">{consent.version}</code>: each consent records the version the party agreed to, and the
        certificate of completion prints it.
      </Typography>
    </Box>
  );
}

/**
 * /settings/signing-consent: the brokerage's text of consent to do business electronically (docs/domain/signing.md,
 * "Consent to sign electronically"); every agent reads it, an administrator changes it. The shell shows the heading.
 */
export function SigningConsentPage() {
  const consent = useBrokerageConsent();
  const admin = useIsBrokerageAdmin();
  const [saved, setSaved] = useState<string | null>(null);
  // After a save the message takes the focus: it is read out, and Save's hint no longer covers the field.
  const savedRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (saved) savedRef.current?.focus();
  }, [saved]);

  if (consent.isPending || admin.isPending) return <LoadingState label="Loading the consent text…" />;
  if (consent.isError) return <ErrorState message="The consent text could not be loaded." onRetry={() => void consent.refetch()} />;
  const isAdmin = admin.data === true;
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 960, mx: 'auto', p: { xs: 2, sm: 3 } }}>
      <Typography color="text.secondary">
        Before a party signs for the first time, the signing page asks them to agree to do business electronically. They read the text of
        the brokerage whose agent shared the documents, or OfferDesk&apos;s when the brokerage has none of its own.
      </Typography>
      {saved && (
        <Alert ref={savedRef} tabIndex={-1} severity="success" role="status" onClose={() => setSaved(null)}>
          {saved}
        </Alert>
      )}
      <CurrentText consent={consent.data} />
      {isAdmin ? (
        <ConsentTextForm
          key={consent.data.version}
          consent={consent.data}
          onSaved={(now) => {
            setSaved(
              now.isDefault
                ? `Saved. Parties now see OfferDesk's text (version ${now.version}).`
                : `Saved. Parties now see your brokerage's text (version ${now.version}).`,
            );
          }}
        />
      ) : (
        <Alert severity="info" role="note">
          {ONLY_ADMIN_NOTE}
        </Alert>
      )}
    </Box>
  );
}
