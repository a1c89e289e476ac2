import { AppBar, Box, Button, Chip, Toolbar, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { getAuthenticatedAgent, mainApi } from '@offerdesk/shared';
import { sessionStore, useSession } from '@offerdesk/runtime';

/** 'OfferDesk' with the Beta marker, used by the header and the sign-in page. */
export function Brand({ color = 'inherit', to }: { color?: string; to?: string }) {
  const name = (
    <Typography variant="h6" component="span" sx={{ fontWeight: 700, letterSpacing: 0.2, color }}>
      OfferDesk
    </Typography>
  );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      {to ? (
        <Box component={RouterLink} to={to} sx={{ textDecoration: 'none', color }} aria-label="OfferDesk home">
          {name}
        </Box>
      ) : (
        name
      )}
      <Chip label="Beta" size="small" color="warning" sx={{ fontWeight: 700, height: 20, fontSize: 11 }} />
    </Box>
  );
}

/** Where a brokerage administrator manages the brokerage's webhooks (a screen of the offers remote). */
export const WEBHOOK_SETTINGS_PATH = '/settings/webhooks';

/** The brokerage's text of consent to sign electronically: every agent reads it, an administrator changes it. */
export const SIGNING_CONSENT_SETTINGS_PATH = '/settings/signing-consent';

/** The signed-in agent's display name (the account's, else the token's) and whether the agent administers the brokerage. */
function useAgentAccount(): { name: string | null; isBrokerageAdmin: boolean } {
  const session = useSession((s) => s.session);
  const token = session?.accessToken ?? null;
  const [fetched, setFetched] = useState<{ token: string; name: string; isBrokerageAdmin: boolean } | null>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    getAuthenticatedAgent(mainApi())
      .then((a) => {
        const name = a?.name || [a?.firstName, a?.lastName].filter(Boolean).join(' ');
        if (live && name) setFetched({ token, name, isBrokerageAdmin: a.isBrokerageAdmin === true });
      })
      .catch(() => undefined); // the name from the token stays; a 401 logs out through the client
    return () => {
      live = false;
    };
  }, [token]);

  if (!session) return { name: null, isBrokerageAdmin: false };
  const current = fetched && fetched.token === token ? fetched : null;
  return { name: current?.name ?? session.name, isBrokerageAdmin: current?.isBrokerageAdmin ?? false };
}

/** The top header (hidden inside a parent frame). */
export function Header() {
  const signedIn = useSession((s) => !!s.session);
  const { name: agentName, isBrokerageAdmin } = useAgentAccount();
  const navigate = useNavigate();

  const logout = () => {
    sessionStore.getState().logout('user');
    navigate('/login', { replace: true });
  };

  return (
    <AppBar position="static" elevation={0} component="header">
      <Toolbar sx={{ gap: 2, minHeight: { xs: 56, sm: 64 }, px: { xs: 2, sm: 3 } }}>
        <Brand to={signedIn ? '/home' : undefined} />
        <Box sx={{ flexGrow: 1 }} />
        {signedIn && (
          <>
            <Typography
              data-testid="agent-name"
              noWrap
              sx={{ maxWidth: { xs: 120, sm: 320 }, opacity: 0.92, fontSize: { xs: 14, sm: 16 } }}
              title={agentName ?? undefined}
            >
              {agentName}
            </Typography>
            {/* Every agent (the text their parties agree to); from tablet width up, so a phone's header keeps its room. */}
            <Button
              color="inherit"
              size="small"
              component={RouterLink}
              to={SIGNING_CONSENT_SETTINGS_PATH}
              sx={{ flexShrink: 0, display: { xs: 'none', sm: 'inline-flex' } }}
            >
              Signing consent
            </Button>
            {isBrokerageAdmin && (
              <Button color="inherit" size="small" component={RouterLink} to={WEBHOOK_SETTINGS_PATH} sx={{ flexShrink: 0 }}>
                Webhooks
              </Button>
            )}
            <Button
              color="inherit"
              variant="outlined"
              size="small"
              onClick={logout}
              sx={{ borderColor: 'rgba(255,255,255,0.6)', flexShrink: 0 }}
            >
              Logout
            </Button>
          </>
        )}
      </Toolbar>
    </AppBar>
  );
}
