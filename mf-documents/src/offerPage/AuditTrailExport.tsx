import { Alert, Box, Button, Typography } from '@mui/material';
import { mainApi } from '@offerdesk/shared';
import { useState } from 'react';
import { saveFile } from '../contractDocuments/saveFile';
import { downloadAuditTrailPdf, getAuditTrail } from './api';

/**
 * The offer's tamper-evident audit trail (docs/domain/audit.md): the whole chain as JSON (checked with
 * `npm run verify-audit` or jq and sha256sum) or as a readable PDF, each with the check of the chain.
 */
export function AuditTrailExport({ offerId }: { offerId: number }) {
  const [busy, setBusy] = useState<'json' | 'pdf' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = (kind: 'json' | 'pdf') => async () => {
    setBusy(kind);
    setError(null);
    try {
      if (kind === 'pdf') saveFile(await downloadAuditTrailPdf(mainApi(), offerId), `audit-trail-offer-${offerId}.pdf`);
      else {
        const trail = await getAuditTrail(mainApi(), offerId);
        saveFile(new Blob([JSON.stringify(trail, null, 2)], { type: 'application/json' }), `audit-trail-offer-${offerId}.json`);
      }
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Box
      component="section"
      aria-labelledby="audit-trail-heading"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}
    >
      <Typography id="audit-trail-heading" component="h2" variant="subtitle1" sx={{ mr: 1 }}>
        Audit trail
      </Typography>
      <Button variant="outlined" size="small" disabled={busy !== null} onClick={run('json')}>
        Export audit trail (JSON)
      </Button>
      <Button variant="outlined" size="small" disabled={busy !== null} onClick={run('pdf')}>
        Export audit trail (PDF)
      </Button>
      {error && (
        <Alert severity="error" sx={{ width: '100%' }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
