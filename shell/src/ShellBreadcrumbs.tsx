import { Box, Breadcrumbs, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

const LIST_TITLE = 'Offers';

const current = (text: string) => (
  <Typography color="text.primary" aria-current="page" sx={{ fontSize: 14, fontWeight: 600 }}>
    {text}
  </Typography>
);

/**
 * Home > Offers; on other screens (creation: 'Create Offer') the route's title follows as the
 * page title. A screen outside the offers (the brokerage's settings) reads Home > its title. Without
 * a title (an address whose screen could not be found out) only the way back.
 */
export function ShellBreadcrumbs({ title, outsideOffers = false }: { title: string | null; outsideOffers?: boolean }) {
  const onList = title === LIST_TITLE;
  const offersCrumb = onList ? (
    current(LIST_TITLE)
  ) : (
    <Link component={RouterLink} to="/offers" underline="hover" color="inherit">
      {LIST_TITLE}
    </Link>
  );
  return (
    <Box component="nav" aria-label="Breadcrumb" sx={{ px: { xs: 2, sm: 3 }, pt: 2, pb: 1 }}>
      <Breadcrumbs separator="›" sx={{ fontSize: 14 }}>
        <Link component={RouterLink} to="/home" underline="hover" color="inherit">
          Home
        </Link>
        {outsideOffers && title ? current(title) : offersCrumb}
      </Breadcrumbs>
      {!onList && title && (
        <Typography variant="h5" component="h1" sx={{ mt: 0.5, fontWeight: 600 }}>
          {title}
        </Typography>
      )}
    </Box>
  );
}
