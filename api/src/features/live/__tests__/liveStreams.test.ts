/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import {
  LAST_EVENT_ID_MESSAGE,
  NOT_AN_EVENT_STREAM_MESSAGE,
  PARTY_LINK_HEADER,
  TOO_MANY_STREAMS_MESSAGE,
} from '@offerdesk/shared/contract';
import { SigningOrder } from '@offerdesk/shared/domain';
import { portalOffer, tokenOf, withLink } from '../../../__tests__/helpers/portalWorld';
import { signingWorld, typed } from '../../../__tests__/helpers/signingWorld';
import { createTestApp, type TestApp } from '../../../__tests__/helpers/testApp';
import { ENGINES } from '../../../__tests__/helpers/testDb';
import { issuePartyLink } from '../../portal/partyLinks';
import { openStream, refusal } from './liveClient';

// Sharing renders each document and signing stamps and seals it.
jest.setTimeout(240_000);

describe.each(ENGINES)('live streams on %s', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(engine, { formTemplates: true, live: { heartbeatMs: 200, maxStreamsPerCaller: 3 } });
  }, 240_000);
  afterAll(() => app?.close());
  const w = signingWorld(() => app);
  const bearer = (agent: 'owner' | 'receiver' | 'stranger' | 'other') => ({ authorization: `Bearer ${app.token(agent)}` });
  const link = (token: string) => ({ [PARTY_LINK_HEADER]: token });
  /** A party of a portal offer asks for a new link (once a day per link): one activity ('partyLink.requested') on that offer. */
  const activityOn = async (world: Awaited<ReturnType<typeof portalOffer>>, party: 'buyer' | 'seller' = 'buyer') => {
    const res = await withLink(app, world.tokens[party], { method: 'POST', url: '/offer/RequestNewPartyLink' });
    expect(res.statusCode).toBe(200);
  };

  it('refuses a caller without a credential, a bad Last-Event-ID or another Accept, and a link that opens no offer; never a 5xx', async () => {
    const world = await portalOffer(app);
    expect((await refusal(app.app, '/live/offers', {})).status).toBe(401);
    expect((await refusal(app.app, '/live/offers', { authorization: 'Bearer not-a-token' })).status).toBe(401);
    for (const bad of ['abc', '-1', '1.5', '9999999999999999', ' ']) {
      expect(await refusal(app.app, '/live/offers', { ...bearer('owner'), 'last-event-id': bad })).toEqual({
        status: 400,
        body: expect.objectContaining({ message: `Last-Event-ID: ${LAST_EVENT_ID_MESSAGE}` }),
      });
    }
    const json = await app.app.inject({ url: '/live/offers', headers: { ...bearer('owner'), accept: 'application/json' } });
    expect([json.statusCode, json.json().message]).toEqual([406, NOT_AN_EVENT_STREAM_MESSAGE]);
    expect((await refusal(app.app, '/live/party', {})).status).toBe(404);
    expect((await refusal(app.app, '/live/party', bearer('owner'))).status).toBe(404);
    expect((await refusal(app.app, '/live/party', link('not-a-token'))).status).toBe(400);
    expect((await refusal(app.app, `/live/party?t=${world.tokens.buyer}`, {})).status).toBe(400);
    // The buyer's link replaced by a newer one opens nothing any more.
    const old = world.tokens.buyer;
    await issuePartyLink(app.testDb.db, { offerId: world.offerId, partyId: world.parties.buyer });
    expect(await refusal(app.app, '/live/party', link(old))).toEqual({
      status: 410,
      body: expect.objectContaining({ code: 'link_resent' }),
    });
    // HEAD answers the head of the stream and ends.
    expect((await refusal(app.app, '/live/offers', bearer('owner'), 'HEAD')).status).toBe(200);
  });

  it("replays after Last-Event-ID only the offers the caller may read: another agent's offer and another link's offer send nothing", async () => {
    const mine = await portalOffer(app);
    const other = await portalOffer(app);
    const start = (await app.testDb.db.one<{ id: number }>('select coalesce(max(id), 0)::int8 as id from activities'))!.id;
    await activityOn(mine);
    await activityOn(other);
    await activityOn(mine, 'seller');
    const from = { 'last-event-id': String(start) };
    const owner = await openStream(app.app, '/live/offers', { ...bearer('owner'), ...from });
    expect([owner.status, owner.headers['content-type'], owner.headers['cache-control']]).toEqual([
      200,
      'text/event-stream; charset=utf-8',
      'no-store',
    ]);
    await owner.until(/: ping/);
    expect(owner.events().map((e) => [e.data.offerId, e.data.action, e.event])).toEqual([
      [mine.offerId, 'partyLink.requested', 'activity'],
      [other.offerId, 'partyLink.requested', 'activity'],
      [mine.offerId, 'partyLink.requested', 'activity'],
    ]);
    const ids = owner.events().map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    // From the first event on: only the two after it.
    const resumed = await openStream(app.app, '/live/offers', { ...bearer('owner'), 'last-event-id': String(ids[0]) });
    await resumed.until(/: ping/);
    expect(resumed.events().map((e) => e.id)).toEqual(ids.slice(1));
    // An agent of another brokerage and one of the same brokerage who is no party see none of it.
    for (const agent of ['other', 'stranger'] as const) {
      const stranger = await openStream(app.app, '/live/offers', { ...bearer(agent), ...from });
      await stranger.until(/: ping/);
      expect(stranger.events().filter((e) => e.data.offerId === mine.offerId || e.data.offerId === other.offerId)).toEqual([]);
      stranger.close();
    }
    // A party link sees its own offer only.
    const fresh = tokenOf(await issuePartyLink(app.testDb.db, { offerId: mine.offerId, partyId: mine.parties.seller }));
    const party = await openStream(app.app, '/live/party', { ...link(fresh), ...from });
    await party.until(/: ping/);
    expect(party.events().map((e) => e.data.offerId)).toEqual([mine.offerId, mine.offerId]);
    for (const s of [owner, resumed, party]) s.close();
  });

  it('sends the owner a signing event when a buyer signs, and nothing to a stranger', async () => {
    const o = await w.readyOffer('live');
    expect((await w.share(o, { signingOrder: SigningOrder.AllTogether })).statusCode).toBe(200);
    const [lukasz] = await w.linksTo('lukasz.live@example.test');
    const owner = await openStream(app.app, '/live/offers', bearer('owner'));
    const stranger = await openStream(app.app, '/live/offers', bearer('other'));
    await owner.until(/: open/);
    expect((await w.sign(lukasz, typed('Łukasz Live'))).statusCode).toBe(200);
    await owner.until(/"action":"signSet\.signed"/);
    const signed = owner.events().find((e) => e.data.action === 'signSet.signed')!;
    expect(signed).toMatchObject({ event: 'signing', data: { offerId: o.offerId, kind: 'signing', id: signed.id } });
    // The stamping that follows is a signing event too: the owner's page refreshes when the documents change.
    expect(await app.stampSigned(lukasz.signSetId)).toEqual([lukasz.signSetId]);
    await owner.until(/"action":"signSet\.stamped"/);
    expect(owner.events().find((e) => e.data.action === 'signSet.stamped')).toMatchObject({
      event: 'signing',
      data: { offerId: o.offerId },
    });
    await stranger.until(/: ping[\s\S]*: ping/);
    expect(stranger.events()).toEqual([]);
    owner.close();
    stranger.close();
  });

  it('opens at most the configured number of streams per caller on an instance', async () => {
    const open = [];
    for (let i = 0; i < 3; i++) open.push(await openStream(app.app, '/live/offers', bearer('receiver')));
    expect(open.map((s) => s.status)).toEqual([200, 200, 200]);
    expect(await refusal(app.app, '/live/offers', bearer('receiver'))).toEqual({
      status: 429,
      body: expect.objectContaining({ message: TOO_MANY_STREAMS_MESSAGE }),
    });
  });
});
