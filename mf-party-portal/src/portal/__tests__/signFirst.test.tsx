import type { PortalOffer } from '@offerdesk/shared/contract';
import { PARTY_LINK_HEADER } from '@offerdesk/shared';
import { contract } from '@offerdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { answer, sent, startApiServer } from '../../testing/api';
import { LINK_TOKEN, portalOfferExample } from '../../testing/portalOffer';
import { currentLocation, renderAt } from '../../testing/renderPage';
import { browser } from '../signFirst';

/**
 * docs/domain/portal.md, "Sign first, registration at signing" (seed 001 §4 forward flow, §6 clients):
 * the buyer client's Register once it has signed, its signing offering registration (`accounturl`);
 * the seller agent who has not signed goes to sign first and comes back to add-seller
 * (`redirectToAddSellerParty`); while another listing agent's signature is pending, Continue is blocked.
 */
const BLOCKED = 'All listing agents have to complete the documents signing before forwarding to seller.';
const SELF = { isOwner: false, hasSigned: false, hasPendingSignature: false, isRegistered: false };
const buyerClient = (own: Partial<typeof SELF>): Partial<PortalOffer> => ({
  statusId: 224,
  statusLabel: 'Buyer Signed',
  counterOffers: [],
  party: { partyId: 10, roleId: 1, sideId: 1, side: 'Buyer', name: 'Emily Carter', ...SELF, ...own },
});
const sellerAgent = (own: Partial<typeof SELF>, offer: Partial<PortalOffer> = {}): Partial<PortalOffer> => ({
  statusId: 227,
  statusLabel: 'Forwarded To Seller Agent',
  counterOffers: [],
  parties: portalOfferExample().parties.filter((p) => p.sideId === 1),
  party: { partyId: 12, roleId: 3, sideId: 2, side: 'Seller', name: 'Sam Rivera', ...SELF, ...own },
  ...offer,
});

let offer = portalOfferExample();
startApiServer(() => [
  answer(contract.portal.getOfferByParty, () => HttpResponse.json(offer)),
  answer(contract.portal.setViewedByParty, () => HttpResponse.json({ viewedOn: '2026-11-25T04:00:00.000Z' })),
  answer(contract.portal.openSigning, () => HttpResponse.json({ contractId: 7, signSetId: 88, signToken: 'S'.repeat(43) })),
  answer(contract.portal.acceptOffer, () =>
    HttpResponse.json({ next: 'sign', message: 'Please sign.', statusId: 229, contractId: 7, signSetId: 77, signToken: 'B'.repeat(43) }),
  ),
]);
let go: jest.SpyInstance;
beforeEach(() => {
  go = jest.spyOn(browser, 'go').mockImplementation(() => undefined);
});
afterEach(() => {
  go.mockRestore();
  window.innerWidth = 1024;
});

const actions = () =>
  within(screen.getByRole('group', { name: 'Offer actions' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('registration at signing (buyer client)', () => {
  it('offers Register once the buyer client has signed, until it registered; Register opens the registration page', async () => {
    offer = portalOfferExample(buyerClient({ hasSigned: false }));
    const { unmount } = renderAt(`/view-offer/41/10?t=${LINK_TOKEN}`);
    await screen.findByRole('heading', { level: 1 });
    expect(actions()).not.toContain('Register');
    unmount();
    offer = portalOfferExample(buyerClient({ hasSigned: true, isRegistered: true }));
    const second = renderAt(`/view-offer/41/10?t=${LINK_TOKEN}`);
    await screen.findByRole('heading', { level: 1 });
    expect(actions()).not.toContain('Register');
    second.unmount();
    offer = portalOfferExample(buyerClient({ hasSigned: true }));
    renderAt(`/view-offer/41/10?t=${LINK_TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Register' }));
    await waitFor(() => expect(currentLocation()).toBe('/client/register/41/10'));
    expect(await screen.findByRole('heading', { name: 'Client Registration' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toBeInTheDocument();
  });

  it('sends a buyer client who accepts to signing with its registration page as accounturl', async () => {
    offer = portalOfferExample();
    renderAt(`/view-offer/41/10/7?t=${LINK_TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept Offer' }));
    await waitFor(() => expect(go).toHaveBeenCalledTimes(1));
    const url = new URL(go.mock.calls[0][0]);
    expect(url.pathname).toBe(`/sign-documents/${'B'.repeat(43)}/77`);
    const account = new URL(url.searchParams.get('accounturl')!);
    expect(account.pathname + account.search).toBe(`/client/register/41/10?t=${LINK_TOKEN}`);
    expect(url.searchParams.get('redirectToAddSellerParty')).toBeNull();
  });
});

describe("the seller agent's sign-first path", () => {
  it('takes Add Seller to its own signing first, which comes back to the add-seller page', async () => {
    offer = portalOfferExample(sellerAgent({ hasPendingSignature: true }, { listingAgentsPending: true }));
    window.innerWidth = 375;
    renderAt(`/view-offer/41/12?t=${LINK_TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Seller' }));
    await waitFor(() => expect(go).toHaveBeenCalledTimes(1));
    const [opened] = sent(contract.portal.openSigning);
    expect([await opened.clone().json(), opened.headers.get(PARTY_LINK_HEADER)]).toEqual([
      { offerDisplayId: 'OD-41', partyId: 12 },
      LINK_TOKEN,
    ]);
    const url = new URL(go.mock.calls[0][0]);
    expect(url.pathname).toBe(`/sign-documents/${'S'.repeat(43)}/88`);
    expect(url.searchParams.get('redirectToAddSellerParty')).toBe('true');
    const back = new URL(url.searchParams.get('addSellerParty')!);
    expect(back.pathname + back.search).toBe(`/add-seller-party/41/12?t=${LINK_TOKEN}`);
    expect(url.searchParams.get('accounturl')).toBeNull();
    expect(currentLocation()).toBe('/view-offer/41/12');
  });

  it("blocks Add Seller with the specification's message while another listing agent has to sign", async () => {
    offer = portalOfferExample(sellerAgent({}, { listingAgentsPending: true }));
    window.innerWidth = 375;
    renderAt(`/view-offer/41/12?t=${LINK_TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Seller' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BLOCKED);
    expect(currentLocation()).toBe('/view-offer/41/12');
    expect(go).not.toHaveBeenCalled();
  });

  it("blocks Continue on 'Forward Without Review?' for Forward to Seller with the message", async () => {
    const withSeller = [
      ...portalOfferExample().parties,
      { ...portalOfferExample().parties[0], partyId: 30, name: 'Sol Seller', roleId: 1, sideId: 2, side: 'Seller' },
    ];
    offer = portalOfferExample(sellerAgent({}, { listingAgentsPending: true, parties: withSeller }));
    renderAt(`/view-offer/41/12?t=${LINK_TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Forward to Seller' }));
    const dialog = screen.getByRole('dialog', { name: 'Forward Without Review?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(BLOCKED);
    expect(currentLocation()).toBe('/view-offer/41/12');
  });

  it("shows the message on the add-seller page's Continue, not only after a refused submit", async () => {
    offer = portalOfferExample(sellerAgent({}, { listingAgentsPending: true }));
    renderAt(`/add-seller-party/41/12?t=${LINK_TOKEN}`);
    const form = await screen.findByRole('region', { name: 'Seller 1' });
    await userEvent.type(within(form).getByLabelText(/^First name/), 'Sol');
    await userEvent.type(within(form).getByLabelText(/^Last name/), 'Seller');
    await userEvent.type(within(form).getByLabelText(/^Email/), 'sol@sellers.example');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BLOCKED);
    expect(screen.queryByRole('region', { name: 'Sellers' })).not.toBeInTheDocument();
  });

  it('shows the block on the forward page to the seller from the start', async () => {
    offer = portalOfferExample(sellerAgent({}, { listingAgentsPending: true }));
    renderAt(`/forward-offer/41/12?t=${LINK_TOKEN}&to=seller`);
    expect(await screen.findByText(BLOCKED)).toBeInTheDocument();
  });
});
