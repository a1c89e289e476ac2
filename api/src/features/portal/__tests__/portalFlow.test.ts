/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { OFFER_FLOW, OFFER_STATUS_IDS, OfferStatus, PartyRole, Side, type FlowStepName } from '@offerdesk/shared/domain';
import type { InjectOptions } from 'fastify';
import { newSignToken } from '../../../auth/signToken';
import { contractOfOffer, insertOfferDocument } from '../../documents/offerDocumentsRepo';
import {
  addCounter,
  addSellerRequest,
  portalOffer,
  relink,
  resetCounters,
  setStatus,
  statusOf,
  tokenOf,
  withLink,
  type PortalOfferWorld,
} from '../../../__tests__/helpers/portalWorld';
import { createTestApp, type TestApp } from '../../../__tests__/helpers/testApp';
import { ENGINES } from '../../../__tests__/helpers/testDb';
import { signingWorld } from '../../../__tests__/helpers/signingWorld';
import { issueReviewerLink } from '../partyLinks';
import { insertPerson } from '../../../seed/writers';

type Actor = keyof PortalOfferWorld['tokens'];
interface StepCase {
  actor: Actor;
  request: (w: PortalOfferWorld, t: TestApp) => Promise<InjectOptions> | InjectOptions;
  before?: (w: PortalOfferWorld, t: TestApp) => Promise<unknown>;
  /** The step succeeds from its first allowed status in this world (else only its refusals are checked). */
  happy: boolean;
}

let k = 0;
const counter = (w: PortalOfferWorld, partyId: number): InjectOptions => ({
  method: 'POST',
  url: '/offer/CreateCounterOfferPublic',
  payload: { offerDisplayId: w.displayId, partyId, counterPrice: 495_000 },
});
const accept = (w: PortalOfferWorld, partyId: number): InjectOptions => ({
  method: 'POST',
  url: '/offer/AcceptOffer',
  payload: { offerDisplayId: w.displayId, partyId },
});
const reject = (w: PortalOfferWorld, partyId: number): InjectOptions => ({
  method: 'PUT',
  url: '/offer/RejectOffer',
  query: { offerDisplayId: w.displayId, partyId: String(partyId) },
});
const forward =
  (url: string) =>
  (w: PortalOfferWorld): InjectOptions => ({ method: 'PUT', url, payload: { offerDisplayId: w.displayId, message: 'Please review.' } });

const sellerCountered = (w: PortalOfferWorld, t: TestApp) => addCounter(t, w.offerId, Side.seller);

const STEPS: Record<FlowStepName, StepCase> = {
  forwardToSellerAgent: { actor: 'buyerAgent', request: forward('/offer/ForwardToSellerAgent'), happy: true },
  forwardToBuyerAgent: { actor: 'sellerAgent', request: forward('/offer/forwardToBuyerAgent'), happy: true },
  forwardToSeller: { actor: 'sellerAgent', request: forward('/offer/ForwardToSeller'), happy: true },
  // The buyer agent forwards (or counters) a seller's counter: with none, Forwarded To Buyer Agent is an accepted offer.
  forwardToBuyer: { actor: 'buyerAgent', request: forward('/offer/ForwardToBuyer'), before: sellerCountered, happy: true },
  addSeller: {
    actor: 'sellerAgent',
    happy: true,
    request: (w) => addSellerRequest(w, `new.${++k}@seller.example`),
  },
  counterByBuyerClient: { actor: 'buyer', request: (w) => counter(w, w.parties.buyer), happy: true },
  counterBySellerClient: { actor: 'seller', request: (w) => counter(w, w.parties.seller), happy: true },
  counterByBuyerAgent: { actor: 'buyerAgent', request: (w) => counter(w, w.parties.buyerAgent), before: sellerCountered, happy: true },
  counterBySellerAgent: { actor: 'sellerAgent', request: (w) => counter(w, w.parties.sellerAgent), happy: true },
  acceptCounterByBuyer: {
    actor: 'buyer',
    request: (w) => accept(w, w.parties.buyer),
    before: (w, t) => addCounter(t, w.offerId, Side.seller),
    happy: true,
  },
  acceptCounterBySeller: {
    actor: 'seller',
    request: (w) => accept(w, w.parties.seller),
    before: (w, t) => addCounter(t, w.offerId, Side.buyer),
    happy: true,
  },
  acceptBySigningBuyer: { actor: 'buyer', request: (w) => accept(w, w.parties.buyer), happy: false },
  acceptBySigningSeller: { actor: 'seller', request: (w) => accept(w, w.parties.seller), happy: false },
  rejectByBuyerClient: { actor: 'buyer', request: (w) => reject(w, w.parties.buyer), happy: true },
  rejectBySellerClient: { actor: 'seller', request: (w) => reject(w, w.parties.seller), happy: true },
  rejectBySellerAgent: { actor: 'sellerAgent', request: (w) => reject(w, w.parties.sellerAgent), happy: true },
  reviewerAccept: {
    actor: 'reviewer',
    happy: false,
    request: async (w, t) => ({
      method: 'PUT',
      url: `/offer/ReviewerAcceptOffer/${w.offerId}/${await contractOfOffer(t.testDb.db, w.offerId)}`,
    }),
  },
  reviewerReject: {
    actor: 'reviewer',
    request: (w) => ({ method: 'PUT', url: '/offer/reviewerRejectOffer', query: { offerDisplayId: w.displayId } }),
    happy: true,
  },
};

describe.each(ENGINES)('party portal flow on %s', (engine) => {
  let t: TestApp;
  let w: PortalOfferWorld;
  beforeAll(async () => {
    t = await createTestApp(engine, { formTemplates: true });
    await t.app.ready();
    w = await portalOffer(t);
  }, 180_000);
  afterAll(() => t.close());

  const run = async (step: FlowStepName, statusId: number) => {
    const c = STEPS[step];
    await relink(t, w);
    await setStatus(t, w.offerId, statusId);
    await resetCounters(t, w.offerId);
    await c.before?.(w, t);
    return withLink(t, w.tokens[c.actor], await c.request(w, t));
  };

  it('refuses every step from every status it may not start from, and changes nothing', async () => {
    const failures: string[] = [];
    for (const step of Object.keys(OFFER_FLOW) as FlowStepName[]) {
      for (const statusId of OFFER_STATUS_IDS.filter((s) => !(OFFER_FLOW[step].from as readonly number[]).includes(s))) {
        const res = await run(step, statusId);
        const after = await statusOf(t, w.offerId);
        // A link of an archived or cancelled offer opens nothing at all (410), before any step is considered.
        const closed = statusId === OfferStatus.archived || statusId === OfferStatus.cancelled;
        const refused = closed
          ? res.statusCode === 410 && res.json().code === 'link_closed'
          : res.statusCode === 409 && /^This offer is .+ and cannot be /.test(res.json().message);
        if (!refused || after !== statusId) {
          failures.push(`${step} from ${statusId}: ${res.statusCode} ${res.body.slice(0, 120)} → status ${after}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it('takes every step from where it may start, to where it leads, with its activity', async () => {
    const failures: string[] = [];
    for (const step of (Object.keys(OFFER_FLOW) as FlowStepName[]).filter((s) => STEPS[s].happy)) {
      const { from, to } = OFFER_FLOW[step];
      const res = await run(step, from[0]);
      const after = await statusOf(t, w.offerId);
      const activity = await t.testDb.db.one('select id from activities where offer_id = $1 and action = $2', [w.offerId, `offer.${step}`]);
      if (res.statusCode !== 200 || after !== (to ?? from[0]) || !activity)
        failures.push(`${step}: ${res.statusCode} ${res.body.slice(0, 160)} → ${after}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers the exact messages', async () => {
    expect((await run('rejectBySellerClient', OfferStatus.forwardedToSeller)).json().message).toBe('Successfully Rejected');
    expect((await run('forwardToSellerAgent', OfferStatus.buyerSigned)).json().message).toBe('Forwarded to Seller Agent.');
    expect((await run('forwardToBuyer', OfferStatus.forwardedToBuyerAgent)).json().message).toBe('Forwarded to Buyer.');
    expect((await run('reviewerReject', OfferStatus.sentForReview)).json()).toEqual({
      message: 'Offer rejected successfully',
      statusId: OfferStatus.reviewerRejected,
    });
    expect((await run('counterBySellerClient', OfferStatus.forwardedToSeller)).json()).toMatchObject({
      message: 'Counter Offer Sent',
      counterOffer: { statusId: 229, number: 1 },
    });
    expect((await run('counterByBuyerClient', OfferStatus.forwardedToBuyer)).json()).toMatchObject({ counterOffer: { statusId: 230 } });
    const accepted = await run('acceptCounterByBuyer', OfferStatus.forwardedToBuyer);
    expect(accepted.json()).toMatchObject({ next: 'accepted', statusId: OfferStatus.buyerSigned });
  });

  it('numbers counter offers from the oldest and shows the party its view', async () => {
    await run('counterBySellerAgent', OfferStatus.forwardedToSellerAgent);
    const second = await withLink(t, w.tokens.sellerAgent, counter(w, w.parties.sellerAgent));
    expect(second.json().counterOffer.number).toBe(2);
    const view = await withLink(t, w.tokens.buyer, { url: `/offer/GetOfferByParty/${w.offerId}/${w.parties.buyer}` });
    expect(view.statusCode).toBe(200);
    const body = view.json();
    expect(body.party).toMatchObject({ partyId: w.parties.buyer, sideId: Side.buyer, side: 'Buyer' });
    expect(body.counterOffers.map((c: { number: number }) => c.number)).toEqual([1, 2]);
    expect(body.reviewerEmail).toBeNull();
    expect(body.sharedBy).toMatchObject({ sideId: Side.buyer });
    expect(JSON.stringify(body.parties)).not.toContain('@portal.example');
    const asOwner = await t.as('owner', { url: `/offer/GetOfferByParty/${w.offerId}/${w.parties.buyerAgent}` });
    expect(asOwner.json().reviewerEmail).toMatch(/@review\.example$/);
  });

  it('refuses counter values with the field at fault', async () => {
    await setStatus(t, w.offerId, OfferStatus.forwardedToSeller);
    const bad = await withLink(t, w.tokens.seller, {
      method: 'POST',
      url: '/offer/CreateCounterOfferPublic',
      payload: {
        offerDisplayId: w.displayId,
        partyId: w.parties.seller,
        counterPrice: 10.5,
        counterCOE: '2026-02-30',
        counterAcceptanceDeadLine: '2030-01-01T10:00:00.000Z',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      counterPrice: 'Counter price must be a whole dollar amount',
      counterCOE: 'Close of escrow must be a valid date',
      counterAcceptanceDeadLine: 'Only agents set the acceptance deadline',
    });
  });

  describe('party links reach only their own offer and party', () => {
    let other: PortalOfferWorld;
    beforeAll(async () => {
      other = await portalOffer(t);
      await relink(t, w);
    });
    const view = (token: string, partyId = w.parties.buyer) =>
      withLink(t, token, { url: `/offer/GetOfferByParty/${w.offerId}/${partyId}` });

    it('opens with its own token', async () => {
      expect((await view(w.tokens.buyer)).statusCode).toBe(200);
    });
    it.each([
      ['a party token of another offer', () => other.tokens.buyer],
      ['a token of another party of the same offer', () => w.tokens.seller],
      ['a reviewer token', () => w.tokens.reviewer],
      ['an unknown token', () => newSignToken()],
    ])('answers 404 to %s, revealing nothing', async (_name, token) => {
      const res = await view(token());
      expect([res.statusCode, res.json().message]).toEqual([404, 'Offer not found.']);
      expect(res.body).not.toContain('Portal Way');
    });
    it('answers 404 to the token of another sign set (a sign token is no link)', async () => {
      const signToken = newSignToken();
      const db = t.testDb.db;
      const contractId = await contractOfOffer(db, w.offerId);
      const set = (await db.one<{ id: number }>(
        `insert into sign_sets (offer_id, contract_id, signing_order, status_id) values ($1, $2, 1, 2) returning id`,
        [w.offerId, contractId],
      ))!.id;
      const { signTokenHash } = await import('../../../auth/signToken');
      await db.query(
        'insert into sign_set_parties (sign_set_id, party_id, sign_order, token_hash, sign_status) values ($1, $2, 1, $3, 1)',
        [set, w.parties.buyer, signTokenHash(signToken)],
      );
      expect((await view(signToken)).statusCode).toBe(404);
    });
    it('refuses a malformed token as bad input', async () => {
      expect((await view('short')).statusCode).toBe(400);
    });
    it('refuses a write with a foreign token and writes nothing', async () => {
      await setStatus(t, w.offerId, OfferStatus.forwardedToSeller);
      const res = await withLink(t, other.tokens.seller, reject(w, w.parties.seller));
      expect(res.statusCode).toBe(404);
      expect(await statusOf(t, w.offerId)).toBe(OfferStatus.forwardedToSeller);
    });
    it("takes an agent party's bearer, and refuses an agent who is no party", async () => {
      expect((await t.as('receiver', { url: `/offer/GetOfferByParty/${w.offerId}/${w.parties.sellerAgent}` })).statusCode).toBe(200);
      expect((await t.as('receiver', { url: `/offer/GetOfferByParty/${w.offerId}/${w.parties.buyer}` })).statusCode).toBe(404);
      expect((await t.as('stranger', { url: `/offer/GetOfferByParty/${w.offerId}/${w.parties.sellerAgent}` })).statusCode).toBe(404);
    });
  });

  describe("the offer's owner who is no party of it (seed 001 §6: the buyer agent is the in-house buyer-side agent whose e-mail matches)", () => {
    it('does not act as a colleague named as the buyer agent: the colleague, matched by e-mail, does', async () => {
      const x = await portalOffer(t, OfferStatus.buyerSigned);
      const { email } = (await t.testDb.db.one<{ email: string }>('select email from persons where id = $1', [
        t.world.agents.stranger.personId,
      ]))!;
      // The colleague's contact row: another person row carrying the colleague's e-mail.
      const colleague = await insertPerson(t.testDb.db, { firstName: 'Cole', lastName: 'League', email });
      await t.testDb.db.query('update offer_parties set person_id = $2 where id = $1', [x.parties.buyerAgent, colleague]);
      const offer = (await t.as('owner', { url: `/offer/GetById/${x.offerId}` })).json();
      expect([offer.party, offer.isBuyerAgent]).toEqual([null, false]);
      expect((await t.as('owner', { url: `/offer/GetOfferByParty/${x.offerId}/${x.parties.buyerAgent}` })).statusCode).toBe(404);
      expect((await t.as('owner', forward('/offer/ForwardToSellerAgent')(x))).statusCode).toBe(404);
      expect(await statusOf(t, x.offerId)).toBe(OfferStatus.buyerSigned);
      const mine = (await t.as('stranger', { url: `/offer/GetById/${x.offerId}` })).json();
      expect(mine).toMatchObject({
        isBuyerAgent: true,
        party: { partyId: x.parties.buyerAgent, roleId: PartyRole.InhouseAgent, sideId: Side.buyer },
      });
      expect((await t.as('stranger', { url: `/offer/GetOfferByParty/${x.offerId}/${x.parties.buyerAgent}` })).statusCode).toBe(200);
      const res = await t.as('stranger', forward('/offer/ForwardToSellerAgent')(x));
      expect(res.statusCode).toBe(200);
      expect(await statusOf(t, x.offerId)).toBe(OfferStatus.forwardedToSellerAgent);
      // Only its seller-side steps stay refused: it is the buyer side.
      expect((await t.as('stranger', forward('/offer/forwardToBuyerAgent')(x))).statusCode).toBe(409);
    });
    it('is no buyer agent where the offer has none, and a receiving agent never is', async () => {
      const x = await portalOffer(t, OfferStatus.buyerSigned);
      await t.testDb.db.query('delete from offer_parties where id = $1', [x.parties.buyerAgent]);
      expect((await t.as('owner', { url: `/offer/GetById/${x.offerId}` })).json().party).toBeNull();
      expect((await t.as('owner', forward('/offer/ForwardToSellerAgent')(x))).statusCode).toBe(404);
      const offer = (await t.as('receiver', { url: `/offer/GetById/${x.offerId}` })).json();
      expect(offer.party).toMatchObject({ partyId: x.parties.sellerAgent });
    });
  });

  describe('forward rules', () => {
    it('404 with the message when the seller agent has no e-mail', async () => {
      const x = await portalOffer(t, OfferStatus.buyerSigned);
      await t.testDb.db.query(`update persons set email = null where id = (select person_id from offer_parties where id = $1)`, [
        x.parties.sellerAgent,
      ]);
      const res = await withLink(t, x.tokens.buyerAgent, forward('/offer/ForwardToSellerAgent')(x));
      await t.testDb.db.query(`update persons set email = $2 where id = (select person_id from offer_parties where id = $1)`, [
        x.parties.sellerAgent,
        'receiver@fixture.example',
      ]);
      expect([res.statusCode, res.json().message]).toEqual([404, 'Seller agent email is missing.']);
      expect(await statusOf(t, x.offerId)).toBe(OfferStatus.buyerSigned);
    });
    it("lists the offer's documents to its parties, and the buyer agent sends only the offer's own along to the seller agent", async () => {
      const x = await portalOffer(t, OfferStatus.buyerSigned);
      const other = await portalOffer(t, OfferStatus.buyerSigned);
      const db = t.testDb.db;
      const doc = async (offerId: number, name: string) =>
        (await insertOfferDocument(db, {
          contractId: await contractOfOffer(db, offerId),
          type: 'Additional',
          name,
          userId: t.world.agents.owner.userId,
        }))!;
      const mine = await doc(x.offerId, 'Purchase Agreement');
      const foreign = await doc(other.offerId, 'Someone Else');
      await db.query('update offer_documents set signed_on = now() where id = $1', [mine]);
      const seen = await withLink(t, x.tokens.sellerAgent, { url: `/offer/GetOfferByParty/${x.offerId}/${x.parties.sellerAgent}` });
      expect(seen.json().documents).toEqual([{ id: mine, name: 'Purchase Agreement', documentType: 2, isSigned: true, isDraft: false }]);

      const send = (ids: number[]) =>
        withLink(t, x.tokens.buyerAgent, {
          method: 'PUT',
          url: '/offer/ForwardToSellerAgent',
          payload: { offerDisplayId: x.displayId, accessibleDocumentIds: ids },
        });
      const refused = await send([mine, foreign]);
      expect([refused.statusCode, refused.json().fields]).toEqual([400, { accessibleDocumentIds: 'Unknown document.' }]);
      expect(await statusOf(t, x.offerId)).toBe(OfferStatus.buyerSigned);
      expect((await send([mine])).statusCode).toBe(200);
      expect(await statusOf(t, x.offerId)).toBe(OfferStatus.forwardedToSellerAgent);
      const activity = await db.one<{ details: { accessibleDocumentIds: number[] } }>(
        `select details from activities where offer_id = $1 and action = 'offer.forwardToSellerAgent' order by id desc limit 1`,
        [x.offerId],
      );
      expect(activity!.details.accessibleDocumentIds).toEqual([mine]);
      // A party of the other offer learns nothing of this one's documents.
      expect(
        (await withLink(t, other.tokens.sellerAgent, { url: `/offer/GetOfferByParty/${x.offerId}/${x.parties.sellerAgent}` })).statusCode,
      ).toBe(404);
    });
    it("refuses forwarding to the seller while a listing agent's signature is pending", async () => {
      const x = await portalOffer(t, OfferStatus.forwardedToSellerAgent);
      const db = t.testDb.db;
      const set = (await db.one<{ id: number }>(
        `insert into sign_sets (offer_id, contract_id, signing_order, status_id) values ($1, $2, 1, 2) returning id`,
        [x.offerId, await contractOfOffer(db, x.offerId)],
      ))!.id;
      await db.query('insert into sign_set_parties (sign_set_id, party_id, sign_order, sign_status) values ($1, $2, 1, 1)', [
        set,
        x.parties.sellerAgent,
      ]);
      const res = await withLink(t, x.tokens.sellerAgent, forward('/offer/ForwardToSeller')(x));
      expect([res.statusCode, res.json().message]).toEqual([
        409,
        'All listing agents have to complete the documents signing before forwarding to seller.',
      ]);
    });
    it('mails each recipient its own link', async () => {
      const x = await portalOffer(t, OfferStatus.buyerSigned);
      await withLink(t, x.tokens.buyerAgent, forward('/offer/ForwardToSellerAgent')(x));
      const mail = await t.testDb.db.one<{ text: string }>(
        `select text_body as text from outbox_emails where offer_id = $1 order by id desc limit 1`,
        [x.offerId],
      );
      const link = /\/view-offer\/(\d+)\/(\d+)\?t=([A-Za-z0-9_-]{43})/.exec(mail!.text)!;
      expect(Number(link[2])).toBe(x.parties.sellerAgent);
      expect((await withLink(t, link[3], { url: `/offer/GetOfferByParty/${link[1]}/${link[2]}` })).statusCode).toBe(200);
    });
  });

  describe('add seller', () => {
    it('answers the seller messages of the seed', async () => {
      await setStatus(t, w.offerId, OfferStatus.forwardedToSellerAgent);
      const send = (sellers: unknown[]) =>
        withLink(t, w.tokens.sellerAgent, {
          method: 'POST',
          url: '/offer/AddSeller',
          payload: { offerId: w.offerId, sellerAgentPartyId: w.parties.sellerAgent, sellers },
        });
      expect((await send([])).json().fields).toEqual({ sellers: 'Seller information is required' });
      expect((await send([{ firstName: ' ', lastName: '', email: 'nope' }])).json().fields).toEqual({
        'sellers[0].firstName': 'First name is required',
        'sellers[0].lastName': 'Last name is required',
        'sellers[0].email': 'Enter a proper email address',
      });
      expect((await send([{ firstName: 'A', lastName: 'B', email: '' }])).json().fields).toEqual({
        'sellers[0].email': 'Email is required',
      });
    });
    it('is for the seller agent only', async () => {
      const res = await withLink(t, w.tokens.buyerAgent, {
        method: 'POST',
        url: '/offer/AddSeller',
        payload: {
          offerId: w.offerId,
          sellerAgentPartyId: w.parties.buyerAgent,
          sellers: [{ firstName: 'A', lastName: 'B', email: 'a@b.example' }],
        },
      });
      expect([res.statusCode, res.json().message]).toEqual([409, 'This action is not available to you.']);
    });
  });

  describe('reviewer', () => {
    const signing = signingWorld(() => t);
    it('accepts only while sent for review, sharing for signature through the signing service', async () => {
      const o = await signing.readyOffer('rev');
      const db = t.testDb.db;
      // A seller holding a seller signature: the seller side signs later, after the offer is forwarded to it.
      await signing.sellerHolding(o, 'sami.rev@example.test');
      await db.query(
        `update offers set status_id = $2, reviewer_email = 'rex@review.example', reviewer_message = 'Looks good' where id = $1`,
        [o.offerId, OfferStatus.sentForReview],
      );
      const token = tokenOf(await issueReviewerLink(db, o.offerId));
      const url = `/offer/ReviewerAcceptOffer/${o.offerId}/${o.contractId}`;
      const res = await withLink(t, token, { method: 'PUT', url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'Offer accepted and sent for signature to parties',
        statusId: OfferStatus.sentForSignatures,
      });
      expect(await statusOf(t, o.offerId)).toBe(OfferStatus.sentForSignatures);
      expect((await signing.linksTo(`lukasz.rev@example.test`)).length).toBe(1);
      const sides = await db.query<{ sideId: number }>(
        'select p.side_id as "sideId" from sign_set_parties sp join offer_parties p on p.id = sp.party_id where sp.sign_set_id = $1',
        [res.json().signSetId],
      );
      expect(sides.length).toBeGreaterThan(0);
      expect(sides.every((s) => s.sideId === Side.buyer)).toBe(true);
      const again = await withLink(t, token, { method: 'PUT', url });
      expect([again.statusCode, again.json().message]).toEqual([
        409,
        'This offer is Sent for Signature and cannot be accepted by the reviewer.',
      ]);
    }, 60_000);
    it('stops opening the review once the reviewer changes', async () => {
      const x = await portalOffer(t, OfferStatus.sentForReview);
      await t.testDb.db.query(`update offers set reviewer_email = 'someone.else@review.example' where id = $1`, [x.offerId]);
      const res = await withLink(t, x.tokens.reviewer, {
        method: 'PUT',
        url: '/offer/reviewerRejectOffer',
        query: { offerDisplayId: x.displayId },
      });
      expect(res.statusCode).toBe(404);
      expect(await statusOf(t, x.offerId)).toBe(OfferStatus.sentForReview);
    });
  });

  describe('client registration', () => {
    beforeAll(() => relink(t, w));
    const body = (extra: Record<string, unknown> = {}) => ({
      firstName: ' Bea ',
      lastName: 'Buyer',
      email: 'bea@portal.example',
      mobilePhone: '6025550100',
      username: `bea${++k}`,
      password: 'Str0ng!pw',
      confirmPassword: 'Str0ng!pw',
      offerDisplayId: w.displayId,
      ...extra,
    });
    const register = (token: string, payload: unknown) =>
      withLink(t, token, { method: 'POST', url: '/client/Register', payload: payload as object });

    it('answers every message of the seed exactly', async () => {
      const res = await register(w.tokens.buyer, {
        firstName: '',
        lastName: ' ',
        email: '',
        mobilePhone: '123',
        username: '',
        password: '',
        confirmPassword: '',
        offerDisplayId: w.displayId,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({
        firstName: 'First name is required',
        lastName: 'Last name is required',
        mobilePhone: 'Must be exactly 10 Digits',
        email: 'Email is required',
        username: 'Username is required',
        password: 'Password is a required',
        confirmPassword: 'Confirm password is required',
      });
      const second = await register(w.tokens.buyer, body({ email: 'x@y', username: 'a b', password: 'weak', confirmPassword: 'other' }));
      expect(second.json().fields).toEqual({
        email: 'Please enter valid Email',
        username: 'Space is not allowed',
        password:
          'Strong passwords with min 8 - max 15 character length, at least one uppercase, one lowercase, one number, one special character, space is not allowed.',
        confirmPassword: 'Password must be match',
      });
    });
    it('registers a buyer client once, trimmed', async () => {
      const res = await register(w.tokens.buyer, body({ username: ' bea.buyer ' }));
      expect(res.json()).toEqual({ message: 'Registration is successful. Please check your email for the client mobile app invite.' });
      expect(
        (await t.testDb.db.one<{ u: string }>('select username as u from client_users where party_id = $1', [w.parties.buyer]))!.u,
      ).toBe('bea.buyer');
      // Registering again answers as the first time (a link holder learns nothing, partyLinks.test.ts) and changes nothing.
      const again = await register(w.tokens.buyer, body());
      expect([again.statusCode, again.json()]).toEqual([200, res.json()]);
      expect(await t.testDb.db.query('select username from client_users where party_id = $1', [w.parties.buyer])).toEqual([
        { username: 'bea.buyer' },
      ]);
    }, 30_000);
    it('is for buyer clients only', async () => {
      expect((await register(w.tokens.seller, body())).statusCode).toBe(404);
    });
  });
});
