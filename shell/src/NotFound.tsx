import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

export function NotFound() {
  return (
    <Box component="section" sx={{ py: 10, px: 2, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        There is no OfferDesk screen at this address.
      </Typography>
      <Button component={RouterLink} to="/home" variant="contained">
        Go to Home
      </Button>
    </Box>
  );
}
