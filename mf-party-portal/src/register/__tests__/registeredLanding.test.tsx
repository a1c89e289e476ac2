import type { PortalOffer } from '@offerdesk/shared/contract';
import { contract } from '@offerdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { answer, startApiServer } from '../../testing/api';
import { LINK_TOKEN, portalOfferExample } from '../../testing/portalOffer';
import { currentLocation, renderAt } from '../../testing/renderPage';

/**
 * Seed 001 §6 "the buyer client is offered registration at signing" (docs/domain/portal.md, "Sign first,
 * registration at signing"): once the signed buyer client has registered, its landing page, reached
 * again through 'Back to the offer', no longer offers Register, not even for a moment.
 */
jest.setTimeout(90000);

let registered = false;
const signedBuyer = (): PortalOffer =>
  portalOfferExample({
    statusId: 224,
    statusLabel: 'Buyer Signed',
    counterOffers: [],
    party: {
      partyId: 10,
      roleId: 1,
      sideId: 1,
      side: 'Buyer',
      name: 'Emily Carter',
      isOwner: false,
      hasSigned: true,
      hasPendingSignature: false,
      isRegistered: registered,
    },
  });

startApiServer(() => [
  // After the registration the offer's next read is slow, as a real one can be: the landing page must not show what
  // it had cached from before in the meantime.
  answer(contract.portal.getOfferByParty, async () => {
    if (registered) await new Promise((r) => setTimeout(r, 500));
    return HttpResponse.json(signedBuyer());
  }),
  answer(contract.portal.setViewedByParty, () => HttpResponse.json({ viewedOn: '2026-11-25T04:00:00.000Z' })),
  answer(contract.portal.registerClient, () => {
    registered = true;
    return HttpResponse.json({ message: 'Registration is successful. Please check your email for the client mobile app invite.' });
  }),
]);

const actions = () =>
  within(screen.getByRole('group', { name: 'Offer actions' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('a buyer client who registers from its landing page', () => {
  it('comes back to a landing page without Register', async () => {
    registered = false;
    renderAt(`/view-offer/41/10?t=${LINK_TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Register' }));
    await waitFor(() => expect(currentLocation()).toBe('/client/register/41/10'));
    await userEvent.type(await screen.findByLabelText(/^Email/), 'emily@carter.example');
    await userEvent.type(screen.getByLabelText(/^Password\s*\*?$/), 'Str0ng!pw');
    await userEvent.type(screen.getByLabelText(/^Confirm Password\s*\*?$/), 'Str0ng!pw');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('Registration is successful. Please check your email for the client mobile app invite.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the offer' }));
    await screen.findByRole('heading', { level: 1 });
    // The first paint of the landing page already knows: no stale Register from before the registration.
    expect(actions()).not.toContain('Register');
    expect(actions()).toContain('View/Print Signed');
  });
});
