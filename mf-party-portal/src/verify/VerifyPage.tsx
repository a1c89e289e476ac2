import { Alert, Box, Button, Typography } from '@mui/material';
import { formatDateTime, mainApi } from '@offerdesk/shared';
import type { VerifyResult } from '@offerdesk/shared/contract';
import { verifySealedDocument } from '@offerdesk/shared/features';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { serverMessage } from '../common/errors';

const SEVERITY = { intact: 'success', changed: 'error', notOurs: 'warning' } as const;
const HEADLINE = { intact: 'Intact', changed: 'Changed', notOurs: 'Not sealed by OfferDesk' } as const;

/**
 * /verify: anyone (no sign-in) drops a PDF that OfferDesk produced and learns whether this OfferDesk
 * sealed it and whether it changed since (docs/domain/audit.md#verify-page). The file goes to the API's
 * check and is not kept.
 */
export function VerifyPage() {
  const input = useRef<HTMLInputElement>(null);
  const [checking, setChecking] = useState<string | null>(null);
  const [result, setResult] = useState<{ file: string; answer: VerifyResult } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [over, setOver] = useState(false);

  const check = async (file: File | undefined) => {
    if (!file) return;
    setChecking(file.name);
    setError(null);
    setResult(null);
    try {
      setResult({ file: file.name, answer: await verifySealedDocument(mainApi(), file) });
    } catch (e) {
      setError(serverMessage(e));
    } finally {
      setChecking(null);
      if (input.current) input.current.value = '';
    }
  };
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    void check(e.dataTransfer.files[0]);
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
      <Box
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: over ? 'primary.main' : 'divider',
          borderRadius: 2,
          p: { xs: 2, sm: 4 },
          textAlign: 'center',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 1.5,
        }}
      >
        <Typography>Drop a PDF here, or</Typography>
        <Button variant="contained" component="label" disabled={checking !== null}>
          Choose a PDF to verify
          <input
            ref={input}
            hidden
            type="file"
            accept="application/pdf,.pdf"
            aria-label="PDF to verify"
            onChange={(e) => void check(e.target.files?.[0])}
          />
        </Button>
      </Box>
      <Box role="status" aria-live="polite">
        {checking && <Typography>Checking {checking}…</Typography>}
        {error && <Alert severity="error">{error}</Alert>}
        {result && <VerifyAnswer file={result.file} answer={result.answer} />}
      </Box>
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
