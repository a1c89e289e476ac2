import { Alert, Box, Typography } from '@mui/material';
import { REGISTRATION_MESSAGES, type ClientRegistrationValues } from '@offerdesk/shared/forms';
import { useState } from 'react';
import { serverMessage } from '../common/errors';
import { registerClient } from '../portal/portalApi';
import { usePortalLink } from '../portal/usePortalLink';
import { RegistrationForm } from './RegistrationForm';

/** The buyer client's registration for the client mobile app. */
export function RegisterPage() {
  const link = usePortalLink();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  async function register(values: ClientRegistrationValues) {
    setError(null);
    try {
      await registerClient(link, values);
      setDone(true);
    } catch (e) {
      setError(serverMessage(e));
    }
  }
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h5" component="h1">
        Client Registration
      </Typography>
      {done ? (
        <Alert severity="success" role="status">
          {REGISTRATION_MESSAGES.success}
        </Alert>
      ) : (
        <RegistrationForm initial={{}} onRegister={register} serverError={error} />
      )}
    </Box>
  );
}
export default RegisterPage;
