import { hostStore, WizardStep } from '@offerdesk/runtime';
import { wizardStore } from '@offerdesk/shared/forms';
import { OfferStatus } from '@offerdesk/shared';
import { contract, exampleFormItem, exampleOfferDetail, exampleOfferForm } from '@offerdesk/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { answer, sent, server, startApiServer } from '../../testing/api';
import { currentLocation, renderAt } from '../../testing/render';

jest.setTimeout(60000);

const LOAN_DAYS = 'a1b2c3d4e5f6a1b2c3d4e5f6';
const field = (
  key: string,
  label: string,
  value: string | null,
  triggerFields: ReturnType<typeof exampleFormItem>['triggerFields'] = [],
) => ({
  key,
  name: label,
  helpText: null,
  webFormLabel: label,
  toolTip: null,
  value,
  isRequired: false,
  dataType: 'Text' as const,
  textMode: 'SingleLine' as const,
  fieldGroupId: null,
  triggerFields,
});
const whenFinancing = [{ triggerFieldId: 'chkFinancing', triggerFieldState: 'Checked' as const, value: null, displayRule: 4 }];
const FORM = exampleOfferForm({
  rows: [
    { columns: [{ width: 12, items: [exampleFormItem({ id: 't', type: 'TITLE', text: 'Residential Purchase Agreement' })] }] },
    {
      columns: [
        {
          width: 6,
          items: [exampleFormItem({ id: 'p', type: 'MERGE_FIELD', width: 6, field: field('Offer.Price', 'Purchase price', '$425,001') })],
        },
      ],
    },
    {
      columns: [
        {
          width: 6,
          items: [
            exampleFormItem({
              id: 'c',
              type: 'SINGLE_CHECKBOX',
              width: 6,
              text: 'Financing contingency',
              checkBoxes: [{ id: 'chkFinancing', name: 'Financing contingency', isChecked: false, checkBoxGroup: null, triggerFields: [] }],
            }),
          ],
        },
        {
          width: 6,
          items: [
            exampleFormItem({
              id: 'd',
              type: 'CUSTOM_FIELD',
              width: 6,
              field: field(LOAN_DAYS, 'Days to obtain loan approval', null, whenFinancing),
              triggerFields: whenFinancing,
            }),
          ],
        },
      ],
    },
    {
      columns: [
        {
          width: 12,
          items: [
            exampleFormItem({
              id: 'r',
              type: 'MULTI_CHECKBOX',
              height: 2,
              text: 'Inspection period',
              radio: {
                groupName: 'grpInspection',
                label: 'Inspection period',
                value: null,
                isRequired: false,
                options: [
                  { id: '7', name: '7 days' },
                  { id: '10', name: '10 days' },
                ],
              },
            }),
          ],
        },
      ],
    },
  ],
});

startApiServer(() => [
  answer(contract.lookups.formBuilderEnabled, () => HttpResponse.json(true)),
  answer(contract.documents.offerForm, () => HttpResponse.json(FORM)),
  answer(contract.documents.setCustomFields, () => HttpResponse.json({ saved: 3 })),
  answer(contract.offers.getById, () => HttpResponse.json(exampleOfferDetail({ id: 9, canEdit: true }))),
]);

beforeEach(() => {
  localStorage.clear();
  wizardStore.setState({ offerId: 9, currentStep: WizardStep.FormInfo, completedSteps: [1, 2, 3] });
  hostStore.getState().configure({}, jest.fn());
});

describe('Form Info', () => {
  it('shows a dependent field only once its trigger is checked, requires it, and saves the three buckets', async () => {
    const user = userEvent.setup();
    renderAt('/offer-details?offerId=9');
    expect(await screen.findByRole('heading', { name: 'Residential Purchase Agreement' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Purchase price' })).toHaveValue('$425,001');
    expect(screen.queryByRole('textbox', { name: /Days to obtain loan approval/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Financing contingency' }));
    const days = await screen.findByRole('textbox', { name: /Days to obtain loan approval/ });
    expect(days).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please complete all required fields');
    expect(sent(contract.documents.setCustomFields)).toHaveLength(0);

    await user.type(days, '21');
    await user.click(screen.getByRole('radio', { name: '10 days' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(currentLocation()).toBe('/document-review/9'));
    expect(await sent(contract.documents.setCustomFields)[0].json()).toEqual({
      externalId: 9,
      mergeFields: [{ key: LOAN_DAYS, value: '21' }],
      checkBoxes: [{ key: 'chkFinancing', isChecked: true }],
      muliCheckBoxes: [{ key: 'grpInspection', value: '10' }],
    });
  });

  // Seed 000 §2 Form Info screen: "Back, Cancel, Save Incomplete and Next" — on a first visit too.
  it('offers Save Incomplete on a first visit, saving without the required check and ending at Success', async () => {
    server.use(answer(contract.offers.saveAsIncomplete, () => HttpResponse.json(exampleOfferDetail({ id: 9, canEdit: true }))));
    wizardStore.setState({ offerId: 9, currentStep: WizardStep.FormInfo, completedSteps: [1, 2, 3] });
    const user = userEvent.setup();
    renderAt('/offer-details?offerId=9');
    await user.click(await screen.findByRole('checkbox', { name: 'Financing contingency' }));
    await user.click(screen.getByRole('button', { name: 'Save Incomplete' }));
    await waitFor(() => expect(currentLocation()).toBe('/offer-success'));
    expect(sent(contract.offers.saveAsIncomplete)).toHaveLength(1);
    expect(await sent(contract.documents.setCustomFields)[0].json()).toMatchObject({
      checkBoxes: [{ key: 'chkFinancing', isChecked: true }],
    });
  });

  it('shows the saved values again', async () => {
    server.use(
      answer(contract.documents.offerForm, () =>
        HttpResponse.json({
          ...FORM,
          rows: FORM.rows.map((r) => ({
            columns: r.columns.map((c) => ({
              ...c,
              items: c.items.map((i) =>
                i.id === 'c'
                  ? { ...i, checkBoxes: i.checkBoxes!.map((b) => ({ ...b, isChecked: true })) }
                  : i.id === 'd'
                    ? { ...i, field: { ...i.field!, value: '30' } }
                    : i,
              ),
            })),
          })),
        }),
      ),
    );
    renderAt('/offer-details?offerId=9');
    expect(await screen.findByRole('textbox', { name: /Days to obtain loan approval/ })).toHaveValue('30');
    expect(screen.getByRole('checkbox', { name: 'Financing contingency' })).toBeChecked();
  });

  it('does not open a sent offer (here one the seller countered) for editing: it goes to the offer page, read-only', async () => {
    server.use(
      answer(contract.offers.getById, () =>
        HttpResponse.json(exampleOfferDetail({ id: 9, statusId: OfferStatus.forwardedToBuyerAgent, canEdit: false })),
      ),
    );
    renderAt('/offer-details?offerId=9');
    await waitFor(() => expect(currentLocation()).toBe('/offer-documents/9'));
    expect(screen.queryByRole('textbox', { name: 'Purchase price' })).not.toBeInTheDocument();
    expect(sent(contract.documents.setCustomFields)).toHaveLength(0);
    // The wizard no longer carries the offer: its steps do not lead back into it.
    expect(wizardStore.getState().offerId).toBeNull();
  });
});
