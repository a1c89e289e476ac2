import { ApiError, hostStore, type MlsSearchResult } from '@offerdesk/shared';
import { wizardStore } from '@offerdesk/shared/forms';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exampleMlsListing } from '@offerdesk/shared/testing';
import { makeListing, renderAt } from '../../testing/imports';
import { ImportDataPage } from '../ImportDataPage';

jest.mock('@offerdesk/shared', () => ({
  ...jest.requireActual('@offerdesk/shared'),
  searchMls: jest.fn(),
  fetchMlsListing: jest.fn(),
}));

const api = jest.requireMock('@offerdesk/shared') as Record<'searchMls' | 'fetchMlsListing', jest.Mock>;

const ELM = makeListing({ mls_id: '00112233', address: '12 N Elm St' });
const OAK = makeListing({ mls_id: '6002', address: '14 Oak Ave' });
const renderPage = () => renderAt('/import-data', '/import-data', <ImportDataPage />);
const mlsBox = () => screen.getByRole('textbox', { name: 'MLS Number' });
const continueButton = () => screen.getByRole('button', { name: /Continue|Please wait/ });

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  wizardStore.getState().reset();
  hostStore.getState().configure({ showsPageTitle: false });
  api.searchMls.mockResolvedValue([]);
  api.fetchMlsListing.mockImplementation(async (_a: unknown, l: MlsSearchResult) =>
    exampleMlsListing({ mls_id: l.mls_id, org_id: l.org_id, mlsNumber: l.mls_id, streetNumber: '12', streetName: 'Elm', yearBuilt: 1990 }),
  );
});

describe('/import-data', () => {
  it('leaves the page title to a host that shows it (the shell: Create Offer)', () => {
    hostStore.getState().configure({ showsPageTitle: true });
    renderPage();
    expect(screen.queryByRole('heading', { name: 'Create An Offer' })).not.toBeInTheDocument();
    expect(mlsBox()).toBeInTheDocument();
  });

  it('shows the page; Continue waits for an MLS number or an address; Cancel goes to /home', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('heading', { name: 'Create An Offer' })).toBeInTheDocument();
    expect(mlsBox()).toHaveAttribute('placeholder', 'example 00112233');
    expect(screen.getByRole('combobox', { name: 'Property Address' })).toBeInTheDocument();
    expect(continueButton()).toHaveTextContent('Continue');
    expect(continueButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/home$/);
  });

  it("imports by MLS number ('Please wait' meanwhile) and goes to /create-offer carrying the MLS data", async () => {
    const user = userEvent.setup();
    let resolve!: (v: MlsSearchResult[]) => void;
    api.searchMls.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    wizardStore.getState().setOfferId(5);
    renderPage();
    await user.type(mlsBox(), '00112233');
    await user.click(continueButton());
    expect(continueButton()).toHaveTextContent('Please wait');
    expect(continueButton()).toBeDisabled();
    expect(api.searchMls).toHaveBeenCalledWith(expect.anything(), '00112233', undefined, 'number');
    await act(async () => resolve([OAK, ELM]));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/create-offer$/));
    // The exact MLS number wins over the first result.
    expect(api.fetchMlsListing).toHaveBeenCalledWith(expect.anything(), ELM);
    expect(wizardStore.getState()).toMatchObject({ offerId: null, mlsData: { mls_id: '00112233', streetName: 'Elm' } });
  });

  it("shows the server's no-data message when the MLS number is unknown, and stays", async () => {
    const user = userEvent.setup();
    api.searchMls.mockRejectedValueOnce(new ApiError(404, { code: 'not_found', message: 'No listing has MLS number 99.' }));
    renderPage();
    await user.type(mlsBox(), '99{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('No listing has MLS number 99.');
    expect(continueButton()).toHaveTextContent('Continue');
    expect(screen.getByTestId('location')).toHaveTextContent('/import-data');
    expect(wizardStore.getState().mlsData).toBeNull();
  });

  it('suggests listings from the address search and imports the chosen one', async () => {
    const user = userEvent.setup();
    api.searchMls.mockResolvedValueOnce([ELM, OAK]);
    renderPage();
    await user.type(screen.getByRole('combobox', { name: 'Property Address' }), 'Oak');
    await waitFor(() => expect(api.searchMls).toHaveBeenCalledWith(expect.anything(), 'Oak', expect.anything(), 'address'));
    await user.click(await screen.findByRole('option', { name: /14 Oak Ave/ }));
    expect(screen.getByRole('combobox', { name: 'Property Address' })).toHaveValue('14 Oak Ave, Phoenix, AZ 85004');
    await user.click(continueButton());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/create-offer$/));
    expect(api.fetchMlsListing).toHaveBeenCalledWith(expect.anything(), OAK);
    expect(wizardStore.getState().mlsData).toMatchObject({ mls_id: '6002' });
  });

  it("says 'No Listings Found' in the suggestions when the address matches nothing", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByRole('combobox', { name: 'Property Address' }), 'Nowhere');
    expect(await screen.findByText('No Listings Found', undefined, { timeout: 2000 })).toBeInTheDocument();
  });
});
