/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { OfferStatus } from '@offerdesk/shared/domain';
import { moveOfferStatus } from '../offerTransition';
import { createTestApp, type TestApp } from '../../../__tests__/helpers/testApp';
import { ENGINES } from '../../../__tests__/helpers/testDb';

describe.each(ENGINES)('moving an offer between statuses on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  }, 60_000);
  afterAll(() => t.close());

  const statusOf = async (id: number) =>
    (await t.testDb.db.one<{ status_id: number }>('select status_id from offers where id = $1', [id]))?.status_id;
  const actions = (id: number) =>
    t.testDb.db.query<{ action: string }>('select action from activities where offer_id = $1 order by id', [id]);

  it('moves from an allowed status and writes the activity in the same transaction', async () => {
    const id = t.world.offers.draft;
    const before = (await actions(id)).length;
    await t.testDb.db.tx((tx) =>
      moveOfferStatus(tx, {
        offerId: id,
        from: [OfferStatus.draft],
        to: OfferStatus.sentForReview,
        action: 'offer.sentForReview',
        what: 'sent for review',
        actorUserId: t.world.agents.owner.userId,
      }),
    );
    expect(await statusOf(id)).toBe(OfferStatus.sentForReview);
    const after = await actions(id);
    expect(after).toHaveLength(before + 1);
    expect(after[after.length - 1].action).toBe('offer.sentForReview');
  });

  it('refuses a wrong status with 409 naming the status, and writes nothing', async () => {
    const id = t.world.offers.draft;
    const before = [await statusOf(id), (await actions(id)).length];
    await expect(
      t.testDb.db.tx((tx) =>
        moveOfferStatus(tx, {
          offerId: id,
          from: [OfferStatus.forwardedToSeller],
          to: OfferStatus.sellerSigned,
          action: 'offer.sellerSigned',
          what: 'signed by the seller',
        }),
      ),
    ).rejects.toMatchObject({ statusCode: 409, message: 'This offer is Sent for Review and cannot be signed by the seller.' });
    expect([await statusOf(id), (await actions(id)).length]).toEqual(before);
  });

  it('answers 404 for an offer that does not exist', async () => {
    await expect(
      moveOfferStatus(t.testDb.db, {
        offerId: 987654,
        from: [OfferStatus.draft],
        to: OfferStatus.sentForReview,
        action: 'x',
        what: 'sent',
      }),
    ).rejects.toMatchObject({ statusCode: 404 });
  });

  it('lets only one of two racing moves from the same status win', async () => {
    const id = t.world.offers.draft;
    await t.testDb.db.query('update offers set status_id = $2 where id = $1', [id, OfferStatus.draft]);
    const move = () =>
      t.testDb.db.tx((tx) =>
        moveOfferStatus(tx, {
          offerId: id,
          from: [OfferStatus.draft],
          to: OfferStatus.sentForSignatures,
          action: 'offer.shared',
          what: 'shared',
        }),
      );
    const results = await Promise.allSettled([move(), move()]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });
});
