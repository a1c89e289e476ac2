import { PARTY_LINK_HEADER } from '@offerdesk/shared';
import { contract } from '@offerdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { answer, sent, startApiServer } from '../../testing/api';
import { LINK_TOKEN, portalOfferExample } from '../../testing/portalOffer';
import { currentLocation, renderAt } from '../../testing/renderPage';

const sellerAgentView = portalOfferExample({
  statusId: 227,
  counterOffers: [],
  party: {
    partyId: 12,
    roleId: 3,
    sideId: 2,
    side: 'Seller',
    name: 'Sam Rivera',
    isOwner: false,
    hasSigned: false,
    hasPendingSignature: false,
    isRegistered: false,
  },
});
startApiServer(() => [
  answer(contract.portal.getOfferByParty, () => HttpResponse.json(sellerAgentView)),
  answer(contract.portal.addSeller, () => HttpResponse.json({ message: 'Offer Sent to Seller', statusId: 231, sellers: [] })),
]);

describe('the add-seller page', () => {
  it('adds the sellers in two steps and forwards them with the link token', async () => {
    renderAt(`/add-seller-party/41/12/5?t=${LINK_TOKEN}`);
    const row = within(await screen.findByRole('region', { name: 'Seller 1' }));
    await userEvent.type(row.getByLabelText(/First name/), 'Nora');
    await userEvent.type(row.getByLabelText(/Last name/), 'Seller');
    await userEvent.type(row.getByLabelText(/Email/), 'nora@seller.example');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Forward to Seller' }));
    const done = await screen.findByRole('dialog', { name: 'Offer Sent to Seller' });
    const request = sent(contract.portal.addSeller)[0];
    expect([new URL(request.url).search, request.headers.get(PARTY_LINK_HEADER)]).toEqual(['', LINK_TOKEN]);
    expect(await request.clone().json()).toEqual({
      offerId: 41,
      franchiseId: 1,
      sellerAgentPartyId: 12,
      signSetId: 5,
      sellers: [{ firstName: 'Nora', lastName: 'Seller', email: 'nora@seller.example', message: null }],
    });
    await userEvent.click(within(done).getByRole('button', { name: 'OK' }));
    // Back on the landing page, whose address no longer shows the token (kept for its calls).
    await waitFor(() => expect(currentLocation()).toBe('/view-offer/41/12'));
  });
});
