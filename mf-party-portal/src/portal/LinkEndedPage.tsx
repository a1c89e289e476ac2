import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { mainApi } from '@offerdesk/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { serverMessage } from '../common/errors';
import { AgentContact } from '../landing/AgentCard';
import { partyLinkStatus, requestNewPartyLink } from './portalApi';

export const LINK_ENDED_TITLE = 'This link no longer opens the offer';
export const REQUEST_NEW_LINK_LABEL = 'Request a new link';

/**
 * The page of a party link that no longer opens its offer (the API's 410): why, whom to ask for a
 * new one (the agent's name and contact, nothing else of the offer) and a button that asks that
 * agent by e-mail.
 */
export function LinkEndedPage({ token, message }: { token: string | undefined; message: string }) {
  const status = useQuery({
    queryKey: ['portal', 'link-status', token ?? null],
    queryFn: ({ signal }) => partyLinkStatus(mainApi(), token!, signal),
    enabled: !!token,
  });
  const ask = useMutation({ mutationFn: () => requestNewPartyLink(mainApi(), token!) });
  const agent = status.data?.agent ?? null;
  return (
    <Box component="section" aria-labelledby="link-ended-title" sx={{ maxWidth: 560, mx: 'auto', py: 3 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography id="link-ended-title" variant="h5" component="h1">
          {LINK_ENDED_TITLE}
        </Typography>
        <Typography>{message}</Typography>
        {agent ? (
          <Card variant="outlined" component="section" aria-label="Ask for a new link">
            <CardContent>
              <Typography>
                Ask <strong>{agent.name}</strong>, the agent who sent it, for a new link:
              </Typography>
              <AgentContact phone={agent.phone} email={agent.email} />
            </CardContent>
          </Card>
        ) : (
          status.isFetched && <Typography>Ask the agent who sent it for a new link.</Typography>
        )}
        {ask.isSuccess ? (
          <Alert severity="success" role="status">
            {ask.data.message}
          </Alert>
        ) : (
          agent?.email && (
            <Box>
              <Button variant="contained" onClick={() => ask.mutate()} disabled={ask.isPending}>
                {REQUEST_NEW_LINK_LABEL}
              </Button>
            </Box>
          )
        )}
        {ask.isError && (
          <Alert severity="error" role="alert">
            {serverMessage(ask.error)}
          </Alert>
        )}
      </Box>
    </Box>
  );
}
