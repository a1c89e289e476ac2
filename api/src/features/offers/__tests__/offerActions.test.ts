/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { OfferStatus } from '@offerdesk/shared/domain';
import { countRows, createTestApp, type TestApp } from '../../../__tests__/helpers/testApp';
import { ENGINES } from '../../../__tests__/helpers/testDb';

describe.each(ENGINES)('offer actions on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  }, 60_000);
  afterAll(() => t.close());

  /** Runs the requests and checks that they wrote no activity and changed no offer. */
  const writesNothing = async (requests: () => Promise<void>) => {
    const snapshot = () => t.testDb.db.query('select id, status_id, is_archived, updated_on from offers order by id');
    const before = [await countRows(t, 'activities'), await snapshot()];
    await requests();
    expect([await countRows(t, 'activities'), await snapshot()]).toEqual(before);
  };

  const activities = (offerId: number) =>
    t.testDb.db.query<{ action: string; actor: number }>(
      'select action, actor_user_id as actor from activities where offer_id = $1 order by id',
      [offerId],
    );

  it('GetById answers the owner and a party, and 404s a stranger exactly like a missing id', async () => {
    const { offers } = t.world;
    const owner = await t.as('owner', { url: `/offer/GetById/${offers.receivedViewed}` });
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ id: offers.receivedViewed, offerTypeId: 1, stateId: 14, countryId: 1, formTemplateIds: [] });
    expect(owner.json().parties.map((p: { roleId: number; sideId: number }) => [p.roleId, p.sideId])).toEqual([
      [4, 1],
      [4, 2],
    ]);
    const party = await t.as('receiver', { url: `/offer/getbyid/${offers.receivedViewed}/` });
    expect(party.json()).toMatchObject({ offerTypeId: 2, isViewed: true, canEdit: false });
    const stranger = await t.as('stranger', { url: `/offer/GetById/${offers.draft}` });
    const missing = await t.as('stranger', { url: '/offer/GetById/999999' });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).toBe(missing.body);
    expect(stranger.json()).toEqual({ code: 'not_found', message: 'Offer not found.' });
    const bad = await t.as('owner', { url: '/offer/GetById/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('id');
    expect((await t.app.inject({ url: `/offer/GetById/${offers.draft}` })).statusCode).toBe(401);
  });

  it('marks a received offer viewed once and idempotently', async () => {
    const id = t.world.offers.receivedUnviewed;
    const first = await t.as('receiver', { method: 'PUT', url: `/offer/markReceivedOfferAsViewed/?offerId=${id}` });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ offerId: id, viewedOn: expect.any(String) });
    const again = await t.as('receiver', { method: 'PUT', url: `/Offer/MarkReceivedOfferAsViewed?offerId=${id}` });
    expect(again.json().viewedOn).toBe(first.json().viewedOn);
    expect(await activities(id)).toEqual([{ action: 'offer.viewed', actor: t.world.agents.receiver.userId }]);
    expect((await t.as('receiver', { url: '/offer/GetReceivedOffersUnviewedCount' })).json()).toEqual({ count: 0 });
  });

  it('refuses to mark viewed for the owner, a stranger, a bad or missing offerId', () =>
    writesNothing(async () => {
      const id = t.world.offers.receivedUnviewed;
      for (const agent of ['other', 'stranger'] as const) {
        const res = await t.as(agent, { method: 'PUT', url: `/offer/markReceivedOfferAsViewed?offerId=${id}` });
        expect(res.statusCode).toBe(404);
      }
      for (const q of ['offerId=x', '']) {
        const res = await t.as('receiver', { method: 'PUT', url: `/offer/markReceivedOfferAsViewed?${q}` });
        expect(res.statusCode).toBe(400);
        expect(res.json().fields).toHaveProperty('offerId');
      }
      expect((await t.app.inject({ method: 'PUT', url: `/offer/markReceivedOfferAsViewed?offerId=${id}` })).statusCode).toBe(401);
    }));

  it('cancels a draft for its owner and writes an activity', async () => {
    const id = t.world.offers.draft;
    const res = await t.as('owner', { method: 'PUT', url: `/offer/canceloffer/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, statusId: OfferStatus.cancelled, canEdit: false });
    expect(await activities(id)).toEqual([{ action: 'offer.cancelled', actor: t.world.agents.owner.userId }]);
  });

  it('refuses to cancel in another state, for a party or a stranger, and writes nothing', () =>
    writesNothing(async () => {
      const { offers } = t.world;
      const wrongState = await t.as('owner', { method: 'PUT', url: `/offer/CancelOffer/${offers.countered}` });
      expect(wrongState.statusCode).toBe(409);
      expect(wrongState.json()).toEqual({ code: 'invalid_state', message: 'Only a draft or reviewer-rejected offer can be cancelled.' });
      expect((await t.as('receiver', { method: 'PUT', url: `/offer/canceloffer/${offers.receivedViewed}` })).statusCode).toBe(404);
      expect((await t.as('stranger', { method: 'PUT', url: `/offer/canceloffer/${offers.reviewerRejected}` })).statusCode).toBe(404);
      expect((await t.as('owner', { method: 'PUT', url: '/offer/canceloffer/x1' })).json().fields).toHaveProperty('id');
      expect((await t.app.inject({ method: 'PUT', url: `/offer/canceloffer/${offers.reviewerRejected}` })).statusCode).toBe(401);
    }));

  it('archives for the owner once, with an activity', async () => {
    const id = t.world.offers.countered;
    const res = await t.as('owner', { method: 'PUT', url: `/offer/archiveOffer/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, isArchived: true, message: 'Offer archived successfully' });
    expect(await activities(id)).toEqual([{ action: 'offer.archived', actor: t.world.agents.owner.userId }]);
    const again = await t.as('owner', { method: 'PUT', url: `/Offer/ArchiveOffer/${id}/` });
    expect(again.statusCode).toBe(409);
    expect(await activities(id)).toHaveLength(1);
  });

  it('refuses to archive for a party or a stranger, and rejects a malformed body', () =>
    writesNothing(async () => {
      const { offers } = t.world;
      expect((await t.as('receiver', { method: 'PUT', url: `/offer/archiveOffer/${offers.receivedViewed}` })).statusCode).toBe(404);
      expect((await t.as('stranger', { method: 'PUT', url: `/offer/archiveOffer/${offers.draft}` })).statusCode).toBe(404);
      const malformed = await t.as('owner', {
        method: 'PUT',
        url: `/offer/archiveOffer/${offers.reviewerRejected}`,
        headers: { 'content-type': 'application/json' },
        payload: '{"a":',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().code).toBe('bad_request');
    }));
});
