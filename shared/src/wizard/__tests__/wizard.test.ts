import { hostStore, WizardStep } from '@offerdesk/runtime';
import { progressSteps, stepOfPath, stepRoute } from '../../features';
import { mlsDataToValues, addressDetailToValues, wizardStore } from '../../forms';
import { exampleAddressDetail, exampleMlsListing, exampleMlsSearchResult } from '../../testing/wireExamples';

describe('wizard steps', () => {
  it('shows Form Info only with the form builder, never the terminal steps', () => {
    expect(progressSteps(true)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(progressSteps(false)).toEqual([1, 2, 3, 5, 6]);
  });
  it.each([
    [WizardStep.OfferInformation, null, '/create-offer'],
    [WizardStep.OfferInformation, 7, '/create-offer/7'],
    [WizardStep.AddDocuments, 7, '/assign-documents?offerId=7'],
    [WizardStep.Parties, 7, '/assign-parties?offerId=7'],
    [WizardStep.DocumentReview, 7, '/document-review/7'],
    [WizardStep.Share, 7, '/send-offer/7'],
    [WizardStep.Success, 7, '/offer-success'],
    [WizardStep.SentForReview, 7, '/offer-success'],
    [WizardStep.SaveIncomplete, 7, '/offer-success'],
    [WizardStep.Cancelled, 7, '/home'],
  ])('step %p of offer %p → %s', (step, id, route) => expect(stepRoute(step, id)).toBe(route));
  it('maps paths back to steps', () => {
    expect(stepOfPath('/create-offer/12')).toBe(WizardStep.OfferInformation);
    expect(stepOfPath('/assign-documents')).toBe(WizardStep.AddDocuments);
    expect(stepOfPath('/send-offer/3')).toBe(WizardStep.Share);
    expect(stepOfPath('/home')).toBeNull();
  });
});

describe('wizard store', () => {
  const emit = jest.fn();
  beforeEach(() => {
    emit.mockReset();
    hostStore.getState().configure({}, emit);
    wizardStore.getState().reset();
  });

  it('emits create-offer once when unsaved turns on, offer-success when a save clears it', () => {
    wizardStore.getState().markUnsaved();
    wizardStore.getState().markUnsaved();
    expect(emit).toHaveBeenCalledTimes(1);
    expect(emit).toHaveBeenCalledWith({ type: 'create-offer' });
    wizardStore.getState().setOfferId(9);
    wizardStore.getState().clearUnsaved('saved');
    expect(emit).toHaveBeenLastCalledWith({ type: 'offer-success', offerId: 9 });
    expect(wizardStore.getState().unsaved).toBe(false);
  });

  it.each(['discarded', 'reverted'] as const)('%s changes tell the host offer-success after create-offer, as a save does', (reason) => {
    wizardStore.getState().markUnsaved();
    wizardStore.getState().clearUnsaved(reason);
    expect(emit.mock.calls.map((c) => c[0])).toEqual([{ type: 'create-offer' }, { type: 'offer-success' }]);
    // Nothing more to tell once the flag is off.
    wizardStore.getState().clearUnsaved(reason);
    expect(emit).toHaveBeenCalledTimes(2);
  });

  it('cancelling an offer with unsaved changes says none remain, then that the offer is cancelled', () => {
    wizardStore.getState().setOfferId(4);
    wizardStore.getState().markUnsaved();
    wizardStore.getState().cancelled();
    expect(emit.mock.calls.map((c) => c[0])).toEqual([
      { type: 'create-offer' },
      { type: 'offer-success', offerId: 4 },
      { type: 'offer-cancelled', offerId: 4 },
    ]);
  });

  it('advancing completes the step left; cancel forgets the offer and tells the host', () => {
    wizardStore.getState().setOfferId(4);
    wizardStore.getState().advance(WizardStep.AddDocuments);
    expect(wizardStore.getState()).toMatchObject({ currentStep: 2, completedSteps: [1] });
    wizardStore.getState().cancelled();
    expect(wizardStore.getState()).toMatchObject({ offerId: null, currentStep: 1, completedSteps: [] });
    expect(emit).toHaveBeenLastCalledWith({ type: 'offer-cancelled', offerId: 4 });
  });

  it('opening another offer starts from Offer Information completed', () => {
    wizardStore.getState().openOffer(5, WizardStep.AddDocuments);
    expect(wizardStore.getState()).toMatchObject({ offerId: 5, currentStep: 2, completedSteps: [1] });
  });
});

describe('MLS data and address detail → form values', () => {
  it('maps MLS data by the ids the server sends', () => {
    const listing = exampleMlsListing({
      streetNumber: '1234',
      streetName: 'Main',
      city: 'Toronto',
      stateId: 109,
      countryId: 2,
      zip: 'M5V 3L9',
      county: null,
      yearBuilt: 1975,
      price: 650000,
      mlsNumber: '00112233',
      directionId: 1,
      designatorId: 1,
      propertyTypeId: 2,
      unit: null,
      unitTypeId: null,
    });
    expect(mlsDataToValues(listing)).toEqual({
      streetNumber: '1234',
      street: 'Main',
      city: 'Toronto',
      state: 109,
      countryId: 2,
      zipCode: 'M5V 3L9',
      yearBuilt: '1975',
      offerPrice: '650000',
      mlsNumber: '00112233',
      directionId: 1,
      designatorId: 1,
      propertyTypeId: 2,
    });
  });
  it('fills nothing the listing does not have', () => {
    const values = mlsDataToValues(
      exampleMlsSearchResult({ stateId: null, countryId: null, price: null, directionId: null, county: null }),
    );
    expect(values).not.toHaveProperty('state');
    expect(values).not.toHaveProperty('countryId');
    expect(values).not.toHaveProperty('offerPrice');
    expect(values).not.toHaveProperty('directionId');
    expect(values).not.toHaveProperty('yearBuilt');
  });
  it('maps an address detail by its ids', () => {
    expect(addressDetailToValues(exampleAddressDetail({ unitLotNo: '4' }))).toEqual({
      streetNumber: '10',
      directionId: 4,
      street: 'Camelback',
      designatorId: 6,
      city: 'Phoenix',
      county: 'Maricopa',
      state: 3,
      countryId: 1,
      zipCode: '85013',
      unitNumber: '4',
    });
  });
});
