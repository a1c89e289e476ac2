/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { OfferStatus, PartyRole, Side } from '@offerdesk/shared/domain';
import { createTestApp, type TestApp } from '../../../__tests__/helpers/testApp';
import { ENGINES } from '../../../__tests__/helpers/testDb';
import { insertOffer, insertParty } from '../../../seed/writers';
import { insertPerson } from '../../parties/contactsRepo';
import { ACCEPTED_AND_DECLINED_MESSAGE, NOT_OF_LISTING_MESSAGE } from '../compareService';

const MLS = 'CMP5150';

describe.each(ENGINES)('offer comparison on %s', (engine) => {
  let t: TestApp;
  /** Four offers of one listing received by `receiver`: two from `owner`, two from `other`. */
  let ids: number[];
  /** A received offer of another listing. */
  let elsewhere: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
    const db = t.testDb.db;
    const { owner, other, receiver } = t.world.agents;
    const make = async (agent: typeof owner, n: number, terms: Record<string, unknown>, mlsNumber = MLS) => {
      const id = await insertOffer(db, {
        ownerUserId: agent.userId,
        brokerageId: agent.brokerageId,
        statusId: OfferStatus.forwardedToSellerAgent,
        streetNumber: '77',
        street: 'Comparison',
        city: 'Lakeside',
        stateId: 14,
        zipCode: '62701',
        mlsNumber,
        offerPrice: 500_000,
        createdOn: new Date(Date.UTC(2026, 5, n)),
        ...terms,
      });
      const buyer = await insertPerson(db, { firstName: 'Buyer', lastName: `No${n}`, email: `buyer${n}@compare.example` });
      await insertParty(db, { offerId: id, personId: agent.personId, roleId: PartyRole.InhouseAgent, sideId: Side.buyer });
      await insertParty(db, { offerId: id, personId: buyer, roleId: PartyRole.Client, sideId: Side.buyer });
      await insertParty(db, { offerId: id, personId: receiver.personId, roleId: PartyRole.OutsideAgent, sideId: Side.seller });
      return id;
    };
    ids = [
      await make(owner, 1, {
        offerPrice: 510_000,
        earnestMoneyDeposit: 5000,
        typeOfFinancingId: 1,
        downPayment: 102_000,
        sellerConcessions: 7_500.25,
        closingDate: '2027-02-01',
        inspectionDaysFromCOE: 10,
      }),
      await make(other, 2, { offerPrice: 495_000, earnestMoneyDeposit: 20_000, typeOfFinancingId: 5, closingDate: '2026-12-20' }),
      await make(owner, 3, {
        offerPrice: 520_000,
        typeOfFinancingId: 2,
        isHomeWarrantyOrdered: true,
        homeWarrantyPaidById: 2,
        costNotToExceed: 700,
        acceptanceDeadlineDate: '2026-12-05',
        acceptanceDeadlineTime: '17:00',
      }),
      await make(other, 4, { offerPrice: 505_000, additionalTerms: 'Appraisal contingency.' }),
    ];
    elsewhere = await make(other, 5, {}, 'CMP9999');
  }, 120_000);
  afterAll(() => t?.close());

  const read = (agent: 'receiver' | 'stranger' | 'owner', offerId = ids[0]) => t.as(agent, { url: `/offer/compare/${offerId}` });
  const saveCosts = (payload: object, agent: 'receiver' | 'stranger' | 'owner' = 'receiver') =>
    t.as(agent, { method: 'PUT', url: `/offer/compare/${ids[0]}/costs`, payload });
  const decide = (agent: 'receiver' | 'stranger' | 'owner', accept: number, decline: number[]) =>
    t.as(agent, { method: 'POST', url: `/offer/compare/${accept}/accept`, payload: { declineOfferIds: decline, message: 'Thank you.' } });
  const statuses = async () =>
    (await t.testDb.db.query<{ s: number }>('select status_id as s from offers where id = any($1::int[]) order by id', [ids])).map(
      (r) => r.s,
    );
  const activities = (offerId: number) =>
    t.testDb.db.query<{ action: string; details: Record<string, unknown> }>(
      'select action, details from activities where offer_id = $1 order by id',
      [offerId],
    );
  const mailsTo = (email: string) =>
    t.testDb.db.query<{ subject: string; text: string }>(
      'select subject, text_body as text from outbox_emails where lower(to_address) = lower($1) order by id',
      [email],
    );
  const emailOf = async (personId: number) =>
    (await t.testDb.db.one<{ email: string }>('select email from persons where id = $1', [personId]))!.email;

  it('puts the listing’s received offers side by side with their terms, and the default costs', async () => {
    const res = await read('receiver');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      mlsNumber: MLS,
      address: expect.stringContaining('77 Comparison'),
      costs: { commissionPercent: 5, closingCosts: 0, payoff: 0 },
      costsSaved: false,
    });
    expect(body.offers.map((o: { offerId: number }) => o.offerId)).toEqual(ids);
    expect(body.offers[0]).toMatchObject({
      price: 510_000,
      earnestMoney: 5000,
      financing: 'Conventional',
      closeOfEscrow: '2027-02-01',
      inspectionDays: 10,
      downPayment: 102_000,
      sellerConcessions: 7_500.25,
      decidable: true,
      statusLabel: 'Forwarded To Seller Agent',
      buyerAgent: 'olivia owner',
      buyerAgentBrokerage: 'Fixture Realty',
    });
    expect(body.offers[1]).toMatchObject({
      financing: 'Cash',
      downPayment: null,
      sellerConcessions: null,
      buyerAgentBrokerage: 'Away Homes',
    });
    expect(body.offers[2]).toMatchObject({
      homeWarranty: true,
      homeWarrantyPaidBy: 'Seller',
      homeWarrantyCost: 700,
      expiresOn: '2026-12-05T17:00:00.000Z',
    });
    expect(body.offers[3].otherTerms).toBe('Appraisal contingency.');
  });

  it('refuses strangers and the buyer agent: 404 as for a missing offer, on every compare route', async () => {
    for (const agent of ['stranger', 'owner'] as const) {
      expect((await read(agent)).statusCode).toBe(404);
      expect((await saveCosts({ commissionPercent: 5, closingCosts: 0, payoff: 0 }, agent)).statusCode).toBe(404);
      expect((await decide(agent, ids[0], [ids[1]])).statusCode).toBe(404);
    }
    expect(await statuses()).toEqual(ids.map(() => OfferStatus.forwardedToSellerAgent));
  });

  it('keeps the costs per listing and names the field of a bad amount', async () => {
    const bad: Array<[object, string]> = [
      [{ commissionPercent: -1, closingCosts: 0, payoff: 0 }, 'commissionPercent'],
      [{ commissionPercent: 21, closingCosts: 0, payoff: 0 }, 'commissionPercent'],
      [{ commissionPercent: 5, closingCosts: 'lots', payoff: 0 }, 'closingCosts'],
      [{ commissionPercent: 5, closingCosts: 0, payoff: -5 }, 'payoff'],
      [{ commissionPercent: 5, closingCosts: 0 }, 'payoff'],
    ];
    for (const [payload, field] of bad) {
      const res = await saveCosts(payload);
      expect({ payload, status: res.statusCode, fields: Object.keys(res.json().fields ?? {}) }).toEqual({
        payload,
        status: 400,
        fields: [field],
      });
    }
    expect((await read('receiver')).json().costsSaved).toBe(false);
    const costs = { commissionPercent: 5.5, closingCosts: 4200, payoff: 250_000 };
    expect((await saveCosts(costs)).json()).toEqual(costs);
    expect((await read('receiver', ids[3])).json()).toMatchObject({ costs, costsSaved: true });
    // Another listing keeps its own.
    expect((await read('receiver', elsewhere)).json()).toMatchObject({ mlsNumber: 'CMP9999', costsSaved: false });
  });

  it('refuses a decline of an offer of another listing, naming it, and changes nothing', async () => {
    const res = await decide('receiver', ids[2], [ids[0], elsewhere]);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'declineOfferIds.1': `${NOT_OF_LISTING_MESSAGE} (${elsewhere})` });
    expect(await statuses()).toEqual(ids.map(() => OfferStatus.forwardedToSellerAgent));
  });

  it('rolls everything back and names the offer when one of them cannot be declined', async () => {
    await t.testDb.db.query('update offers set status_id = $2 where id = $1', [ids[3], OfferStatus.forwardedToSeller]);
    const before = (await activities(ids[0])).length;
    const res = await decide('receiver', ids[2], [ids[0], ids[1], ids[3]]);
    expect(res.statusCode).toBe(409);
    const { displayId } = (await t.testDb.db.one<{ displayId: string }>('select display_id as "displayId" from offers where id = $1', [
      ids[3],
    ]))!;
    expect(res.json().message).toBe(`Offer ${displayId} could not be declined: This offer is Forwarded To Seller and cannot be rejected.`);
    expect(res.json().fields).toEqual({ 'declineOfferIds.2': res.json().message });
    expect(await statuses()).toEqual([...ids.slice(0, 3).map(() => OfferStatus.forwardedToSellerAgent), OfferStatus.forwardedToSeller]);
    expect((await activities(ids[0])).length).toBe(before);
    await t.testDb.db.query('update offers set status_id = $2 where id = $1', [ids[3], OfferStatus.forwardedToSellerAgent]);
  });

  it('accepts one and declines the rest in one step: statuses, each offer’s activities and each buyer agent’s mail', async () => {
    const { owner, other, receiver } = t.world.agents;
    const ownerMails = (await mailsTo(await emailOf(owner.personId))).length;
    const otherMails = (await mailsTo(await emailOf(other.personId))).length;
    const res = await decide('receiver', ids[2], [ids[0], ids[1], ids[3]]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      accepted: { offerId: ids[2], statusId: OfferStatus.forwardedToBuyerAgent },
      declined: [ids[0], ids[1], ids[3]].map((offerId) => ({ offerId, statusId: OfferStatus.rejected })),
      message: ACCEPTED_AND_DECLINED_MESSAGE,
    });
    expect(await statuses()).toEqual([OfferStatus.rejected, OfferStatus.rejected, OfferStatus.forwardedToBuyerAgent, OfferStatus.rejected]);
    const details = { via: 'compare', acceptedOfferId: ids[2], declinedOfferIds: [ids[0], ids[1], ids[3]] };
    expect((await activities(ids[2])).at(-1)).toMatchObject({ action: 'offer.forwardToBuyerAgent', details });
    for (const id of [ids[0], ids[1], ids[3]])
      expect((await activities(id)).at(-1)).toMatchObject({ action: 'offer.rejectBySellerAgent', details });
    const rejectedOn = await t.testDb.db.query<{ r: Date | null }>(
      'select rejected_on as r from offers where id = any($1::int[]) order by id',
      [ids],
    );
    expect(rejectedOn.map((r) => r.r !== null)).toEqual([true, true, false, true]);
    // owner: buyer agent of offers 1 (declined) and 3 (accepted); other: of offers 2 and 4 (declined).
    const ownerNew = (await mailsTo(await emailOf(owner.personId))).slice(ownerMails);
    const otherNew = (await mailsTo(await emailOf(other.personId))).slice(otherMails);
    expect(ownerNew.map((m) => m.subject).sort()).toEqual(
      ['An offer was forwarded to you', 'Your offer on 77 Comparison, Lakeside, IL 62701 was declined'].sort(),
    );
    expect(otherNew.map((m) => m.subject)).toEqual([
      'Your offer on 77 Comparison, Lakeside, IL 62701 was declined',
      'Your offer on 77 Comparison, Lakeside, IL 62701 was declined',
    ]);
    expect(otherNew.every((m) => m.text.startsWith('Thank you.') && m.text.includes('rita receiver sent you an offer'))).toBe(true);
    // The buyer clients hear it from their agent: no mail to them.
    expect(await mailsTo('buyer2@compare.example')).toEqual([]);
    // Decided: the comparison shows no offer left to decide, and a second decision is refused.
    expect((await read('receiver')).json().offers.map((o: { decidable: boolean }) => o.decidable)).toEqual([false, false, false, false]);
    expect((await decide('receiver', ids[0], [])).statusCode).toBe(409);
    expect(receiver.userId).toBeGreaterThan(0);
  });
});
