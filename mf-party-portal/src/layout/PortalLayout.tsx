import { AppBar, Box, Toolbar, Typography } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { asksToRotate } from './device';
import { isInFrame } from './inFrame';
import { LoginButton, OwnHeaderContext } from './LoginButton';
import { useViewport } from './useViewport';

export const ROTATE_MESSAGE = 'Please rotate your device to continue';

/** The party portal deployed on its own: a branded header (hidden in a frame) with Login for in-house agents, and the rotate notice on phones held sideways. */
export function PortalLayout({ children }: { children: ReactNode }) {
  const { width, height } = useViewport();
  const framed = useMemo(isInFrame, []);
  if (asksToRotate(navigator.userAgent, width, height)) {
    return (
      <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
        <Typography variant="h6" component="h1" role="alert">
          {ROTATE_MESSAGE}
        </Typography>
      </Box>
    );
  }
  return (
    <>
      {!framed && (
        <AppBar position="static" color="primary" component="header">
          <Toolbar sx={{ gap: 2 }}>
            <Typography variant="h6" component="div" sx={{ flexGrow: 1, fontWeight: 700 }}>
              OfferDesk
            </Typography>
            <LoginButton color="inherit" />
          </Toolbar>
        </AppBar>
      )}
      {/* The page margins come with each screen (inPortalPage), so they are the same inside the shell. */}
      <OwnHeaderContext.Provider value={!framed}>
        <Box component="main">{children}</Box>
      </OwnHeaderContext.Provider>
    </>
  );
}
