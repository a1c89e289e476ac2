import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { asksToRotate } from './phoneDevice';
import { useViewport } from './useViewport';

/** Seed 001, layout notes. */
export const ROTATE_MESSAGE = 'Please rotate your device to continue';

/**
 * Wherever a client lands — the party portal on its own deployment or in the shell, the signing
 * service's signing page — a phone held sideways sees only the rotate notice (docs/domain/portal.md,
 * "The rotate notice wherever a client lands").
 */
/** `landmark`: the page has no `<main>` of its own around this (the portal's own deployment). */
export function RotateGate({ children, landmark = false }: { children: ReactNode; landmark?: boolean }) {
  const { width, height } = useViewport();
  if (!asksToRotate(navigator.userAgent, width, height)) return <>{children}</>;
  return (
    <Box
      component={landmark ? 'main' : 'div'}
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}
    >
      <Typography variant="h6" component="h1" role="alert">
        {ROTATE_MESSAGE}
      </Typography>
    </Box>
  );
}
