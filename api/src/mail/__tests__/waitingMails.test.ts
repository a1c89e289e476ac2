/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { PartyRole, Side } from '@offerdesk/shared/domain';
import { enqueueMail } from '../enqueueMail';
import { markSent } from '../outboxRepo';
import { insertParty } from '../../seed/writers';
import { VALID_DRAFT } from '../../__tests__/helpers/drafts';
import { createTestApp, type TestApp } from '../../__tests__/helpers/testApp';
import { ENGINES } from '../../__tests__/helpers/testDb';

jest.setTimeout(60_000);

describe.each(ENGINES)('the offer page lists the mails still waiting on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  }, 120_000);
  afterAll(() => t.close());
  const db = () => t.testDb.db;
  const waiting = (agent: 'owner' | 'stranger' | 'other', offerId: number) => t.as(agent, { url: `/offer/GetWaitingMails/${offerId}` });

  it("lists the owner's unsent mails of the offer that are late (tried, or a minute old), oldest first, until each is sent; another reader gets none, a stranger the 404", async () => {
    const offerId = (await t.as('owner', { method: 'POST', url: '/offer/createoffer', payload: VALID_DRAFT })).json().id as number;
    const other = (await t.as('owner', { method: 'POST', url: '/offer/createoffer', payload: VALID_DRAFT })).json().id as number;
    expect((await waiting('owner', offerId)).json()).toEqual([]);
    for (const [n, to] of ['first@mail.example', 'second@mail.example'].entries())
      await enqueueMail(db(), { to, subject: `Mail ${n + 1}`, text: 'x', offerId, key: `waiting-${offerId}-${n}` });
    await enqueueMail(db(), { to: 'elsewhere@mail.example', subject: 'Other offer', text: 'x', offerId: other, key: `waiting-${other}` });
    await db().query(`update outbox_emails set attempts = 2 where mail_key = $1`, [`waiting-${offerId}-0`]);
    // A mail just queued and not tried yet is on its way, not waiting: it shows once a minute old.
    expect((await waiting('owner', offerId)).json().map((m: { subject: string }) => m.subject)).toEqual(['Mail 1']);
    await db().query(`update outbox_emails set created_on = created_on - interval '61 seconds' where offer_id = $1`, [offerId]);

    const res = await waiting('owner', offerId);
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<{ id: number; to: string; subject: string; queuedOn: string; attempts: number }>;
    expect(list.map(({ to, subject, attempts }) => ({ to, subject, attempts }))).toEqual([
      { to: 'first@mail.example', subject: 'Mail 1', attempts: 2 },
      { to: 'second@mail.example', subject: 'Mail 2', attempts: 0 },
    ]);
    expect(new Date(list[0].queuedOn).toISOString()).toBe(list[0].queuedOn);

    await markSent(db(), list[0].id);
    expect((await waiting('owner', offerId)).json()).toEqual([list[1]]);

    // A colleague who is a party reads the offer but not the owner's outbox; a stranger does not see the offer.
    await insertParty(db(), { offerId, personId: t.world.agents.other.personId, roleId: PartyRole.InhouseAgent, sideId: Side.buyer });
    const colleague = await waiting('other', offerId);
    expect([colleague.statusCode, colleague.json()]).toEqual([200, []]);
    expect((await waiting('stranger', offerId)).statusCode).toBe(404);
    expect((await waiting('owner', 999_999)).statusCode).toBe(404);
    expect((await waiting('owner', 0)).statusCode).toBe(400);
  });
});
