import { Box, Typography } from '@mui/material';
import { ApiError, EmptyState, ErrorState, LoadingState } from '@offerdesk/shared';
import { WEBHOOK_REPLAY_WINDOW_SECONDS, WEBHOOK_SIGNATURE_HEADER } from '@offerdesk/shared/features';
import type { WebhookEndpointWithSecret } from '@offerdesk/shared/contract';
import { useState } from 'react';
import { EndpointCard } from './EndpointCard';
import { EndpointForm } from './EndpointForm';
import { SecretNotice } from './SecretNotice';
import { useWebhookEndpoints } from './api';

/** /settings/webhooks: a brokerage administrator's webhook endpoints (docs/domain/webhooks.md); the shell shows the page's heading. */
export function WebhooksPage() {
  const endpoints = useWebhookEndpoints();
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const showSecret = (made: WebhookEndpointWithSecret) => setSecret({ url: made.endpoint.url, secret: made.secret });

  if (endpoints.isPending) return <LoadingState label="Loading webhooks…" />;
  if (endpoints.isError) {
    const refused = endpoints.error instanceof ApiError && endpoints.error.status === 403;
    return refused ? (
      <ErrorState title="Webhooks" message={endpoints.error.message} />
    ) : (
      <ErrorState message="The webhooks could not be loaded." onRetry={() => void endpoints.refetch()} />
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 960, mx: 'auto', p: { xs: 2, sm: 3 } }}>
      <Box>
        <Typography color="text.secondary">
          OfferDesk posts each chosen event of your brokerage&apos;s offers to these addresses as JSON, in order per offer, and tries again
          with growing pauses when your system does not answer 2xx. Each post carries the header <code>{WEBHOOK_SIGNATURE_HEADER}</code>:{' '}
          <code>t=</code> the time in seconds and <code>v1=</code> the HMAC-SHA256 of <code>t.body</code> under the endpoint&apos;s secret;
          refuse a post whose time is more than {WEBHOOK_REPLAY_WINDOW_SECONDS / 60} minutes from your clock.
        </Typography>
      </Box>
      {secret && <SecretNotice url={secret.url} secret={secret.secret} onClose={() => setSecret(null)} />}
      <Box component="section" aria-labelledby="webhook-endpoints" sx={{ display: 'grid', gap: 2 }}>
        <Typography id="webhook-endpoints" variant="h6" component="h2">
          Endpoints
        </Typography>
        {endpoints.data.length ? (
          endpoints.data.map((e) => <EndpointCard key={e.endpointId} endpoint={e} onSecret={showSecret} />)
        ) : (
          <EmptyState>No endpoints yet. Add one below to send your offers&apos; events to your own systems.</EmptyState>
        )}
      </Box>
      <Box component="section" aria-labelledby="webhook-add" sx={{ display: 'grid', gap: 2 }}>
        <Typography id="webhook-add" variant="h6" component="h2">
          Add an endpoint
        </Typography>
        <EndpointForm onCreated={showSecret} />
      </Box>
    </Box>
  );
}
