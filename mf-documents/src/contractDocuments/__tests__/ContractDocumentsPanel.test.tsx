import { hostStore } from '@offerdesk/runtime';
import { contract, exampleContractDocument, exampleParty, renderRoutesAt } from '@offerdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { File as NodeFile } from 'node:buffer';
import { answer, held, sent, server, startApiServer } from '../../testing/api';
import { routes } from '../../routes';
import { ContractDocumentsPanel } from '../ContractDocumentsPanel';

const draft = exampleContractDocument({ id: 1, name: 'Inspection Report' });
const template = exampleContractDocument({ id: 2, name: 'Purchase Agreement', documentType: 'Template', displayOrder: 2 });
const shared = exampleContractDocument({
  id: 3,
  name: 'Disclosure',
  status: 'Shared',
  sharedSignSet: 9,
  sharedSignSetStatus: 'Shared',
  sharedSignSetCategory: 'Session',
  sharedOn: '2026-01-05T10:00:00.000Z',
  sharedParties: [
    {
      externalId: 21,
      name: 'Emily Carter',
      email: 'emily@mail.example',
      roleId: 1,
      sideId: 1,
      signStatus: 1,
      viewedOn: null,
      canResendEmail: true,
    },
  ],
});
const signed = exampleContractDocument({
  id: 4,
  name: 'Addendum',
  status: 'Signed',
  sharedSignSet: 8,
  sharedSignSetStatus: 'Signed',
  displayOrder: 2,
});

let docs = [draft, template, shared, signed];
startApiServer(() => [
  answer(contract.contractDocuments.bySale, () => HttpResponse.json(docs)),
  answer(contract.offers.getById, () =>
    HttpResponse.json({
      id: 7,
      offerTypeId: 1,
      canEdit: true,
      isBuyerAgent: true,
      contractId: 77,
      propertyTypeId: 1,
      fullAddress: '12 Elm St',
    }),
  ),
  answer(contract.parties.ofOffer, () =>
    HttpResponse.json([exampleParty({ partyId: 21, name: 'Emily Carter', side: 'Buyer', role: 'Client' })]),
  ),
]);

beforeEach(() => {
  docs = [draft, template, shared, signed];
  hostStore.getState().configure({}, jest.fn());
});

const show = async (readOnly = false) => {
  renderRoutesAt(routes, '/offer-documents/7', <ContractDocumentsPanel offerId={7} contractId={77} readOnly={readOnly} />);
  await screen.findByText('Inspection Report');
};
const select = (name: string) => userEvent.click(screen.getByRole('checkbox', { name: `Select ${name}` }));
const button = (name: string) => screen.queryByRole('button', { name });

describe('contract documents list', () => {
  it('shows each document with its status label in two groups, the columns and the Reorder column once sessions exist', async () => {
    await show();
    const plain = within(screen.getByRole('table', { name: 'Documents' }));
    expect(plain.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Select',
      'Type',
      'Doc Type',
      'Status',
      'Participants',
      'Sent For Signing',
      'Signing Session',
      'Actions',
      'Reorder',
    ]);
    const sessions = within(screen.getByRole('table', { name: 'Documents in signing sessions' }));
    expect(sessions.getByText('Sent for Signature')).toBeInTheDocument();
    expect(sessions.getByText('Signing Completed')).toBeInTheDocument();
    expect(sessions.getByText('Emily Carter: Not Signed')).toBeInTheDocument();
    // Sent For Signing as MM/DD/YY h:mma (read in the screen's own zone).
    expect(sessions.getByText(/^01\/0[45]\/26 (1[0-2]|[1-9]):\d\d[ap]m$/)).toBeInTheDocument();
    expect(plain.getAllByRole('button', { name: 'Prepare for Signing' })).toHaveLength(2);
  });

  it('counts the selection and shows the bulk actions the rules allow', async () => {
    await show();
    expect(screen.getByText('0 files selected')).toBeInTheDocument();
    expect(button('Download')).toBeNull();
    await select('Inspection Report');
    expect(screen.getByText('1 files selected')).toBeInTheDocument();
    expect(['Share', 'Download', 'Prepare For Signing', 'Delete'].map((n) => !!button(n))).toEqual([true, true, true, true]);
    expect(button('Void Documents')).toBeNull();
    await select('Inspection Report');
    await select('Disclosure');
    expect(['Share', 'Prepare For Signing', 'Void Documents', 'Delete'].map((n) => !!button(n))).toEqual([false, false, true, true]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByText('4 files selected')).toBeInTheDocument();
    expect(button('Void Documents')).toBeNull();
  });

  it('offers the row menu the rules give', async () => {
    await show();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Inspection Report' }));
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      'View',
      'Share',
      'Download',
      'Upload Signed Document',
      'Delete',
      'Mark as Signed',
      'Add Signatures',
    ]);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Addendum' }));
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Download', 'Certificate']);
  });

  it('refuses to share drafts with completed documents', async () => {
    await show();
    await select('Inspection Report');
    await select('Addendum');
    await userEvent.click(button('Share')!);
    expect(await screen.findByText("You can't share completed documents and documents in draft together.")).toBeInTheDocument();
  });

  it('shares completed documents of the accepted offer (its buyer agent) with everyone but buyer-side outside agents and transaction coordinators (§6)', async () => {
    server.use(
      answer(contract.offers.getById, () =>
        HttpResponse.json({ id: 7, offerTypeId: 1, canEdit: false, isBuyerAgent: true, statusId: 215, counterOffers: [], contractId: 77 }),
      ),
      answer(contract.parties.ofOffer, () =>
        HttpResponse.json([
          exampleParty({ partyId: 21, name: 'Emily Carter', side: 'Buyer', role: 'Client', roleId: 1, sideId: 1 }),
          exampleParty({ partyId: 22, name: 'Otto Outside', side: 'Buyer', role: 'Outside Agent', roleId: 3, sideId: 1 }),
          exampleParty({ partyId: 23, name: 'Tess Coordinator', side: 'Seller', role: 'Transaction Coordinator', roleId: 20, sideId: 2 }),
          exampleParty({ partyId: 24, name: 'Sela Listing', side: 'Seller', role: 'Outside Agent', roleId: 3, sideId: 2 }),
        ]),
      ),
    );
    await show();
    await select('Addendum');
    await userEvent.click(button('Share')!);
    const dialog = within(await screen.findByRole('dialog', { name: 'Share Completed Documents' }));
    const recipients = within(dialog.getByRole('group', { name: 'Recipients' }));
    expect(recipients.getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual([
      'Emily Carter (Buyer Client)',
      'Sela Listing (Seller Outside Agent)',
    ]);
  });

  it("shares for signature only with parties holding a signature: 'Assign to a signature in document to enable sharing.' (§5)", async () => {
    const holder = (partyId: number) => ({
      name: 'Signature.Buyer1',
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
    server.use(
      answer(contract.parties.ofOffer, () =>
        HttpResponse.json([
          exampleParty({ partyId: 21, name: 'Emily Carter', side: 'Buyer', role: 'Client', email: 'emily@mail.example' }),
          exampleParty({ partyId: 22, name: 'Noah Copy', side: 'Seller', role: 'Client', email: 'noah@mail.example' }),
        ]),
      ),
      answer(contract.documentFields.documentFields, () =>
        HttpResponse.json([{ documentId: 1, name: 'Inspection Report', total: 1, assigned: 1, requiredFields: 0, fields: [holder(21)] }]),
      ),
      answer(contract.signing.shareDocuments, () => HttpResponse.json({ id: 5 })),
    );
    await show();
    await select('Inspection Report');
    await userEvent.click(button('Share')!);
    const dialog = within(await screen.findByRole('dialog', { name: 'Share Documents' }));
    const noah = await dialog.findByRole('checkbox', { name: 'Noah Copy (Seller Client)' });
    expect(noah).toBeDisabled();
    expect(dialog.getByText('Assign to a signature in document to enable sharing.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Emily Carter (Buyer Client)' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent(contract.signing.shareDocuments)).toHaveLength(1));
    expect(await sent(contract.signing.shareDocuments)[0].json()).toMatchObject({ documents: [1], parties: [{ partyId: 21 }] });
  });

  it('asks before removing, shows Removing... and the toast', async () => {
    const pending = held();
    server.use(answer(contract.contractDocuments.removeSmart, () => pending.response));
    await show();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Inspection Report' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Remove document(s)?' }));
    expect(dialog.getByText('Are you sure you want to remove this document from the offer?')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove Document(s)' }));
    expect(await dialog.findByRole('button', { name: 'Removing...' })).toBeDisabled();
    pending.release(HttpResponse.json({ removed: 1, message: 'Document removed successfully' }));
    expect(await screen.findByText('Document removed successfully')).toBeInTheDocument();
    expect(await sent(contract.contractDocuments.removeSmart)[0].json()).toEqual({ contractId: 77, documentIds: [1] });
  });

  it("adds a PDF through the shared picker and refuses anything else with 'Only pdf files are supported.'", async () => {
    server.use(answer(contract.contractDocuments.addDocument, () => HttpResponse.json(exampleContractDocument({ id: 5, name: 'Survey' }))));
    const user = userEvent.setup({ applyAccept: false });
    await show();
    await user.click(screen.getByRole('button', { name: 'Add Documents' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Documents' }));
    await user.upload(dialog.getByLabelText('Browse Files'), new File(['png'], 'photo.png', { type: 'image/png' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Only pdf files are supported.');
    expect(sent(contract.contractDocuments.addDocument)).toHaveLength(0);
    await user.upload(
      dialog.getByLabelText('Browse Files'),
      new NodeFile(['%PDF-1.4'], 'Survey.pdf', { type: 'application/pdf' }) as unknown as File,
    );
    await waitFor(() => expect(sent(contract.contractDocuments.addDocument)).toHaveLength(1));
  });

  it('words the removal of several documents in the plural', async () => {
    await show();
    await select('Inspection Report');
    await select('Purchase Agreement');
    await userEvent.click(button('Delete')!);
    expect(screen.getByText('Are you sure you want to remove these documents from the offer?')).toBeInTheDocument();
  });

  it('voids only with a reason: Void disabled while empty, Voiding... while busy', async () => {
    const pending = held();
    server.use(answer(contract.contractDocuments.voidSmart, () => pending.response));
    await show();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Disclosure' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Void Document' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Void Signing Session' }));
    expect(dialog.getByRole('button', { name: 'Void' })).toBeDisabled();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Wrong price');
    await userEvent.click(dialog.getByRole('button', { name: 'Void' }));
    expect(await dialog.findByRole('button', { name: 'Voiding...' })).toBeDisabled();
    pending.release(HttpResponse.json({ voided: 1 }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Void Signing Session' })).toBeNull(), { timeout: 3000 });
    expect(await sent(contract.contractDocuments.voidSmart)[0].json()).toEqual({
      externalId: 77,
      documentIds: [3],
      message: 'Wrong price',
    });
  });

  it('shares by e-mail only with a valid address and a message', async () => {
    server.use(answer(contract.contractDocuments.shareSelected, () => HttpResponse.json({ message: 'Documents shared successfully' })));
    await show();
    await select('Inspection Report');
    await userEvent.click(button('Share by e-mail')!);
    const dialog = within(screen.getByRole('dialog', { name: 'Share Document' }));
    expect(dialog.getByRole('list', { name: 'Files' })).toHaveTextContent('Inspection Report');
    await userEvent.type(dialog.getByRole('textbox', { name: 'E-mail' }), 'nope@');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    expect(dialog.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(dialog.getByText('Message is required')).toBeInTheDocument();
    await userEvent.clear(dialog.getByRole('textbox', { name: 'E-mail' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'E-mail' }), 'friend@mail.example');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Message' }), 'Have a look');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Documents shared successfully')).toBeInTheDocument();
    expect(await sent(contract.contractDocuments.shareSelected)[0].json()).toMatchObject({
      mailId: 'friend@mail.example',
      message: 'Have a look',
      documents: [1],
      contractId: 77,
    });
  });

  it('resends to a signer whose turn it is', async () => {
    server.use(answer(contract.contractDocuments.resendSmartDoc, () => HttpResponse.json({ message: 'Documents shared successfully' })));
    await show();
    await userEvent.click(screen.getByRole('button', { name: 'Resend to Emily Carter' }));
    expect(await screen.findByText('Documents shared successfully')).toBeInTheDocument();
    expect(await sent(contract.contractDocuments.resendSmartDoc)[0].json()).toEqual({
      offerId: 7,
      signSetId: 9,
      party: 21,
      category: 'Session',
    });
  });

  it("a received offer's seller agent adds its own PDF (no Add SmartDocs), prepares, shares and deletes it; it sees only its own", async () => {
    // Seed 001 §6: only the buyer agent or a document's owner may prepare, share, delete or void; the API lists it only its own.
    const own = exampleContractDocument({ id: 6, name: 'Seller counter terms', isOwner: true });
    docs = [own];
    server.use(
      answer(contract.offers.getById, () =>
        HttpResponse.json({ id: 7, offerTypeId: 2, canEdit: false, contractId: 77, propertyTypeId: 1, fullAddress: '12 Elm St' }),
      ),
      answer(contract.contractDocuments.addDocument, () => HttpResponse.json(exampleContractDocument({ id: 8, name: 'Disclosure' }))),
    );
    renderRoutesAt(routes, '/offer-documents/7', <ContractDocumentsPanel offerId={7} contractId={77} />);
    await screen.findByText('Seller counter terms');
    expect(screen.getByRole('button', { name: 'Prepare for Signing' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Seller counter terms' }));
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      'View',
      'Share',
      'Download',
      'Upload Signed Document',
      'Delete',
      'Mark as Signed',
      'Add Signatures',
    ]);
    await userEvent.keyboard('{Escape}');
    await select('Seller counter terms');
    expect(['Share', 'Prepare For Signing', 'Delete'].map((n) => button(n)?.hasAttribute('disabled'))).toEqual([false, false, false]);

    await userEvent.click(screen.getByRole('button', { name: 'Add Documents' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Documents' }));
    expect(dialog.queryByRole('button', { name: 'Add SmartDocs' })).toBeNull();
    await userEvent.upload(
      dialog.getByLabelText('Browse Files'),
      new NodeFile(['%PDF-1.4'], 'Disclosure.pdf', { type: 'application/pdf' }) as unknown as File,
    );
    await waitFor(() => expect(sent(contract.contractDocuments.addDocument)).toHaveLength(1));
  });

  it('read-only: no write actions, only Download and Certificate in menus', async () => {
    await show(true);
    expect(button('Add Documents')).toBeNull();
    await select('Inspection Report');
    expect(button('Delete')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Inspection Report' }));
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Download']);
  });
});
