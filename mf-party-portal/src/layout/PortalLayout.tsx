import { AppBar, Box, Toolbar, Typography } from '@mui/material';
import { RotateGate } from '@offerdesk/shared';
import { useMemo, type ReactNode } from 'react';
import { isInFrame } from './inFrame';
import { LoginButton, OwnHeaderContext } from './LoginButton';

export { ROTATE_MESSAGE } from '@offerdesk/shared';

/** The party portal deployed on its own: a branded header (hidden in a frame) with Login for in-house agents, and the rotate notice on phones held sideways. */
export function PortalLayout({ children }: { children: ReactNode }) {
  const framed = useMemo(isInFrame, []);
  return (
    <RotateGate landmark>
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
    </RotateGate>
  );
}
