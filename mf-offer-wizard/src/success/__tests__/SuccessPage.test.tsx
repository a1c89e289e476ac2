import { hostStore, WizardStep, type WizardStepId } from '@offerdesk/runtime';
import { wizardStore } from '@offerdesk/shared/forms';
import { contract } from '@offerdesk/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { answer, startApiServer } from '../../testing/api';
import { currentLocation, renderAt } from '../../testing/render';

startApiServer(() => [answer(contract.lookups.formBuilderEnabled, () => HttpResponse.json(true))]);

beforeEach(() => localStorage.clear());

describe('Success', () => {
  it.each<[WizardStepId, string]>([
    [WizardStep.SaveIncomplete, 'Your offer has been saved, but it has not been sent.'],
    [WizardStep.SentForReview, 'Your offer has been sent to reviewer.'],
    [WizardStep.Success, 'Your offer has been sent to buyer(s) for signature.'],
  ])('step %s shows its text; Continue tells the parent frame offer-success and goes to /home', async (step, text) => {
    const emit = jest.fn();
    hostStore.getState().configure({}, emit);
    wizardStore.setState({ offerId: 9, currentStep: step, completedSteps: [1, 2, 3, 4, 5, 6], unsaved: false });
    const user = userEvent.setup();
    renderAt('/offer-success');
    expect(await screen.findByRole('heading', { name: text })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Offer progress' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(currentLocation()).toBe('/home'));
    expect(emit).toHaveBeenCalledWith({ type: 'offer-success', offerId: 9 });
    expect(wizardStore.getState().offerId).toBeNull();
  });
});
