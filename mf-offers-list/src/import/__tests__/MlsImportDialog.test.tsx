import { ApiError, LIMITS, type MlsSearchResult, type OfferDraft } from '@offerdesk/shared';
import { wizardStore } from '@offerdesk/shared/forms';
import { exampleMlsListing } from '@offerdesk/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OffersPage } from '../../offers/OffersPage';
import { LOOKUPS, makeListing, renderAt, TEMPLATES } from '../../testing/imports';
import { MlsImportDialog } from '../MlsImportDialog';

jest.mock('@offerdesk/shared', () => ({
  ...jest.requireActual('@offerdesk/shared'),
  searchMls: jest.fn(),
  fetchMlsListing: jest.fn(),
  getFormTemplates: jest.fn(),
  getOfferLookupData: jest.fn(),
  createOffer: jest.fn(),
  getOffers: jest.fn(),
  getOfferStatuses: jest.fn(),
  getUnviewedReceivedCount: jest.fn(),
}));

const api = jest.requireMock('@offerdesk/shared') as Record<
  'searchMls' | 'fetchMlsListing' | 'getFormTemplates' | 'getOfferLookupData' | 'createOffer' | 'getOffers' | 'getOfferStatuses' | 'getUnviewedReceivedCount',
  jest.Mock
>;

const onClose = jest.fn();
const renderDialog = () => renderAt('/home', '/home', <MlsImportDialog open onClose={onClose} />);
const box = () => screen.getByRole('textbox', { name: 'MLS Number or Property Address' });
const next = () => screen.getByRole('button', { name: 'Next' });
const searchedFor = () => api.searchMls.mock.calls.map((c) => c[1]);

const ELM = makeListing({ mls_id: '6001', address: '12 N Elm St', type: 'Residential', courtesy: 'Desert Realty', price: 425000.6, status: 'Active' });
const OAK = makeListing({ mls_id: '6002', address: '14 Oak Ave', type: 'Condominium/Townhome', propertyTypeId: 2, courtesy: 'Valley Homes', price: 310000, status: 'Pending' });

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  wizardStore.getState().reset();
  api.searchMls.mockResolvedValue([]);
  api.getFormTemplates.mockResolvedValue(TEMPLATES);
  api.getOfferLookupData.mockResolvedValue(LOOKUPS);
  api.fetchMlsListing.mockImplementation(async (_api: unknown, l: MlsSearchResult) =>
    exampleMlsListing({ mls_id: l.mls_id, org_id: l.org_id, streetNumber: '12', streetName: 'Elm', stateId: 3, price: 425000, mlsNumber: l.mls_id }),
  );
  api.createOffer.mockResolvedValue({ id: 77, displayId: 'OD-77' });
  api.getOffers.mockResolvedValue({ items: [], nextCursor: null });
  api.getOfferStatuses.mockResolvedValue([]);
  api.getUnviewedReceivedCount.mockResolvedValue(0);
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
    let resolve!: (v: MlsSearchResult[]) => void;
    api.searchMls.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    renderDialog();
    await user.type(box(), '12 E');
    await user.type(box(), 'lm');
    await act(async () => jest.advanceTimersByTime(LIMITS.mlsSearchDebounceMs - 1));
    expect(api.searchMls).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Searching ...');
    await act(async () => jest.advanceTimersByTime(1));
    expect(searchedFor()).toEqual(['12 Elm']);
    expect(screen.getByRole('status')).toHaveTextContent('Searching ...');
    await act(async () => resolve([ELM, OAK]));
    expect(await screen.findAllByRole('option')).toHaveLength(2);
  });

  it('searches at once on Enter (and not again when the pause ends)', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderDialog();
    await user.type(box(), '00112233{Enter}');
    expect(searchedFor()).toEqual(['00112233']);
    await act(async () => jest.advanceTimersByTime(LIMITS.mlsSearchDebounceMs * 2));
    expect(api.searchMls).toHaveBeenCalledTimes(1);
  });

  it("shows 'No Listings Found', or the server's 404 message, and other errors as an alert", async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.type(box(), 'Nowhere{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('No Listings Found');

    api.searchMls.mockRejectedValueOnce(new ApiError(404, { code: 'not_found', message: 'No MLS listings match "Nowhere Ln".' }));
    await user.type(box(), ' Ln{Enter}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No MLS listings match "Nowhere Ln".'));

    api.searchMls.mockRejectedValueOnce(new ApiError(500, { code: 'internal', message: 'Something went wrong.' }));
    await user.type(box(), 'x{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
  });

  it('lists several listings with photo, address, type, courtesy, price, status and MLS number; Next waits for a choice', async () => {
    const user = userEvent.setup();
    api.searchMls.mockResolvedValueOnce([ELM, OAK]);
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
    let resolveOld!: (v: MlsSearchResult[]) => void;
    api.searchMls.mockReturnValueOnce(new Promise((r) => (resolveOld = r))).mockResolvedValueOnce([ELM, OAK]);
    renderDialog();
    await user.type(box(), 'Oa{Enter}');
    await user.type(box(), 'k{Enter}');
    await screen.findAllByRole('option');
    await act(async () => resolveOld([makeListing({ address: '999 Stale Rd' }), makeListing()]));
    expect(screen.queryByText('999 Stale Rd')).not.toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(2);
    // The superseded request was aborted.
    expect((api.searchMls.mock.calls[0][2] as AbortSignal).aborted).toBe(true);
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
    api.searchMls.mockResolvedValueOnce(listings);
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
    expect(items).toEqual(['None', 'My Templates', 'My Residential Sale', 'Broker Templates', 'Broker Standard Purchase', 'Broker Land Purchase']);
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
    api.searchMls.mockResolvedValueOnce([ELM, OAK]);
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
    let resolve!: (v: unknown) => void;
    api.createOffer.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    await toSecondDialog(user, [ELM]);
    await user.click(screen.getByRole('combobox', { name: 'Form Template' }));
    await user.click(await screen.findByRole('option', { name: 'Broker Standard Purchase' }));
    await user.click(next());

    expect(api.fetchMlsListing).toHaveBeenCalledWith(expect.anything(), ELM);
    await waitFor(() => expect(api.createOffer).toHaveBeenCalledTimes(1));
    expect(next()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(screen.getByLabelText('Creating offer')).toBeInTheDocument();
    const draft = api.createOffer.mock.calls[0][1] as OfferDraft;
    expect(draft).toMatchObject({ id: -1, fromMlsData: true, propertyTypeId: 1, formTemplateIds: [21], streetNumber: '12', street: 'Elm', state: 3, countryId: 1, offerPrice: 425000, mlsNumber: '6001' });

    await act(async () => resolve({ id: 77, displayId: 'OD-77' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/assign-documents?offerId=77');
    expect(wizardStore.getState()).toMatchObject({ offerId: 77, formTemplateIds: [21] });
  });

  it('shows a failed create inside the dialog, which stays open', async () => {
    const user = userEvent.setup();
    api.createOffer.mockRejectedValueOnce(
      new ApiError(400, { code: 'validation', message: 'Please complete all required fields', fields: { zipCode: 'Zip code is required', city: 'City is required' } }),
    );
    await toSecondDialog(user, [ELM]);
    await user.click(next());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please complete all required fields: Zip code is required; City is required');
    expect(screen.getByRole('dialog', { name: /Create Offer/ })).toBeInTheDocument();
    expect(next()).toBeEnabled();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/home$/);
  });

  it('shows a failed listing fetch the same way', async () => {
    const user = userEvent.setup();
    api.fetchMlsListing.mockRejectedValueOnce(new ApiError(404, { code: 'not_found', message: 'The listing is no longer available.' }));
    await toSecondDialog(user, [ELM]);
    await user.click(next());
    expect(await screen.findByRole('alert')).toHaveTextContent('The listing is no longer available.');
    expect(api.createOffer).not.toHaveBeenCalled();
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
