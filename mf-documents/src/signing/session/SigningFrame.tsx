import { Alert, Box } from '@mui/material';
import type { IssueSigningGrantBody } from '@offerdesk/shared/contract';
import { useRef } from 'react';
import { useSigningHandOff } from './useSigningHandOff';

/**
 * The workspace's frame of a signing page on the signing service's own origin: its address holds no
 * token; the page gets its session through the hand-off (useSigningHandOff).
 */
export function SigningFrame({ origin, path, grant }: { origin: string; path: string; grant: IssueSigningGrantBody }) {
  const frame = useRef<HTMLIFrameElement | null>(null);
  const error = useSigningHandOff(() => frame.current, origin, grant);
  return (
    <Box sx={{ width: '100%', maxWidth: 980, mx: 'auto', px: { xs: 1, sm: 2 }, boxSizing: 'border-box' }}>
      {error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      <Box
        component="iframe"
        ref={frame}
        title="Signing"
        src={`${origin}${path}`}
        referrerPolicy="origin"
        sx={{ width: '100%', minHeight: 800, border: '1px solid', borderColor: 'divider' }}
      />
    </Box>
  );
}
