import { Box, Button, Card, CardContent, Chip, Typography } from '@mui/material';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@offerdesk/shared/mui-extra';
import { formatDateTime } from '@offerdesk/shared';
import type { WebhookEndpoint, WebhookEndpointWithSecret } from '@offerdesk/shared/contract';
import { useState } from 'react';
import { DeliveryLog } from './DeliveryLog';
import { useRemoveEndpoint, useRotateSecret, useUpdateEndpoint } from './api';

const lastDeliveryText = (e: WebhookEndpoint) =>
  e.lastDeliveryState && e.lastDeliveryOn
    ? `Last delivery: ${e.lastDeliveryState === 'pending' ? 'waiting' : e.lastDeliveryState}, ${formatDateTime(e.lastDeliveryOn)}`
    : 'No deliveries yet';

/** One endpoint: its address, events and state, with pause or resume, a new secret, removal and its deliveries. */
export function EndpointCard({ endpoint, onSecret }: { endpoint: WebhookEndpoint; onSecret: (made: WebhookEndpointWithSecret) => void }) {
  const [showLog, setShowLog] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const update = useUpdateEndpoint();
  const rotate = useRotateSecret();
  const remove = useRemoveEndpoint();
  const busy = update.isPending || rotate.isPending || remove.isPending;
  const failed = update.error ?? rotate.error ?? remove.error;
  const { endpointId, url, description, events, active } = endpoint;
  const titleId = `endpoint-${endpointId}`;

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id={titleId} component="h3" sx={{ fontWeight: 600, wordBreak: 'break-all' }}>
            {url}
          </Typography>
          <Chip size="small" label={active ? 'Active' : 'Paused'} color={active ? 'success' : 'default'} />
        </Box>
        {description && <Typography color="text.secondary">{description}</Typography>}
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }} aria-label="Events">
          {events.map((e) => (
            <Chip key={e} size="small" variant="outlined" label={e} />
          ))}
        </Box>
        <Typography variant="body2">{lastDeliveryText(endpoint)}</Typography>
        {failed && (
          <Typography variant="body2" color="error" role="alert">
            {failed.message}
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            size="small"
            disabled={busy}
            onClick={() => update.mutate({ endpointId, body: { url, description, events, active: !active } })}
          >
            {active ? 'Pause' : 'Resume'}
          </Button>
          <Button size="small" disabled={busy} onClick={() => rotate.mutate(endpointId, { onSuccess: onSecret })}>
            New secret
          </Button>
          <Button size="small" color="error" disabled={busy} onClick={() => setConfirmRemove(true)}>
            Remove
          </Button>
          <Button size="small" aria-expanded={showLog} onClick={() => setShowLog((s) => !s)}>
            {showLog ? 'Hide deliveries' : 'Show deliveries'}
          </Button>
        </Box>
        {showLog && <DeliveryLog endpointId={endpointId} />}
      </CardContent>
      <Dialog open={confirmRemove} onClose={() => setConfirmRemove(false)} aria-labelledby={`${titleId}-remove`}>
        <DialogTitle id={`${titleId}-remove`}>Remove this endpoint?</DialogTitle>
        <DialogContent>
          <Typography>{url} will receive no more events, and its delivery log is removed with it.</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmRemove(false)}>Keep it</Button>
          <Button
            color="error"
            variant="contained"
            disabled={remove.isPending}
            onClick={() => remove.mutate(endpointId, { onSettled: () => setConfirmRemove(false) })}
          >
            Remove
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
