import { Box, Button } from '@mui/material';
import { inAppReturnPath } from '@offerdesk/shared';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';

/** The in-app page the party editor was opened from (`?returnTo=/offer-documents/9`): a path of this app only, never another origin. */
export function useReturnTo(): string | null {
  const [params] = useSearchParams();
  return inAppReturnPath(params.get('returnTo'));
}

/** Opened as the party editor of the offer page: Done goes back there instead of the wizard's step buttons. */
export function DoneFooter({ to, busy }: { to: string; busy: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
      <Button variant="contained" component={RouterLink} to={to} disabled={busy}>
        Done
      </Button>
    </Box>
  );
}
