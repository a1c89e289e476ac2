import { Alert, Box, Link, Typography } from '@mui/material';
import { Side } from '@offerdesk/shared';
import { REGISTRATION_MESSAGES } from '@offerdesk/shared/forms';
import { useState } from 'react';
import { serverMessage } from '../common/errors';
import { registerClient, useInvalidatePortalOffer } from '../portal/portalApi';
import { PortalOfferGate } from '../portal/PortalOfferGate';
import { Link as RouterLink } from 'react-router-dom';
import { portalPaths, usePortalLink } from '../portal/usePortalLink';
import { RegistrationForm } from './RegistrationForm';

/** OfferDesk's wording (the seed shows none): a link of anyone but a buyer client opens no form it could not send. */
export const REGISTRATION_BUYERS_ONLY = 'Registration for the client mobile app is open to the buyers of this offer.';

/** /client/register/{offerId}/{partyId}?t=: the buyer client's registration for the client mobile app. */
export function RegisterPage() {
  const link = usePortalLink();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  // The landing page reads the same cached offer: it must not offer Register again once registered.
  const reloadOffer = useInvalidatePortalOffer(link);
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h5" component="h1">
        Client Registration
      </Typography>
      <PortalOfferGate link={link}>
        {(model) =>
          done || !(model.party?.isClient && model.party.sideId === Side.buyer) ? (
            <>
              <Alert severity={done ? 'success' : 'info'} role="status">
                {done ? REGISTRATION_MESSAGES.success : REGISTRATION_BUYERS_ONLY}
              </Alert>
              <Link component={RouterLink} to={portalPaths.landing(link)}>
                Back to the offer
              </Link>
            </>
          ) : (
            <RegistrationForm
              initial={{ firstName: model.party?.firstName ?? '', lastName: model.party?.lastName ?? '' }}
              serverError={error}
              onRegister={async (values) => {
                setError(null);
                try {
                  await registerClient(link, model.offer, values);
                  await reloadOffer();
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
