import { hostStore, WizardStep } from '@offerdesk/runtime';
import { wizardStore } from '@offerdesk/shared/forms';
import { contract, exampleOfferDocument } from '@offerdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { answer, sent, server, startApiServer } from '../../testing/api';
import { currentLocation, renderAt } from '../../testing/render';

const DOCS = [
  exampleOfferDocument({ id: 501, name: 'Purchase Agreement' }),
  exampleOfferDocument({ id: 502, name: 'Lead Based Paint Disclosure' }),
  exampleOfferDocument({ id: 503, name: 'Signed Addendum', status: 'Signed' }),
];
const fields = (counts: Record<number, number>) =>
  Object.entries(counts).map(([id, requiredFields]) => ({
    documentId: Number(id),
    name: DOCS.find((d) => d.id === Number(id))!.name,
    total: 4,
    assigned: 4 - requiredFields,
    requiredFields,
    fields: [],
  }));

startApiServer(() => [
  answer(contract.lookups.formBuilderEnabled, () => HttpResponse.json(true)),
  answer(contract.offers.getById, () =>
    HttpResponse.json({
      id: 9,
      contractId: 77,
      party: { partyId: 31, roleId: 4, sideId: 1, side: 'Buyer' },
      parties: [{ partyId: 31, name: 'Alex Morgan', email: 'alex@summit.example', roleId: 4, sideId: 1 }],
    }),
  ),
  answer(contract.documents.byContract, () => HttpResponse.json(DOCS)),
  answer(contract.documentFields.documentFields, () => HttpResponse.json(fields({ 501: 2, 502: 0 }))),
  answer(contract.documentFields.markAssigned, () => HttpResponse.json(fields({ 501: 0 })[0])),
  answer(contract.offers.saveAsIncomplete, () => HttpResponse.json({ id: 9 })),
]);

beforeEach(() => {
  localStorage.clear();
  wizardStore.setState({ offerId: 9, currentStep: WizardStep.DocumentReview, completedSteps: [1, 2, 3, 4] });
  hostStore.getState().configure({}, jest.fn());
});

describe('Document Review', () => {
  it('lists the draft documents with their required-field counts, links each to the assigner as the viewer frames it, and previews read-only', async () => {
    renderAt('/document-review/9');
    const first = await screen.findByText('Purchase Agreement');
    expect(screen.getByText('Lead Based Paint Disclosure')).toBeInTheDocument();
    expect(screen.queryByText('Signed Addendum')).not.toBeInTheDocument();
    expect(screen.getByText('2 required fields')).toBeInTheDocument();
    expect(screen.getByText('All fields assigned')).toBeInTheDocument();
    // The assigner's six query parameters, the agent's own party named (docs/domain/signing.md, "The assigner's address").
    const assign = new URL(screen.getByRole('link', { name: 'Assign fields in Purchase Agreement' }).getAttribute('href')!, 'http://x');
    expect(assign.pathname).toBe('/sign-assigner/77/501');
    expect(Object.fromEntries(assign.searchParams)).toEqual({
      brand: 'no',
      partyId: '31',
      email: 'alex@summit.example',
      partyName: 'Alex Morgan',
      isReviewTab: 'true',
      displayMultipleDocuments: 'true',
      // Opened full-page, the assigner links back to this step.
      returnTo: '/document-review/9',
    });
    // A preview is read-only: the documents as they stand, never the assigner.
    expect(screen.getByRole('link', { name: 'Preview Documents' })).toHaveAttribute('href', '/document-preview/77');
    for (const name of ['Back', 'Cancel', 'Save Incomplete', 'Next']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(first).toBeVisible();
  });

  it("Next with one incomplete document: 'Incomplete Document(s)' naming it; Go Back stays, Ok marks the rest assigned and moves to Share", async () => {
    const user = userEvent.setup();
    renderAt('/document-review/9');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    const dialog = await screen.findByRole('dialog', { name: 'Incomplete Document(s)' });
    expect(dialog).toHaveTextContent(
      'You must complete or assign any remaining fields in the Purchase Agreement document before you can move to the next step.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentLocation()).toBe('/document-review/9');
    expect(sent(contract.documentFields.markAssigned)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(currentLocation()).toBe('/send-offer/9'));
    expect(await sent(contract.documentFields.markAssigned)[0].json()).toEqual({ contractId: 77, documentId: 501, offerId: 9 });
    expect(wizardStore.getState().completedSteps).toContain(WizardStep.DocumentReview);
  });

  it('several incomplete documents give the general message with their names', async () => {
    server.use(answer(contract.documentFields.documentFields, () => HttpResponse.json(fields({ 501: 1, 502: 3 }))));
    const user = userEvent.setup();
    renderAt('/document-review/9');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    const dialog = await screen.findByRole('dialog', { name: 'Incomplete Document(s)' });
    expect(dialog).toHaveTextContent(
      'You must complete or assign any remaining fields in the documents listed below before you can move to the next step.',
    );
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Purchase Agreement', 'Lead Based Paint Disclosure']);
  });

  it('Next with every field assigned goes straight to Share; Save Incomplete lands on the success screen', async () => {
    server.use(answer(contract.documentFields.documentFields, () => HttpResponse.json(fields({ 501: 0, 502: 0 }))));
    const user = userEvent.setup();
    renderAt('/document-review/9');
    await user.click(await screen.findByRole('button', { name: 'Save Incomplete' }));
    await waitFor(() => expect(currentLocation()).toBe('/offer-success'));
    expect(await screen.findByText('Your offer has been saved, but it has not been sent.')).toBeInTheDocument();
  });
});
