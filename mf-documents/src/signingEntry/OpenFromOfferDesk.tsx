import { Button } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { PageFrame } from '../signing/signer/SignDocumentsPage';
import { SignerNotice } from '../signing/signer/SignerNotice';

export const OPEN_FROM_OFFERDESK_TEXT = 'Open this page from OfferDesk';

/**
 * An agent page (`/sign-contract-documents`, `/sign-assigner`) opened on the signing service's own
 * origin: it reads the agent's session of the shell, which this origin cannot read, so it points to
 * the same page in OfferDesk (the shell), which shows it with the agent's session.
 */
export function OpenFromOfferDesk({ agentAppUrl }: { agentAppUrl: string | null }) {
  const { pathname, search } = useLocation();
  const href = agentAppUrl ? `${agentAppUrl}${pathname}${search}` : null;
  return (
    <PageFrame>
      <SignerNotice
        severity="info"
        title={OPEN_FROM_OFFERDESK_TEXT}
        action={
          href && (
            <Button href={href} target="_top" variant="contained">
              Open in OfferDesk
            </Button>
          )
        }
      >
        This page works with your OfferDesk sign-in. Open it from OfferDesk to continue.
      </SignerNotice>
    </PageFrame>
  );
}
