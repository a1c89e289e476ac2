import { hostStore, WizardStep } from '@offerdesk/runtime';
import { wizardStore } from '@offerdesk/shared/forms';
import { contract } from '@offerdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { answer, sent, server, startApiServer } from '../../testing/api';
import { currentLocation, LOOKUPS, renderAt } from '../../testing/render';

// Each test drives a real client through the HTTP stack (msw); on a busy machine that takes seconds.

const STORED = {
  id: 9,
  canEdit: true,
  streetNumber: '1',
  street: 'Main',
  city: 'Phoenix',
  stateId: 3,
  countryId: 1,
  zipCode: '85004',
  isHomeLocatedInHOA: false,
  yearBuilt: 1995,
  offerPrice: 400000,
  earnestMoneyDeposit: 4000,
  earnestMoneyDepositedId: 1,
  formOfEarnestMoneyId: 1,
  typeOfFinancingId: 1,
  appraisalPaidById: 1,
  closingDate: '2026-12-15',
  possessionDate: '2026-12-15',
  acceptanceDeadlineDate: '2026-12-01',
  acceptanceDeadlineTime: '17:00',
  inspectionDaysFromCOE: 10,
};

startApiServer(() => [
  answer(contract.lookups.offerLookupData, () => HttpResponse.json(LOOKUPS)),
  answer(contract.lookups.formBuilderEnabled, () => HttpResponse.json(true)),
  answer(contract.offers.getById, () => HttpResponse.json(STORED)),
  answer(contract.offers.saveDraft, () => HttpResponse.json({ id: 9 })),
  // The Add Documents screen inside the frame.
  answer(contract.formTemplates.list, () => HttpResponse.json([])),
  answer(contract.documents.byPropertyType, () => HttpResponse.json({ documents: [], mlsDocuments: [] })),
  answer(contract.documents.byExternalId, () => HttpResponse.json([])),
]);
const drafts = () => sent(contract.offers.saveDraft);

beforeEach(() => {
  localStorage.clear();
  wizardStore.getState().reset();
  hostStore.getState().configure({}, jest.fn());
});

const progress = () => screen.getByRole('navigation', { name: 'Offer progress' });

describe('wizard frame', () => {
  it('opens the offer at Offer Information again when its address names the offer whose wizard ended (Edit Offer Information)', async () => {
    wizardStore.setState({
      offerId: 9,
      currentStep: WizardStep.SentForReview,
      completedSteps: [WizardStep.OfferInformation, WizardStep.AddDocuments],
    });
    renderAt('/create-offer/9');
    expect(await screen.findByLabelText(/^Offer Price/)).toBeInTheDocument();
    expect(currentLocation()).toBe('/create-offer/9');
    expect(wizardStore.getState()).toMatchObject({ offerId: 9, currentStep: WizardStep.OfferInformation });
  });

  it('lists the steps (Form Info only with the form builder) and makes only completed, non-current steps clickable', async () => {
    wizardStore.setState({ offerId: 9, currentStep: WizardStep.AddDocuments, completedSteps: [WizardStep.OfferInformation] });
    renderAt('/assign-documents?offerId=9');
    await waitFor(() => expect(within(progress()).getByText('Form Info')).toBeInTheDocument());
    const nav = within(progress());
    for (const label of ['Offer Information', 'Add Documents', 'Parties', 'Document Review', 'Share'])
      expect(nav.getByText(label)).toBeInTheDocument();
    expect(nav.queryByText('Success')).not.toBeInTheDocument();
    expect(nav.getByRole('tab', { name: /Offer Information/ })).toBeEnabled();
    // The current step is highlighted and not clickable; steps not completed are not clickable.
    expect(nav.getByRole('tab', { name: /Add Documents/ })).toBeDisabled();
    expect(nav.getByRole('tab', { name: /Add Documents/ })).toHaveAttribute('aria-current', 'step');
    expect(nav.getByRole('tab', { name: /Parties/ })).toBeDisabled();
    expect(nav.getByRole('tab', { name: /Share/ })).toBeDisabled();
  });

  it('hides Form Info when the form builder is off', async () => {
    server.use(answer(contract.lookups.formBuilderEnabled, () => HttpResponse.json(false)));
    wizardStore.setState({ offerId: 9, currentStep: WizardStep.AddDocuments, completedSteps: [WizardStep.OfferInformation] });
    renderAt('/assign-documents');
    await waitFor(() => expect(sent(contract.lookups.formBuilderEnabled)).not.toHaveLength(0));
    await screen.findByText('Document Review');
    expect(screen.queryByText('Form Info')).not.toBeInTheDocument();
  });

  it('a completed step is clickable and moves there', async () => {
    const user = userEvent.setup();
    wizardStore.setState({ offerId: 9, currentStep: WizardStep.AddDocuments, completedSteps: [WizardStep.OfferInformation] });
    renderAt('/assign-documents');
    await user.click(within(progress()).getByRole('tab', { name: /Offer Information/ }));
    await waitFor(() => expect(currentLocation()).toBe('/create-offer/9'));
    expect(wizardStore.getState().currentStep).toBe(WizardStep.OfferInformation);
    await screen.findByRole('form', { name: 'Offer Information' });
  });

  it('a stored step different from the screen redirects to that step', async () => {
    wizardStore.setState({ offerId: 9, currentStep: WizardStep.AddDocuments, completedSteps: [WizardStep.OfferInformation] });
    renderAt('/create-offer/9');
    await waitFor(() => expect(currentLocation()).toBe('/assign-documents?offerId=9'));
  });

  it.each([
    [WizardStep.Success, '/offer-success'],
    [WizardStep.SentForReview, '/offer-success'],
    [WizardStep.SaveIncomplete, '/offer-success'],
  ])('stored step %p goes to %s', async (step, route) => {
    wizardStore.setState({ offerId: 9, currentStep: step, completedSteps: [1, 2, 3] });
    renderAt('/assign-documents');
    await waitFor(() => expect(currentLocation()).toBe(route));
  });

  it('a later step without an offer goes back to Offer Information', async () => {
    renderAt('/assign-documents');
    await waitFor(() => expect(currentLocation()).toBe('/create-offer'));
  });

  it('/assign-documents?offerId= carries another offer into the wizard', async () => {
    renderAt('/assign-documents?offerId=31');
    await screen.findByRole('heading', { name: 'Add Documents' });
    expect(wizardStore.getState()).toMatchObject({
      offerId: 31,
      currentStep: WizardStep.AddDocuments,
      completedSteps: [WizardStep.OfferInformation],
    });
  });

  it('with unsaved changes a progress click submits the form first, then moves', async () => {
    const user = userEvent.setup();
    wizardStore.setState({
      offerId: 9,
      currentStep: WizardStep.OfferInformation,
      completedSteps: [WizardStep.OfferInformation, WizardStep.AddDocuments],
    });
    renderAt('/create-offer/9');
    await screen.findByRole('form', { name: 'Offer Information' });
    await user.type(screen.getByRole('textbox', { name: /City/ }), 'x');
    await waitFor(() => expect(wizardStore.getState().unsaved).toBe(true));
    await user.click(within(progress()).getByRole('tab', { name: /Add Documents/ }));
    await waitFor(() => expect(currentLocation()).toBe('/assign-documents?offerId=9'));
    expect(drafts()).toHaveLength(1);
    expect(await drafts()[0].clone().json()).toMatchObject({ id: 9, city: 'Phoenixx' });
    expect(wizardStore.getState()).toMatchObject({ unsaved: false, currentStep: WizardStep.AddDocuments });
  });

  it('an invalid form stops the progress click', async () => {
    const user = userEvent.setup();
    wizardStore.setState({
      offerId: 9,
      currentStep: WizardStep.OfferInformation,
      completedSteps: [WizardStep.OfferInformation, WizardStep.AddDocuments],
    });
    renderAt('/create-offer/9');
    await screen.findByRole('form', { name: 'Offer Information' });
    await user.clear(screen.getByRole('textbox', { name: /City/ }));
    await user.click(within(progress()).getByRole('tab', { name: /Add Documents/ }));
    expect(await screen.findByText('City is required')).toBeInTheDocument();
    expect(currentLocation()).toBe('/create-offer/9');
    expect(drafts()).toHaveLength(0);
  });
});
