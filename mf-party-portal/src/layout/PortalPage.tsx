import { Box } from '@mui/material';
import { useSession } from '@offerdesk/runtime';
import { RotateGate } from '@offerdesk/shared';
import { useContext, useMemo, type ComponentType } from 'react';
import { isInFrame } from './inFrame';
import { LoginButton, OwnHeaderContext } from './LoginButton';

/**
 * Login for an in-house agent where the portal's own header is not there: a mailed link opened in the shell, whose
 * header has none. Not in a frame (no header there at all) and not once an agent is signed in (the shell's header
 * names the agent).
 */
function ShellLogin() {
  const ownHeader = useContext(OwnHeaderContext);
  const framed = useMemo(isInFrame, []);
  const signedIn = useSession((s) => !!s.session);
  if (ownHeader || framed || signedIn) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', '&:empty': { display: 'none' } }}>
      <LoginButton />
    </Box>
  );
}

/**
 * A portal screen in its page margins: the same in the portal's own deployment and inside the
 * shell, whose main area has none of its own (at 375 px the cards would touch the screen's edges).
 * In the shell too, a phone held sideways sees only the rotate notice (mailed links open there).
 */
export function inPortalPage(Screen: ComponentType): ComponentType {
  function PortalPage() {
    return (
      <RotateGate>
        <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: 2 }}>
          <ShellLogin />
          <Screen />
        </Box>
      </RotateGate>
    );
  }
  PortalPage.displayName = `PortalPage(${Screen.displayName ?? Screen.name})`;
  return PortalPage;
}
