import { hostStore } from '@offerdesk/runtime';
import type { AgentContract } from '@offerdesk/shared/contract';
import { contract, exampleAgentContract, exampleContractDocument, renderRoutesAt } from '@offerdesk/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { answer, fail, sent, server, startApiServer } from '../../testing/api';
import { routes } from '../../routes';

jest.setTimeout(60000);

let contracts: AgentContract[] = [];
startApiServer(() => [
  answer(contract.sales.agentContracts, () => HttpResponse.json(contracts)),
  answer(contract.sales.agentContract, ({ params }) =>
    params.contractId === '77'
      ? HttpResponse.json(exampleAgentContract())
      : HttpResponse.json({ code: 'not_found', message: 'Contract not found.' }, { status: 404 }),
  ),
  answer(contract.offers.getById, () =>
    HttpResponse.json({
      id: 9,
      offerTypeId: 1,
      canEdit: true,
      contractId: 77,
      propertyTypeId: 1,
      fullAddress: '12 Elm St, Phoenix, AZ 85004',
    }),
  ),
  answer(contract.contractDocuments.bySale, () => HttpResponse.json([exampleContractDocument({ id: 1, name: 'Inspection Report' })])),
  answer(contract.documentFields.documentFields, () => HttpResponse.json([])),
  answer(contract.parties.ofOffer, () => HttpResponse.json([])),
]);

beforeEach(() => {
  contracts = [];
  hostStore.getState().configure({}, jest.fn());
});

describe('contracts page', () => {
  it("lists the agent's contracts with links to the offer, the sale and the draft documents in the viewer", async () => {
    contracts = [
      exampleAgentContract({
        contractId: 80,
        offerId: 12,
        fullAddress: '4 Oak Ave, Mesa, AZ 85201',
        statusLabel: 'Accepted Offer',
        statusCompleted: true,
        saleId: 3,
        saleFileNumber: 'S-000003',
        documentCount: 3,
        draftCount: 0,
      }),
      exampleAgentContract({ offerTypeId: 2 }),
    ];
    renderRoutesAt(routes, '/contract');
    const table = within(await screen.findByRole('table', { name: 'Your contracts' }));
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Home›Contracts');
    expect(screen.getByRole('heading', { level: 1, name: 'Contracts' })).toBeInTheDocument();
    const rows = table.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const sale = within(rows[0]);
    expect(sale.getByRole('link', { name: '4 Oak Ave, Mesa, AZ 85201' })).toHaveAttribute('href', '/offer-documents/12');
    expect(sale.getByText('Accepted Offer')).toBeInTheDocument();
    expect(sale.getByRole('link', { name: 'Sale S-000003' })).toHaveAttribute('href', '/transactionDetails/3');
    expect(sale.getByText('3 documents, 0 draft')).toBeInTheDocument();
    expect(sale.getByRole('link', { name: 'Open documents of 4 Oak Ave, Mesa, AZ 85201' })).toHaveAttribute('href', '/offer-documents/12');
    const draft = within(rows[1]);
    expect(draft.getByText('Received offer')).toBeInTheDocument();
    expect(draft.getByRole('link', { name: 'Prepare documents of 12 Elm St, Phoenix, AZ 85004' })).toHaveAttribute(
      'href',
      '/contract-document-viewer/77',
    );
  });

  it('says so when the agent has no contracts, and offers Retry when the list cannot be read', async () => {
    const { unmount } = renderRoutesAt(routes, '/contract');
    expect(await screen.findByRole('heading', { level: 2, name: 'No contracts to display' })).toBeInTheDocument();
    expect(screen.getByText(/A contract starts with an offer/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Offers' })).toHaveAttribute('href', '/home');
    // Create An Offer arrives on the offers list with the MLS import dialog open.
    expect(screen.getByRole('link', { name: 'Create An Offer' })).toHaveAttribute('href', '/home/true');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    unmount();
    server.use(answer(contract.sales.agentContracts, () => fail({ status: 503, code: 'unavailable', message: 'Down.' }), { once: true }));
    renderRoutesAt(routes, '/contract');
    expect(await screen.findByRole('alert')).toHaveTextContent('The contracts could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No contracts to display')).toBeInTheDocument();
  });
});

describe('contract document viewer', () => {
  it("opens the contract's draft documents in the document viewer, with the way back to the contracts", async () => {
    renderRoutesAt(routes, '/contract-document-viewer/77');
    expect(await screen.findByRole('link', { name: '< Back to Contracts' })).toHaveAttribute('href', '/contract');
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Contracts' })).toHaveAttribute('href', '/contract');
    expect(crumbs.getByText('12 Elm St, Phoenix, AZ 85004')).toBeInTheDocument();
    expect(await screen.findByText('Inspection Report')).toBeInTheDocument();
    expect(screen.getByTitle('Signing')).toHaveAttribute(
      'src',
      '/sign-assigner/77/1?brand=no&isReviewTab=true&displayMultipleDocuments=true',
    );
    expect(sent(contract.sales.agentContract)[0].url).toContain('/contract/GetAgentContract/77');
  });

  it('shows a contract the agent may not open as not found, without Retry', async () => {
    renderRoutesAt(routes, '/contract-document-viewer/5');
    expect(await screen.findByRole('alert')).toHaveTextContent('Contract not found.');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
