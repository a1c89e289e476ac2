import { hostStore, WizardStep } from '@offerdesk/runtime';
import { OTHER_OPTION_IDS, wizardStore } from '@offerdesk/shared/forms';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contract, exampleAddressDetail, exampleMlsListing, exampleMlsSearchResult, exampleOfferDocument } from '@offerdesk/shared/testing';
import { HttpResponse } from 'msw';
import { answer, fail, held, sent, server, startApiServer } from '../../testing/api';
import { currentLocation, LOOKUPS, renderAt } from '../../testing/render';

const emit = jest.fn();
// Each test drives a real client through the HTTP stack (msw); on a busy machine that takes seconds.

startApiServer(() => [
  answer(contract.lookups.offerLookupData, () => HttpResponse.json(LOOKUPS)),
  answer(contract.lookups.formBuilderEnabled, () => HttpResponse.json(true)),
  answer(contract.places.findAddress, () => HttpResponse.json([])),
  // Add Documents, which Next opens.
  answer(contract.offers.getById, () =>
    HttpResponse.json({ id: 42, canEdit: true, contractId: 1, propertyTypeId: 1, formTemplateIds: [] }),
  ),
  answer(contract.formTemplates.list, () => HttpResponse.json([])),
  answer(contract.documents.byPropertyType, () => HttpResponse.json({ documents: [], mlsDocuments: [] })),
  answer(contract.documents.byExternalId, () => HttpResponse.json([])),
]);
const drafts = () => sent(contract.offers.saveDraft);
const queryOf = (r: Request) => Object.fromEntries(new URL(r.url).searchParams);

beforeEach(() => {
  // Reset first: ending the last test's unsaved changes reaches the host, not this test's record.
  wizardStore.getState().reset();
  jest.clearAllMocks();
  localStorage.clear();
  hostStore.getState().configure({ showsPageTitle: false }, emit);
});

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });
const combo = (name: RegExp | string) => screen.getByRole('combobox', { name });

type Scope = Pick<typeof screen, 'getByRole'>;

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp | string, option: string, scope: Scope = screen) {
  await user.click(scope.getByRole('combobox', { name: label }));
  const listbox = await screen.findByRole('listbox');
  // By its text among the options: naming every option of a long list (48 times) costs seconds.
  await user.click(within(listbox).getByText(option, { selector: '[role="option"]' }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

async function openNew() {
  renderAt('/create-offer');
  await screen.findByRole('form', { name: 'Offer Information' });
}

const nextButton = () => screen.getByRole('button', { name: /^Next/ });

describe('Offer Information', () => {
  it('an offer that cannot be opened (cancelled: 404) offers the way back to the offers list, not a retry, and the wizard forgets it', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(answer(contract.offers.getById, () => fail({ status: 404, code: 'not_found', message: 'Offer not found' })));
    renderAt('/create-offer/77');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This offer could not be found or can no longer be opened.');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(wizardStore.getState().offerId).toBeNull();
    expect(wizardStore.getState().completedSteps).toEqual([]);
    await user.click(within(alert).getByRole('button', { name: 'Back to Offers' }));
    await waitFor(() => expect(currentLocation()).toBe('/home'));
  });

  it('leaves the title to a host that shows it (the shell titles the page under its breadcrumb)', async () => {
    hostStore.getState().configure({ showsPageTitle: true });
    await openNew();
    expect(screen.queryByRole('heading', { name: 'Create Offer' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Offer progress' })).toBeInTheDocument();
  });

  it('shows the title and no errors before a submit attempt; submit empty shows the seed messages', async () => {
    const user = userEvent.setup({ delay: null });
    await openNew();
    expect(screen.getByRole('heading', { name: 'Create Offer' })).toBeInTheDocument();
    expect(screen.queryByText('Street number is required')).not.toBeInTheDocument();
    await user.click(nextButton());
    for (const message of [
      'Street number is required',
      'Street name is required',
      'City is required',
      'State is required',
      'Zip code is required',
      'Year Built is required',
      'Lead Based Paint Disclosure is required',
      'Offer price is required',
      'Earnest money deposit is required',
      'Closing date is required',
      'Earnest Money Deposited With is required',
      'Form Of Earnest Money is required',
      'Type Of Financing is required',
      'Appraisal Paid By is required',
      'Possession Date is required',
      'Offer Expiration Date is required',
      'Offer Expiration Time is required',
      'Inspection Days from Contract Date is required',
      'Is Home Located In HOA is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(drafts()).toHaveLength(0);
  });

  it('Canada: Territory label, postal code checked on blur, bad then good', async () => {
    const user = userEvent.setup({ delay: null });
    await openNew();
    await choose(user, /State/, 'Arizona');
    await choose(user, /Country/, 'Canada');
    // Changing the country clears the state and shows the provinces under 'Territory'.
    expect(combo(/Territory/)).not.toHaveTextContent('Arizona');
    await user.click(combo(/Territory/));
    expect(within(await screen.findByRole('listbox')).queryByRole('option', { name: 'Arizona' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Ontario' }));
    const zip = field(/Postal Code/);
    await user.type(zip, 'D1A 0B1');
    await user.tab();
    expect(await screen.findByText('Please check the Postal Code')).toBeInTheDocument();
    await user.clear(zip);
    await user.type(zip, 'k1a 0b1');
    expect(zip).toHaveValue('K1A 0B1');
    await waitFor(() => expect(screen.queryByText('Please check the Postal Code')).not.toBeInTheDocument());
  });

  it('re-checks the zip when the country changes', async () => {
    const user = userEvent.setup({ delay: null });
    await openNew();
    await user.type(field(/Zip Code/), '85004');
    await choose(user, /Country/, 'Canada');
    expect(await screen.findByText('Please check the Postal Code')).toBeInTheDocument();
  });

  it('year built: digits only, 1975 shows and requires the disclosure, 1990 hides and clears it', async () => {
    const user = userEvent.setup({ delay: null });
    await openNew();
    const year = field(/Year Built/);
    await user.type(year, '19a75x9');
    expect(year).toHaveValue('1975');
    expect(combo(/Lead Based Paint Disclosure/)).toBeInTheDocument();
    await user.click(nextButton());
    expect(await screen.findByText('Lead Based Paint Disclosure is required')).toBeInTheDocument();
    await choose(user, /Lead Based Paint Disclosure/, 'Disclosure Attached');
    expect(screen.queryByText('Lead Based Paint Disclosure is required')).not.toBeInTheDocument();
    await user.clear(year);
    await user.type(year, '1990');
    expect(screen.queryByRole('combobox', { name: /Lead Based Paint Disclosure/ })).not.toBeInTheDocument();
    await user.clear(year);
    await user.type(year, '1975');
    // It was cleared when it was hidden.
    expect(combo(/Lead Based Paint Disclosure/)).not.toHaveTextContent('Disclosure Attached');
    await user.clear(year);
    await user.type(year, '197');
    expect(await screen.findByText('Invalid Year Built')).toBeInTheDocument();
  });

  it('changing the closing date copies it to the possession date', async () => {
    const user = userEvent.setup({ delay: null });
    await openNew();
    const closing = screen.getByLabelText(/Closing Date/);
    await user.type(closing, '2026-12-15');
    expect(screen.getByLabelText(/Possession Date/)).toHaveValue('2026-12-15');
  });

  it("'other' shows a description, and changing the option clears it", async () => {
    const user = userEvent.setup({ delay: null });
    await openNew();
    expect(screen.queryByRole('textbox', { name: /Type Of Financing Description/ })).not.toBeInTheDocument();
    await choose(user, /^Type Of Financing/, 'Other');
    expect(OTHER_OPTION_IDS.financing).toBe(8);
    await user.type(field(/Type Of Financing Description/), 'Crypto');
    await choose(user, /^Type Of Financing/, 'FHA');
    expect(screen.queryByRole('textbox', { name: /Type Of Financing Description/ })).not.toBeInTheDocument();
    await choose(user, /^Type Of Financing/, 'Other');
    expect(field(/Type Of Financing Description/)).toHaveValue('');
    await user.click(nextButton());
    expect(await screen.findByText('Description is required')).toBeInTheDocument();
  });

  it('home warranty fields show only for yes; no clears them', async () => {
    const user = userEvent.setup({ delay: null });
    await openNew();
    expect(screen.queryByRole('textbox', { name: /Optional Coverage/ })).not.toBeInTheDocument();
    const group = screen.getByRole('radiogroup', { name: /Will a Home Warranty be ordered/ });
    await user.click(within(group).getByRole('radio', { name: 'Yes' }));
    await user.type(field(/Optional Coverage/), 'Pool');
    await user.type(field(/Cost not to Exceed/), '1234.567');
    expect(field(/Cost not to Exceed/)).toHaveValue('1,234.56');
    await choose(user, /^Paid By/, 'Seller');
    await user.click(within(group).getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('textbox', { name: /Optional Coverage/ })).not.toBeInTheDocument();
    await user.click(within(group).getByRole('radio', { name: 'Yes' }));
    expect(field(/Optional Coverage/)).toHaveValue('');
    expect(field(/Cost not to Exceed/)).toHaveValue('');
    expect(combo(/^Paid By/)).not.toHaveTextContent('Seller');
  });

  it('money and inspection days accept only what they should', async () => {
    const user = userEvent.setup({ delay: null });
    await openNew();
    await user.type(field(/Offer Price/), 'a1234567.891');
    expect(field(/Offer Price/)).toHaveValue('1,234,567.89');
    const days = field(/Inspection Days/);
    expect(days).toHaveAttribute('placeholder', 'example 10');
    await user.type(days, '1x23');
    expect(days).toHaveValue('12');
  });

  it('Next looks disabled until complete: aria-disabled, still clickable, and says why on hover', async () => {
    const user = userEvent.setup({ delay: null });
    await openNew();
    expect(nextButton()).toHaveAttribute('aria-disabled', 'true');
    expect(nextButton()).toBeEnabled();
    await user.hover(nextButton());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Please complete all required fields');
    expect(nextButton()).toHaveAccessibleDescription('Please complete all required fields');
  });

  it('the hint of a Next that looks disabled also shows on keyboard focus', async () => {
    const user = userEvent.setup({ delay: null });
    await openNew();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    const next = nextButton();
    while (document.activeElement !== next) await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Please complete all required fields');
  });

  it('the first change sets the unsaved flag and tells the host create-offer', async () => {
    const user = userEvent.setup({ delay: null });
    await openNew();
    expect(emit).not.toHaveBeenCalled();
    await user.type(field(/City/), 'P');
    await waitFor(() => expect(emit).toHaveBeenCalledWith({ type: 'create-offer' }));
    expect(localStorage.getItem('offerdesk.unsavedChanges')).toBe('true');
    expect(wizardStore.getState().unsaved).toBe(true);
  });

  it('Back with no changes goes to /home/true; with changes asks first', async () => {
    const user = userEvent.setup({ delay: null });
    await openNew();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await user.type(field(/City/), 'P');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return to Search/Import Screen?' });
    expect(dialog).toHaveTextContent('Are you sure? You will lose all information you have entered.');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Go Back' }));
    await waitFor(() => expect(currentLocation()).toBe('/home/true'));
    expect(wizardStore.getState().unsaved).toBe(false);
    // The host heard that changes were pending, then that none remain.
    expect(emit.mock.calls.map((c) => c[0])).toEqual([{ type: 'create-offer' }, { type: 'offer-success' }]);
    expect(localStorage.getItem('offerdesk.unsavedChanges')).toBeNull();
  });

  it('the unsaved flag clears when every field is back to its initial value', async () => {
    const user = userEvent.setup({ delay: null });
    await openNew();
    await user.type(field(/City/), 'Px');
    await user.type(field(/Offer Price/), '5');
    await waitFor(() => expect(wizardStore.getState().unsaved).toBe(true));
    await user.clear(field(/City/));
    // One field still differs: the flag stays.
    expect(wizardStore.getState().unsaved).toBe(true);
    await user.clear(field(/Offer Price/));
    await waitFor(() => expect(wizardStore.getState().unsaved).toBe(false));
    expect(localStorage.getItem('offerdesk.unsavedChanges')).toBeNull();
    expect(emit.mock.calls.map((c) => c[0])).toEqual([{ type: 'create-offer' }, { type: 'offer-success' }]);
    // With no changes left, Back goes straight to the import screen.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(currentLocation()).toBe('/home/true'));
  });

  it('fills the address from a chosen suggestion', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      answer(contract.places.findAddress, () =>
        HttpResponse.json([{ placeId: 'p1', description: '10 W Camelback Rd, Phoenix, AZ 85013' }]),
      ),
      answer(contract.places.findAddressDetail, () =>
        HttpResponse.json(
          exampleAddressDetail({
            streetNumber: '10',
            directionId: 4,
            route: 'Camelback',
            designatorId: 6,
            stateId: 3,
            zipCode: '85013',
            unitLotNo: '',
          }),
        ),
      ),
    );
    await openNew();
    await user.type(screen.getByRole('combobox', { name: /Street Number/ }), '10 W');
    // No state chosen yet: none is sent.
    await waitFor(() => expect(sent(contract.places.findAddress).map(queryOf)).toContainEqual({ address: '10 W', countryId: '1' }));
    await user.click(await screen.findByRole('option', { name: /Camelback/ }));
    await waitFor(() => expect(field(/Street Name/)).toHaveValue('Camelback'));
    expect(sent(contract.places.findAddressDetail).map(queryOf)).toEqual([{ placeId: 'p1' }]);
    expect(screen.getByRole('combobox', { name: /Street Number/ })).toHaveValue('10');
    expect(field(/City/)).toHaveValue('Phoenix');
    expect(field(/County/)).toHaveValue('Maricopa');
    expect(field(/Zip Code/)).toHaveValue('85013');
    expect(combo(/State/)).toHaveTextContent('Arizona');
    expect(combo(/Direction/)).toHaveTextContent('W');
    expect(combo(/Designator/)).toHaveTextContent('Rd');
  });

  it('a newer address search aborts the older one, whose answer is dropped', async () => {
    const user = userEvent.setup({ delay: null });
    const old = held();
    let first = true;
    server.use(
      answer(contract.places.findAddress, () => {
        if (!first) return HttpResponse.json([{ placeId: 'p2', description: '10 W Camelback Rd, Phoenix, AZ 85013' }]);
        first = false;
        return old.response;
      }),
    );
    await openNew();
    const box = screen.getByRole('combobox', { name: /Street Number/ });
    await user.type(box, '10 W');
    await waitFor(() => expect(sent(contract.places.findAddress).map(queryOf)).toEqual([{ address: '10 W', countryId: '1' }]));
    await user.type(box, ' C');
    expect(await screen.findByRole('option', { name: /Camelback/ })).toBeInTheDocument();
    expect(sent(contract.places.findAddress).map(queryOf)).toEqual([
      { address: '10 W', countryId: '1' },
      { address: '10 W C', countryId: '1' },
    ]);
    expect(sent(contract.places.findAddress)[0].signal.aborted).toBe(true);
    await act(async () => old.release(HttpResponse.json([{ placeId: 'p1', description: '10 W Stale Ave, Mesa, AZ 85201' }])));
    expect(screen.queryByText(/Stale Ave/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });

  it('Data Import fills the form from MLS and sets the unsaved flag', async () => {
    const user = userEvent.setup({ delay: null });
    const search = held();
    server.use(
      answer(contract.mls.byNumber, () => search.response),
      answer(contract.mls.listing, () =>
        HttpResponse.json(
          exampleMlsListing({
            streetNumber: '77',
            streetName: 'Bay',
            city: 'Toronto',
            stateId: 109,
            countryId: 2,
            zip: 'M5J 2N8',
            county: null,
            yearBuilt: 1965,
            price: 800000,
            mlsNumber: '00112233',
            directionId: null,
            designatorId: null,
            propertyTypeId: 1,
          }),
        ),
      ),
    );
    await openNew();
    await user.click(screen.getByRole('button', { name: 'Data Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Data Import' });
    await user.type(within(dialog).getByPlaceholderText('example 00112233'), '00112233');
    await user.click(within(dialog).getByRole('button', { name: 'Import from MLS' }));
    expect(within(dialog).getByRole('button', { name: 'Importing...' })).toBeDisabled();
    const other = exampleMlsSearchResult({ mls_id: '00112299', org_id: 'demo' });
    const hit = exampleMlsSearchResult({ mls_id: '00112233', org_id: 'demo' });
    await act(async () => search.release(HttpResponse.json([other, hit])));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(contract.mls.byNumber).map(queryOf)).toEqual([{ keywords: '00112233' }]);
    expect(sent(contract.mls.listing).map(queryOf)).toEqual([{ mlsId: hit.mls_id, mlsName: hit.org_id }]);
    expect(field(/City/)).toHaveValue('Toronto');
    expect(combo(/Territory/)).toHaveTextContent('Ontario');
    expect(field(/Postal Code/)).toHaveValue('M5J 2N8');
    expect(field(/Offer Price/)).toHaveValue('800,000');
    expect(field(/MLS Number/)).toHaveValue('00112233');
    expect(combo(/Lead Based Paint Disclosure/)).toBeInTheDocument();
    expect(wizardStore.getState().unsaved).toBe(true);
    expect(emit).toHaveBeenCalledWith({ type: 'create-offer' });
  });
});

/** Fills every required field. Each field is looked up within its section: a query over the whole form costs far more. */
async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  const section = (name: string) => within(screen.getByRole('region', { name }));
  const property = section('Property');
  await user.type(property.getByRole('combobox', { name: /Street Number/ }), '12');
  await user.type(property.getByRole('textbox', { name: /Street Name/ }), 'Main');
  await user.type(property.getByRole('textbox', { name: /City/ }), 'Phoenix');
  await choose(user, /State/, 'Arizona', property);
  await user.type(property.getByRole('textbox', { name: /Zip Code/ }), '85004');
  await choose(user, /Is Home Located In HOA/, 'No', property);
  await user.type(property.getByRole('textbox', { name: /Year Built/ }), '1995');
  const price = section('Price & Earnest Money');
  await user.type(price.getByRole('textbox', { name: /Offer Price/ }), '425000');
  await user.type(price.getByRole('textbox', { name: /Earnest Money Deposit/ }), '5000');
  await choose(user, /Earnest Money Deposited With/, 'Title/Escrow Company', price);
  await choose(user, /^Form Of Earnest Money/, 'Wire Transfer', price);
  const financing = section('Financing');
  await choose(user, /^Type Of Financing/, 'Conventional', financing);
  await choose(user, /^Appraisal Paid By/, 'Buyer', financing);
  const dates = section('Dates');
  await user.type(dates.getByLabelText(/Closing Date/), '2026-12-15');
  await user.type(dates.getByLabelText(/Offer Expiration Date/), '2026-12-01');
  await choose(user, /Offer Expiration Time/, '5:30 PM', dates);
  await user.type(dates.getByRole('textbox', { name: /Inspection Days/ }), '10');
}

describe('Offer Information: saving', () => {
  it('Next creates the offer (id -1), marks step 1 complete, clears unsaved and opens Add Documents for it', async () => {
    const user = userEvent.setup({ delay: null });
    const created = held();
    server.use(answer(contract.offers.saveDraft, () => created.response));
    await openNew();
    await fillValid(user);
    await waitFor(() => expect(nextButton()).not.toHaveAttribute('aria-disabled'));
    await user.click(nextButton());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next ...' })).toBeDisabled());
    expect(drafts()).toHaveLength(1);
    expect(await drafts()[0].clone().json()).toEqual(
      expect.objectContaining({
        id: -1,
        streetNumber: '12',
        street: 'Main',
        state: 3,
        zipCode: '85004',
        offerPrice: 425000,
        isHomeLocatedInHOA: false,
        acceptanceDeadlineTime: '17:30',
        possessionDate: '2026-12-15',
        inspectionDaysFromCOE: 10,
        yearBuilt: 1995,
        // Optional, left empty.
        downPayment: null,
        sellerConcessions: null,
      }),
    );
    emit.mockClear();
    await act(async () => created.release(HttpResponse.json({ id: 42 })));
    await waitFor(() => expect(currentLocation()).toBe('/assign-documents?offerId=42'));
    expect(wizardStore.getState()).toMatchObject({
      offerId: 42,
      currentStep: WizardStep.AddDocuments,
      completedSteps: [WizardStep.OfferInformation],
      unsaved: false,
    });
    expect(emit).toHaveBeenCalledWith({ type: 'offer-success', offerId: 42 });
    expect(await screen.findByRole('heading', { name: 'Add Documents' })).toBeInTheDocument();
  });

  it('down payment and seller concessions are optional money after the type of financing, formatted as typed and sent', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(answer(contract.offers.saveDraft, () => HttpResponse.json({ id: 42 })));
    await openNew();
    await fillValid(user);
    const financing = within(screen.getByRole('region', { name: 'Financing' }));
    const down = financing.getByRole('textbox', { name: 'Down Payment' });
    const concessions = financing.getByRole('textbox', { name: 'Seller Concessions' });
    // In the tab order right after the type of financing.
    const order = [
      financing.getByRole('combobox', { name: /^Type Of Financing/ }),
      down,
      concessions,
      financing.getByRole('combobox', { name: /^Appraisal Paid By/ }),
    ];
    for (const [i, f] of order.slice(1).entries())
      expect(order[i].compareDocumentPosition(f) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(down).not.toBeRequired();
    expect(concessions).not.toBeRequired();
    await user.type(down, 'a122400.456');
    await user.type(concessions, '6000');
    expect(down).toHaveValue('122,400.45');
    expect(concessions).toHaveValue('6,000');
    await user.click(nextButton());
    await waitFor(() => expect(drafts()).toHaveLength(1));
    expect(await drafts()[0].clone().json()).toEqual(expect.objectContaining({ downPayment: 122400.45, sellerConcessions: 6000 }));
  });

  it("shows the server's field messages from a 400", async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      answer(contract.offers.saveDraft, () =>
        fail({ status: 400, code: 'validation', message: 'Invalid offer', fields: { zipCode: 'Please check the Zip Code' } }),
      ),
    );
    await openNew();
    await fillValid(user);
    await user.click(nextButton());
    expect(await screen.findByText('Please check the Zip Code')).toBeInTheDocument();
    expect(currentLocation()).toBe('/create-offer');
  });

  it('loads a stored draft; Cancel asks, cancels it on the server and goes home', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      answer(contract.offers.getById, () =>
        HttpResponse.json({
          id: 7,
          canEdit: true,
          streetNumber: '5',
          street: 'Oak',
          city: 'Mesa',
          state: 'Arizona',
          stateId: 3,
          countryId: 1,
          zipCode: '85201',
          yearBuilt: 2001,
          offerPrice: 300000,
          isHomeLocatedInHOA: true,
          closingDate: '2026-12-20',
        }),
      ),
      answer(contract.offers.cancel, () => HttpResponse.json({})),
    );
    renderAt('/create-offer/7');
    await screen.findByRole('form', { name: 'Offer Information' });
    expect(sent(contract.offers.getById).map((r) => new URL(r.url).pathname)).toEqual([expect.stringMatching(/\/7$/)]);
    expect(field(/City/)).toHaveValue('Mesa');
    expect(field(/Offer Price/)).toHaveValue('300,000');
    expect(combo(/Is Home Located In HOA/)).toHaveTextContent('Yes');
    expect(wizardStore.getState().offerId).toBe(7);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel creating offer?' });
    expect(dialog).toHaveTextContent('Are you sure? You will not be able to access this cancelled offer again.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Creating Offer' }));
    await waitFor(() => expect(currentLocation()).toBe('/home'));
    expect(sent(contract.offers.cancel).map((r) => new URL(r.url).pathname)).toEqual([expect.stringMatching(/\/7$/)]);
    expect(emit).toHaveBeenCalledWith({ type: 'offer-cancelled', offerId: 7 });
    expect(wizardStore.getState().offerId).toBeNull();
  });

  it('a reopened draft with documents assigned shows Add Documents completed in the progress already here', async () => {
    server.use(
      answer(contract.offers.getById, () =>
        HttpResponse.json({ id: 7, canEdit: true, city: 'Mesa', stateId: 3, countryId: 1, parties: [] }),
      ),
      answer(contract.documents.byExternalId, () => HttpResponse.json([exampleOfferDocument({ contractId: 7 })])),
    );
    renderAt('/create-offer/7');
    await screen.findByRole('form', { name: 'Offer Information' });
    const progress = within(screen.getByRole('navigation', { name: 'Offer progress' }));
    // A completed step that is not the current one is the only kind that can be clicked.
    await waitFor(() => expect(progress.getByRole('tab', { name: /Add Documents/ })).toBeEnabled());
    expect(wizardStore.getState().completedSteps).toContain(WizardStep.AddDocuments);
    expect(progress.getByRole('tab', { name: /Parties/ })).toBeDisabled();
    expect(sent(contract.documents.byExternalId).map((r) => new URL(r.url).pathname)).toEqual([expect.stringMatching(/\/7$/)]);
  });

  it('a reopened draft built from MLS data leaves Add Documents open', async () => {
    server.use(
      answer(contract.offers.getById, () =>
        HttpResponse.json({ id: 7, canEdit: true, city: 'Mesa', stateId: 3, countryId: 1, parties: [], fromMlsData: true }),
      ),
      answer(contract.documents.byExternalId, () => HttpResponse.json([exampleOfferDocument({ contractId: 7 })])),
    );
    renderAt('/create-offer/7');
    await screen.findByRole('form', { name: 'Offer Information' });
    expect(screen.getByRole('tab', { name: /Add Documents/ })).toBeDisabled();
    expect(wizardStore.getState().completedSteps).not.toContain(WizardStep.AddDocuments);
    expect(sent(contract.documents.byExternalId)).toHaveLength(0);
  });
});
