import { hostStore, WizardStep } from '@offerdesk/runtime';
import { wizardStore } from '@offerdesk/shared/forms';
import { contract, exampleOfferDocument, fail } from '@offerdesk/shared/testing';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { answer, held, sent, server, startApiServer } from '../../testing/api';
import { currentLocation, renderAt } from '../../testing/render';

// Long forms typed through the real client on a busy machine.
jest.setTimeout(120000);
// Each answer goes through the real client and msw; on a loaded machine that takes longer than a second.
configure({ asyncUtilTimeout: 10000 });

const party = (partyId: number, name: string, roleId: number, sideId: number, email: string | null) => ({
  partyId,
  personId: partyId,
  vendorId: null,
  name,
  firstName: null,
  lastName: null,
  email,
  mobilePhone: null,
  company: null,
  roleId,
  role: '',
  sideId,
  side: '',
  dualSide: false,
  statusId: 1,
  viewedOn: null,
});
const PARTIES = [
  party(1, 'Ava Buyer', 1, 1, 'ava@mail.test'),
  party(2, 'Ben Buyer', 1, 1, null),
  party(3, 'Sam Seller', 1, 2, 'sam@mail.test'),
  party(4, 'Alex Agent', 4, 1, 'alex@agents.test'),
  party(5, 'Sela Agent', 3, 2, 'sela@agents.test'),
  party(6, 'Tina Title', 5, 1, 'tina@title.test'),
];
const OFFER = {
  id: 9,
  contractId: 77,
  parties: PARTIES,
  // The signed-in agent: Alex, the buyer in-house agent (the server matches it by e-mail).
  party: { partyId: 4, roleId: 4, sideId: 1, side: 'Buyer' },
  isBuyerAgent: true,
  sendReminder: false,
  reminderInDays: null,
  remindTime: null,
  reviewerEmail: null,
  reviewerFirstName: null,
  reviewerLastName: null,
  reviewerMessage: null,
};
const DOCS = [
  exampleOfferDocument({ id: 501, name: 'Purchase Agreement' }),
  exampleOfferDocument({ id: 502, name: 'Lead Based Paint Disclosure' }),
];
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
const FIELDS = [
  {
    documentId: 501,
    name: 'Purchase Agreement',
    total: 2,
    assigned: 2,
    requiredFields: 0,
    fields: [holder('Signature.Buyer1', 1), holder('Signature.BuyerAgent1', 4)],
  },
  {
    documentId: 502,
    name: 'Lead Based Paint Disclosure',
    total: 1,
    assigned: 1,
    requiredFields: 0,
    fields: [holder('Signature.Buyer1', 1)],
  },
];

startApiServer(() => [
  answer(contract.lookups.formBuilderEnabled, () => HttpResponse.json(true)),
  answer(contract.offers.getById, () => HttpResponse.json(OFFER)),
  answer(contract.documents.byContract, () => HttpResponse.json(DOCS)),
  answer(contract.documentFields.documentFields, () => HttpResponse.json(FIELDS)),
  answer(contract.sharing.shareOffer, () => HttpResponse.json({ id: 1 })),
  answer(contract.sharing.sendForReview, () => HttpResponse.json({ offerId: 9, statusId: 315, reviewerEmail: 'rita@broker.test' })),
  answer(contract.sharing.saveReviewer, async ({ request }) =>
    HttpResponse.json({ ...((await request.json()) as object), reviewerMessage: null }),
  ),
  answer(contract.sharing.deleteReviewer, () =>
    HttpResponse.json({ offerId: 9, reviewerFirstName: null, reviewerLastName: null, reviewerEmail: null, reviewerMessage: null }),
  ),
  answer(contract.sharing.reminders, () =>
    HttpResponse.json(
      PARTIES.map((p) => ({
        partyId: p.partyId,
        name: p.name,
        email: p.email,
        reminderSubject: 'Reminder: You have documents to sign',
        reminderMessage: 'Please respond to this email.',
        isCustomized: false,
      })),
    ),
  ),
  answer(contract.sharing.saveReminders, () => HttpResponse.json([])),
  answer(contract.offers.saveAsIncomplete, () => HttpResponse.json({ id: 9 })),
]);

beforeEach(() => {
  localStorage.clear();
  wizardStore.setState({ offerId: 9, currentStep: WizardStep.Share, completedSteps: [1, 2, 3, 4, 5] });
  hostStore.getState().configure({}, jest.fn());
});

const row = (name: string) => screen.getByRole('checkbox', { name: new RegExp(name) });

describe('Share', () => {
  it('lists documents and recipients with their rules, and shares one by one with the reminder schedule; Sending... while busy', async () => {
    const user = userEvent.setup({ delay: null });
    const release = held();
    server.use(answer(contract.sharing.shareOffer, () => release.response));
    renderAt('/send-offer/9');
    expect(await screen.findByRole('checkbox', { name: 'Purchase Agreement' })).toBeChecked();
    // Buyers are always selected; a party without e-mail or without a signature cannot be.
    expect(row('Ava Buyer')).toBeChecked();
    expect(row('Ava Buyer')).toBeDisabled();
    expect(row('Ben Buyer')).toBeDisabled();
    expect(row('Ben Buyer')).not.toBeChecked();
    expect(screen.getByText('Email is missing to share.')).toBeInTheDocument();
    expect(row('Sam Seller')).toBeDisabled();
    expect(screen.getByText('Assign to a signature in document to enable sharing.')).toBeInTheDocument();
    expect(row('Alex Agent')).toBeEnabled();
    // Each recipient is named with its side and role.
    expect(row('Alex Agent')).toHaveAccessibleName('Alex Agent (Buyer Inhouse Agent), alex@agents.test');
    expect(row('Sela Agent')).toHaveAccessibleName('Sela Agent (Seller Outside Agent), sela@agents.test – copy');
    expect(row('Tina Title')).toHaveAccessibleName('Tina Title (Buyer Title/Escrow), tina@title.test – copy');
    expect(screen.getByRole('button', { name: 'Sign documents' })).not.toHaveAttribute('aria-disabled');
    for (const name of ['Back', 'Cancel', 'Save', 'Save and Share']) expect(screen.getByRole('button', { name })).toBeInTheDocument();

    // Seed 000 §9 labels: each recipient reads Shared or Not Shared.
    const shareState = (name: string) => row(name).closest('[data-party]')!.querySelector('[data-share-state]')!.textContent;
    expect([shareState('Ava Buyer'), shareState('Alex Agent')]).toEqual(['Shared', 'Not Shared']);
    await user.click(row('Alex Agent'));
    expect(shareState('Alex Agent')).toBe('Shared');
    await user.click(row('Tina Title'));
    await user.click(screen.getByRole('checkbox', { name: /Auto-forward/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Send reminders' }));
    const days = screen.getByRole('spinbutton', { name: 'Remind every (days)' });
    expect(days).toHaveAttribute('min', '1');
    expect(days).toHaveAttribute('max', '999');
    expect(screen.getByLabelText('Reminder time')).toHaveAttribute('min', '09:00');
    expect(screen.getByLabelText('Reminder time')).toHaveAttribute('max', '18:00');
    await user.clear(days);
    await user.type(days, '1000');
    expect(screen.getByText('Enter a number of days from 1 to 999')).toBeInTheDocument();
    await user.clear(days);
    await user.type(days, '3');
    await user.click(screen.getByRole('button', { name: 'Save and Share' }));
    // Alex's own signature field is unfilled: the complete-documents prompt comes first (§5).
    const prompt = within(await screen.findByRole('dialog', { name: 'Complete Documents' }));
    expect(prompt.getByText(/You have signature fields to complete/)).toBeInTheDocument();
    expect(sent(contract.sharing.shareOffer)).toHaveLength(0);
    await user.click(prompt.getByRole('button', { name: 'Share Without Signing' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    release.release(HttpResponse.json({ id: 1 }));
    await waitFor(() => expect(currentLocation()).toBe('/offer-success'));
    expect(await sent(contract.sharing.shareOffer)[0].json()).toEqual({
      offerId: 9,
      contractId: 77,
      documents: [501, 502],
      parties: [{ partyId: 1 }, { partyId: 4 }],
      optionalRecipients: [6],
      signingOrder: 1,
      sendReminder: true,
      reminderInDays: 3,
      remindTime: '09:00',
      isEnabledAutoForwardAfterBuyerSign: true,
      message: null,
      reviewerMessage: null,
      category: 'Offer',
    });
    expect(await screen.findByText('Your offer has been sent to buyer(s) for signature.')).toBeInTheDocument();
  });

  it("'Please select any document(s).' with none chosen; 'Buyer email is missing' without a buyer e-mail; a server refusal is shown", async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/send-offer/9');
    await user.click(await screen.findByRole('checkbox', { name: 'Purchase Agreement' }));
    await user.click(screen.getByRole('checkbox', { name: 'Lead Based Paint Disclosure' }));
    await user.click(screen.getByRole('button', { name: 'Save and Share' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select any document(s).');
    // A document the agent holds no signature in: no complete-documents prompt.
    await user.click(screen.getByRole('checkbox', { name: 'Lead Based Paint Disclosure' }));
    server.use(
      answer(contract.sharing.shareOffer, () =>
        fail({ status: 409, code: 'invalid_state', message: 'This offer is Sent for Signature and cannot be shared for signature.' }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save and Share' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('This offer is Sent for Signature and cannot be shared for signature.'),
    );
    expect(currentLocation()).toBe('/send-offer/9');
  });

  it("'Buyer email is missing' when no buyer has an e-mail", async () => {
    server.use(
      answer(contract.offers.getById, () =>
        HttpResponse.json({ ...OFFER, parties: PARTIES.map((p) => (p.sideId === 1 && p.roleId === 1 ? { ...p, email: null } : p)) }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderAt('/send-offer/9');
    await user.click(await screen.findByRole('button', { name: 'Save and Share' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Buyer email is missing');
    expect(sent(contract.sharing.shareOffer)).toHaveLength(0);
  });

  it('adds a reviewer (its rules), then sends for review; removes it again', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/send-offer/9');
    await user.click(await screen.findByRole('button', { name: 'Add Reviewer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Reviewer' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('First name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Last name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Email is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'First Name' }), 'Rita');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last Name' }), 'Review');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'rita@');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter a proper email address')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'broker.test');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('reviewer')).toHaveTextContent('Rita Review (rita@broker.test)');
    expect(screen.queryByRole('button', { name: 'Save and Share' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Reviewer' }));
    expect(await screen.findByRole('button', { name: 'Save and Share' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Reviewer' }));
    const again = await screen.findByRole('dialog');
    await user.type(within(again).getByRole('textbox', { name: 'First Name' }), 'Rita');
    await user.type(within(again).getByRole('textbox', { name: 'Last Name' }), 'Review');
    await user.type(within(again).getByRole('textbox', { name: 'Email' }), 'rita@broker.test');
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Send for Review' }));
    await waitFor(() => expect(currentLocation()).toBe('/offer-success'));
    expect(sent(contract.sharing.sendForReview)).toHaveLength(1);
    expect(await screen.findByText('Your offer has been sent to reviewer.')).toBeInTheDocument();
    // The longest typing test: on a machine with a load of 40 it passed in 100 s and timed out at 120 s.
  }, 300_000);

  it('customises the reminder e-mails: subject and message each required', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/send-offer/9');
    await user.click(await screen.findByRole('button', { name: 'Customize Reminder Emails' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customize Reminder Emails' });
    const subject = await within(dialog).findByRole('textbox', { name: 'Subject' });
    expect(subject).toHaveValue('Reminder: You have documents to sign');
    await user.clear(subject);
    expect(within(dialog).getByText('Subject is required')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(subject, 'Please sign today');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await sent(contract.sharing.saveReminders)[0].json()).toEqual({
      offerId: 9,
      reminderParties: [
        {
          partyId: 1,
          name: 'Ava Buyer',
          email: 'ava@mail.test',
          reminderSubject: 'Please sign today',
          reminderMessage: 'Please respond to this email.',
        },
      ],
    });
  });

  it('Save stores the draft and lands on the success screen', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/send-offer/9');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentLocation()).toBe('/offer-success'));
    expect(await screen.findByText('Your offer has been saved, but it has not been sent.')).toBeInTheDocument();
  });

  it("'Sign documents' shares with the agent's own party first, then opens its signing page", async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/send-offer/9');
    await user.click(await screen.findByRole('button', { name: 'Sign documents' }));
    await waitFor(() => expect(currentLocation()).toBe('/sign-contract-documents/77/4'));
    const body = await sent(contract.sharing.shareOffer)[0].json();
    // The agent signs first; the buyer is asked once it has signed (one by one).
    expect(body).toMatchObject({
      documents: [501, 502],
      parties: [{ partyId: 4 }, { partyId: 1 }],
      optionalRecipients: [],
      signingOrder: 1,
    });
    expect(wizardStore.getState().completedSteps).toContain(WizardStep.Share);
  });

  it("asks to complete the agent's own signature fields before Save and Share: Sign Now signs first, Go Back shares nothing", async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/send-offer/9');
    await user.click(await screen.findByRole('button', { name: 'Save and Share' }));
    const prompt = within(await screen.findByRole('dialog', { name: 'Complete Documents' }));
    await user.click(prompt.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Complete Documents' })).toBeNull());
    expect(sent(contract.sharing.shareOffer)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Save and Share' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Complete Documents' })).getByRole('button', { name: 'Sign Now' }));
    await waitFor(() => expect(currentLocation()).toBe('/sign-contract-documents/77/4'));
    expect(await sent(contract.sharing.shareOffer)[0].json()).toMatchObject({ parties: [{ partyId: 4 }, { partyId: 1 }] });
  });

  it('shares with no prompt when the agent holds no signature field in the chosen documents', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/send-offer/9');
    await user.click(await screen.findByRole('checkbox', { name: 'Purchase Agreement' }));
    await user.click(screen.getByRole('button', { name: 'Save and Share' }));
    await waitFor(() => expect(currentLocation()).toBe('/offer-success'));
    expect(screen.queryByRole('dialog', { name: 'Complete Documents' })).toBeNull();
  });

  it("offers no 'Sign documents' to an agent who is not the buyer agent (a colleague's party is not its own)", async () => {
    server.use(answer(contract.offers.getById, () => HttpResponse.json({ ...OFFER, party: null, isBuyerAgent: false })));
    renderAt('/send-offer/9');
    await screen.findByRole('checkbox', { name: 'Purchase Agreement' });
    expect(screen.queryByRole('button', { name: 'Sign documents' })).toBeNull();
  });

  it("'Sign documents' is disabled, with its reason on hover and focus, when the agent holds no signature field or a reviewer is set", async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/send-offer/9');
    const sign = await screen.findByRole('button', { name: 'Sign documents' });
    // The agent's only signature is in the Purchase Agreement.
    await user.click(screen.getByRole('checkbox', { name: 'Purchase Agreement' }));
    expect(sign).toHaveAttribute('aria-disabled', 'true');
    await user.hover(sign);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('You hold no signature field in the selected documents.');
    expect(sign).toHaveAccessibleDescription('You hold no signature field in the selected documents.');
    await user.click(sign);
    expect(sent(contract.sharing.shareOffer)).toHaveLength(0);
    expect(currentLocation()).toBe('/send-offer/9');
    await user.unhover(sign);
    await user.click(screen.getByRole('checkbox', { name: 'Purchase Agreement' }));
    expect(sign).not.toHaveAttribute('aria-disabled');
  });

  it("'Sign documents' is disabled while a reviewer is set: the offer goes to review first", async () => {
    server.use(
      answer(contract.offers.getById, () =>
        HttpResponse.json({ ...OFFER, reviewerEmail: 'rita@broker.test', reviewerFirstName: 'Rita', reviewerLastName: 'Review' }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderAt('/send-offer/9');
    const sign = await screen.findByRole('button', { name: 'Sign documents' });
    expect(sign).toHaveAttribute('aria-disabled', 'true');
    // Keyboard focus shows the hint too.
    act(() => sign.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'An offer with a reviewer is sent for review first: remove the reviewer to sign it now.',
    );
    await user.click(sign);
    expect(sent(contract.sharing.sendForReview)).toHaveLength(0);
  });
});
