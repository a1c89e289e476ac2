import { Box } from '@mui/material';
import { RotateGate } from '@offerdesk/shared';
import type { ComponentType } from 'react';

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
          <Screen />
        </Box>
      </RotateGate>
    );
  }
  PortalPage.displayName = `PortalPage(${Screen.displayName ?? Screen.name})`;
  return PortalPage;
}
