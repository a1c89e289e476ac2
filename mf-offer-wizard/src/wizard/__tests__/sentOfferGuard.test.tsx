import { hostStore, WizardStep, type WizardStepId } from '@offerdesk/runtime';
import { OfferStatus, type OfferStatusId } from '@offerdesk/shared';
import { wizardStore } from '@offerdesk/shared/forms';
import { contract, exampleOfferDetail, exampleOfferForm } from '@offerdesk/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { answer, sent, server, startApiServer } from '../../testing/api';
import { currentLocation, LOOKUPS, renderAt } from '../../testing/render';

// Each test drives a real client through the HTTP stack (msw); on a busy machine that takes seconds.
jest.setTimeout(60000);

startApiServer(() => [
  answer(contract.lookups.offerLookupData, () => HttpResponse.json(LOOKUPS)),
  answer(contract.lookups.formBuilderEnabled, () => HttpResponse.json(true)),
  answer(contract.offers.getById, () => HttpResponse.json(exampleOfferDetail({ id: 9, canEdit: true }))),
  answer(contract.formTemplates.list, () => HttpResponse.json([])),
  answer(contract.documents.byPropertyType, () => HttpResponse.json({ documents: [], mlsDocuments: [] })),
  answer(contract.documents.byExternalId, () => HttpResponse.json([])),
  answer(contract.documents.offerForm, () => HttpResponse.json(exampleOfferForm({ rows: [] }))),
  answer(contract.documents.byContract, () => HttpResponse.json([])),
  answer(contract.documentFields.documentFields, () => HttpResponse.json([])),
]);

beforeEach(() => {
  localStorage.clear();
  wizardStore.getState().reset();
  hostStore.getState().configure({}, jest.fn());
});

/** Each step screen that edits an offer: its address, its step, how it shows itself, and a status the offer has once sent. */
const STEPS: Array<[string, string, WizardStepId, () => Promise<HTMLElement>, OfferStatusId]> = [
  [
    'Offer Information',
    '/create-offer/9',
    WizardStep.OfferInformation,
    () => screen.findByRole('form', { name: 'Offer Information' }),
    OfferStatus.sentForReview,
  ],
  [
    'Add Documents',
    '/assign-documents?offerId=9',
    WizardStep.AddDocuments,
    () => screen.findByRole('heading', { name: 'Add Documents' }),
    OfferStatus.forwardedToSellerAgent,
  ],
  [
    'Form Info',
    '/offer-details?offerId=9',
    WizardStep.FormInfo,
    () => screen.findByRole('heading', { name: 'Form Info' }),
    OfferStatus.buyerSigned,
  ],
  [
    'Document Review',
    '/document-review/9',
    WizardStep.DocumentReview,
    () => screen.findByRole('heading', { name: 'Document Review' }),
    OfferStatus.sentForSignatures,
  ],
  ['Share', '/send-offer/9', WizardStep.Share, () => screen.findByRole('heading', { name: 'Share' }), OfferStatus.signingInProgress],
];

/** The wizard at `step` of offer 9, every earlier step completed. */
const atStep = (step: WizardStepId) =>
  wizardStore.setState({ offerId: 9, currentStep: step, completedSteps: Object.values(WizardStep).filter((s) => s < step) });

describe.each(STEPS)('%s', (name, path, step, shown, sentStatus) => {
  it('shows a draft, reading the offer once for the frame and the screen', async () => {
    atStep(step);
    renderAt(path);
    expect(await shown()).toBeInTheDocument();
    expect(currentLocation()).toBe(path);
    expect(wizardStore.getState()).toMatchObject({ offerId: 9, currentStep: step });
    expect(sent(contract.offers.getById)).toHaveLength(1);
  });

  it(`does not open a sent offer (status ${sentStatus}): the agent lands on its read-only offer page and the wizard lets it go`, async () => {
    server.use(
      answer(contract.offers.getById, () => HttpResponse.json(exampleOfferDetail({ id: 9, statusId: sentStatus, canEdit: false }))),
    );
    atStep(step);
    renderAt(path);
    await waitFor(() => expect(currentLocation()).toBe('/offer-documents/9'));
    expect(screen.queryByText(name, { selector: 'h2' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Offer Information' })).not.toBeInTheDocument();
    expect(wizardStore.getState().offerId).toBeNull();
    expect(sent(contract.offers.getById)).toHaveLength(1);
  });
});

describe('Share: submit to broker (seed 001 §2, §4)', () => {
  it('never offers it in the wizard: an offer that is a sale is let go at the Share step to its offer page, where Submit to Broker lives', async () => {
    server.use(
      answer(contract.offers.getById, () =>
        HttpResponse.json(
          exampleOfferDetail({ id: 9, statusId: OfferStatus.accepted, canEdit: false, saleId: 3, saleFileNumber: 'S-000003' }),
        ),
      ),
    );
    atStep(WizardStep.Share);
    renderAt('/send-offer/9');
    await waitFor(() => expect(currentLocation()).toBe('/offer-documents/9'));
    expect(screen.queryByRole('button', { name: /Submit/ })).not.toBeInTheDocument();
    expect(wizardStore.getState().offerId).toBeNull();
  });
});

describe('Success', () => {
  it('shows the offer just sent: the end of the wizard does not send it away', async () => {
    server.use(
      answer(contract.offers.getById, () =>
        HttpResponse.json(exampleOfferDetail({ id: 9, statusId: OfferStatus.sentForSignatures, canEdit: false })),
      ),
    );
    wizardStore.setState({
      offerId: 9,
      currentStep: WizardStep.Success,
      completedSteps: Object.values(WizardStep).filter((s) => s <= WizardStep.Share),
    });
    renderAt('/offer-success');
    expect(await screen.findByRole('heading', { name: 'Your offer has been sent to buyer(s) for signature.' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/offer-success');
    expect(wizardStore.getState().offerId).toBe(9);
  });
});
