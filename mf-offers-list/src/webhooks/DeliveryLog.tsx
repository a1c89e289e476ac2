import { Box, Button, Typography } from '@mui/material';
import { formatDateTime, LoadingState, ErrorState } from '@offerdesk/shared';
import type { WebhookDelivery } from '@offerdesk/shared/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useWebhookDeliveries, webhookKeys } from './api';

const STATE_TEXT: Record<WebhookDelivery['state'], string> = {
  pending: 'Waiting',
  delivered: 'Delivered',
  failed: 'Failed',
};

const answerOf = (d: WebhookDelivery) => (d.lastStatus ? `${d.lastStatus}` : '') + (d.lastError ? ` ${d.lastError}` : '') || '—';

const whenOf = (d: WebhookDelivery) =>
  d.state === 'delivered' && d.deliveredOn
    ? formatDateTime(d.deliveredOn)
    : d.state === 'pending' && d.nextAttemptOn
      ? `next try ${formatDateTime(d.nextAttemptOn)}`
      : formatDateTime(d.createdOn);

/** The endpoint's deliveries, newest first, 20 at a time. */
export function DeliveryLog({ endpointId }: { endpointId: number }) {
  const log = useWebhookDeliveries(endpointId);
  const client = useQueryClient();
  // Each read of the log reads the endpoints again, so the card's last delivery agrees with it.
  useEffect(() => {
    if (log.dataUpdatedAt) void client.invalidateQueries({ queryKey: webhookKeys.endpoints() });
  }, [client, log.dataUpdatedAt]);
  if (log.isPending) return <LoadingState label="Loading deliveries…" />;
  if (log.isError) return <ErrorState message="The deliveries could not be loaded." onRetry={() => void log.refetch()} />;
  const rows = log.data.pages.flatMap((p) => p.items);
  if (!rows.length) return <Typography color="text.secondary">No deliveries yet.</Typography>;
  return (
    <Box>
      <Box
        component="table"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          fontSize: 14,
          '& th, & td': { textAlign: 'left', p: 0.75, borderBottom: 1, borderColor: 'divider' },
        }}
      >
        <caption style={{ textAlign: 'left', captionSide: 'top', fontWeight: 600, paddingBottom: 4 }}>Deliveries</caption>
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">Offer</th>
            <th scope="col">State</th>
            <th scope="col">Tries</th>
            <th scope="col">Last answer</th>
            <th scope="col">When</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((d) => (
            <tr key={d.deliveryId}>
              <td>{d.event}</td>
              <td>{d.offerId ?? '—'}</td>
              <td>{STATE_TEXT[d.state]}</td>
              <td>{d.attempts}</td>
              <td>{answerOf(d)}</td>
              <td>{whenOf(d)}</td>
            </tr>
          ))}
        </tbody>
      </Box>
      {log.hasNextPage && (
        <Button sx={{ mt: 1 }} onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
          {log.isFetchingNextPage ? 'Loading…' : 'Show older deliveries'}
        </Button>
      )}
    </Box>
  );
}
