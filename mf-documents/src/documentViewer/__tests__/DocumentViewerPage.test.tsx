import { hostStore } from '@offerdesk/runtime';
import { contract, exampleContractDocument, renderRoutesAt } from '@offerdesk/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { answer, held, server, startApiServer } from '../../testing/api';
import { routes } from '../../routes';

const pdf = exampleContractDocument({ id: 1, name: 'Inspection Report', pageCount: 4 });
const template = exampleContractDocument({ id: 2, name: 'Purchase Agreement', documentType: 'Template' });
const signed = exampleContractDocument({ id: 3, name: 'Addendum', status: 'Signed', pageCount: null });
const fields = (documentId: number, requiredFields: number) => ({
  documentId,
  name: '',
  total: requiredFields,
  assigned: 0,
  requiredFields,
  fields: [],
});

startApiServer(() => [
  answer(contract.offers.getById, () =>
    HttpResponse.json({
      id: 7,
      offerTypeId: 1,
      canEdit: true,
      isBuyerAgent: true,
      contractId: 77,
      propertyTypeId: 1,
      fullAddress: '12 Elm St, Phoenix, AZ 85004',
    }),
  ),
  answer(contract.contractDocuments.bySale, () => HttpResponse.json([pdf, template, signed])),
  answer(contract.documentFields.documentFields, () => HttpResponse.json([fields(1, 0), fields(2, 3), fields(3, 0)])),
  answer(contract.parties.ofOffer, () => HttpResponse.json([])),
]);

beforeEach(() => hostStore.getState().configure({}, jest.fn()));

describe('document viewer', () => {
  it('lists the chosen documents with their type and ready check, counts, the breadcrumb and the framed assigner', async () => {
    renderRoutesAt(routes, '/document-viewer/7?documents=1,2,3');
    expect(await screen.findByRole('link', { name: '< Back to document list' })).toHaveAttribute('href', '/offer-documents/7');
    expect(screen.getByRole('button', { name: 'Add New Document From Template' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    // The seed's breadcrumb Home > Offer > address (the shell shows none on this route: ownBreadcrumb).
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    expect(crumbs.getByRole('link', { name: 'Offer' })).toHaveAttribute('href', '/offer-documents/7');
    expect(crumbs.getByText('12 Elm St, Phoenix, AZ 85004')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'Prepare Documents' })).toBeInTheDocument();
    expect(screen.getByText('3 files selected')).toBeInTheDocument();
    expect(await screen.findByText('3 Required Fields')).toBeInTheDocument();
    const row = (name: string) => within(screen.getByRole('button', { name }).closest('tr')!);
    expect(row('Inspection Report').getByText('Ready')).toBeInTheDocument();
    expect(row('Addendum').getByText('Ready')).toBeInTheDocument();
    expect(row('Purchase Agreement').getByText('3 required fields')).toBeInTheDocument();
    expect(row('Purchase Agreement').queryByText('Ready')).toBeNull();
    // Each row: the name with its page count ('—' when the file could not be counted), type, ready check, actions.
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent || h.getAttribute('aria-label')),
    ).toEqual(['Selected', 'Document', 'Type', 'Ready', 'Actions']);
    expect([row('Inspection Report'), row('Purchase Agreement'), row('Addendum')].map((r) => r.getByText(/pages?$/).textContent)).toEqual([
      '4 pages',
      '2 pages',
      '— pages',
    ]);
    expect(screen.getByTitle('Signing')).toHaveAttribute(
      'src',
      '/sign-assigner/77/1?brand=no&isReviewTab=true&displayMultipleDocuments=true',
    );
    expect(screen.queryByRole('button', { name: 'Actions for Addendum' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Purchase Agreement' }));
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Add Signatures']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Inspection Report' }));
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Add Signatures', 'Mark as Signed']);
  });

  it('offers Share only to those §6 lets share: not on a received offer whose documents the agent does not own', async () => {
    const received = {
      id: 7,
      offerTypeId: 2,
      canEdit: false,
      isBuyerAgent: false,
      contractId: 77,
      propertyTypeId: 1,
      fullAddress: '12 Elm St',
    };
    server.use(answer(contract.offers.getById, () => HttpResponse.json(received)));
    server.use(
      answer(contract.contractDocuments.bySale, () =>
        HttpResponse.json([
          { ...pdf, isOwner: false },
          { ...template, isOwner: true },
        ]),
      ),
    );
    renderRoutesAt(routes, '/document-viewer/7?documents=1,2');
    await screen.findByText('2 files selected');
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    // Its own document alone: the owner may share it.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Inspection Report' }));
    expect(await screen.findByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('never shows a draft Ready before its required-field count is known', async () => {
    const pending = held();
    server.use(answer(contract.documentFields.documentFields, () => pending.response));
    renderRoutesAt(routes, '/document-viewer/7?documents=1,2,3');
    const row = (name: string) => within(screen.getByRole('button', { name }).closest('tr')!);
    await screen.findByRole('button', { name: 'Purchase Agreement' });
    expect(row('Purchase Agreement').getByText('Checking fields…')).toBeInTheDocument();
    expect(row('Inspection Report').getByText('Checking fields…')).toBeInTheDocument();
    expect(row('Addendum').getByText('Ready')).toBeInTheDocument();
    pending.release(HttpResponse.json([fields(1, 1), fields(2, 0), fields(3, 0)]));
    expect(await row('Inspection Report').findByText('1 required field')).toBeInTheDocument();
    expect(row('Purchase Agreement').getByText('Ready')).toBeInTheDocument();
  });

  it('asks about incomplete documents before sharing: Go Back closes, the message names the one document', async () => {
    renderRoutesAt(routes, '/document-viewer/7?documents=1,2');
    await screen.findByText('3 Required Fields');
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Incomplete Document(s)' }));
    expect(dialog.getByText(/^Purchase Agreement has fields that are not assigned/)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Ok' })).toBeEnabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Go Back' }));
  });

  it('shows the no-documents page when nothing is chosen', async () => {
    renderRoutesAt(routes, '/document-viewer/7?documents=3');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Addendum' }));
    expect(screen.getByText('0 files selected')).toBeInTheDocument();
    expect(screen.getByTitle('Signing')).toHaveAttribute('src', '/no-documents');
  });
});
