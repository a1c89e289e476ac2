import { Box, Breadcrumbs, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

export interface Crumb {
  label: string;
  /** Omitted for the current page (the last crumb). */
  to?: string;
}

/**
 * The breadcrumb of a screen that shows its own (its manifest route has `ownBreadcrumb`, so the
 * shell shows none): Home first, the current page last, then the page's one h1.
 */
export function PageBreadcrumb({ crumbs, heading }: { crumbs: Crumb[]; heading: string }) {
  return (
    <Box sx={{ mb: 2 }}>
      <Box component="nav" aria-label="Breadcrumb">
        <Breadcrumbs separator="›" sx={{ fontSize: 14 }}>
          <Link component={RouterLink} to="/home" underline="hover" color="inherit">
            Home
          </Link>
          {crumbs.map((c) =>
            c.to ? (
              <Link key={c.label} component={RouterLink} to={c.to} underline="hover" color="inherit">
                {c.label}
              </Link>
            ) : (
              <Typography key={c.label} color="text.primary" aria-current="page" sx={{ fontSize: 14, fontWeight: 600 }}>
                {c.label}
              </Typography>
            ),
          )}
        </Breadcrumbs>
      </Box>
      <Typography variant="h5" component="h1" sx={{ mt: 0.5, fontWeight: 600 }}>
        {heading}
      </Typography>
    </Box>
  );
}
