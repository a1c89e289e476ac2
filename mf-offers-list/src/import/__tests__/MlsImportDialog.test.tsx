import type { MlsSearchResult } from '@offerdesk/shared/contract';
import { LIMITS } from '@offerdesk/shared';
import { wizardStore } from '@offerdesk/shared/forms';
import { contract, exampleMlsListing } from '@offerdesk/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { OffersPage } from '../../offers/OffersPage';
import { answer, fail, held, sent, server, startApiServer } from '../../testing/api';
import {
  listingAnswer,
  listingsFetched,
  LOOKUPS,
  makeListing,
  nextSearch,
  renderAt,
  searchedFor,
  searchRequests,
  TEMPLATES,
} from '../../testing/imports';
import { MlsImportDialog } from '../MlsImportDialog';

// Each test drives a real client through the HTTP stack (msw); on a busy machine that takes seconds.

startApiServer(() => [
  answer(contract.mls.byNumber, () => HttpResponse.json([])),
  answer(contract.mls.byAddress, () => HttpResponse.json([])),
  answer(contract.mls.listing, listingAnswer({ streetNumber: '12', streetName: 'Elm', stateId: 3, price: 425000 })),
  answer(contract.formTemplates.list, () => HttpResponse.json(TEMPLATES)),
  answer(contract.lookups.offerLookupData, () => HttpResponse.json(LOOKUPS)),
  answer(contract.offers.saveDraft, () => HttpResponse.json({ id: 77, displayId: 'OD-77' })),
  answer(contract.offers.sent, () => HttpResponse.json([])),
  answer(contract.offers.received, () => HttpResponse.json([])),
  answer(contract.lookups.offerStatuses, () => HttpResponse.json([])),
  answer(contract.offers.unviewedCount, () => HttpResponse.json({ count: 0 })),
]);

const drafts = () => sent(contract.offers.saveDraft);

const onClose = jest.fn();
const renderDialog = () => renderAt('/home', '/home', <MlsImportDialog open onClose={onClose} />);
const box = () => screen.getByRole('textbox', { name: 'MLS Number or Property Address' });
const next = () => screen.getByRole('button', { name: 'Next' });

const ELM = makeListing({
  mls_id: '6001',
  address: '12 N Elm St',
  type: 'Residential',
  courtesy: 'Desert Realty',
  price: 425000.6,
  status: 'Active',
});
const OAK = makeListing({
  mls_id: '6002',
  address: '14 Oak Ave',
  type: 'Condominium/Townhome',
  propertyTypeId: 2,
  courtesy: 'Valley Homes',
  price: 310000,
  status: 'Pending',
});

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  wizardStore.getState().reset();
});

afterEach(() => jest.useRealTimers());

describe('MLS import dialog: search', () => {
  it("says 'No search criteria entered' while the box is empty, also after it is emptied", async () => {
    const user = userEvent.setup();
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Create Offer' });
    expect(within(dialog).getByText('Select Listing')).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('No search criteria entered');
    await user.type(box(), '12{Enter}');
    await screen.findByText('No Listings Found');
    await user.clear(box());
    expect(screen.getByRole('status')).toHaveTextContent('No search criteria entered');
    expect(next()).toBeDisabled();
  });

  it('searches 500 ms after typing stops, showing Searching ...', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const search = held();
    nextSearch(() => search.response);
    renderDialog();
    await user.type(box(), '12 E');
    await user.type(box(), 'lm');
    await act(async () => jest.advanceTimersByTime(LIMITS.mlsSearchDebounceMs - 1));
    expect(searchedFor()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('Searching ...');
    await act(async () => jest.advanceTimersByTime(1));
    await waitFor(() => expect(searchedFor()).toEqual(['12 Elm']));
    expect(screen.getByRole('status')).toHaveTextContent('Searching ...');
    await act(async () => search.release(HttpResponse.json([ELM, OAK])));
    expect(await screen.findAllByRole('option')).toHaveLength(2);
  });

  it('searches at once on Enter (and not again when the pause ends)', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderDialog();
    await user.type(box(), '00112233{Enter}');
    await waitFor(() => expect(searchedFor()).toEqual(['00112233']));
    await act(async () => jest.advanceTimersByTime(LIMITS.mlsSearchDebounceMs * 2));
    expect(searchedFor()).toHaveLength(1);
  });

  it("shows 'No Listings Found', or the server's 404 message, and other errors as an alert", async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.type(box(), 'Nowhere{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('No Listings Found');

    nextSearch(() => fail({ status: 404, code: 'not_found', message: 'No MLS listings match "Nowhere Ln".' }));
    await user.type(box(), ' Ln{Enter}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No MLS listings match "Nowhere Ln".'));

    nextSearch(() => fail({ status: 500, code: 'internal', message: 'Something went wrong.' }));
    await user.type(box(), 'x{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
  });

  it('lists several listings with photo, address, type, courtesy, price, status and MLS number; Next waits for a choice', async () => {
    const user = userEvent.setup();
    nextSearch(() => HttpResponse.json([ELM, OAK]));
    renderDialog();
    await user.type(box(), 'Elm{Enter}');
    const listbox = await screen.findByRole('listbox', { name: 'Select Listing' });
    const elm = within(listbox).getByRole('option', { name: /12 N Elm St/ });
    expect(elm).toHaveTextContent('Phoenix, AZ 85004');
    expect(elm).toHaveTextContent('Residential · Courtesy of Desert Realty');
    expect(elm).toHaveTextContent('$425,001');
    expect(elm).toHaveTextContent('Active');
    expect(elm).toHaveTextContent('MLS# 6001');
    expect(within(elm).getByRole('img', { name: 'No photo' })).toBeInTheDocument();
    expect(listbox.parentElement).toHaveStyle({ height: `${LIMITS.resultsListHeightPx}px`, overflowY: 'auto' });

    expect(next()).toBeDisabled();
    await user.click(elm);
    expect(elm).toHaveAttribute('aria-selected', 'true');
    expect(next()).toBeEnabled();
    // Keyboard: arrows move the choice.
    elm.focus();
    await user.keyboard('{ArrowDown}');
    const oak = within(listbox).getByRole('option', { name: /14 Oak Ave/ });
    expect(oak).toHaveAttribute('aria-selected', 'true');
    expect(oak).toHaveFocus();
    expect(elm).toHaveAttribute('aria-selected', 'false');
    // Enter on the chosen listing moves on, like Next.
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('combobox', { name: /Property Type/ })).toHaveTextContent('Condominium/Townhome');
  });

  it('drops a stale answer that arrives after a newer one', async () => {
    const user = userEvent.setup();
    const old = held();
    nextSearch(() => old.response);
    renderDialog();
    await user.type(box(), 'Oa{Enter}');
    await waitFor(() => expect(searchedFor()).toEqual(['Oa']));
    nextSearch(() => HttpResponse.json([ELM, OAK]));
    await user.type(box(), 'k{Enter}');
    await screen.findAllByRole('option');
    await act(async () => old.release(HttpResponse.json([makeListing({ address: '999 Stale Rd' }), makeListing()])));
    expect(screen.queryByText('999 Stale Rd')).not.toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(2);
    // The superseded request was aborted.
    expect(searchRequests()[0].signal.aborted).toBe(true);
  });

  it('Cancel closes; Enter Manually goes to /create-offer without old MLS data', async () => {
    const user = userEvent.setup();
    wizardStore.getState().setMlsData(exampleMlsListing({ mlsNumber: 'old' }));
    renderDialog();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Enter Manually' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/create-offer$/);
    expect(wizardStore.getState().mlsData).toBeNull();
  });
});

describe('MLS import dialog: property type and form template', () => {
  async function toSecondDialog(user: ReturnType<typeof userEvent.setup>, listings: MlsSearchResult[]) {
    nextSearch(() => HttpResponse.json(listings));
    renderDialog();
    await user.type(box(), '6001{Enter}');
    return screen.findByRole('combobox', { name: /Property Type/ });
  }

  it('imports exactly one result directly: straight to the second dialog, property type preselected from the listing', async () => {
    const user = userEvent.setup();
    const propertyType = await toSecondDialog(user, [ELM]);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(propertyType).toHaveTextContent('Residential');
    expect(screen.getByText('12 N Elm St')).toBeInTheDocument();
    expect(next()).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
  });

  it('sends an MLS number with letters to the MLS-number search, shows its MLS number and opens it by its key', async () => {
    const user = userEvent.setup();
    const reso = makeListing({
      mls_id: '3f6c2a10-9b4e-4c1d-8a7e-000000000001',
      mlsNumber: 'OC24012345',
      org_id: 'SmartMLS',
      address: '5292 N Willow Blvd',
    });
    nextSearch(() => HttpResponse.json([reso]));
    renderDialog();
    await user.type(box(), 'OC24012345{Enter}');
    await screen.findByRole('combobox', { name: /Property Type/ });
    expect(sent(contract.mls.byNumber).map((r) => new URL(r.url).searchParams.get('keywords'))).toEqual(['OC24012345']);
    expect(sent(contract.mls.byAddress)).toEqual([]);
    expect(screen.getByText(/MLS# OC24012345/)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Form Template' }));
    await user.click(await screen.findByRole('option', { name: 'Broker Standard Purchase' }));
    await user.click(next());
    await waitFor(() => expect(listingsFetched()).toEqual([{ mlsId: reso.mls_id, mlsName: 'SmartMLS' }]));
  });

  it('Next is disabled until a property type is set', async () => {
    const user = userEvent.setup();
    const propertyType = await toSecondDialog(user, [makeListing({ type: 'Houseboat', propertyTypeId: null })]);
    expect(next()).toBeDisabled();
    await user.click(propertyType);
    await user.click(await screen.findByRole('option', { name: 'Vacant Land' }));
    expect(next()).toBeEnabled();
  });

  it('groups the templates: My Templates (agent, sale, this property type) and Broker Templates', async () => {
    const user = userEvent.setup();
    await toSecondDialog(user, [ELM]);
    await user.click(screen.getByRole('combobox', { name: 'Form Template' }));
    const listbox = await screen.findByRole('listbox');
    const items = Array.from(listbox.children).map((li) => li.textContent);
    // The listing is Residential: the brokerage's Residential template comes first.
    expect(items).toEqual([
      'None',
      'My Templates',
      'My Residential Sale',
      'Broker Templates',
      'Broker Standard Purchase',
      'Broker Land Purchase',
    ]);
    await user.click(within(listbox).getByRole('option', { name: 'My Residential Sale' }));
    expect(screen.getByRole('combobox', { name: 'Form Template' })).toHaveTextContent('My Residential Sale');

    // Another property type offers other agent templates: the agent one is dropped, a broker one would stay.
    await user.click(screen.getByRole('combobox', { name: /Property Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Condominium/Townhome' }));
    expect(screen.getByRole('combobox', { name: 'Form Template' })).not.toHaveTextContent('My Residential Sale');
    await user.click(screen.getByRole('combobox', { name: 'Form Template' }));
    expect(within(await screen.findByRole('listbox')).getByRole('option', { name: 'My Condo Sale' })).toBeInTheDocument();
  });

  it('Back returns to the list with the listing still chosen', async () => {
    const user = userEvent.setup();
    nextSearch(() => HttpResponse.json([ELM, OAK]));
    renderDialog();
    await user.type(box(), 'Elm{Enter}');
    await user.click(await screen.findByRole('option', { name: /14 Oak Ave/ }));
    await user.click(next());
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(screen.getByRole('option', { name: /14 Oak Ave/ })).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveValue('Elm');
    expect(next()).toBeEnabled();
  });

  it('Next fetches the listing, creates the offer from the MLS data and opens /assign-documents?offerId=', async () => {
    const user = userEvent.setup();
    const created = held();
    server.use(answer(contract.offers.saveDraft, () => created.response, { once: true }));
    await toSecondDialog(user, [ELM]);
    await user.click(screen.getByRole('combobox', { name: 'Form Template' }));
    await user.click(await screen.findByRole('option', { name: 'Broker Standard Purchase' }));
    await user.click(next());

    await waitFor(() => expect(drafts()).toHaveLength(1));
    expect(listingsFetched()).toEqual([{ mlsId: ELM.mls_id, mlsName: ELM.org_id }]);
    expect(next()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(screen.getByLabelText('Creating offer')).toBeInTheDocument();
    const draft: unknown = await drafts()[0].clone().json();
    expect(draft).toMatchObject({
      id: -1,
      fromMlsData: true,
      propertyTypeId: 1,
      formTemplateIds: [21],
      streetNumber: '12',
      street: 'Elm',
      state: 3,
      countryId: 1,
      offerPrice: 425000,
      mlsNumber: '6001',
    });

    await act(async () => created.release(HttpResponse.json({ id: 77, displayId: 'OD-77' })));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/assign-documents?offerId=77'));
    expect(screen.getByTestId('location')).toHaveTextContent('/assign-documents?offerId=77');
    expect(wizardStore.getState()).toMatchObject({ offerId: 77, formTemplateIds: [21] });
  });

  it('shows a failed create inside the dialog, which stays open', async () => {
    const user = userEvent.setup();
    server.use(
      answer(contract.offers.saveDraft, () =>
        fail({
          status: 400,
          code: 'validation',
          message: 'Please complete all required fields',
          fields: { zipCode: 'Zip code is required', city: 'City is required' },
        }),
      ),
    );
    await toSecondDialog(user, [ELM]);
    await user.click(next());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please complete all required fields: Zip code is required; City is required',
    );
    expect(screen.getByRole('dialog', { name: /Create Offer/ })).toBeInTheDocument();
    expect(next()).toBeEnabled();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/home$/);
  });

  it('shows a failed listing fetch the same way', async () => {
    const user = userEvent.setup();
    server.use(
      answer(contract.mls.listing, () => fail({ status: 404, code: 'not_found', message: 'The listing is no longer available.' })),
    );
    await toSecondDialog(user, [ELM]);
    await user.click(next());
    expect(await screen.findByRole('alert')).toHaveTextContent('The listing is no longer available.');
    expect(drafts()).toHaveLength(0);
  });
});

describe('Offers page and /home/true', () => {
  it('/home/true opens the dialog; closing it returns to /home', async () => {
    const user = userEvent.setup();
    renderAt('/home/true', '/home/:showImportModal?', <OffersPage />);
    const dialog = await screen.findByRole('dialog', { name: 'Create Offer' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/home$/);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Create An Offer opens the dialog on /home', async () => {
    const user = userEvent.setup();
    renderAt('/home', '/home/:showImportModal?', <OffersPage />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create An Offer' }));
    expect(await screen.findByRole('dialog', { name: 'Create Offer' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/home$/);
  });
});
