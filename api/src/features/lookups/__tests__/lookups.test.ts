/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { OFFER_STATUS_IDS, OTHER_OPTION_IDS, REQUIRED_VENDOR_TYPES } from '@offerdesk/shared/domain';
import { createTestApp, type TestApp } from '../../../__tests__/helpers/testApp';
import { ENGINES } from '../../../__tests__/helpers/testDb';

describe.each(ENGINES)('lookups on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { formBuilderEnabled: false });
  }, 60_000);
  afterAll(() => t.close());

  it('serves the offer lookups with the other options and the default state', async () => {
    const res = await t.as('owner', { url: '/offer/getOfferLookupData/' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    for (const key of [
      'propertyTypes',
      'states',
      'directions',
      'designators',
      'suffixes',
      'unitTypes',
      'formOfEarnestMoneyTypes',
      'financingTypes',
      'appraisalsPaidBy',
      'prorationOfAssessmentsAndFees',
      'leadBasedPaintDisclosures',
      'wasteWaterTreatments',
      'earnestMoneyDeposits',
      'homeWarrantyPaidBy',
      'homeWarrantyPlanToBeOrderedBy',
      'vendorTypes',
      'requiredVendorTypes',
      'addressTypes',
      'taxEntityTypes',
      'genders',
      'countries',
    ]) {
      expect(body[key].length).toBeGreaterThan(0);
    }
    expect(body.financingTypes.find((f: { id: number }) => f.id === OTHER_OPTION_IDS.financing).name).toBe('Other');
    expect(body.addressTypes.map((a: { id: number }) => a.id)).toContain(5);
    expect(body.defaultState).toMatchObject({ id: 14, abbreviation: 'IL', countryId: 1 });
    expect(body.requiredVendorTypes).toEqual(REQUIRED_VENDOR_TYPES);
  });

  it('serves the transaction lookups and names a bad transactionType', async () => {
    const ok = await t.as('owner', { url: '/TransactionBase/GetLookupData?transactionType=2' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().transactionType).toEqual({ id: 2, name: 'Sale' });
    for (const q of ['transactionType=5', 'transactionType=abc', '']) {
      const bad = await t.as('owner', { url: `/transactionbase/getlookupdata?${q}` });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toHaveProperty('transactionType');
    }
  });

  it('serves the party lookups with the brokerage party requirements', async () => {
    const res = await t.as('other', { url: '/transactionParty/getPartyLookupData' });
    expect(res.statusCode).toBe(200);
    expect(res.json().partyRequirements).toEqual({
      emailRequiredForBrokerage: true,
      phoneRequiredForBrokerage: false,
      emailRequiredForOutside: true,
      phoneRequiredForOutside: false,
    });
    expect(res.json().roles).toContainEqual({ id: 4, name: 'Inhouse Agent' });
  });

  it('serves the form-builder flag and the offer statuses', async () => {
    const flag = await t.as('owner', { url: '/offer/isFormBuilderEnabled' });
    expect(flag.statusCode).toBe(200);
    expect(flag.json()).toBe(false);
    const statuses = await t.as('owner', { url: '/Offer/GetOfferStatus/' });
    expect(statuses.json().map((s: { id: number }) => s.id)).toEqual([...OFFER_STATUS_IDS].sort((a, b) => a - b));
    expect(statuses.json()).toContainEqual({ id: 316, name: 'Reviewer Rejected' });
  });

  it.each([
    '/offer/getOfferLookupData',
    '/TransactionBase/GetLookupData?transactionType=2',
    '/transactionParty/getPartyLookupData',
    '/offer/isFormBuilderEnabled',
    '/offer/getOfferStatus',
  ])('asks for a token on %s', async (url) => {
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });
});
