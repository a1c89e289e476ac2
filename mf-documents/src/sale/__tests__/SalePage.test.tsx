import { hostStore } from '@offerdesk/runtime';
import type { OfferDetail, Sale } from '@offerdesk/shared/contract';
import { formatDateTime, Side } from '@offerdesk/shared';
import {
  contract,
  exampleContractDocument,
  exampleOfferDetail,
  exampleOfferDocument,
  exampleOfferParty,
  exampleSale,
  renderRoutesAt,
} from '@offerdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { answer, fail, sent, server, startApiServer } from '../../testing/api';
import { routes } from '../../routes';

jest.setTimeout(60000);

let sale: Sale = exampleSale();
let offer: OfferDetail = exampleOfferDetail();
startApiServer(() => [
  answer(contract.sales.saleById, () => HttpResponse.json(sale)),
  answer(contract.offers.getById, () => HttpResponse.json(offer)),
  answer(contract.contractDocuments.bySale, () =>
    HttpResponse.json([
      exampleContractDocument({ id: 31, name: 'Purchase Agreement', status: 'Signed', sharedOn: '2026-03-08T15:30:00.000Z' }),
      exampleContractDocument({ id: 32, name: 'HOA Addendum', status: 'Draft', documentType: 'PDF' }),
    ]),
  ),
  answer(contract.documents.byExternalId, () =>
    HttpResponse.json([exampleOfferDocument({ id: 31, name: 'Purchase Agreement', status: 'Signed', isSubmitted: false })]),
  ),
]);

beforeEach(() => {
  sale = exampleSale();
  offer = exampleOfferDetail({
    saleId: 3,
    saleFileNumber: 'S-000003',
    fullAddress: '12 Elm St, Phoenix, AZ 85004',
    parties: [
      exampleOfferParty(),
      exampleOfferParty({
        partyId: 2,
        name: 'Sol Seller',
        firstName: 'Sol',
        lastName: 'Seller',
        roleId: 1,
        role: 'Client',
        sideId: Side.seller,
        side: 'Seller',
      }),
    ],
  });
  hostStore.getState().configure({}, jest.fn());
});

describe('sale page', () => {
  it('shows the file number, property, accepted terms, parties, documents, the way back to the offer and Submit to Broker', async () => {
    sale = exampleSale({ terms: { ...exampleSale().terms, price: 440000, counterOfferNumber: 2, additionalTerms: 'Fridge stays.' } });
    renderRoutesAt(routes, '/transactionDetails/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sale S-000003' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Home›Contracts›Sale S-000003');
    // No conversion alert unless the agent came from the conversion.
    expect(screen.queryByText(/was converted/)).toBeNull();
    expect(await screen.findByText('12 Elm St, Phoenix, AZ 85004')).toBeInTheDocument();
    const terms = within(screen.getByRole('region', { name: 'Price and Terms' }));
    expect(terms.getByText('As accepted in counter offer 2')).toBeInTheDocument();
    expect(terms.getByText('$440,000')).toBeInTheDocument();
    expect(terms.getByText('$5,000')).toBeInTheDocument();
    expect(terms.getByText('Conventional')).toBeInTheDocument();
    expect(terms.getByText('04/30/26')).toBeInTheDocument();
    expect(terms.getByText('Fridge stays.')).toBeInTheDocument();
    const parties = within(screen.getByRole('region', { name: 'Transaction Parties' }));
    expect(parties.getByRole('region', { name: 'Seller Parties' })).toHaveTextContent('Sol Seller');
    expect(parties.getByRole('region', { name: 'Buyer Parties' })).toHaveTextContent('Alex Morgan');
    const docs = within(screen.getByRole('region', { name: 'Documents' }));
    expect(await docs.findByText('Purchase Agreement')).toBeInTheDocument();
    expect(docs.getByText('Signing Completed')).toBeInTheDocument();
    expect(docs.getByText(formatDateTime('2026-03-08T15:30:00.000Z'))).toBeInTheDocument();
    expect(docs.getByText('HOA Addendum')).toBeInTheDocument();
    expect(sent(contract.contractDocuments.bySale)[0].url).toContain('/offer/getOfferDocumentsBySale/77');
    expect(screen.getByRole('link', { name: 'View Offer' })).toHaveAttribute('href', '/offer-documents/9');
    const broker = within(await screen.findByRole('region', { name: 'Submit to Broker' }));
    expect(broker.getByRole('button', { name: 'Submit Purchase Agreement' })).toBeEnabled();
  });

  it('says the offer was converted when the agent comes from the conversion', async () => {
    renderRoutesAt(routes, '/transactionSale/3?isFromOffer=true');
    expect(await screen.findByText('The offer was converted to sale S-000003.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sale S-000003' })).toBeInTheDocument();
  });

  it("says so when the sale has no documents, and the offer's own terms when no counter was approved", async () => {
    sale = exampleSale({ contractId: null });
    renderRoutesAt(routes, '/transactionDetails/3');
    expect(await screen.findByText('No documents to display')).toBeInTheDocument();
    expect(screen.getByText('As accepted in the offer')).toBeInTheDocument();
    expect(sent(contract.contractDocuments.bySale)).toHaveLength(0);
  });

  it('shows a missing sale (or one the agent may not see) without Retry, and a failed read with Retry', async () => {
    server.use(answer(contract.sales.saleById, () => fail({ status: 404, code: 'not_found', message: 'Sale not found.' }), { once: true }));
    const { unmount } = renderRoutesAt(routes, '/transactionDetails/3');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sale not found.');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    unmount();
    server.use(answer(contract.sales.saleById, () => fail({ status: 503, code: 'unavailable', message: 'Try again.' }), { once: true }));
    renderRoutesAt(routes, '/transactionDetails/3');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sale S-000003' })).toBeInTheDocument();
  });

  it('refuses an address that is not a sale id without asking the server', async () => {
    renderRoutesAt(routes, '/transactionDetails/abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sale not found.');
    await waitFor(() => expect(sent(contract.sales.saleById)).toHaveLength(0));
  });
});
