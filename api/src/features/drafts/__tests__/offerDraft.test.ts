/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { OfferStatus } from '@offerdesk/shared/domain';
import { OFFER_INFORMATION_MESSAGES as M } from '@offerdesk/shared/schemas';
import { countRows, createTestApp, type TestApp } from '../../../__tests__/helpers/testApp';
import { ENGINES } from '../../../__tests__/helpers/testDb';
import { VALID_DRAFT as VALID } from '../../../__tests__/helpers/drafts';

describe.each(ENGINES)('offer drafts on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { mlsListings: 30, formTemplates: true });
  }, 60_000);
  afterAll(() => t.close());

  const create = (body: Record<string, unknown>, agent: 'owner' | 'stranger' | 'other' = 'owner') =>
    t.as(agent, { method: 'POST', url: '/offer/createoffer', payload: body });
  const getById = (id: number, agent: 'owner' | 'stranger' | 'other' | 'receiver' = 'owner') =>
    t.as(agent, { url: `/offer/GetById/${id}` });
  const countParties = async (offerId: number, roleId: number) =>
    (await t.testDb.db.query('select id from offer_parties where offer_id = $1 and role_id = $2', [offerId, roleId])).length;
  const snapshot = async () => [await countRows(t, 'offers'), await countRows(t, 'activities'), await countRows(t, 'contracts')];

  it('refuses extra keys named like object members with a 400 naming them, and writes nothing', async () => {
    const before = await snapshot();
    const body = `{${JSON.stringify(VALID).slice(1, -1)},"constructor":[1],"toString":"x","__defineGetter__":{"a":1},"hasOwnProperty":2}`;
    const res = await t.as('owner', {
      method: 'POST',
      url: '/offer/createoffer',
      payload: body,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(
      expect.arrayContaining(['constructor', 'toString', '__defineGetter__', 'hasOwnProperty']),
    );
    expect(await snapshot()).toEqual(before);
  });

  it('creates a draft owned by the caller, with its contract, and GetById answers every draft field', async () => {
    const res = await create(VALID);
    expect(res.statusCode).toBe(200);
    const offer = res.json();
    expect(offer).toMatchObject({
      statusId: OfferStatus.draft,
      offerTypeId: 1,
      canEdit: true,
      contractId: expect.any(Number),
      displayId: expect.any(String),
    });
    const back = await getById(offer.id);
    expect(back.statusCode).toBe(200);
    const { id: _id, state: _state, ...fields } = VALID;
    expect(back.json()).toMatchObject({
      ...fields,
      id: offer.id,
      stateId: 14,
      state: 'IL',
      zipCode: '62704',
      acceptanceDeadlineTime: '17:30',
      contractId: offer.contractId,
    });
    expect(back.json().fullAddress).toBe('742 N Evergreen Dr, Springfield, IL 62704');
    const activity = await t.testDb.db.query('select action from activities where offer_id = $1', [offer.id]);
    expect(activity).toEqual([{ action: 'offer.created' }]);
  });

  it.each([
    ['propertyTypeId', null, 'Property type is required'],
    ['streetNumber', '', 'Street number is required'],
    ['street', '  ', 'Street name is required'],
    ['city', null, 'City is required'],
    ['state', null, 'State is required'],
    ['zipCode', '', 'Zip code is required'],
    ['zipCode', '1234', 'Please check the Zip Code'],
    ['yearBuilt', null, 'Year Built is required'],
    ['yearBuilt', 197, 'Invalid Year Built'],
    ['offerPrice', null, 'Offer price is required'],
    ['earnestMoneyDeposit', null, 'Earnest money deposit is required'],
    ['closingDate', null, 'Closing date is required'],
    ['earnestMoneyDepositedId', null, 'Earnest Money Deposited With is required'],
    ['formOfEarnestMoneyId', null, 'Form Of Earnest Money is required'],
    ['typeOfFinancingId', null, 'Type Of Financing is required'],
    ['appraisalPaidById', null, 'Appraisal Paid By is required'],
    ['possessionDate', null, 'Possession Date is required'],
    ['acceptanceDeadlineDate', null, 'Offer Expiration Date is required'],
    ['acceptanceDeadlineTime', null, 'Offer Expiration Time is required'],
    ['acceptanceDeadlineTime', '17:15', M.timeInvalid],
    ['inspectionDaysFromCOE', null, 'Inspection Days from Contract Date is required'],
    ['isHomeLocatedInHOA', null, 'Is Home Located In HOA is required'],
    ['propertyTypeId', 99, M.optionInvalid],
    ['state', 999, M.optionInvalid],
    ['typeOfFinancingId', 77, M.optionInvalid],
    ['offerPrice', 12.345, M.moneyInvalid],
    ['inspectionDaysFromCOE', 123, M.inspectionDaysInvalid],
    ['closingDate', '2026-02-30', M.dateInvalid],
    ['formTemplateIds', [99999], 'Unknown form template id(s): 99999'],
    ['homeWarrantyCompanyId', 99999, 'Unknown home warranty company'],
  ])('rejects %s = %j with 400 naming it: %s', async (field, value, message) => {
    const before = await snapshot();
    const res = await create({ ...VALID, [field]: value });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ code: 'validation', message: 'Please complete all required fields', fields: { [field]: message } });
    // Only that field (a missing or short year built also asks for the lead based paint disclosure, as the form does).
    const extra = field === 'yearBuilt' ? ['leadBasedPaintDisclosureId'] : [];
    expect(Object.keys(body.fields).sort()).toEqual([field, ...extra].sort());
    expect(await snapshot()).toEqual(before);
  });

  it('applies the conditional rules: Canadian postal code, lead based paint before 1979, other descriptions', async () => {
    const ca = { ...VALID, countryId: 2, state: 109 };
    expect((await create({ ...ca, zipCode: 'D1A 1A1' })).json().fields).toEqual({ zipCode: 'Please check the Postal Code' });
    expect((await create({ ...ca, zipCode: '' })).json().fields).toEqual({ zipCode: 'Postal Code is required' });
    expect((await create({ ...ca, zipCode: 'M5V 2T6' })).statusCode).toBe(200);
    expect((await create({ ...VALID, countryId: 2 })).json().fields).toMatchObject({ state: M.stateOfOtherCountry });
    expect((await create({ ...VALID, yearBuilt: 1975 })).json().fields).toEqual({
      leadBasedPaintDisclosureId: M.leadBasedPaintDisclosureId,
    });
    expect((await create({ ...VALID, typeOfFinancingId: 8 })).json().fields).toEqual({ typeOfFinancingOtherDesc: M.otherDescription });
    expect((await create({ ...VALID, isHomeWarrantyOrdered: true })).json().fields).toEqual({
      homeWarrantyOrderedById: M.homeWarrantyOrderedById,
      paidById: M.paidById,
    });
    const empty = await create({ id: -1 });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().fields)).toEqual(
      expect.arrayContaining(['propertyTypeId', 'streetNumber', 'street', 'offerPrice', 'isHomeLocatedInHOA']),
    );
  });

  it('clears dependent fields the way the form does', async () => {
    const res = await create({
      ...VALID,
      yearBuilt: 2001,
      leadBasedPaintDisclosureId: 1,
      typeOfFinancingOtherDesc: 'ignored',
      zipCode: '62704-1234',
    });
    const back = (await getById(res.json().id)).json();
    expect(back).toMatchObject({
      leadBasedPaintDisclosureId: null,
      typeOfFinancingOtherDesc: null,
      zipCode: '62704-1234',
      isHomeWarrantyOrdered: false,
    });
  });

  it('creates a draft from MLS data with only the property type and the address, with the listing photo', async () => {
    const mls = {
      id: -1,
      fromMlsData: true,
      propertyTypeId: 2,
      streetNumber: '5812',
      street: 'Sycamore',
      directionId: 2,
      designatorId: 3,
      city: 'Los Angeles',
      state: 5,
      zipCode: '90090',
      countryId: 1,
      mlsNumber: '00112233',
      yearBuilt: 2012,
      offerPrice: 1090900,
      formTemplateIds: [],
      listingAgent: { listingAgentFullName: 'Lisa Brown', listingAgentMlsId: 'CA20193' },
    };
    const res = await create(mls);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      fromMlsData: true,
      mlsNumber: '00112233',
      listingAgent: mls.listingAgent,
      imageBlobLocation: 'https://api.offerdesk.test/media/listing/0.svg',
    });
    expect((await create({ ...mls, street: '' })).json().fields).toEqual({ street: 'Street name is required' });
    expect((await create({ ...mls, offerPrice: 12.345 })).json().fields).toEqual({ offerPrice: M.moneyInvalid });
    // Updating that draft applies the whole schema.
    const update = await create({ ...mls, id: res.json().id });
    expect(update.statusCode).toBe(400);
    expect(update.json().fields).toMatchObject({ closingDate: 'Closing date is required' });
  });

  it('updates the owner’s draft, only while draft or reviewer-rejected; others get 404', async () => {
    const id = (await create(VALID)).json().id;
    const res = await create({ ...VALID, id, offerPrice: 399000, street: 'Elm', formTemplateIds: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, offerPrice: 399000, street: 'Elm', statusId: OfferStatus.draft });
    expect(await t.testDb.db.query('select action from activities where offer_id = $1 order by id', [id])).toEqual([
      { action: 'offer.created' },
      { action: 'offer.updated' },
    ]);
    const before = await snapshot();
    expect((await create({ ...VALID, id }, 'stranger')).statusCode).toBe(404);
    expect((await create({ ...VALID, id }, 'other')).statusCode).toBe(404);
    expect((await create({ ...VALID, id: 999999 })).statusCode).toBe(404);
    const countered = await create({ ...VALID, id: t.world.offers.countered });
    expect(countered.statusCode).toBe(409);
    expect((await create({ ...VALID, id: t.world.offers.reviewerRejected })).statusCode).toBe(200);
    expect((await create({ ...VALID, id: 0 })).json().fields).toHaveProperty('id');
    expect((await create({ ...VALID, id: 'x' })).json().fields).toHaveProperty('id');
    expect((await t.app.inject({ method: 'POST', url: '/offer/createoffer', payload: VALID })).statusCode).toBe(401);
    expect((await snapshot())[0]).toBe(before[0]);
  });

  it('removes the home-warranty party when the draft says no home warranty is ordered', async () => {
    const ordered = { ...VALID, isHomeWarrantyOrdered: true, homeWarrantyOrderedById: 1, paidById: 1 };
    const id = (await create(ordered)).json().id;
    const [vendor] = await t.testDb.db.query<{ id: number }>(
      "insert into vendors (name, vendor_type_id) values ('Shield Home Warranty', 5) returning id",
    );
    await t.testDb.db.query('insert into offer_parties (offer_id, vendor_id, role_id, side_id) values ($1, $2, 9, 1)', [id, vendor.id]);
    expect((await create({ ...ordered, id })).statusCode).toBe(200);
    expect(await countParties(id, 9)).toBe(1);
    expect((await create({ ...VALID, id })).statusCode).toBe(200);
    expect(await countParties(id, 9)).toBe(0);
    const [last] = await t.testDb.db.query<{ details: unknown }>(
      'select details from activities where offer_id = $1 order by id desc limit 1',
      [id],
    );
    expect(last.details).toEqual({ removedHomeWarrantyParties: 1 });
  });

  it("answers 404 for another agent's offer and for a cancelled one ('a cancelled offer can no longer be opened')", async () => {
    const id = (await create(VALID)).json().id;
    expect((await getById(id, 'stranger')).json()).toEqual({ code: 'not_found', message: 'Offer not found.' });
    expect((await getById(id, 'other')).statusCode).toBe(404);
    const cancel = await t.as('owner', { method: 'PUT', url: `/offer/canceloffer/${id}` });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({ id, statusId: OfferStatus.cancelled });
    const gone = await getById(id);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ code: 'not_found', message: 'A cancelled offer can no longer be opened.' });
    expect((await create({ ...VALID, id })).statusCode).toBe(409);
  });

  it('SaveAsIncomplete marks the draft and removes it from the offers list until it is saved again', async () => {
    const id = (await create(VALID)).json().id;
    const listed = async () =>
      ((await t.as('owner', { url: '/offer/getAll?pageSize=100' })).json() as Array<{ id: number }>).map((o) => o.id);
    expect(await listed()).toContain(id);
    const res = await t.as('owner', { method: 'PUT', url: '/offer/SaveAsIncomplete', payload: { offerId: id, step: 'AddDocuments' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, isIncomplete: true, wizardStep: 'SaveIncomplete', statusId: OfferStatus.draft });
    expect(await listed()).not.toContain(id);
    expect(
      (await t.as('owner', { url: `/offer/getAll?pageSize=100&selectedOfferStatus=${OfferStatus.draft}` }))
        .json()
        .map((o: { id: number }) => o.id),
    ).not.toContain(id);
    expect((await getById(id)).json()).toMatchObject({ isIncomplete: true });
    const act = await t.testDb.db.one<{ details: unknown }>(
      `select details from activities where offer_id = $1 and action = 'offer.savedIncomplete'`,
      [id],
    );
    expect(act!.details).toEqual({ extra: ['step'] });
    expect((await t.as('stranger', { method: 'PUT', url: '/offer/SaveAsIncomplete', payload: { offerId: id } })).statusCode).toBe(404);
    expect(
      (await t.as('owner', { method: 'PUT', url: '/offer/SaveAsIncomplete', payload: { offerId: t.world.offers.countered } })).statusCode,
    ).toBe(409);
    const bad = await t.as('owner', { method: 'PUT', url: '/offer/SaveAsIncomplete', payload: { offerId: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('offerId');
    expect((await t.as('owner', { method: 'PUT', url: '/offer/SaveAsIncomplete', payload: {} })).json().fields).toHaveProperty('offerId');
    // Saving the draft again brings it back.
    expect((await create({ ...VALID, id })).json()).toMatchObject({ isIncomplete: false });
    expect(await listed()).toContain(id);
  });

  it("lists the caller's own templates and their brokerage's broker templates", async () => {
    const mine = (await t.as('owner', { url: '/formtemplates' })).json() as Array<{
      id: number;
      name: string;
      isAgentTemplate: boolean;
      transactionTypeId: number;
      propertyTypeId: number | null;
    }>;
    expect(mine.filter((x) => x.isAgentTemplate).map((x) => x.name)).toEqual(
      expect.arrayContaining(['My Residential Offer', 'My Condo Offer']),
    );
    expect(mine.filter((x) => !x.isAgentTemplate).map((x) => x.propertyTypeId)).toEqual(expect.arrayContaining([1, 2, 3, 4, 5]));
    expect(mine[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      isAgentTemplate: true,
      transactionTypeId: expect.any(Number),
      propertyTypeId: expect.any(Number),
    });
    const colleague = (await t.as('stranger', { url: '/formtemplates' })).json() as typeof mine;
    const mineAgent = mine.filter((x) => x.isAgentTemplate).map((x) => x.id);
    expect(colleague.some((x) => mineAgent.includes(x.id))).toBe(false);
    expect(colleague.filter((x) => !x.isAgentTemplate).map((x) => x.id)).toEqual(mine.filter((x) => !x.isAgentTemplate).map((x) => x.id));
    const away = (await t.as('other', { url: '/formtemplates' })).json() as typeof mine;
    expect(away.some((x) => mine.some((m) => m.id === x.id))).toBe(false);
    const ok = await create({ ...VALID, formTemplateIds: [mine[0].id, mine[mine.length - 1].id] });
    expect(ok.json().formTemplateIds).toEqual([mine[0].id, mine[mine.length - 1].id]);
    expect((await create({ ...VALID, formTemplateIds: [away[0].id] })).json().fields).toHaveProperty('formTemplateIds');
    expect((await t.app.inject({ url: '/formtemplates' })).statusCode).toBe(401);
  });
});
