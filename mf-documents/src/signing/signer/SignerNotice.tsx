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

export const AccountLink = ({ href }: { href: string }) => (
  <Button component={Link} href={href} variant="contained">
    Go to your account
  </Button>
);
