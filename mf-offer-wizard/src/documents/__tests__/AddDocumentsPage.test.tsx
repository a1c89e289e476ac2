import { hostStore, WizardStep } from '@offerdesk/runtime';
import { wizardStore } from '@offerdesk/shared/forms';
import { contract, exampleAvailableDocument, exampleOfferDocument } from '@offerdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
// Node's File: the FormData of this test environment (Node's) takes only Node's Blob.
import { File as NodeFile } from 'node:buffer';
import { answer, held, sent, server, startApiServer } from '../../testing/api';
import { currentLocation, renderAt } from '../../testing/render';

const OFFER = {
  id: 9,
  canEdit: true,
  contractId: 77,
  propertyTypeId: 1,
  mlsNumber: 'MLS9',
  isHomeLocatedInHOA: false,
  formTemplateIds: [3],
  fromMlsData: false,
};
const RPA = exampleAvailableDocument({
  id: 1,
  name: 'Residential Purchase Agreement',
  isRequired: true,
  formTemplateDocuments: [{ formTemplateId: 3 }],
});
const LBP = exampleAvailableDocument({ id: 2, name: 'Lead-Based Paint Disclosure', documentTypeId: 201, isRequired: true });
const HOA = exampleAvailableDocument({ id: 4, name: 'HOA Addendum', documentTypeId: 353 });
const WARRANTY = exampleAvailableDocument({ id: 5, name: 'Home Warranty Addendum', documentTypeId: 202 });
const MLS_DOC = { object_id: 'MLS9-D1', content_url: 'http://api/mls/documents/MLS9-D1.pdf', content_desc: 'Seller Property Disclosure' };
const TEMPLATES = [
  { id: 3, name: 'Residential Resale Purchase Contract', isAgentTemplate: false, transactionTypeId: 2, propertyTypeId: 1 },
  { id: 6, name: 'My Residential Offer', isAgentTemplate: true, transactionTypeId: 2, propertyTypeId: 1 },
];

startApiServer(() => [
  answer(contract.lookups.formBuilderEnabled, () => HttpResponse.json(true)),
  answer(contract.offers.getById, () => HttpResponse.json(OFFER)),
  answer(contract.formTemplates.list, () => HttpResponse.json(TEMPLATES)),
  answer(contract.documents.byFormTemplate, () => HttpResponse.json([RPA, LBP])),
  answer(contract.documents.byPropertyType, () => HttpResponse.json({ documents: [HOA, WARRANTY], mlsDocuments: [MLS_DOC] })),
  answer(contract.documents.byExternalId, () => HttpResponse.json([])),
  answer(contract.documents.addDocuments, () => HttpResponse.json({ contractId: 77 })),
]);

beforeEach(() => {
  localStorage.clear();
  wizardStore.setState({ offerId: 9, currentStep: WizardStep.AddDocuments, completedSteps: [WizardStep.OfferInformation] });
  hostStore.getState().configure({}, jest.fn());
});

const list = (name: string) => screen.getByRole('list', { name });
const open = async () => {
  renderAt('/assign-documents?offerId=9');
  await screen.findByRole('heading', { name: 'Add Documents' });
  await within(list('Select Required Documents')).findByText('Residential Purchase Agreement');
};

describe('Add Documents', () => {
  it('numbers the sections (MLS only when the listing has documents) and shows the empty states', async () => {
    await open();
    expect(screen.getByText('1 Select Required Documents')).toBeInTheDocument();
    expect(screen.getByText('2 Select MLS Documents')).toBeInTheDocument();
    expect(screen.getByText('3 Select Additional Documents')).toBeInTheDocument();
    expect(within(list('Select MLS Documents')).getByText('Seller Property Disclosure')).toBeInTheDocument();
    expect(screen.getByText('No documents to display')).toBeInTheDocument();
    // Search narrows every section; a section left empty says so.
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Search Documents' }), 'warranty');
    expect(within(list('Select Additional Documents')).getByText('Home Warranty Addendum')).toBeInTheDocument();
    expect(screen.getAllByText('No documents found')).toHaveLength(2);
  });

  it('numbers Additional 2 when the listing has no MLS documents', async () => {
    server.use(answer(contract.documents.byPropertyType, () => HttpResponse.json({ documents: [HOA], mlsDocuments: [] })));
    await open();
    expect(screen.getByText('2 Select Additional Documents')).toBeInTheDocument();
    expect(screen.queryByText(/Select MLS Documents/)).not.toBeInTheDocument();
  });

  it('Next needs a document, then the HOA Addendum for a home in an HOA; it assigns them and moves to Parties', async () => {
    server.use(answer(contract.offers.getById, () => HttpResponse.json({ ...OFFER, isHomeLocatedInHOA: true })));
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please assign at least one document');

    await user.click(screen.getByRole('checkbox', { name: 'Residential Purchase Agreement' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seller Property Disclosure' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(within(list('Assigned Documents')).getByText('Residential Purchase Agreement')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please add HOA Addedndum document');
    expect(sent(contract.documents.addDocuments)).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: 'HOA Addendum' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    server.use(
      answer(contract.documents.byExternalId, () =>
        HttpResponse.json([
          exampleOfferDocument({ id: 501, documentId: 1 }),
          exampleOfferDocument({ id: 502, documentId: 4, name: 'HOA Addendum', documentTypeId: 353, type: 'Additional' }),
        ]),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(currentLocation()).toBe('/assign-parties?offerId=9'));
    const body = await sent(contract.documents.addDocuments)[0].json();
    expect(body).toMatchObject({ offerId: 9, documentTemplateIds: [1, 4], mlsDocuments: [MLS_DOC], hasDocuments: true });
    expect(wizardStore.getState()).toMatchObject({ currentStep: WizardStep.Parties, unsaved: false });
    expect(wizardStore.getState().completedSteps).toContain(WizardStep.AddDocuments);
  });

  // Seed 000 §2: document lists sort by name or type (name-asc, name-desc, type-asc, type-desc); the assigned list too.
  it('sorts every list, the assigned one included, by document type or by name', async () => {
    const user = userEvent.setup();
    await open();
    const names = (name: string) =>
      within(list(name))
        .getAllByRole('checkbox')
        .map((c) => c.getAttribute('aria-label') ?? (c as HTMLInputElement).labels?.[0]?.textContent);
    expect(names('Select Additional Documents')).toEqual(['HOA Addendum', 'Home Warranty Addendum']);
    await user.click(screen.getByRole('checkbox', { name: 'Residential Purchase Agreement' }));
    await user.click(screen.getByRole('checkbox', { name: 'Lead-Based Paint Disclosure' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(names('Assigned Documents')).toEqual(['Lead-Based Paint Disclosure', 'Residential Purchase Agreement']);
    const sortBy = async (option: string) => {
      await user.click(screen.getByRole('combobox', { name: 'Sort' }));
      await user.click(await screen.findByRole('option', { name: option }));
    };
    await sortBy('Type (ascending)');
    // Home Warranty Addendum is type 202, HOA Addendum 353; the purchase agreement 101, the disclosure 201.
    expect(names('Select Additional Documents')).toEqual(['Home Warranty Addendum', 'HOA Addendum']);
    expect(names('Assigned Documents')).toEqual(['Residential Purchase Agreement', 'Lead-Based Paint Disclosure']);
    await sortBy('Type (descending)');
    expect(names('Select Additional Documents')).toEqual(['HOA Addendum', 'Home Warranty Addendum']);
    expect(names('Assigned Documents')).toEqual(['Lead-Based Paint Disclosure', 'Residential Purchase Agreement']);
  });

  it('removes an assigned document back to its section and removes it on the server when saved', async () => {
    server.use(
      answer(contract.documents.byExternalId, () =>
        HttpResponse.json([
          exampleOfferDocument({ id: 501, documentId: 1 }),
          exampleOfferDocument({ id: 503, documentId: 5, name: 'Home Warranty Addendum', type: 'Additional' }),
        ]),
      ),
      answer(contract.documents.removeDocuments, () => HttpResponse.json({ removed: 1, message: 'Document removed successfully' })),
    );
    wizardStore.setState({ completedSteps: [WizardStep.OfferInformation, WizardStep.AddDocuments] });
    const user = userEvent.setup();
    renderAt('/assign-documents?offerId=9');
    await within(await screen.findByRole('list', { name: 'Assigned Documents' })).findByText('Home Warranty Addendum');
    await user.click(within(list('Assigned Documents')).getByRole('checkbox', { name: 'Home Warranty Addendum' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(within(list('Select Additional Documents')).getByText('Home Warranty Addendum')).toBeInTheDocument();
    expect(wizardStore.getState().unsaved).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(sent(contract.documents.removeDocuments)).toHaveLength(1));
    expect(await sent(contract.documents.removeDocuments)[0].json()).toEqual({ contractId: 77, documentIds: [503] });
  });

  it("refuses a file that is not a PDF with 'Only pdf files are supported.' and uploads a PDF into the assigned list", async () => {
    server.use(
      answer(contract.documents.addOfferDocument, () =>
        HttpResponse.json(exampleOfferDocument({ id: 600, documentId: null, name: 'Inspection', type: 'Additional', documentType: 'PDF' })),
      ),
    );
    const user = userEvent.setup({ applyAccept: false });
    await open();
    const input = screen.getByLabelText('PDF document to upload');
    await user.upload(input, new File(['png'], 'photo.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only pdf files are supported.');
    expect(sent(contract.documents.addOfferDocument)).toHaveLength(0);
    await user.upload(input, new NodeFile(['%PDF-1.4'], 'Inspection.pdf', { type: 'application/pdf' }) as unknown as File);
    expect(await within(list('Assigned Documents')).findByText('Inspection')).toBeInTheDocument();
    expect(sent(contract.documents.addOfferDocument)[0].url).toContain('offerId=9');
  });

  it('reports the upload as a percent (000 §2) on a determinate bar while the PDF is sent, and clears it once stored', async () => {
    const answerLater = held();
    server.use(answer(contract.documents.addOfferDocument, () => answerLater.response, { once: true }));
    const user = userEvent.setup();
    await open();
    const bytes = new Uint8Array(64 * 1024).fill(32);
    await user.upload(
      screen.getByLabelText('PDF document to upload'),
      new NodeFile(['%PDF-1.4\n', bytes], 'Survey.pdf', { type: 'application/pdf' }) as unknown as File,
    );
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    const percent = Number(bar.getAttribute('aria-valuenow'));
    expect(percent).toBeGreaterThanOrEqual(0);
    expect(percent).toBeLessThanOrEqual(100);
    expect(screen.getByText(`Uploading… ${percent}%`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload PDF Document' })).toBeDisabled();
    answerLater.release(
      HttpResponse.json(exampleOfferDocument({ id: 601, documentId: null, name: 'Survey', type: 'Additional', documentType: 'PDF' })),
    );
    expect(await within(list('Assigned Documents')).findByText('Survey')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).toBeNull();
  });

  it('asks before a new template replaces the assigned documents', async () => {
    server.use(answer(contract.documents.byExternalId, () => HttpResponse.json([exampleOfferDocument({ id: 501, documentId: 1 })])));
    const user = userEvent.setup();
    renderAt('/assign-documents?offerId=9');
    await within(await screen.findByRole('list', { name: 'Assigned Documents' })).findByText('Residential Purchase Agreement');
    await user.click(screen.getByRole('combobox', { name: 'Form Template' }));
    expect(screen.getByText('My Templates')).toBeInTheDocument();
    expect(screen.getByText('Broker Templates')).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'My Residential Offer' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'When you change the form template, this will replace all assigned documents with this form template documents. Are you sure want to continue?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent(contract.documents.changeFormTemplate)).toHaveLength(0);
  });
});
