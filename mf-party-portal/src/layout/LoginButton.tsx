import { Button } from '@mui/material';
import { createContext } from 'react';
import { agentLoginUrl } from './inFrame';
import { usePortalHeader } from './portalHeaderStore';

/** True under the portal's own branded header (its own deployment); false inside the shell, whose header is its own. */
export const OwnHeaderContext = createContext(false);

/** Login for an in-house agent on the screen's offer: the agent app, entered at that offer (docs/domain/portal.md, "Its own deployment"). */
export function LoginButton({ color }: { color?: 'inherit' | 'primary' }) {
  const offerId = usePortalHeader((s) => s.loginOfferId);
  if (offerId == null) return null;
  return (
    <Button color={color} variant="outlined" href={agentLoginUrl(offerId)}>
      Login
    </Button>
  );
}
