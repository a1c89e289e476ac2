import { hostStore } from '@offerdesk/runtime';
import { wizardStore } from '@offerdesk/shared/forms';
import { contract } from '@offerdesk/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { answer, fail, held, startApiServer } from '../../testing/api';
import { listingAnswer, listingsFetched, makeListing, nextSearch, renderAt, searchedFor, searchRequests } from '../../testing/imports';
import { ImportDataPage } from '../ImportDataPage';

// Each test drives a real client through the HTTP stack (msw); on a busy machine that takes seconds.

startApiServer(() => [
  answer(contract.mls.byNumber, () => HttpResponse.json([])),
  answer(contract.mls.byAddress, () => HttpResponse.json([])),
  answer(contract.mls.listing, listingAnswer({ streetNumber: '12', streetName: 'Elm', yearBuilt: 1990 })),
]);

const ELM = makeListing({ mls_id: '00112233', address: '12 N Elm St' });
const OAK = makeListing({ mls_id: '6002', address: '14 Oak Ave' });
const renderPage = () => renderAt('/import-data', '/import-data', <ImportDataPage />);
const mlsBox = () => screen.getByRole('textbox', { name: 'MLS Number' });
const continueButton = () => screen.getByRole('button', { name: /Continue|Please wait/ });

beforeEach(() => {
  localStorage.clear();
  wizardStore.getState().reset();
  hostStore.getState().configure({ showsPageTitle: false });
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
    const search = held();
    nextSearch(() => search.response);
    wizardStore.getState().setOfferId(5);
    renderPage();
    await user.type(mlsBox(), '00112233');
    await user.click(continueButton());
    expect(continueButton()).toHaveTextContent('Please wait');
    expect(continueButton()).toBeDisabled();
    await waitFor(() => expect(searchedFor()).toEqual(['00112233']));
    expect(searchRequests()[0].url).toContain(contract.mls.byNumber.url);
    await act(async () => search.release(HttpResponse.json([OAK, ELM])));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/create-offer$/));
    // The exact MLS number wins over the first result.
    expect(listingsFetched()).toEqual([{ mlsId: ELM.mls_id, mlsName: ELM.org_id }]);
    expect(wizardStore.getState()).toMatchObject({ offerId: null, mlsData: { mls_id: '00112233', streetName: 'Elm' } });
  });

  it("shows the server's no-data message when the MLS number is unknown, and stays", async () => {
    const user = userEvent.setup();
    nextSearch(() => fail({ status: 404, code: 'not_found', message: 'No listing has MLS number 99.' }));
    renderPage();
    await user.type(mlsBox(), '99{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('No listing has MLS number 99.');
    expect(continueButton()).toHaveTextContent('Continue');
    expect(screen.getByTestId('location')).toHaveTextContent('/import-data');
    expect(wizardStore.getState().mlsData).toBeNull();
  });

  it('suggests listings from the address search and imports the chosen one', async () => {
    const user = userEvent.setup();
    nextSearch(() => HttpResponse.json([ELM, OAK]));
    renderPage();
    await user.type(screen.getByRole('combobox', { name: 'Property Address' }), 'Oak');
    await waitFor(() => expect(searchedFor()).toEqual(['Oak']));
    expect(searchRequests()[0].url).toContain(contract.mls.byAddress.url);
    await user.click(await screen.findByRole('option', { name: /14 Oak Ave/ }));
    expect(screen.getByRole('combobox', { name: 'Property Address' })).toHaveValue('14 Oak Ave, Phoenix, AZ 85004');
    await user.click(continueButton());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/create-offer$/));
    expect(listingsFetched()).toEqual([{ mlsId: OAK.mls_id, mlsName: OAK.org_id }]);
    expect(wizardStore.getState().mlsData).toMatchObject({ mls_id: '6002' });
  });

  it("says 'No Listings Found' in the suggestions when the address matches nothing", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByRole('combobox', { name: 'Property Address' }), 'Nowhere');
    expect(await screen.findByText('No Listings Found', undefined, { timeout: 2000 })).toBeInTheDocument();
  });
});
