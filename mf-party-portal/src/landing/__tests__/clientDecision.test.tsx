import type { PortalOffer } from '@offerdesk/shared/contract';
import { contract } from '@offerdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { NOTHING_TO_COUNTER } from '../../portal/decisionNotice';
import { browser } from '../../portal/signFirst';
import { answer, fail, sent, server, startApiServer } from '../../testing/api';
import { LINK_TOKEN, portalOfferExample } from '../../testing/portalOffer';
import { renderAt } from '../../testing/renderPage';

/** The seller client Dana's view, opened from the plain link Add Seller mailed her (no sign token), her agent Casey Nguyen. */
const sellerView = (patch: Partial<PortalOffer> = {}) =>
  portalOfferExample({
    statusId: 231,
    statusLabel: 'Forwarded To Seller',
    counterOffers: [],
    party: {
      partyId: 14,
      roleId: 1,
      sideId: 2,
      side: 'Seller',
      name: 'Dana Seller',
      isOwner: false,
      hasSigned: false,
      hasPendingSignature: false,
      isRegistered: false,
    },
    sharedBy: { ...portalOfferExample().sharedBy!, name: 'Casey Nguyen', sideId: 2, clients: ['Dana Seller'] },
    ...patch,
  });
const herCounter = () => ({ ...portalOfferExample().counterOffers[0], partyId: 14, partySideId: 2, statusId: 229 });

let offer = sellerView();
startApiServer(() => [
  answer(contract.portal.getOfferByParty, () => HttpResponse.json(offer)),
  answer(contract.portal.setViewedByParty, () => HttpResponse.json({ viewedOn: '2026-11-25T04:00:00.000Z' })),
  answer(contract.portal.acceptOffer, () =>
    HttpResponse.json({
      next: 'sign',
      message: 'Please sign the documents to accept the offer.',
      statusId: 231,
      contractId: 7,
      signSetId: 9,
      signToken: 'B'.repeat(43),
    }),
  ),
]);
let go: jest.SpyInstance;
beforeEach(() => {
  offer = sellerView();
  go = jest.spyOn(browser, 'go').mockImplementation(() => undefined);
});
afterEach(() => go.mockRestore());

const actionLabels = () =>
  within(screen.getByRole('group', { name: 'Offer actions' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('the client decides on the landing page (issue 37 §1)', () => {
  it('gives a seller client Accept Offer on her landing page; it opens signing and comes back', async () => {
    renderAt(`/view-offer/41/14?t=${LINK_TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Offer Received' })).toBeInTheDocument();
    expect(actionLabels()).toEqual(['Accept Offer', 'Counter Offer', 'Reject Offer', 'View/Print', 'Share Documents']);
    await userEvent.click(screen.getByRole('button', { name: 'Accept Offer' }));
    await waitFor(() => expect(go).toHaveBeenCalledTimes(1));
    expect(sent(contract.portal.acceptOffer)).toHaveLength(1);
    const url = new URL(go.mock.calls[0][0] as string);
    expect(url.pathname).toBe(`/sign-documents/${'B'.repeat(43)}/9`);
  });

  it('after her counter says what happened and what comes next, and offers no second counter', async () => {
    offer = sellerView({ statusId: 227, statusLabel: 'Forwarded To Seller Agent', counterOffers: [herCounter()] });
    renderAt(`/view-offer/41/14?t=${LINK_TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Counter Offer Sent' })).toBeInTheDocument();
    expect(screen.getByText(/^Your counter offer went to Casey Nguyen/)).toHaveTextContent(
      "Your counter offer went to Casey Nguyen, who sends it on to the buyer's side. The buyer's answer shows on this page",
    );
    expect(actionLabels()).toEqual(['View/Print', 'Share Documents']);
  });

  it('answers an old counter address with what happened instead of a form', async () => {
    offer = sellerView({ statusId: 227, statusLabel: 'Forwarded To Seller Agent', counterOffers: [herCounter()] });
    renderAt(`/counter-offer/41/14?t=${LINK_TOKEN}`);
    const status = await screen.findByText(/^There is nothing for you to counter now/);
    expect(status).toHaveTextContent(NOTHING_TO_COUNTER);
    expect(status).toHaveTextContent('Your counter offer went to Casey Nguyen');
    expect(status).not.toHaveTextContent(/try again/i);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Back to the offer' })).toBeInTheDocument();
  });

  it("accepts the other side's counter through a call and then says the offer is accepted", async () => {
    offer = portalOfferExample();
    server.use(
      answer(contract.portal.acceptOffer, () => {
        offer = portalOfferExample({ statusId: 225, counterOffers: [{ ...offer.counterOffers[0], statusId: 233 }] });
        return HttpResponse.json({ next: 'accepted', message: 'Counter Offer Accepted', statusId: 225, counterOfferId: 3 });
      }),
    );
    renderAt(`/view-offer/41/10?t=${LINK_TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept Offer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Offer Accepted' })).toBeInTheDocument();
    expect(screen.getByText(/^The offer is accepted\. Alex Morgan takes it from here/)).toBeInTheDocument();
    expect(go).not.toHaveBeenCalled();
  });

  it('names a refused rejection in the words of the server, closes the dialog and reads the offer again', async () => {
    const moved = 'This offer is Forwarded To Seller Agent and cannot be rejected.';
    server.use(answer(contract.portal.rejectOffer, () => fail({ status: 409, code: 'invalid_state', message: moved })));
    renderAt(`/view-offer/41/14?t=${LINK_TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject Offer' }));
    const reads = sent(contract.portal.getOfferByParty).length;
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Reject offer?' })).getByRole('button', { name: 'Reject Offer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(moved);
    expect(screen.getByRole('alert')).not.toHaveTextContent(/try again/i);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reject offer?' })).toBeNull());
    await waitFor(() => expect(sent(contract.portal.getOfferByParty).length).toBeGreaterThan(reads));
  });
});
