/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import {
  LINK_IN_ADDRESS_MESSAGE,
  NEW_LINK_REQUESTED_MESSAGE,
  PARTY_LINK_GONE,
  PARTY_LINK_HEADER,
  PARTY_LINK_RESENT_MESSAGE,
  PARTY_LINK_REVOKED_MESSAGE,
} from '@offerdesk/shared/contract';
import { OfferStatus } from '@offerdesk/shared/domain';
import { REGISTRATION_MESSAGES } from '@offerdesk/shared/schemas';
import { signTokenHash } from '../../../auth/signToken';
import { portalOffer, setStatus, withLink, type PortalOfferWorld } from '../../../__tests__/helpers/portalWorld';
import { createTestApp, type TestApp } from '../../../__tests__/helpers/testApp';
import { ENGINES } from '../../../__tests__/helpers/testDb';

const LINK = /\/view-offer\/(\d+)\/(\d+)\?t=([A-Za-z0-9_-]{43})/;
const DAY_MS = 86_400_000;

describe.each(ENGINES)('party links on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { partyLinkDays: 3 });
  }, 60_000);
  afterAll(() => t.close());

  const db = () => t.testDb.db;
  const open = (w: PortalOfferWorld, token: string, partyId = w.parties.buyer) =>
    withLink(t, token, { url: `/offer/GetOfferByParty/${w.offerId}/${partyId}` });
  const expire = (token: string) =>
    db().query(`update offer_party_links set expires_on = now() - interval '1 second' where token_hash = $1`, [signTokenHash(token)]);
  const mailsTo = (to: string) =>
    db().query<{ subject: string; text: string }>(
      'select subject, text_body as text from outbox_emails where lower(to_address) = lower($1) order by id',
      [to],
    );
  const emailOf = async (partyId: number) =>
    (await db().one<{ e: string }>('select pe.email as e from offer_parties p join persons pe on pe.id = p.person_id where p.id = $1', [
      partyId,
    ]))!.e;
  const forwardToSellerAgent = (w: PortalOfferWorld) =>
    t.as('owner', { method: 'PUT', url: '/offer/ForwardToSellerAgent', payload: { offerDisplayId: w.displayId } });
  const lastLinkIn = async (to: string) => LINK.exec((await mailsTo(to)).at(-1)!.text)!;

  describe('transport', () => {
    it('opens the offer with the token in the X-Party-Link header', async () => {
      const w = await portalOffer(t);
      const res = await open(w, w.tokens.buyer);
      expect(res.statusCode).toBe(200);
      expect(res.json().id).toBe(w.offerId);
    });

    it('refuses the token in the address with 400 naming `t`, even a live one, and changes nothing', async () => {
      const w = await portalOffer(t, OfferStatus.forwardedToSellerAgent);
      const get = await t.app.inject({ url: `/offer/GetOfferByParty/${w.offerId}/${w.parties.buyer}`, query: { t: w.tokens.buyer } });
      expect([get.statusCode, get.json().fields]).toEqual([400, { t: LINK_IN_ADDRESS_MESSAGE }]);
      const reject = await t.app.inject({
        method: 'PUT',
        url: '/offer/RejectOffer',
        query: { offerDisplayId: w.displayId, partyId: String(w.parties.seller), t: w.tokens.seller },
      });
      expect(reject.statusCode).toBe(400);
      expect((await db().one<{ s: number }>('select status_id as s from offers where id = $1', [w.offerId]))!.s).toBe(
        OfferStatus.forwardedToSellerAgent,
      );
    });
  });

  describe('lifetime', () => {
    it('gives a mailed link the configured lifetime', async () => {
      const w = await portalOffer(t, OfferStatus.buyerSigned);
      expect((await forwardToSellerAgent(w)).statusCode).toBe(200);
      const [, , , token] = await lastLinkIn(await emailOf(w.parties.sellerAgent));
      const { expiresOn } = (await db().one<{ expiresOn: Date }>(
        'select expires_on as "expiresOn" from offer_party_links where token_hash = $1',
        [signTokenHash(token)],
      ))!;
      expect(Math.abs(new Date(expiresOn).getTime() - (Date.now() + 3 * DAY_MS))).toBeLessThan(60_000);
    });

    it('answers an expired link 410 with the clear message, on reads and writes alike', async () => {
      const w = await portalOffer(t, OfferStatus.forwardedToSeller);
      await expire(w.tokens.seller);
      const read = await open(w, w.tokens.seller, w.parties.seller);
      expect([read.statusCode, read.json()]).toEqual([410, { code: 'link_expired', message: PARTY_LINK_GONE.link_expired }]);
      const reject = await withLink(t, w.tokens.seller, {
        method: 'PUT',
        url: '/offer/RejectOffer',
        query: { offerDisplayId: w.displayId, partyId: String(w.parties.seller) },
      });
      expect(reject.statusCode).toBe(410);
      expect((await db().one<{ s: number }>('select status_id as s from offers where id = $1', [w.offerId]))!.s).toBe(
        OfferStatus.forwardedToSeller,
      );
    });

    it('ends every link when the offer is cancelled or archived', async () => {
      const w = await portalOffer(t);
      await setStatus(t, w.offerId, OfferStatus.cancelled);
      expect((await open(w, w.tokens.buyer)).json()).toEqual({ code: 'link_closed', message: PARTY_LINK_GONE.link_closed });
      const x = await portalOffer(t);
      await db().query('update offers set is_archived = true where id = $1', [x.offerId]);
      expect((await open(x, x.tokens.buyer)).statusCode).toBe(410);
      const review = await withLink(t, x.tokens.reviewer, { url: `/offer/getOfferByDisplayId/${x.displayId}` });
      expect([review.statusCode, review.json().code]).toEqual([410, 'link_closed']);
    });

    it("ends a party's old link when the offer is re-sent to it", async () => {
      const w = await portalOffer(t, OfferStatus.buyerSigned);
      expect((await forwardToSellerAgent(w)).statusCode).toBe(200);
      const [, , , first] = await lastLinkIn(await emailOf(w.parties.sellerAgent));
      await setStatus(t, w.offerId, OfferStatus.buyerSigned);
      expect((await forwardToSellerAgent(w)).statusCode).toBe(200);
      const [, , , second] = await lastLinkIn(await emailOf(w.parties.sellerAgent));
      expect(second).not.toBe(first);
      expect((await mailsTo(await emailOf(w.parties.sellerAgent))).at(-1)!.text).toContain(
        'This link works for 3 days and only until a newer one is sent to you; then ask',
      );
      const old = await open(w, first, w.parties.sellerAgent);
      expect([old.statusCode, old.json().code]).toEqual([410, 'link_resent']);
      // Chromium keeps a 410 without cache headers for good, by address: the newer link must not get it back.
      expect(old.headers['cache-control']).toBe('no-store');
      expect((await open(w, second, w.parties.sellerAgent)).statusCode).toBe(200);
      // The seed's own world link of the seller agent was re-sent too.
      expect((await open(w, w.tokens.sellerAgent, w.parties.sellerAgent)).statusCode).toBe(410);
    });
  });

  describe("the buyer agent's revoke and resend", () => {
    const body = (w: PortalOfferWorld, partyId = w.parties.buyer) => ({ offerId: w.offerId, partyId });

    it('revokes every live link of one party, and only its own', async () => {
      const w = await portalOffer(t);
      const res = await t.as('owner', { method: 'POST', url: '/offer/RevokePartyLink', payload: body(w) });
      expect([res.statusCode, res.json()]).toEqual([200, { message: PARTY_LINK_REVOKED_MESSAGE }]);
      const gone = await open(w, w.tokens.buyer);
      expect([gone.statusCode, gone.json()]).toEqual([410, { code: 'link_revoked', message: PARTY_LINK_GONE.link_revoked }]);
      expect((await open(w, w.tokens.seller, w.parties.seller)).statusCode).toBe(200);
    });

    it('lets nobody but the owner revoke or resend, and refuses a party of another offer', async () => {
      const w = await portalOffer(t);
      const x = await portalOffer(t);
      for (const url of ['/offer/RevokePartyLink', '/offer/ResendPartyLink']) {
        for (const who of ['receiver', 'stranger', 'other'] as const)
          expect((await t.as(who, { method: 'POST', url, payload: body(w) })).statusCode).toBe(404);
        expect((await t.app.inject({ method: 'POST', url, payload: body(w) })).statusCode).toBe(401);
        expect((await t.as('owner', { method: 'POST', url, payload: body(w, x.parties.buyer) })).statusCode).toBe(404);
      }
      expect((await open(w, w.tokens.buyer)).statusCode).toBe(200);
    });

    it('mails the party a new link that opens the offer; the old one is refused', async () => {
      const w = await portalOffer(t);
      const res = await t.as('owner', { method: 'POST', url: '/offer/ResendPartyLink', payload: body(w) });
      expect([res.statusCode, res.json()]).toEqual([200, { message: PARTY_LINK_RESENT_MESSAGE }]);
      const [, offerId, partyId, token] = await lastLinkIn(await emailOf(w.parties.buyer));
      expect([Number(offerId), Number(partyId)]).toEqual([w.offerId, w.parties.buyer]);
      expect((await open(w, token)).statusCode).toBe(200);
      expect((await open(w, w.tokens.buyer)).json().code).toBe('link_resent');
    });

    it('refuses to resend on a closed offer or to a party without an e-mail', async () => {
      const w = await portalOffer(t);
      await db().query('update persons set email = null where id = (select person_id from offer_parties where id = $1)', [
        w.parties.seller,
      ]);
      const none = await t.as('owner', { method: 'POST', url: '/offer/ResendPartyLink', payload: body(w, w.parties.seller) });
      expect([none.statusCode, none.json().message]).toEqual([409, 'This party has no e-mail address to send a link to.']);
      await setStatus(t, w.offerId, OfferStatus.cancelled);
      const closed = await t.as('owner', { method: 'POST', url: '/offer/ResendPartyLink', payload: body(w) });
      expect([closed.statusCode, closed.json().message]).toEqual([409, PARTY_LINK_GONE.link_closed]);
    });
  });

  describe("the link holder's page", () => {
    const status = (token: string) => t.app.inject({ url: '/offer/PartyLinkStatus', headers: { [PARTY_LINK_HEADER]: token } });

    it('names the agent to ask, with their contact and nothing else', async () => {
      const w = await portalOffer(t);
      await expire(w.tokens.buyer);
      const owner = (await db().one<{ first: string; last: string; email: string; phone: string | null }>(
        'select first_name as first, last_name as last, email, mobile_phone as phone from persons where id = $1',
        [t.world.agents.owner.personId],
      ))!;
      const res = await status(w.tokens.buyer);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        state: 'link_expired',
        message: PARTY_LINK_GONE.link_expired,
        agent: { name: `${owner.first} ${owner.last}`, email: owner.email, phone: owner.phone || null },
      });
      // A seller's agent is its own side's; the seller agent asks the buyer agent who sent it the offer.
      expect((await status(w.tokens.seller)).json().agent.email).toBe(await emailOf(w.parties.sellerAgent));
      expect((await status(w.tokens.sellerAgent)).json().agent.email).toBe(owner.email);
      expect((await status(w.tokens.seller)).json().state).toBe('open');
    });

    it("names the offer's owner to a buyer-side party when the offer has no buyer agent party", async () => {
      const w = await portalOffer(t);
      await db().query('delete from offer_parties where id = $1', [w.parties.buyerAgent]);
      const owner = (await db().one<{ email: string }>('select email from persons where id = $1', [t.world.agents.owner.personId]))!;
      expect((await status(w.tokens.buyer)).json().agent.email).toBe(owner.email);
      expect((await status(w.tokens.sellerAgent)).json().agent.email).toBe(owner.email);
    });

    it('answers 404 to any other token and to none', async () => {
      const w = await portalOffer(t);
      expect((await status('Z'.repeat(43))).statusCode).toBe(404);
      expect((await status(w.tokens.reviewer)).statusCode).toBe(404);
      expect((await t.app.inject({ url: '/offer/PartyLinkStatus' })).statusCode).toBe(404);
      expect((await t.app.inject({ url: '/offer/PartyLinkStatus', query: { t: w.tokens.buyer } })).statusCode).toBe(400);
    });

    it('mails the agent once a day when the holder asks for a new link', async () => {
      const w = await portalOffer(t);
      await expire(w.tokens.buyer);
      const ownerEmail = (await db().one<{ e: string }>('select email as e from persons where id = $1', [t.world.agents.owner.personId]))!
        .e;
      const before = (await mailsTo(ownerEmail)).length;
      const ask = () =>
        t.app.inject({ method: 'POST', url: '/offer/RequestNewPartyLink', headers: { [PARTY_LINK_HEADER]: w.tokens.buyer } });
      const first = await ask();
      expect([first.statusCode, first.json()]).toEqual([200, { message: NEW_LINK_REQUESTED_MESSAGE }]);
      expect((await ask()).json()).toEqual({ message: NEW_LINK_REQUESTED_MESSAGE });
      const mails = (await mailsTo(ownerEmail)).slice(before);
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toMatch(new RegExp(`^Bea P\\d+ asks for a new link to offer ${w.displayId}$`));
      expect(mails[0].text).toContain(PARTY_LINK_GONE.link_expired);
      expect(
        (await t.app.inject({ method: 'POST', url: '/offer/RequestNewPartyLink', headers: { [PARTY_LINK_HEADER]: 'Z'.repeat(43) } }))
          .statusCode,
      ).toBe(404);
    });
  });

  describe('registration from a link', () => {
    const form = (w: PortalOfferWorld, username: string) => ({
      firstName: 'Bea',
      lastName: 'Buyer',
      email: 'holder@elsewhere.example',
      mobilePhone: null,
      username,
      password: 'Str0ng!pw',
      confirmPassword: 'Str0ng!pw',
      offerDisplayId: w.displayId,
    });
    const register = (w: PortalOfferWorld, username: string) =>
      withLink(t, w.tokens.buyer, { method: 'POST', url: '/client/Register', payload: form(w, username) });
    const answer = (r: { statusCode: number; headers: Record<string, unknown>; body: string }) => ({
      status: r.statusCode,
      type: r.headers['content-type'],
      body: r.body,
    });

    it("answers a taken user name exactly as a free one; only the party's own mailbox is told", async () => {
      const taken = t.world.agents.stranger.userName;
      const a = await portalOffer(t);
      const b = await portalOffer(t);
      const takenAnswer = await register(a, taken.toUpperCase());
      const freeAnswer = await register(b, `free.${b.offerId}`);
      expect(answer(takenAnswer)).toEqual(answer(freeAnswer));
      expect(freeAnswer.json()).toEqual({ message: REGISTRATION_MESSAGES.success });
      // No account for the taken name; the party's e-mail on the offer hears why, the form's address nothing.
      expect(await db().one('select 1 from client_users where party_id = $1', [a.parties.buyer])).toBeUndefined();
      expect((await mailsTo(await emailOf(a.parties.buyer))).map((m) => m.subject)).toEqual([
        'Your OfferDesk registration: choose another user name',
      ]);
      expect((await mailsTo(await emailOf(b.parties.buyer))).map((m) => m.subject)).toEqual(['Your OfferDesk client app invite']);
      expect(await mailsTo('holder@elsewhere.example')).toEqual([]);
      // Registering again (any name) answers the same too: a second try tells the holder nothing either.
      expect(answer(await register(b, taken))).toEqual(answer(freeAnswer));
      expect(answer(await register(a, `free.${a.offerId}`))).toEqual(answer(freeAnswer));
      expect((await db().one<{ u: string }>('select username as u from client_users where party_id = $1', [a.parties.buyer]))!.u).toBe(
        `free.${a.offerId}`,
      );
    }, 30_000);
  });
});
