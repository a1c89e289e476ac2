import type { PortalOffer } from '@offerdesk/shared/contract';
import { contract } from '@offerdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { answer, fail, startApiServer } from '../../testing/api';
import { LINK_TOKEN, portalOfferExample } from '../../testing/portalOffer';
import { renderAt } from '../../testing/renderPage';

const agent = (roleId: number, sideId: number, statusId: number): Partial<PortalOffer> => ({
  statusId,
  counterOffers: [],
  party: {
    partyId: 12,
    roleId,
    sideId,
    side: sideId === 1 ? 'Buyer' : 'Seller',
    name: 'Agent',
    isOwner: false,
    hasSigned: true,
    hasPendingSignature: false,
    isRegistered: false,
  },
});

let offer = portalOfferExample();
startApiServer(() => [
  answer(contract.portal.getOfferByParty, () => HttpResponse.json(offer)),
  answer(contract.portal.setViewedByParty, () => HttpResponse.json({ viewedOn: '2026-11-25T04:00:00.000Z' })),
  answer(contract.portal.forwardToSellerAgent, () => fail({ status: 404, code: 'not_found', message: 'Seller agent email is missing.' })),
  answer(contract.portal.forwardToBuyerAgent, () => fail({ status: 404, code: 'not_found', message: 'Buyer agent email is missing.' })),
]);

describe('forward refused with 404 (the agent has no e-mail)', () => {
  it("opens the agent-email-missing dialog with the server's message on a forward to the seller agent", async () => {
    offer = portalOfferExample(agent(4, 1, 225));
    renderAt(`/forward-offer/41/12?t=${LINK_TOKEN}&to=sellerAgent`);
    await userEvent.click(await screen.findByRole('button', { name: 'Forward' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agent Email Missing' });
    expect(dialog).toHaveTextContent('Seller agent email is missing.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the browser's alert with the server's message on a forward to the buyer agent", async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    offer = portalOfferExample(agent(3, 2, 226));
    renderAt(`/forward-offer/41/12?t=${LINK_TOKEN}&to=buyerAgent`);
    await userEvent.click(await screen.findByRole('button', { name: 'Forward' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Buyer agent email is missing.'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    alert.mockRestore();
  });
});
