import { Box, Typography } from '@mui/material';
import { pageTitle } from '@offerdesk/shared';
import { RELEASE_CHECK_ROUTE } from './routeManifest';

/** The screen of the test-only release-check route: shows that this build of the remote is the one served. */
export function ReleaseCheckScreen() {
  return (
    <Box sx={{ py: 8, px: 2, textAlign: 'center' }}>
      <Typography variant="h5" component="h2" gutterBottom>
        Parties release check
      </Typography>
      <Typography color="text.secondary">This screen was deployed with the Parties remote alone.</Typography>
      {/* Formatted by this release's own copy of shared code, whatever the shell's copy does. */}
      <Typography color="text.secondary">Tab title by this release: {pageTitle(RELEASE_CHECK_ROUTE.title)}</Typography>
    </Box>
  );
}
