import { Box } from '@mui/material';
import type { ComponentType } from 'react';

/**
 * A portal screen in its page margins: the same in the portal's own deployment and inside the
 * shell, whose main area has none of its own (at 375 px the cards would touch the screen's edges).
 */
export function inPortalPage(Screen: ComponentType): ComponentType {
  function PortalPage() {
    return (
      <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: 2 }}>
        <Screen />
      </Box>
    );
  }
  PortalPage.displayName = `PortalPage(${Screen.displayName ?? Screen.name})`;
  return PortalPage;
}
