import { Box, Link } from '@mui/material';
import { Tooltip } from '@offerdesk/shared/mui-extra';

export const SIGN_DOCUMENTS_REVIEWER_HINT = 'An offer with a reviewer is sent for review first: remove the reviewer to sign it now.';
export const SIGN_DOCUMENTS_NO_FIELD_HINT = 'You hold no signature field in the selected documents.';

/**
 * The Share step's 'Sign documents': looks like a link, acts as a button (it shares, then opens the
 * agent's signing page). When it cannot be used it stays focusable and is heard as disabled, with
 * its reason shown on hover and on keyboard focus and read as its description.
 */
export function SignDocumentsLink({ hint, busy, onSign }: { hint: string | null; busy: boolean; onSign: () => void }) {
  const disabled = hint !== null || busy;
  return (
    <Box sx={{ mt: 1.5 }}>
      <Tooltip title={hint ?? ''} describeChild>
        <Link
          component="button"
          type="button"
          aria-disabled={disabled ? 'true' : undefined}
          onClick={() => {
            if (!disabled) onSign();
          }}
          sx={disabled ? { color: 'text.secondary', textDecorationColor: 'currentColor', cursor: 'not-allowed' } : undefined}
        >
          {busy ? 'Sharing...' : 'Sign documents'}
        </Link>
      </Tooltip>
    </Box>
  );
}
