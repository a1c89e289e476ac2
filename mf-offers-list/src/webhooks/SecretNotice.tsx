import { Alert, Box, Button } from '@mui/material';
import { useState } from 'react';

/** A signing secret, shown once after it was made, with a way to copy it. */
export function SecretNotice({ url, secret, onClose }: { url: string; secret: string; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = () =>
    navigator.clipboard?.writeText(secret).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <Alert
      severity="success"
      onClose={onClose}
      action={
        <Button color="inherit" size="small" onClick={copy}>
          {copied ? 'Copied' : 'Copy secret'}
        </Button>
      }
    >
      The signing secret of {url} is shown only now. Keep it in your receiver to check each delivery&apos;s signature:
      <Box component="code" data-testid="webhook-secret" sx={{ display: 'block', mt: 1, wordBreak: 'break-all', fontSize: 13 }}>
        {secret}
      </Box>
    </Alert>
  );
}
