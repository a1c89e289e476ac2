import { CssBaseline, ThemeProvider } from '@mui/material';
import { offerDeskTheme } from '@offerdesk/shared';
import type { ComparedOffer, OfferComparison } from '@offerdesk/shared/contract';
import { createQueryClient, QueryClientProvider } from '@offerdesk/runtime';
import { contract } from '@offerdesk/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { answer, sent, server, startApiServer } from '../../testing/api';
import { ComparePage } from '../ComparePage';

const offer = (offerId: number, patch: Partial<ComparedOffer>): ComparedOffer => ({
  offerId,
  displayId: `OD-${offerId}`,
  statusId: 179,
  statusLabel: 'Forwarded To Seller Agent',
  decidable: true,
  price: 500_000,
  countered: false,
  earnestMoney: 5_000,
  financing: 'Conventional',
  downPayment: null,
  closeOfEscrow: '2027-01-15',
  inspectionDays: 10,
  otherTerms: null,
  sellerConcessions: null,
  homeWarranty: false,
  homeWarrantyPaidBy: null,
  homeWarrantyCost: null,
  expiresOn: '2026-12-04T17:00:00.000Z',
  buyerAgent: `Agent ${offerId}`,
  buyerAgentBrokerage: 'Summit Realty Group',
  receivedOn: `2026-11-2${offerId % 10}T10:00:00.000Z`,
  ...patch,
});

let comparison: OfferComparison;
startApiServer(() => [answer(contract.compare.read, () => HttpResponse.json(comparison))]);

beforeEach(() => {
  comparison = {
    mlsNumber: '6120451',
    address: '4821 Palo Verde Dr, Scottsdale, AZ 85251',
    costs: { commissionPercent: 5, closingCosts: 4_000, payoff: 200_000 },
    costsSaved: true,
    offers: [
      offer(11, { price: 612_000, earnestMoney: 10_000, downPayment: 122_400, sellerConcessions: 3_000 }),
      offer(12, {
        price: 598_500,
        earnestMoney: 25_000,
        financing: 'Cash',
        downPayment: 598_500,
        closeOfEscrow: '2026-12-22',
        inspectionDays: 5,
      }),
      offer(13, {
        price: 620_000,
        earnestMoney: 6_000,
        financing: 'FHA',
        downPayment: 21_700,
        sellerConcessions: 12_000,
        homeWarranty: true,
        homeWarrantyPaidBy: 'Seller',
        homeWarrantyCost: 800,
      }),
      offer(14, { price: 605_000, sellerConcessions: 2_500, decidable: false, statusLabel: 'Rejected', statusId: 216 }),
    ],
  };
  window.history.pushState({}, '', '/compare-offers/11');
});

const renderPage = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider theme={offerDeskTheme}>
        <CssBaseline />
        <BrowserRouter>
          <Routes>
            <Route path="/compare-offers/:offerId" element={<ComparePage />} />
          </Routes>
        </BrowserRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );

/** The table's cells of a row, in column order, as text. */
const rowTexts = (table: HTMLElement, label: string) =>
  within(within(table).getByRole('rowheader', { name: label }).closest('tr')!)
    .getAllByRole('cell')
    .map((c) => c.textContent);
/** Which offer columns (by heading) carry 'Best' on a row. */
const bestOn = (table: HTMLElement, key: string) =>
  Array.from(table.querySelectorAll(`[data-best="${key}"]`)).map((b) => {
    const cell = b.closest('td')!;
    const column = Array.from(cell.parentElement!.children).indexOf(cell);
    return table.querySelectorAll('thead th')[column - 1].getAttribute('data-offer-column');
  });

it('puts the offers side by side, sorted by net to seller, with the best of each row marked', async () => {
  renderPage();
  const table = await screen.findByRole('table', { name: 'Offers side by side' });
  // Net = price − 5 % − 4,000 − 200,000 − seller concessions, highest first: 612,000 − 3,000 → 374,400;
  // 620,000 − 12,000 → 373,000 (the highest price, not the best net); 605,000 − 2,500 → 368,250; 598,500 (none stated) → 364,575.
  expect(rowTexts(table, 'Net to seller')).toEqual(['$374,400Best', '$373,000', '$368,250', '$364,575']);
  expect(rowTexts(table, 'Price')).toEqual(['$612,000', '$620,000Best', '$605,000', '$598,500']);
  // The offers' own down payment and concessions ('—' where not stated); the lowest concessions are best.
  expect(rowTexts(table, 'Down payment')).toEqual(['$122,400', '$21,700', '—', '$598,500']);
  expect(bestOn(table, 'down')).toEqual([]);
  expect(rowTexts(table, 'Seller concessions')).toEqual(['$3,000', '$12,000', '$2,500Best', '—']);
  expect(bestOn(table, 'concessions')).toEqual(['14']);
  expect(bestOn(table, 'earnest')).toEqual(['12']);
  expect(bestOn(table, 'financing')).toEqual(['12']);
  expect(bestOn(table, 'coe')).toEqual(['12']);
  expect(bestOn(table, 'inspection')).toEqual(['12']);
  // The one offer that costs the seller a warranty is the worst: the three others tie for best.
  expect(bestOn(table, 'warranty').sort()).toEqual(['11', '12', '14']);
  expect(rowTexts(table, 'Home warranty')[1]).toBe('Seller pays, up to $800');

  await userEvent.setup().click(screen.getByRole('combobox', { name: 'Sort offers by' }));
  await userEvent.setup().click(screen.getByRole('option', { name: 'Close of escrow, soonest first' }));
  expect(rowTexts(table, 'Close of escrow')[0]).toBe('12/22/26Best');
});

it('follows the costs as they are typed, refuses a bad one by name, and keeps them for the listing', async () => {
  renderPage();
  const table = await screen.findByRole('table', { name: 'Offers side by side' });
  const user = userEvent.setup();
  const commission = screen.getByRole('textbox', { name: 'Commission' });
  await user.clear(commission);
  await user.type(commission, '6');
  // 612,000 − 36,720 − 4,000 − 200,000 − 3,000
  expect(rowTexts(table, 'Net to seller')[0]).toBe('$368,280Best');
  await user.clear(commission);
  await user.type(commission, '25');
  expect(screen.getByText('Commission must be between 0 and 20.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save costs' })).toBeDisabled();
  await user.clear(commission);
  await user.type(commission, '5.5');
  server.use(answer(contract.compare.saveCosts, async ({ request }) => HttpResponse.json(await request.clone().json())));
  await user.click(screen.getByRole('button', { name: 'Save costs' }));
  expect(await screen.findByText('Costs saved for this listing.')).toBeInTheDocument();
  expect(await sent(contract.compare.saveCosts)[0].json()).toEqual({ commissionPercent: 5.5, closingCosts: 4000, payoff: 200000 });
});

it('accepts one offer and declines the other open ones in one step, and shows the server’s refusal naming the offer', async () => {
  renderPage();
  await screen.findByRole('table', { name: 'Offers side by side' });
  const user = userEvent.setup();
  const table = screen.getByRole('table', { name: 'Offers side by side' });
  await user.click(within(table).getByRole('button', { name: 'Accept Offer 2 from Agent 12' }));
  const dialog = screen.getByRole('dialog', { name: 'Accept Offer 2?' });
  // Offer 4 is already rejected: only the open ones are declined.
  expect(
    within(dialog)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Offer 1 from Agent 11 ($612,000)', 'Offer 3 from Agent 13 ($620,000)']);
  server.use(
    answer(contract.compare.acceptAndDecline, () =>
      HttpResponse.json(
        { code: 'invalid_state', message: 'Offer OD-13 could not be declined: This offer is Rejected and cannot be rejected.' },
        { status: 409 },
      ),
    ),
  );
  await user.click(within(dialog).getByRole('button', { name: 'Accept and decline 2' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Offer OD-13 could not be declined');

  server.use(
    answer(contract.compare.acceptAndDecline, () =>
      HttpResponse.json({
        accepted: { offerId: 12, statusId: 228 },
        declined: [
          { offerId: 11, statusId: 216 },
          { offerId: 13, statusId: 216 },
        ],
        message: 'Offer accepted; the others were declined.',
      }),
    ),
  );
  await user.type(within(dialog).getByRole('textbox', { name: /Message to the buyer agents/ }), 'Thank you all.');
  await user.click(within(dialog).getByRole('button', { name: 'Accept and decline 2' }));
  expect(await screen.findByText(/Offer 2 accepted; the other 2 offers were declined/)).toBeInTheDocument();
  const calls = sent(contract.compare.acceptAndDecline);
  expect(new URL(calls[1].url).pathname).toBe('/offer/compare/12/accept');
  expect(await calls[1].json()).toEqual({ declineOfferIds: [11, 13], message: 'Thank you all.' });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});
