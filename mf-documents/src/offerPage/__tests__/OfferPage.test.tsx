import { hostStore } from '@offerdesk/runtime';
import type { OfferDetail } from '@offerdesk/shared/contract';
import { CounterOfferStatus, OfferStatus, PartyRole, Side } from '@offerdesk/shared';
import {
  contract,
  currentLocation,
  exampleContractDocument,
  exampleFormItem,
  exampleOfferActivity,
  exampleOfferDetail,
  exampleOfferDocument,
  exampleOfferForm,
  exampleOfferParty,
  exampleSale,
  renderRoutesAt,
} from '@offerdesk/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { answer, fail, held, sent, server, startApiServer } from '../../testing/api';
import { routes } from '../../routes';
import { CONVERT_MISSING_TITLE } from '../ConvertToSaleButton';

let offer: OfferDetail = exampleOfferDetail();
startApiServer(() => [
  answer(contract.offers.getById, () => HttpResponse.json(offer)),
  answer(contract.lookups.formBuilderEnabled, () => HttpResponse.json(true)),
  answer(contract.offerPage.offerActivities, () => HttpResponse.json([])),
  answer(contract.offerPage.waitingMails, () => HttpResponse.json([])),
  answer(contract.contractDocuments.bySale, ({ params }) =>
    params.contractId === '77'
      ? HttpResponse.json([])
      : HttpResponse.json({ code: 'not_found', message: 'Contract not found.' }, { status: 404 }),
  ),
]);

beforeEach(() => {
  offer = exampleOfferDetail();
  hostStore.getState().configure({}, jest.fn());
});

const tab = (name: string) => screen.getByRole('tab', { name });

describe('offer page', () => {
  it('shows the header, the tabs with Documents/Signing first chosen, and the contract documents panel', async () => {
    offer = exampleOfferDetail({
      unitNumber: '4',
      fullAddress: '12 Elm St #4, Phoenix, AZ 85004',
      imageBlobLocation: null,
      mlsNumber: '6001',
      offerPrice: 425000,
    });
    renderRoutesAt(routes, '/offer-documents/9');
    expect(await screen.findByRole('heading', { level: 1, name: '12 Elm St #4' })).toBeInTheDocument();
    expect(screen.getByText('Phoenix, AZ 85004')).toBeInTheDocument();
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.getByText('6001')).toBeInTheDocument();
    expect(screen.getByText('$430,000')).toBeInTheDocument();
    expect(screen.getByText('$425,000')).toBeInTheDocument();
    expect(screen.getByText('1998')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'No photo' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Details', 'Parties', 'Documents/Signing', 'Activities']);
    expect(tab('Documents/Signing')).toHaveAttribute('aria-selected', 'true');
    // The Documents/Signing tab holds the contract documents list of the offer's contract.
    expect(await within(screen.getByRole('tabpanel')).findByRole('checkbox', { name: 'Select all' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Offer Information' })).toHaveAttribute('href', '/create-offer/9');
    // The offer has no sale: Convert to Sale shows (§2), usable once the offer is accepted.
    const convert = screen.getByRole('button', { name: 'Convert to Sale' });
    expect(convert).toHaveAttribute('aria-disabled', 'true');
    expect(convert).toHaveAccessibleDescription('Only an accepted offer can be converted to a sale.');
    await userEvent.click(convert);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("gives the buyer agent's buttons and a working Convert to Sale only to the buyer agent the server names, not to whoever views the sent offer", async () => {
    offer = exampleOfferDetail({ statusId: OfferStatus.buyerSigned, party: null, isBuyerAgent: false });
    renderRoutesAt(routes, '/offer-documents/9');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Buyer Signed')).toBeInTheDocument();
    // The offer has no sale: Convert to Sale shows to everyone, disabled with the reason for anyone but the buyer agent.
    const convert = screen.getByRole('button', { name: 'Convert to Sale' });
    expect(convert).toHaveAttribute('aria-disabled', 'true');
    expect(convert).toHaveAccessibleDescription("Only the offer's buyer agent can convert it to a sale.");
    expect(screen.queryByRole('link', { name: 'Forward to Seller Agent' })).toBeNull();
  });

  it('wraps a long property type inside its own cell so it never runs over the MLS number', async () => {
    offer = exampleOfferDetail({ propertyType: 'Manufactured/Mobile Home', mlsNumber: '6001' });
    renderRoutesAt(routes, '/offer-documents/9');
    const value = await screen.findByText('Manufactured/Mobile Home');
    expect(value.tagName).toBe('DD');
    expect(value).toHaveStyle({ overflowWrap: 'anywhere' });
    // A grid cell's min-width is auto: without 0 a long word widens the cell past its column.
    expect(value.closest('[data-fact]')).toHaveStyle({ minWidth: '0' });
    expect(screen.getByText('6001').closest('[data-fact]')).toHaveAttribute('data-fact', 'MLS Number');
  });

  it('leaves out the Details tab when the form builder is off, and hides MLS Number when there is none', async () => {
    server.use(answer(contract.lookups.formBuilderEnabled, () => HttpResponse.json(false)));
    offer = exampleOfferDetail({ mlsNumber: null });
    renderRoutesAt(routes, '/offer-documents/9');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(sent(contract.lookups.formBuilderEnabled)).toHaveLength(1));
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Parties', 'Documents/Signing', 'Activities']);
    expect(screen.queryByText('MLS Number')).toBeNull();
  });

  it('lists seller and buyer parties with their labels and viewed icons; empty sides say so; Edit Parties opens the party editor', async () => {
    offer = exampleOfferDetail({
      parties: [
        exampleOfferParty(),
        exampleOfferParty({
          partyId: 2,
          personId: 2,
          name: 'Ann Buyer',
          roleId: PartyRole.Client,
          role: 'Client',
          viewedOn: '2026-03-07T09:05:00.000Z',
          signStatus: 2,
        }),
      ],
    });
    renderRoutesAt(routes, '/offer-documents/9');
    await userEvent.click(await screen.findByRole('tab', { name: 'Parties' }));
    const buyers = within(screen.getByRole('region', { name: 'Buyer Parties' }));
    expect(buyers.getAllByRole('columnheader').map((c) => c.textContent)).toContain('Role');
    expect(buyers.getByRole('row', { name: /Alex Morgan/ })).toHaveTextContent('Buyer Inhouse Agent');
    expect(
      within(buyers.getByRole('row', { name: /Ann Buyer/ }))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Ann Buyer', 'Buyer', 'alex@summit.example', 'Signed', '']);
    expect(buyers.getByRole('img', { name: /^Viewed / })).toBeInTheDocument();
    expect(buyers.getByRole('img', { name: 'Not viewed' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Seller Parties' })).getByText('No seller parties to display')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Edit Parties' }));
    expect(currentLocation()).toBe('/assign-parties?offerId=9&returnTo=%2Foffer-documents%2F9');
  });

  it('says when no buyer party exists and disables Edit Parties for a received offer, which it marks viewed', async () => {
    server.use(answer(contract.offers.markViewed, () => HttpResponse.json({ offerId: 9, viewedOn: '2026-03-07T09:05:00.000Z' })));
    offer = exampleOfferDetail({
      offerTypeId: 2,
      isViewed: false,
      canEdit: false,
      statusId: OfferStatus.forwardedToSellerAgent,
      party: { partyId: 5, roleId: 4, sideId: 2, side: 'Seller' },
      isBuyerAgent: false,
    });
    renderRoutesAt(routes, '/offer-documents/9');
    await userEvent.click(await screen.findByRole('tab', { name: 'Parties' }));
    expect(screen.getByText('No buyer parties to display')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Parties' })).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(sent(contract.offers.markViewed).map((r) => new URL(r.url).searchParams.get('offerId'))).toEqual(['9']));
    // A forward button asks 'Forward Without Review?' first (seed 001 §4, as the landing page's do); Continue opens the forward page.
    await userEvent.click(screen.getByRole('button', { name: 'Forward to Seller' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forward Without Review?' });
    expect(dialog).toHaveTextContent(
      'You have not reviewed the offer documents yet. Forward the offer to the Seller without reviewing them?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(currentLocation()).toBe('/forward-offer/9/5?to=seller');
  });

  it('forwards straight on once this tab reviewed the documents for that offer, party and counter', async () => {
    offer = exampleOfferDetail({
      offerTypeId: 2,
      canEdit: false,
      statusId: OfferStatus.forwardedToSellerAgent,
      party: { partyId: 5, roleId: 4, sideId: 2, side: 'Seller' },
      isBuyerAgent: false,
    });
    sessionStorage.setItem('offerdesk.portal.reviewed:9:5:0', '1');
    renderRoutesAt(routes, '/offer-documents/9');
    await userEvent.click(await screen.findByRole('button', { name: 'Forward to Seller' }));
    expect(currentLocation()).toBe('/forward-offer/9/5?to=seller');
    expect(screen.queryByRole('dialog', { name: 'Forward Without Review?' })).not.toBeInTheDocument();
    sessionStorage.clear();
  });

  it('shows a forward button disabled once the offer is already forwarded, with the reason on focus, and goes nowhere', async () => {
    offer = exampleOfferDetail({
      statusId: OfferStatus.forwardedToSellerAgent,
      party: { partyId: 4, roleId: 4, sideId: 1, side: 'Buyer' },
      isBuyerAgent: true,
    });
    renderRoutesAt(routes, '/offer-documents/9');
    const forward = await screen.findByRole('button', { name: 'Forward to Seller Agent' });
    expect(forward).toHaveAttribute('aria-disabled', 'true');
    expect(forward).toHaveAccessibleDescription('This offer has already been forwarded to the seller agent.');
    act(() => forward.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('This offer has already been forwarded to the seller agent.');
    await userEvent.click(forward);
    expect(screen.queryByRole('dialog', { name: 'Forward Without Review?' })).not.toBeInTheDocument();
    expect(currentLocation()).toBe('/offer-documents/9');
  });

  it('says when there are no activities', async () => {
    renderRoutesAt(routes, '/offer-documents/9');
    await userEvent.click(await screen.findByRole('tab', { name: 'Activities' }));
    expect(await screen.findByText('No Activities Found')).toBeInTheDocument();
  });

  it('lists the activities with their time', async () => {
    server.use(answer(contract.offerPage.offerActivities, () => HttpResponse.json([exampleOfferActivity()])));
    renderRoutesAt(routes, '/offer-documents/9');
    await userEvent.click(await screen.findByRole('tab', { name: 'Activities' }));
    expect(await screen.findByText('Alex Morgan created the offer')).toBeInTheDocument();
    // The long date (LLLL, docs/domain/offers.md, "How dates and times are shown") is the time's full text.
    expect(screen.getByText('03/07/26 9:05am')).toHaveAttribute('title', 'Saturday, March 7, 2026 9:05 AM');
  });

  it('lists the mails still waiting to be sent, with whom, when queued and how often tried', async () => {
    const waiting = [
      { id: 1, to: 'lukasz@example.test', subject: 'Documents to sign', queuedOn: '2026-03-07T09:05:00.000Z', attempts: 3 },
      { id: 2, to: 'maria@example.test', subject: 'Documents to sign', queuedOn: '2026-03-07T09:05:00.000Z', attempts: 0 },
    ];
    server.use(answer(contract.offerPage.waitingMails, () => HttpResponse.json(waiting), { once: true }));
    renderRoutesAt(routes, '/offer-documents/9');
    const notice = await screen.findByRole('status', { name: '2 mails of this offer are still waiting to be sent' });
    const items = within(within(notice).getByRole('list', { name: 'Mails still waiting' })).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Documents to sign to lukasz@example.test, queued 03/07/26 9:05am, tried 3 times',
      'Documents to sign to maria@example.test, queued 03/07/26 9:05am, not tried yet',
    ]);
    expect(sent(contract.offerPage.waitingMails).map((r) => new URL(r.url).pathname)).toEqual(['/offer/GetWaitingMails/9']);
  });

  it('asks no waiting mails for a received offer', async () => {
    server.use(answer(contract.offers.markViewed, () => HttpResponse.json({ offerId: 9, viewedOn: '2026-03-07T09:05:00.000Z' })));
    offer = exampleOfferDetail({ offerTypeId: 2, canEdit: false, statusId: OfferStatus.forwardedToSellerAgent });
    renderRoutesAt(routes, '/offer-documents/9');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(sent(contract.offerPage.waitingMails)).toEqual([]);
    expect(screen.queryByRole('status', { name: /still waiting to be sent/ })).toBeNull();
  });

  it('shows the Form Info values read-only unless the offer is an editable draft', async () => {
    const form = exampleOfferForm({
      rows: [
        {
          columns: [
            {
              width: 12,
              items: [
                exampleFormItem({
                  id: 'a',
                  type: 'CUSTOM_FIELD',
                  field: {
                    key: 'abcdefabcdefabcdefabcdef',
                    name: 'Escrow',
                    helpText: null,
                    webFormLabel: 'Escrow Company',
                    toolTip: null,
                    value: 'Copper Title',
                    isRequired: false,
                    dataType: 'Text',
                    textMode: 'SingleLine',
                    fieldGroupId: null,
                    triggerFields: [],
                  },
                }),
              ],
            },
          ],
        },
      ],
    });
    server.use(answer(contract.documents.offerForm, () => HttpResponse.json(form)));
    offer = exampleOfferDetail({ statusId: OfferStatus.sentForSignatures });
    renderRoutesAt(routes, '/offer-documents/9');
    await userEvent.click(await screen.findByRole('tab', { name: 'Details' }));
    expect(await screen.findByRole('textbox', { name: 'Escrow Company' })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  /** The parties a sale needs (docs/domain/sales.md, "Parties a sale needs"), each with an e-mail. */
  const saleParties = () => [
    exampleOfferParty({ partyId: 1 }),
    exampleOfferParty({ partyId: 2, roleId: PartyRole.Client, role: 'Client', email: 'bea@example.com' }),
    exampleOfferParty({ partyId: 3, roleId: PartyRole.OutsideAgent, role: 'Outside Agent', sideId: Side.seller, email: 'sal@example.com' }),
    exampleOfferParty({ partyId: 4, roleId: PartyRole.Client, role: 'Client', sideId: Side.seller, email: 'sue@example.com' }),
    exampleOfferParty({
      partyId: 5,
      personId: null,
      vendorId: 8,
      roleId: PartyRole.TitleEscrow,
      role: 'Title/Escrow',
      email: 't@example.com',
    }),
  ];

  it("lists the seed's completeness messages (000 §5) in Convert to Sale, and converts with them (the sale records them)", async () => {
    offer = exampleOfferDetail({
      statusId: OfferStatus.accepted,
      parties: [
        exampleOfferParty({ partyId: 1 }),
        exampleOfferParty({ partyId: 2, roleId: PartyRole.Client, role: 'Client', email: null, name: 'Bea Buyer' }),
      ],
    });
    renderRoutesAt(routes, '/offer-documents/9');
    await userEvent.click(await screen.findByRole('button', { name: 'Convert to Sale' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Convert to Sale?' }));
    const list = dialog.getByRole('list', { name: CONVERT_MISSING_TITLE });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual([
      'At least one title/escrow must be assigned',
      'At least one seller agent must be assigned',
      'At least one client must be assigned as seller',
      'Buyer Email is missing',
    ]);
    expect(dialog.getByRole('button', { name: 'Convert to Sale' })).toBeEnabled();
    expect(sent(contract.offerPage.convertToSale)).toHaveLength(0);
  });

  it("shows the server's refusal of a conversion in the dialog, each line of it", async () => {
    offer = exampleOfferDetail({ statusId: OfferStatus.accepted, parties: saleParties() });
    server.use(
      answer(contract.offerPage.convertToSale, () =>
        HttpResponse.json(
          { code: 'parties_incomplete', message: 'At least one Inhouse agent must be assigned\nSeller Email is missing' },
          { status: 409 },
        ),
      ),
    );
    renderRoutesAt(routes, '/offer-documents/9');
    await userEvent.click(await screen.findByRole('button', { name: 'Convert to Sale' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Convert to Sale?' }));
    expect(dialog.queryByRole('list')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Convert to Sale' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('At least one Inhouse agent must be assigned Seller Email is missing', {
      normalizeWhitespace: true,
    });
  });

  it('converts an accepted offer to a sale after confirming, busy meanwhile, and then goes to the sale page', async () => {
    offer = exampleOfferDetail({
      statusId: OfferStatus.forwardedToSellerAgent,
      counterOffers: [{ id: 1, statusId: CounterOfferStatus.approved, partySideId: Side.seller, counterPrice: 440000 }],
      parties: saleParties(),
    });
    const answerLater = held();
    server.use(
      answer(contract.offerPage.convertToSale, () => answerLater.response, { once: true }),
      answer(contract.sales.saleById, () => HttpResponse.json(exampleSale())),
      answer(contract.documents.byExternalId, () => HttpResponse.json([])),
    );
    renderRoutesAt(routes, '/offer-documents/9');
    expect(await screen.findByText('$440,000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Convert to Sale' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Convert to Sale?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Convert to Sale' }));
    expect(await dialog.findByRole('button', { name: 'Converting...' })).toBeDisabled();
    offer = { ...offer, saleId: 3, saleFileNumber: 'S-000003' };
    answerLater.release(HttpResponse.json(3));
    await waitFor(() => expect(currentLocation()).toBe('/transactionSale/3?isFromOffer=true'));
  });

  it('re-reads the offer once a void ends, so the header shows its new status (§4 "Voiding": the offer reloads)', async () => {
    offer = exampleOfferDetail({ statusId: OfferStatus.signingInProgress });
    server.use(
      answer(contract.contractDocuments.bySale, () =>
        HttpResponse.json([
          exampleContractDocument({ id: 3, name: 'Disclosure', status: 'Shared', sharedSignSet: 9, sharedSignSetStatus: 'Shared' }),
        ]),
      ),
      answer(contract.parties.ofOffer, () => HttpResponse.json([])),
      answer(contract.contractDocuments.voidSmart, () => {
        offer = { ...offer, statusId: OfferStatus.voided };
        return HttpResponse.json({ voided: 1 });
      }),
    );
    renderRoutesAt(routes, '/offer-documents/9');
    expect(await screen.findByText('Signing In Progress')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Disclosure' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Void Document' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Void Signing Session' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Wrong price');
    await userEvent.click(dialog.getByRole('button', { name: 'Void' }));
    expect(await screen.findByText('Voided')).toBeInTheDocument();
    expect(screen.queryByText('Signing In Progress')).toBeNull();
  });

  it("opens the sale's transaction details from 'Sale {fileNumber}'", async () => {
    offer = exampleOfferDetail({ statusId: OfferStatus.accepted, saleId: 3, saleFileNumber: 'S-000003' });
    renderRoutesAt(routes, '/offer-documents/9');
    expect(await screen.findByRole('link', { name: 'Sale S-000003' })).toHaveAttribute('href', '/transactionDetails/3');
    expect(screen.queryByRole('button', { name: 'Convert to Sale' })).toBeNull();
  });

  it("submits a sale's signed document to the broker, then shows Submitted", async () => {
    offer = exampleOfferDetail({ statusId: OfferStatus.forwardedToBuyerAgent, saleId: 3, saleFileNumber: 'S-000003' });
    let docs = [
      exampleOfferDocument({ id: 31, name: 'Purchase Agreement', status: 'Signed', isSubmitted: false }),
      exampleOfferDocument({ id: 32, name: 'Draft Addendum', status: 'Draft' }),
    ];
    server.use(
      answer(contract.documents.byExternalId, () => HttpResponse.json(docs)),
      answer(contract.offerPage.submitDocumentForReview, () => {
        docs = docs.map((d) => (d.id === 31 ? { ...d, isSubmitted: true } : d));
        return HttpResponse.json({ documentId: 31, isSubmitted: true, message: 'Submitted' });
      }),
    );
    renderRoutesAt(routes, '/offer-documents/9');
    const panel = within(await screen.findByRole('region', { name: 'Submit to Broker' }));
    // Only signed documents can be submitted.
    expect(panel.queryByText('Draft Addendum')).toBeNull();
    await userEvent.click(panel.getByRole('button', { name: 'Submit Purchase Agreement' }));
    expect(await panel.findByText('Submitted')).toBeInTheDocument();
    expect(sent(contract.offerPage.submitDocumentForReview)[0].url).toContain('/offer/SubmitDocumentForReview/3/9/31');
  });

  it('shows no Submit to Broker before the offer is a sale', async () => {
    server.use(answer(contract.documents.byExternalId, () => HttpResponse.json([exampleOfferDocument({ status: 'Signed' })])));
    renderRoutesAt(routes, '/offer-documents/9');
    await screen.findByRole('tabpanel');
    expect(screen.queryByRole('region', { name: 'Submit to Broker' })).toBeNull();
  });

  it('keeps the dialog open with the refusal when the conversion fails, and Convert usable again', async () => {
    offer = exampleOfferDetail({ statusId: OfferStatus.accepted, parties: saleParties() });
    server.use(
      answer(contract.offerPage.convertToSale, () =>
        fail({ status: 409, code: 'invalid_state', message: 'This offer is already sale S-000001.' }),
      ),
    );
    renderRoutesAt(routes, '/offer-documents/9');
    await userEvent.click(await screen.findByRole('button', { name: 'Convert to Sale' }));
    const dialog = within(screen.getByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Convert to Sale' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('This offer is already sale S-000001.');
    expect(dialog.getByRole('button', { name: 'Convert to Sale' })).toBeEnabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Convert to Sale' })).toBeEnabled();
  });

  it('shows an error with Retry when the offer cannot be read', async () => {
    server.use(
      answer(contract.offers.getById, () => fail({ status: 404, code: 'not_found', message: 'Offer not found.' }), { once: true }),
    );
    renderRoutesAt(routes, '/offer-documents/9');
    expect(await screen.findByRole('alert')).toHaveTextContent('Offer not found.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
