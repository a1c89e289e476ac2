import { Alert, Box, Typography } from '@mui/material';
import { formatDateTime, mainApi } from '@offerdesk/shared';
import type { VerifyResult } from '@offerdesk/shared/contract';
import { PdfPicker } from '@offerdesk/shared/forms';
import { useState, type ReactNode } from 'react';
import { serverMessage } from '../common/errors';
import { verifySealedDocument } from './api';

const SEVERITY = { intact: 'success', changed: 'error', notOurs: 'warning' } as const;
const HEADLINE = { intact: 'Intact', changed: 'Changed', notOurs: 'Not sealed by OfferDesk' } as const;

/**
 * /verify: anyone (no sign-in) drops a PDF that OfferDesk produced and learns whether this OfferDesk
 * sealed it and whether it changed since (docs/domain/audit.md#verify-page). The file goes to the API's
 * check and is not kept.
 */
export function VerifyPage() {
  const [result, setResult] = useState<{ file: string; answer: VerifyResult } | null>(null);
  const check = async (file: File) => {
    setResult(null);
    try {
      setResult({ file: file.name, answer: await verifySealedDocument(mainApi(), file) });
    } catch (e) {
      throw new Error(serverMessage(e), { cause: e });
    }
  };
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h5" component="h1">
        Verify a document
      </Typography>
      <Typography>
        Check a PDF that OfferDesk produced — a completed sign set, a signed document or a certificate of completion: whether this OfferDesk
        sealed it and whether it changed since. The file is checked and not kept.
      </Typography>
      <PdfPicker onFile={check} buttonLabel="Choose a PDF to verify" inputLabel="PDF to verify" hint="Drop a PDF here, or" />
      <Box aria-live="polite">{result && <VerifyAnswer file={result.file} answer={result.answer} />}</Box>
    </Box>
  );
}

function Fact({ name, children }: { name: string; children: ReactNode }) {
  return (
    <>
      <Box component="dt" sx={{ fontWeight: 600 }}>
        {name}
      </Box>
      <Box component="dd" sx={{ m: 0, mb: 1, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </>
  );
}

/** The verdict, then what the file proves: the seal and, for a kept file, its offer, sign set and signers. */
export function VerifyAnswer({ file, answer }: { file: string; answer: VerifyResult }) {
  const doc = answer.document;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }} aria-label={`Result for ${file}`} component="section">
      <Alert severity={SEVERITY[answer.verdict]}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {HEADLINE[answer.verdict]}
        </Typography>
        {answer.message}
      </Alert>
      <Box component="dl" sx={{ m: 0 }}>
        <Fact name="File">{file}</Fact>
        {answer.sealedBy && <Fact name="Sealed by">{answer.sealedBy}</Fact>}
        {answer.sealedOn && <Fact name="Sealed on">{formatDateTime(answer.sealedOn)}</Fact>}
        {doc && (
          <>
            <Fact name="Document">{doc.kind === 'certificate' ? 'Certificate of Completion' : doc.name}</Fact>
            <Fact name="Offer">
              Offer {doc.offerId} · {doc.offerAddress}
            </Fact>
            <Fact name="Sign set">
              Sign set {doc.signSetId}
              {doc.completedOn ? ` · completed ${formatDateTime(doc.completedOn)}` : ''}
            </Fact>
            <Fact name="Signers">
              <Box component="ul" aria-label="Signers" sx={{ m: 0, pl: 2.5 }}>
                {doc.signers.map((s) => (
                  <li key={`${s.name}-${s.role}`}>
                    {s.name} ({s.role}) · {s.signedOn ? `signed ${formatDateTime(s.signedOn)}` : 'not signed'}
                  </li>
                ))}
              </Box>
            </Fact>
          </>
        )}
      </Box>
    </Box>
  );
}
export default VerifyPage;
