import { PARTY_LINK_HEADER } from '@offerdesk/shared';
import { contract } from '@offerdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { sessionStore } from '@offerdesk/runtime';
import { answer, fail, sent, server, startApiServer } from '../../testing/api';
import { LINK_TOKEN, portalOfferExample } from '../../testing/portalOffer';
import { currentLocation, renderAt } from '../../testing/renderPage';

let offer = portalOfferExample();
startApiServer(() => [
  answer(contract.portal.getOfferByParty, () => HttpResponse.json(offer)),
  answer(contract.portal.setViewedByParty, () => HttpResponse.json({ viewedOn: '2026-11-25T04:00:00.000Z' })),
  answer(contract.portal.rejectOffer, () => HttpResponse.json({ message: 'Successfully Rejected', statusId: 216 })),
  answer(contract.contractDocuments.shareCompleted, () => HttpResponse.json({ message: 'Documents shared successfully' })),
  answer(contract.contractDocuments.shareSelected, () => HttpResponse.json({ message: 'Documents shared successfully' })),
]);
beforeEach(() => {
  offer = portalOfferExample();
});
afterEach(() => sessionStore.getState().logout());

/** The buyer agent's view of the offer the seller agent forwarded back after the buyer accepted the seller's counter. */
const acceptedForBuyerAgent = () => {
  const o = portalOfferExample();
  return portalOfferExample({
    statusId: 228,
    statusLabel: 'Buyer Accepted Counter Offer',
    statusCompleted: true,
    isAccepted: true,
    counterOffers: [{ ...o.counterOffers[0], statusId: 233 }],
    party: {
      partyId: 11,
      roleId: 4,
      sideId: 1,
      side: 'Buyer',
      name: 'Alex Morgan',
      isOwner: true,
      hasSigned: false,
      hasPendingSignature: false,
      isRegistered: false,
    },
  });
};

const LANDING = `/view-offer/41/10/7?t=${LINK_TOKEN}`;

describe('the party landing page', () => {
  it("loads the party's offer through its link and shows the headline, terms and the client's buttons", async () => {
    renderAt(LANDING);
    expect(await screen.findByRole('heading', { level: 1, name: 'Accepted or Countered Offer' })).toBeInTheDocument();
    const [read] = sent(contract.portal.getOfferByParty);
    expect([new URL(read.url).pathname + new URL(read.url).search, read.headers.get(PARTY_LINK_HEADER)]).toEqual([
      '/offer/GetOfferByParty/41/10',
      LINK_TOKEN,
    ]);
    const buttons = within(screen.getByRole('group', { name: 'Offer actions' }))
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(buttons).toEqual(['Accept Offer', 'Counter Offer', 'Reject Offer', 'View/Print', 'Share Documents']);
    expect(within(screen.getByRole('region', { name: 'Counter Offer 1' })).getByText('$440,000')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Shared by' })).getByText('Representing: Emily Carter')).toBeInTheDocument();
  });

  it('marks the party viewed once it opens the page from its link (seed 001 §1)', async () => {
    renderAt(LANDING);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(sent(contract.portal.setViewedByParty)).toHaveLength(1));
    const call = sent(contract.portal.setViewedByParty)[0];
    const url = new URL(call.url);
    expect([url.pathname, url.search, call.headers.get(PARTY_LINK_HEADER)]).toEqual(['/offer/SetOfferViewedByParty/41/10', '', LINK_TOKEN]);
  });

  it("heads the seller agent's page 'Offer Received' for the offer the buyer side sent him, the buyer side's 'Offer Sent'", async () => {
    offer = portalOfferExample({
      statusId: 227,
      statusLabel: 'Forwarded To Seller Agent',
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
    const { unmount } = renderAt(`/view-offer/41/12?t=${LINK_TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Offer Received' })).toBeInTheDocument();
    unmount();
    offer = {
      ...offer,
      party: {
        partyId: 11,
        roleId: 4,
        sideId: 1,
        side: 'Buyer',
        name: 'Alex Morgan',
        isOwner: true,
        hasSigned: false,
        hasPendingSignature: false,
        isRegistered: false,
      },
    };
    renderAt(`/view-offer/41/11?t=${LINK_TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Offer Sent' })).toBeInTheDocument();
  });

  it("asks 'Reject offer?' and rejects with the link token", async () => {
    renderAt(LANDING);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject Offer' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject offer?' });
    offer = portalOfferExample({ statusId: 216, rejectedOn: '2026-11-25T04:00:00.000Z' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject Offer' }));
    const done = await screen.findByRole('dialog', { name: 'Successfully Rejected' });
    await userEvent.click(within(done).getByRole('button', { name: 'OK' }));
    const [rejected] = sent(contract.portal.rejectOffer);
    expect(Object.fromEntries(new URL(rejected.url).searchParams)).toEqual({ offerDisplayId: 'OD-41', partyId: '10' });
    expect(rejected.headers.get(PARTY_LINK_HEADER)).toBe(LINK_TOKEN);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Offer Rejected'));
  });

  it('takes the counter button to the counter page, keeping the link token (out of the address)', async () => {
    renderAt(LANDING);
    await userEvent.click(await screen.findByRole('button', { name: 'Counter Offer' }));
    await waitFor(() => expect(currentLocation()).toBe('/counter-offer/41/10'));
    await waitFor(() => expect(sent(contract.portal.getOfferByParty).length).toBeGreaterThan(1));
    expect(sent(contract.portal.getOfferByParty).at(-1)!.headers.get(PARTY_LINK_HEADER)).toBe(LINK_TOKEN);
  });

  it("lets the signed-in buyer agent share the accepted offer's signed documents with chosen parties", async () => {
    offer = acceptedForBuyerAgent();
    sessionStore.getState().signIn({ access_token: 'agent-token', expires_in: 3600, userName: 'alex.morgan' });
    renderAt(`/view-offer/41/11?t=${LINK_TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Share Accepted Offer' }));
    const dialog = screen.getByRole('dialog', { name: 'Share Accepted Offer' });
    // Only signed documents, each checked; the sharing agent itself is no recipient.
    expect(within(dialog).getByRole('checkbox', { name: 'Residential Purchase Agreement' })).toBeChecked();
    expect(within(dialog).queryByRole('checkbox', { name: 'Lender Pre-Approval' })).toBeNull();
    expect(within(dialog).queryByRole('checkbox', { name: /Alex Morgan/ })).toBeNull();
    const send = within(dialog).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Emily Carter (Buyer Client)' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Sam Rivera (Seller Outside Agent)' }));
    await userEvent.click(send);
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Documents shared successfully');
    const call = sent(contract.contractDocuments.shareCompleted)[0];
    expect(call.headers.get('authorization')).toBe('Bearer agent-token');
    expect(await call.clone().json()).toEqual({ contractId: 7, offerId: 41, parties: [10, 12], documents: [21], agentName: 'Alex Morgan' });
  });

  it('shows an error with Retry when the link does not open an offer', async () => {
    server.use(
      answer(contract.portal.getOfferByParty, () => HttpResponse.json({ code: 'not_found', message: 'Offer not found.' }, { status: 404 })),
    );
    renderAt('/view-offer/41/99?t=' + LINK_TOKEN);
    expect(await screen.findByRole('alert')).toHaveTextContent('The offer could not be opened');
  });

  describe('Share Documents', () => {
    const open = async () => {
      renderAt(LANDING);
      await userEvent.click(await screen.findByRole('button', { name: 'Share Documents' }));
      return within(screen.getByRole('dialog', { name: 'Share Document' }));
    };

    it('e-mails the signed documents with the link token; the e-mail and message are checked first', async () => {
      const dialog = await open();
      expect(dialog.getByRole('checkbox', { name: 'Residential Purchase Agreement' })).toBeChecked();
      expect(dialog.getByRole('checkbox', { name: 'Lender Pre-Approval' })).not.toBeChecked();
      await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
      expect(dialog.getByText('Please enter a valid email address')).toBeInTheDocument();
      expect(dialog.getByText('Message is required')).toBeInTheDocument();
      expect(sent(contract.contractDocuments.shareSelected)).toHaveLength(0);
      await userEvent.type(dialog.getByRole('textbox', { name: 'E-mail' }), ' friend@example.com ');
      await userEvent.type(dialog.getByRole('textbox', { name: 'Message' }), 'The signed offer');
      await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
      const done = await screen.findByRole('dialog', { name: 'Documents shared successfully' });
      await userEvent.click(within(done).getByRole('button', { name: 'OK' }));
      const [request] = sent(contract.contractDocuments.shareSelected);
      expect([new URL(request.url).search, request.headers.get(PARTY_LINK_HEADER)]).toEqual(['', LINK_TOKEN]);
      expect(await request.json()).toEqual({
        mailId: 'friend@example.com',
        message: 'The signed offer',
        documents: [21],
        contractId: 7,
        agentName: 'Emily Carter',
      });
    });

    it("shows the seed's share rules: no drafts with completed documents, only completed ones", async () => {
      const dialog = await open();
      await userEvent.click(dialog.getByRole('checkbox', { name: 'Lender Pre-Approval' }));
      expect(dialog.getByRole('alert')).toHaveTextContent("You can't share completed documents and documents in draft together.");
      expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
      await userEvent.click(dialog.getByRole('checkbox', { name: 'Residential Purchase Agreement' }));
      expect(dialog.getByRole('alert')).toHaveTextContent('You can only share a document once signing has been completed by all parties.');
      await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Share Document' })).toBeNull());
    });

    it("shows the server's refusal in the dialog", async () => {
      server.use(
        answer(contract.contractDocuments.shareSelected, () =>
          fail({
            status: 409,
            code: 'invalid_state',
            message: 'You can only share a document once signing has been completed by all parties.',
          }),
        ),
      );
      const dialog = await open();
      await userEvent.type(dialog.getByRole('textbox', { name: 'E-mail' }), 'friend@example.com');
      await userEvent.type(dialog.getByRole('textbox', { name: 'Message' }), 'Hi');
      await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
      expect(await dialog.findByRole('alert')).toHaveTextContent(
        'You can only share a document once signing has been completed by all parties.',
      );
    });

    it('is not offered without documents', async () => {
      offer = portalOfferExample({ documents: [] });
      renderAt(LANDING);
      await screen.findByRole('group', { name: 'Offer actions' });
      expect(screen.queryByRole('button', { name: 'Share Documents' })).toBeNull();
    });
  });
});
