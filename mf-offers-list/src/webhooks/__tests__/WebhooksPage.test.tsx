import { CssBaseline, ThemeProvider } from '@mui/material';
import { offerDeskTheme } from '@offerdesk/shared';
import { createQueryClient, QueryClientProvider } from '@offerdesk/runtime';
import { contract } from '@offerdesk/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { answer, fail, sent, server, startApiServer } from '../../testing/api';
import { WebhooksPage } from '../WebhooksPage';

const ENDPOINT = {
  endpointId: 7,
  url: 'https://crm.summit.example/hooks',
  description: 'CRM',
  events: ['offer.created', 'offer.accepted'],
  active: true,
  createdOn: '2026-11-27T10:00:00.000Z',
  lastDeliveryState: 'delivered',
  lastDeliveryOn: '2026-11-27T11:00:00.000Z',
};
const SECRET = `whsec_${'a'.repeat(43)}`;

let endpoints: (typeof ENDPOINT)[] = [];
startApiServer(() => [answer(contract.webhooks.list, () => HttpResponse.json(endpoints))]);

const renderPage = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider theme={offerDeskTheme}>
        <CssBaseline />
        <WebhooksPage />
      </ThemeProvider>
    </QueryClientProvider>,
  );

beforeEach(() => {
  endpoints = [];
});

it('says when there is no endpoint yet and adds one, showing its secret once', async () => {
  renderPage();
  expect(await screen.findByText(/No endpoints yet/)).toBeInTheDocument();
  server.use(
    answer(contract.webhooks.create, async ({ request }) => {
      const body = (await request.clone().json()) as { url: string; events: string[] };
      endpoints = [{ ...ENDPOINT, url: body.url, events: body.events, lastDeliveryState: null as never, lastDeliveryOn: null as never }];
      return HttpResponse.json({ endpoint: endpoints[0], secret: SECRET });
    }),
  );
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /Endpoint address/ }), 'https://crm.summit.example/hooks');
  await user.click(screen.getByRole('checkbox', { name: /Offer accepted \(offer.accepted\)/ }));
  await user.click(screen.getByRole('checkbox', { name: /Offer created \(offer.created\)/ }));
  await user.click(screen.getByRole('button', { name: 'Add endpoint' }));

  expect(await screen.findByTestId('webhook-secret')).toHaveTextContent(SECRET);
  // The events go in the order the product lists them, whatever order they were ticked in.
  expect(await sent(contract.webhooks.create)[0].json()).toEqual({
    url: 'https://crm.summit.example/hooks',
    description: '',
    events: ['offer.created', 'offer.accepted'],
  });
  const card = await screen.findByRole('region', { name: 'https://crm.summit.example/hooks' });
  expect(within(card).getByText('No deliveries yet')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Endpoint address/ })).toHaveValue('');
});

it('shows the API’s reason on the field it names', async () => {
  renderPage();
  await screen.findByText(/No endpoints yet/);
  server.use(
    answer(contract.webhooks.create, () =>
      fail({ status: 400, code: 'validation', message: 'url: must start with https://', fields: { url: 'must start with https://' } }),
    ),
  );
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /Endpoint address/ }), 'http://crm.summit.example');
  await user.click(screen.getByRole('checkbox', { name: /Offer created/ }));
  await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
  expect(await screen.findByText('Address must start with https://.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Endpoint address/ })).toHaveAttribute('aria-invalid', 'true');
});

it('pauses an endpoint, lists its deliveries and removes it after asking', async () => {
  endpoints = [ENDPOINT];
  server.use(
    answer(contract.webhooks.update, async ({ request }) => {
      const body = (await request.clone().json()) as { active: boolean };
      endpoints = [{ ...ENDPOINT, active: body.active }];
      return HttpResponse.json(endpoints[0]);
    }),
    answer(contract.webhooks.deliveries, () =>
      HttpResponse.json({
        items: [
          {
            deliveryId: 3,
            event: 'offer.accepted',
            offerId: 41,
            state: 'failed',
            attempts: 10,
            lastStatus: 503,
            lastError: 'answered 503',
            createdOn: '2026-11-27T10:00:00.000Z',
            nextAttemptOn: null,
            deliveredOn: null,
          },
        ],
        nextCursor: null,
      }),
    ),
    answer(contract.webhooks.remove, () => {
      endpoints = [];
      return HttpResponse.json({ removed: true });
    }),
  );
  renderPage();
  const user = userEvent.setup();
  const card = await screen.findByRole('region', { name: ENDPOINT.url });
  expect(within(card).getByText('Active')).toBeInTheDocument();
  await user.click(within(card).getByRole('button', { name: 'Pause' }));
  expect(await within(card).findByText('Paused')).toBeInTheDocument();
  expect(await sent(contract.webhooks.update)[0].json()).toEqual({
    url: ENDPOINT.url,
    description: 'CRM',
    events: ENDPOINT.events,
    active: false,
  });

  await user.click(within(card).getByRole('button', { name: 'Show deliveries' }));
  const row = await within(card).findByRole('row', { name: /offer.accepted/ });
  expect(
    within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['offer.accepted', '41', 'Failed', '10', '503 answered 503', expect.stringMatching(/^11\/27\/26/)]);

  await user.click(within(card).getByRole('button', { name: 'Remove' }));
  const dialog = await screen.findByRole('dialog', { name: 'Remove this endpoint?' });
  await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
  expect(await screen.findByText(/No endpoints yet/)).toBeInTheDocument();
  await waitFor(() => expect(sent(contract.webhooks.remove)).toHaveLength(1));
});

it('tells an agent who is not an administrator why the page is empty', async () => {
  server.use(
    answer(contract.webhooks.list, () =>
      fail({ status: 403, code: 'forbidden', message: 'Only a brokerage administrator can manage webhooks.' }),
    ),
  );
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent('Only a brokerage administrator can manage webhooks.');
  expect(screen.queryByRole('button', { name: 'Add endpoint' })).not.toBeInTheDocument();
});
