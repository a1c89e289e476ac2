import { hostStore, WizardStep } from '@offerdesk/runtime';
import { DUPLICATE_EMAIL_MESSAGE, wizardStore } from '@offerdesk/shared/forms';
import { contract, exampleOfferDetail, exampleOfferDocument, exampleOfferParty } from '@offerdesk/shared/testing';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { answer, sent, server, startApiServer } from '../../testing/api';
import { renderAt } from '../../testing/render';

jest.setTimeout(120000);
configure({ asyncUtilTimeout: 10000 });

/**
 * Seed 001 §2, the Share step's modals "add/edit missing party" and "duplicate-email warning"; §5 'Signing parties
 * can be selected only if they have an email ('Email is missing to share.')': the agent gives the party without an
 * e-mail its address for this offer, and the buyer can then be shared with; an address another party has is refused
 * with the Warning (seed 000 §7 'Another party with same email is already added to the transaction. …').
 */
const ava = exampleOfferParty({ partyId: 1, name: 'Ava Buyer', email: 'ava@mail.test', roleId: 1, sideId: 1, side: 'Buyer' });
const ben = exampleOfferParty({ partyId: 2, name: 'Ben Buyer', email: null, roleId: 1, sideId: 1, side: 'Buyer' });
let benEmail: string | null = null;
const holder = (name: string, partyId: number) => ({
  name,
  kind: 'Signature',
  role: '',
  page: 1,
  x: 0,
  y: 0,
  width: 1,
  height: 1,
  partyId,
  assignedBy: 'role',
  leftOut: false,
});

startApiServer(() => [
  answer(contract.lookups.formBuilderEnabled, () => HttpResponse.json(true)),
  answer(contract.offers.getById, () =>
    HttpResponse.json(exampleOfferDetail({ id: 9, contractId: 77, parties: [ava, { ...ben, email: benEmail }], party: null })),
  ),
  answer(contract.documents.byContract, () => HttpResponse.json([exampleOfferDocument({ id: 501, name: 'Purchase Agreement' })])),
  answer(contract.documentFields.documentFields, () =>
    HttpResponse.json([
      {
        documentId: 501,
        name: 'Purchase Agreement',
        total: 2,
        assigned: 2,
        requiredFields: 0,
        fields: [holder('Signature.Buyer1', 1), holder('Signature.Buyer2', 2)],
      },
    ]),
  ),
]);

beforeEach(() => {
  benEmail = null;
  localStorage.clear();
  wizardStore.setState({ offerId: 9, currentStep: WizardStep.Share, completedSteps: [1, 2, 3, 4, 5] });
  hostStore.getState().configure({}, jest.fn());
});

const benRow = () => screen.getByRole('checkbox', { name: /Ben Buyer/ });

describe("the Share step's missing party", () => {
  it('takes the e-mail of a party without one, for this offer, and the buyer is then shared with', async () => {
    server.use(
      answer(contract.parties.updateEmail, ({ request }) => {
        benEmail = new URL(request.url).searchParams.get('email');
        return HttpResponse.json({ ...ben, email: benEmail });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderAt('/send-offer/9');
    await waitFor(() => expect(benRow()).toBeDisabled());
    expect(screen.getByText('Email is missing to share.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Email' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Missing Information' }));
    expect(dialog.getByText('Ben Buyer has missing information')).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: /Email/ }), 'ben@mail.test');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(benRow()).toBeChecked());
    expect(benRow()).toBeDisabled();
    expect(screen.queryByText('Email is missing to share.')).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Missing Information' })).toBeNull();
    expect(sent(contract.parties.updateEmail).map((r) => new URL(r.url).search)).toEqual(['?id=2&email=ben%40mail.test']);
  });

  it("refuses another party's e-mail with the Warning, and the party stays without one", async () => {
    server.use(
      answer(contract.parties.updateEmail, () =>
        HttpResponse.json({ code: 'duplicate_email', message: DUPLICATE_EMAIL_MESSAGE }, { status: 400 }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderAt('/send-offer/9');
    await user.click(await screen.findByRole('button', { name: 'Add Email' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Missing Information' }));
    await user.type(dialog.getByRole('textbox', { name: /Email/ }), 'ava@mail.test');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    const warning = within(await screen.findByRole('dialog', { name: 'Warning' }));
    expect(warning.getByText(DUPLICATE_EMAIL_MESSAGE)).toBeInTheDocument();
    await user.click(warning.getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Warning' })).toBeNull());
    // The form stays open for another address; closed, nothing changed.
    await user.click(within(screen.getByRole('dialog', { name: 'Missing Information' })).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Missing Information' })).toBeNull());
    expect(benRow()).toBeDisabled();
    expect(benRow()).not.toBeChecked();
  });
});
