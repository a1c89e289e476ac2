import { Box } from '@mui/material';
import { HintedButton } from '@offerdesk/shared/mui-extra';

export const SIGN_DOCUMENTS_REVIEWER_HINT = 'An offer with a reviewer is sent for review first: remove the reviewer to sign it now.';
export const SIGN_DOCUMENTS_NO_FIELD_HINT = 'You hold no signature field in the selected documents.';

/** A text button drawn as a link: underlined body text, no padding. */
const LINK_LOOK = {
  p: 0,
  minWidth: 0,
  typography: 'body1',
  textDecoration: 'underline',
  '&:hover': { textDecoration: 'underline', bgcolor: 'transparent' },
};

/**
 * The Share step's 'Sign documents': looks like a link, acts as a button (it shares, then opens the
 * agent's signing page). When it cannot be used it stays focusable and is heard as disabled, with
 * its reason shown on hover and on keyboard focus and read as its description.
 */
export function SignDocumentsLink({ hint, busy, onSign }: { hint: string | null; busy: boolean; onSign: () => void }) {
  return (
    <Box sx={{ mt: 1.5 }}>
      <HintedButton variant="text" disableRipple hint={hint} busy={busy} onClick={onSign} sx={LINK_LOOK}>
        {busy ? 'Sharing...' : 'Sign documents'}
      </HintedButton>
    </Box>
  );
}
