import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 6 }}>
      <CircularProgress size={28} aria-label={label} />
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  );
}

/** An error with one way forward: Retry by default, or another action (e.g. 'Back to Offers'). */
export function ErrorState({
  title,
  message,
  onRetry,
  retryLabel = 'Retry',
}: {
  title?: string;
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
}) {
  return (
    <Box sx={{ py: 4, px: 2, display: 'flex', justifyContent: 'center' }}>
      <Alert
        severity="error"
        role="alert"
        sx={{ maxWidth: 560, width: '100%' }}
        action={
          onRetry ? (
            <Button color="inherit" size="small" onClick={onRetry}>
              {retryLabel}
            </Button>
          ) : undefined
        }
      >
        {title && <strong>{title}. </strong>}
        {message}
      </Alert>
    </Box>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ py: 6, textAlign: 'center' }}>
      <Typography color="text.secondary">{children}</Typography>
    </Box>
  );
}
