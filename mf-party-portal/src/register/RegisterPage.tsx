import { Alert, Box, Typography } from '@mui/material';
import { REGISTRATION_MESSAGES } from '@offerdesk/shared/forms';
import { useState } from 'react';
import { serverMessage } from '../common/errors';
import { registerClient } from '../portal/portalApi';
import { PortalOfferGate } from '../portal/PortalOfferGate';
import { usePortalLink } from '../portal/usePortalLink';
import { RegistrationForm } from './RegistrationForm';

/** /client/register/{offerId}/{partyId}?t=: the buyer client's registration for the client mobile app. */
export function RegisterPage() {
  const link = usePortalLink();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h5" component="h1">
        Client Registration
      </Typography>
      <PortalOfferGate link={link}>
        {(model) =>
          done ? (
            <Alert severity="success" role="status">
              {REGISTRATION_MESSAGES.success}
            </Alert>
          ) : (
            <RegistrationForm
              initial={{ firstName: model.party?.firstName ?? '', lastName: model.party?.lastName ?? '' }}
              serverError={error}
              onRegister={async (values) => {
                setError(null);
                try {
                  await registerClient(link, model.offer, values);
                  setDone(true);
                } catch (e) {
                  setError(serverMessage(e));
                }
              }}
            />
          )
        }
      </PortalOfferGate>
    </Box>
  );
}
export default RegisterPage;
