import { Box, Button, Checkbox, FormControl, FormControlLabel, FormHelperText, FormLabel, TextField } from '@mui/material';
import { ApiError } from '@offerdesk/shared';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS, type WebhookEvent } from '@offerdesk/shared/features';
import type { WebhookEndpointWithSecret } from '@offerdesk/shared/contract';
import { useState, type FormEvent } from 'react';
import { useCreateEndpoint } from './api';

/** Add an endpoint: its https address, what it is for, and the events it receives. */
export function EndpointForm({ onCreated }: { onCreated: (made: WebhookEndpointWithSecret) => void }) {
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([]);
  const create = useCreateEndpoint();
  const error = create.error instanceof ApiError ? create.error : null;
  const fieldError = (name: string) =>
    error?.fields?.[name] ?? Object.entries(error?.fields ?? {}).find(([k]) => k.startsWith(`${name}.`))?.[1];
  const otherError = error && !error.fields ? error.message : create.error && !error ? 'The endpoint could not be added. Try again.' : null;

  const toggle = (event: WebhookEvent) =>
    setEvents((now) =>
      now.includes(event) ? now.filter((e) => e !== event) : WEBHOOK_EVENTS.filter((e) => e === event || now.includes(e)),
    );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(
      { url, description, events },
      {
        onSuccess: (made) => {
          setUrl('');
          setDescription('');
          setEvents([]);
          onCreated(made);
        },
      },
    );
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Add an endpoint" sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
      <TextField
        label="Endpoint address"
        placeholder="https://crm.yourbrokerage.com/offerdesk-events"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        required
        error={!!fieldError('url')}
        helperText={fieldError('url') ? `Address ${fieldError('url')}.` : 'An https:// address of your own system.'}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <TextField
        label="Description"
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        error={!!fieldError('description')}
        helperText={fieldError('description') ?? 'Optional: what receives these events.'}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <FormControl component="fieldset" error={!!fieldError('events')}>
        <FormLabel component="legend">Events</FormLabel>
        {WEBHOOK_EVENTS.map((event) => (
          <FormControlLabel
            key={event}
            control={<Checkbox checked={events.includes(event)} onChange={() => toggle(event)} />}
            label={`${WEBHOOK_EVENT_LABELS[event]} (${event})`}
          />
        ))}
        <FormHelperText>{fieldError('events') ? 'Choose at least one event.' : 'The events this endpoint receives.'}</FormHelperText>
      </FormControl>
      {otherError && (
        <FormHelperText error role="alert">
          {otherError}
        </FormHelperText>
      )}
      <Box>
        <Button type="submit" variant="contained" disabled={create.isPending}>
          {create.isPending ? 'Adding…' : 'Add endpoint'}
        </Button>
      </Box>
    </Box>
  );
}
