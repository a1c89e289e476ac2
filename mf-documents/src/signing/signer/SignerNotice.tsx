import { Alert, Box, Button, Link, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A full-width notice of the signing page (state headline, detail, optional action). */
export function SignerNotice({
  severity,
  title,
  children,
  action,
}: {
  severity: 'info' | 'success' | 'warning' | 'error';
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
      <Alert severity={severity} role="status" sx={{ mb: children ? 1 : 0 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
      </Alert>
      {children && <Box sx={{ px: 1 }}>{children}</Box>}
      {action && <Box sx={{ mt: 2, px: 1 }}>{action}</Box>}
    </Paper>
  );
}

/** What the buyer client's account is and what follows (docs/domain/portal.md, "Sign first, registration at signing"). */
export const ACCOUNT_EXPLAINED =
  'Register to follow this offer in the OfferDesk client app: on the next page you choose a user name and a password, ' +
  'then we e-mail you the invite to the app. You can also do it later from your offer page.';

/** 'Go to your account' (seed 001 §2, `accounturl`), said what it is before the button. */
export const AccountLink = ({ href }: { href: string }) => (
  <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
    <Typography id="account-explained">{ACCOUNT_EXPLAINED}</Typography>
    <Button component={Link} href={href} variant="contained" aria-describedby="account-explained">
      Go to your account
    </Button>
  </Box>
);
