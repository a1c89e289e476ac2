import { hostStore } from '@offerdesk/runtime';
import type { OfferDetail } from '@offerdesk/shared/contract';
import { OfferStatus, PartyRole } from '@offerdesk/shared';
import { contract, exampleOfferDetail, exampleOfferParty, renderRoutesAt } from '@offerdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { answer, fail, sent, server, startApiServer } from '../../testing/api';
import { routes } from '../../routes';

jest.setTimeout(30000);

const buyer = exampleOfferParty({
  partyId: 2,
  personId: 2,
  name: 'Ann Buyer',
  roleId: PartyRole.Client,
  role: 'Client',
  email: 'ann@buyer.example',
});
const sentOffer = (overrides: Partial<OfferDetail> = {}) =>
  exampleOfferDetail({ offerTypeId: 1, statusId: OfferStatus.forwardedToSellerAgent, parties: [exampleOfferParty(), buyer], ...overrides });
let offer: OfferDetail = sentOffer();
startApiServer(() => [
  answer(contract.offers.getById, () => HttpResponse.json(offer)),
  answer(contract.lookups.formBuilderEnabled, () => HttpResponse.json(true)),
  answer(contract.offerPage.offerActivities, () => HttpResponse.json([])),
  answer(contract.partyLinks.revoke, () => HttpResponse.json({ message: "The party's link was revoked." })),
  answer(contract.partyLinks.resend, () => HttpResponse.json({ message: 'A new link was e-mailed to the party.' })),
]);

beforeEach(() => {
  offer = sentOffer();
  hostStore.getState().configure({}, jest.fn());
});

async function openParties() {
  renderRoutesAt(routes, '/offer-documents/9');
  await userEvent.click(await screen.findByRole('tab', { name: 'Parties' }));
  return within(screen.getByRole('region', { name: 'Buyer Parties' }));
}

describe("the Parties tab's link controls", () => {
  it('revokes a party’s link after a confirmation, and says so', async () => {
    const buyers = await openParties();
    expect(buyers.getAllByRole('columnheader').map((c) => c.textContent)).toContain('Link');
    await userEvent.click(buyers.getByRole('button', { name: 'Revoke link of Ann Buyer' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke link?' });
    expect(dialog).toHaveTextContent("Ann Buyer's links to this offer stop working at once.");
    expect(sent(contract.partyLinks.revoke)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke link' }));
    expect(await buyers.findByText("The party's link was revoked.")).toBeInTheDocument();
    expect(await sent(contract.partyLinks.revoke)[0].json()).toEqual({ offerId: 9, partyId: 2 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends a new link after a confirmation; Cancel sends nothing', async () => {
    const buyers = await openParties();
    await userEvent.click(buyers.getByRole('button', { name: 'Send new link to Ann Buyer' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Send a new link?' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(contract.partyLinks.resend)).toHaveLength(0);
    await userEvent.click(buyers.getByRole('button', { name: 'Send new link to Ann Buyer' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Send a new link?' })).getByRole('button', { name: 'Send new link' }));
    expect(await buyers.findByText('A new link was e-mailed to the party.')).toBeInTheDocument();
    expect(await sent(contract.partyLinks.resend)[0].json()).toEqual({ offerId: 9, partyId: 2 });
  });

  it("shows the server's refusal", async () => {
    server.use(
      answer(contract.partyLinks.resend, () =>
        fail({ status: 409, code: 'invalid_state', message: 'This party has no e-mail address to send a link to.' }),
      ),
    );
    const buyers = await openParties();
    await userEvent.click(buyers.getByRole('button', { name: 'Send new link to Ann Buyer' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Send a new link?' })).getByRole('button', { name: 'Send new link' }));
    expect(await buyers.findByRole('alert')).toHaveTextContent('This party has no e-mail address to send a link to.');
  });

  it.each([
    ['a draft', { statusId: OfferStatus.draft }],
    ['a cancelled offer', { statusId: OfferStatus.cancelled }],
    ['an archived offer', { isArchived: true }],
    ['a received offer', { offerTypeId: 2 as const }],
  ])('has no link controls on %s', async (_name, overrides) => {
    offer = sentOffer(overrides);
    const buyers = await openParties();
    expect(buyers.getAllByRole('columnheader').map((c) => c.textContent)).not.toContain('Link');
    expect(buyers.queryByRole('button', { name: /Revoke link/ })).toBeNull();
  });
});
