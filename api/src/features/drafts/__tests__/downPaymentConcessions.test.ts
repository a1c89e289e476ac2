/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { CounterOfferStatus, netToSeller, OfferStatus, PartyRole, Side } from '@offerdesk/shared/domain';
import { OFFER_INFORMATION_MESSAGES as M } from '@offerdesk/shared/schemas';
import { countRows, createTestApp, type TestApp } from '../../../__tests__/helpers/testApp';
import { ENGINES } from '../../../__tests__/helpers/testDb';
import { VALID_DRAFT } from '../../../__tests__/helpers/drafts';
import { insertCounterOffer, insertParty } from '../../../seed/writers';

/** The offer's optional down payment and seller concessions (docs/domain/offers.md), from the draft to the comparison. */
describe.each(ENGINES)('down payment and seller concessions on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  }, 60_000);
  afterAll(() => t?.close());

  const VALID = { ...VALID_DRAFT, mlsNumber: 'TERMS-42', offerPrice: 420_000, downPayment: 85_000, sellerConcessions: 4_250.5 };
  const save = (body: Record<string, unknown>) => t.as('owner', { method: 'POST', url: '/offer/createoffer', payload: body });
  const terms = async (id: number) => {
    const { downPayment, sellerConcessions } = (await t.as('owner', { url: `/offer/GetById/${id}` })).json();
    return { downPayment, sellerConcessions };
  };
  const counts = async () => [await countRows(t, 'offers'), await countRows(t, 'activities')];

  it('saves both with the draft and reads them back; absent or null leaves them empty', async () => {
    const id = (await save(VALID)).json().id;
    expect(await terms(id)).toEqual({ downPayment: 85_000, sellerConcessions: 4_250.5 });
    expect((await save({ ...VALID, id, downPayment: 0, sellerConcessions: null })).statusCode).toBe(200);
    expect(await terms(id)).toEqual({ downPayment: 0, sellerConcessions: null });
    const { downPayment: _d, sellerConcessions: _s, ...without } = VALID;
    expect((await save({ ...without, id })).statusCode).toBe(200);
    expect(await terms(id)).toEqual({ downPayment: null, sellerConcessions: null });
  });

  it.each([
    ['downPayment', -1],
    ['downPayment', 'lots'],
    ['sellerConcessions', -0.01],
    ['sellerConcessions', '2500'],
    ['sellerConcessions', 12.345],
  ])('refuses %s = %j with a 400 naming the field, and changes nothing', async (field, value) => {
    const id = (await save(VALID)).json().id;
    const before = await counts();
    for (const body of [
      { ...VALID, [field]: value },
      { ...VALID, id, offerPrice: 1, [field]: value },
    ]) {
      const res = await save(body);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual([field]);
    }
    expect(await counts()).toEqual(before);
    expect(await terms(id)).toEqual({ downPayment: 85_000, sellerConcessions: 4_250.5 });
    expect((await t.as('owner', { url: `/offer/GetById/${id}` })).json().offerPrice).toBe(VALID.offerPrice);
  });

  it('names whole cents as the money rule does', async () => {
    const res = await save({ ...VALID, downPayment: 0.125 });
    expect(res.json().fields).toEqual({ downPayment: M.moneyInvalid });
  });

  it('shows the saved amounts on the seller agent’s comparison, a counter leaves them; the net to seller is less the concessions', async () => {
    const { owner, receiver } = t.world.agents;
    const id = (await save(VALID)).json().id;
    const db = t.testDb.db;
    await db.query('update offers set status_id = $2 where id = $1', [id, OfferStatus.forwardedToSellerAgent]);
    await insertParty(db, { offerId: id, personId: owner.personId, roleId: PartyRole.InhouseAgent, sideId: Side.buyer });
    await insertParty(db, { offerId: id, personId: receiver.personId, roleId: PartyRole.OutsideAgent, sideId: Side.seller });
    const res = await t.as('receiver', { url: `/offer/compare/${id}` });
    expect(res.statusCode).toBe(200);
    const { costs, offers } = res.json();
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({ offerId: id, price: 420_000, downPayment: 85_000, sellerConcessions: 4_250.5 });
    // Default costs: 420,000 − 5 % commission (21,000) − 4,250.50 concessions.
    expect(netToSeller(offers[0].price, costs, offers[0].sellerConcessions)).toBe(394_749.5);
    // The seller side counters the price: the comparison shows the countered price, the same amounts.
    await insertCounterOffer(db, { offerId: id, partySideId: Side.seller, statusId: CounterOfferStatus.active, counterPrice: 430_000 });
    const countered = (await t.as('receiver', { url: `/offer/compare/${id}` })).json().offers[0];
    expect(countered).toMatchObject({ price: 430_000, countered: true, downPayment: 85_000, sellerConcessions: 4_250.5 });
    // 430,000 − 21,500 − 4,250.50
    expect(netToSeller(countered.price, costs, countered.sellerConcessions)).toBe(404_249.5);
  });
});
