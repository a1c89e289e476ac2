import { type OfferDetail } from '@offerdesk/shared';
import { WizardStep } from '@offerdesk/runtime';
import { wizardStore } from '@offerdesk/shared/forms';
import { renderHook } from '@testing-library/react';
import { useStoredProgress } from '../useStoredProgress';

const party = (roleId: number, sideId: number) => ({ partyId: roleId * 10 + sideId, personId: roleId * 10 + sideId, vendorId: null, roleId, sideId });
const offer = (parties: ReturnType<typeof party>[]) => ({ id: 9, parties }) as unknown as OfferDetail;

describe('progress of a reopened draft', () => {
  beforeEach(() => {
    localStorage.clear();
    wizardStore.getState().reset();
    wizardStore.getState().openOffer(9, WizardStep.OfferInformation);
  });

  it('shows the Parties step completed once the buyer client, both agents and a title/escrow party are stored', () => {
    renderHook(() => useStoredProgress(offer([party(1, 1), party(3, 1), party(4, 2), party(5, 2)])));
    expect(wizardStore.getState().completedSteps).toEqual([WizardStep.OfferInformation, WizardStep.Parties]);
  });

  it('leaves it open while one is missing, and ignores another offer', () => {
    renderHook(() => useStoredProgress(offer([party(1, 1), party(4, 1), party(4, 2)])));
    renderHook(() => useStoredProgress({ ...offer([party(1, 1), party(3, 1), party(4, 2), party(5, 2)]), id: 10 }));
    expect(wizardStore.getState().completedSteps).toEqual([WizardStep.OfferInformation]);
  });
});
