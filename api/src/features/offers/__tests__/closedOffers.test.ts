/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { CounterOfferStatus, OfferStatus, Side } from '@offerdesk/shared/domain';
import type { InjectOptions } from 'fastify';
import { tablesFingerprint } from '../../../__tests__/helpers/harness';
import { addCounter, addSellerRequest, portalOffer, withLink, type PortalOfferWorld } from '../../../__tests__/helpers/portalWorld';
import { createTestApp, type TestApp } from '../../../__tests__/helpers/testApp';
import { ENGINES } from '../../../__tests__/helpers/testDb';
import { giveSaleParties } from '../../../__tests__/helpers/saleParties';

/**
 * An accepted or sold offer refuses every counter, reject, forward and added seller with 409 and a
 * clear message, from a party link and from an agent's bearer alike, and nothing changes: the
 * sale keeps the terms it was converted with.
 */
const TABLES = ['offers', 'counter_offers', 'offer_parties', 'persons', 'activities', 'outbox_emails', 'sales'];
type Actor = keyof PortalOfferWorld['parties'];

interface Action {
  name: string;
  actor: Actor;
  what: string;
  request: (w: PortalOfferWorld) => InjectOptions;
}
const counter = (actor: Actor): Action => ({
  name: `counter by the ${actor}`,
  actor,
  what: 'countered',
  request: (w) => ({
    method: 'POST',
    url: '/offer/CreateCounterOfferPublic',
    payload: { offerDisplayId: w.displayId, partyId: w.parties[actor], counterPrice: 350_000 },
  }),
});
const reject = (actor: Actor): Action => ({
  name: `reject by the ${actor}`,
  actor,
  what: 'rejected',
  request: (w) => ({ method: 'PUT', url: '/offer/RejectOffer', query: { offerDisplayId: w.displayId, partyId: String(w.parties[actor]) } }),
});
const forward = (actor: Actor, url: string, what: string): Action => ({
  name: `${url} by the ${actor}`,
  actor,
  what,
  request: (w) => ({ method: 'PUT', url, payload: { offerDisplayId: w.displayId, message: 'Here it is.' } }),
});
const addSeller: Action = {
  name: 'add seller by the seller agent',
  actor: 'sellerAgent',
  what: 'forwarded to sellers',
  request: (w) => addSellerRequest(w, 'late@seller.example'),
};
const ACTIONS: Action[] = [
  counter('sellerAgent'),
  counter('seller'),
  counter('buyerAgent'),
  counter('buyer'),
  reject('sellerAgent'),
  reject('seller'),
  reject('buyer'),
  forward('buyerAgent', '/offer/ForwardToSellerAgent', 'forwarded to the seller agent'),
  forward('sellerAgent', '/offer/forwardToBuyerAgent', 'forwarded to the buyer agent'),
  forward('sellerAgent', '/offer/ForwardToSeller', 'forwarded to the seller'),
  forward('buyerAgent', '/offer/ForwardToBuyer', 'forwarded to the buyer'),
  addSeller,
];

describe.each(ENGINES)('accepted and sold offers on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { formTemplates: true });
    await t.app.ready();
  }, 180_000);
  afterAll(() => t.close());

  const db = () => t.testDb.db;
  const fingerprint = () => tablesFingerprint(db(), TABLES);
  /** The seller accepted the buyer's counter at 490,000 (Seller Signed, the counter Approved). */
  const acceptedOnCounter = async () => {
    const w = await portalOffer(t, OfferStatus.sellerSigned);
    await addCounter(t, w.offerId, Side.buyer, CounterOfferStatus.approved);
    return w;
  };
  /** Each action from each party's link: the answers that were not the expected 409 (the message matched exactly). */
  const unrefused = async (w: PortalOfferWorld, message: (what: string) => string, actions = ACTIONS) => {
    const wrong: string[] = [];
    for (const a of actions) {
      const res = await withLink(t, w.tokens[a.actor], a.request(w));
      const body = res.json() as { message?: string };
      if (res.statusCode !== 409 || body.message !== message(a.what)) wrong.push(`${a.name}: ${res.statusCode} ${res.body.slice(0, 140)}`);
    }
    return wrong;
  };

  it('refuses every counter, reject, forward and added seller on a sold offer; the sale keeps its terms', async () => {
    const w = await acceptedOnCounter();
    await giveSaleParties(db(), w.offerId, t.world.agents.owner.personId);
    const converted = await t.as('owner', { method: 'POST', url: `/offer/ConvertToSale/${w.offerId}` });
    expect(converted.statusCode).toBe(200);
    const saleId = converted.json() as number;
    const fileNumber = `S-${String(saleId).padStart(6, '0')}`;
    const terms = (await t.as('owner', { url: `/offer/GetSaleById/${saleId}` })).json().terms;
    expect(terms).toMatchObject({ price: 490_000, counterOfferNumber: 1 });
    const before = await fingerprint();
    expect(await unrefused(w, (what) => `This offer is sold (sale ${fileNumber}) and cannot be ${what}.`)).toEqual([]);
    // The seller agent signed in (bearer) is refused as its link is.
    const asAgent = await t.as('receiver', counter('sellerAgent').request(w));
    expect([asAgent.statusCode, asAgent.json().message]).toEqual([409, `This offer is sold (sale ${fileNumber}) and cannot be countered.`]);
    const rejectAsAgent = await t.as('receiver', reject('sellerAgent').request(w));
    expect([rejectAsAgent.statusCode, rejectAsAgent.json().message]).toEqual([
      409,
      `This offer is sold (sale ${fileNumber}) and cannot be rejected.`,
    ]);
    expect(await fingerprint()).toEqual(before);
    expect((await t.as('owner', { url: `/offer/GetSaleById/${saleId}` })).json().terms).toEqual(terms);
  });

  it('refuses every counter, reject and forward to a client on an offer accepted on a counter; the agents still pass the acceptance on', async () => {
    const w = await acceptedOnCounter();
    const before = await fingerprint();
    const toClients = ACTIONS.filter(
      (a) => !['/offer/ForwardToSellerAgent by the buyerAgent', '/offer/forwardToBuyerAgent by the sellerAgent'].includes(a.name),
    );
    expect(await unrefused(w, (what) => `This offer is accepted and cannot be ${what}.`, toClients)).toEqual([]);
    expect(await fingerprint()).toEqual(before);
    // docs/domain/offers.md, "The flow table", step 3: the seller agent forwards the acceptance to the buyer agent; it stays accepted.
    const passed = await withLink(t, w.tokens.sellerAgent, forward('sellerAgent', '/offer/forwardToBuyerAgent', '').request(w));
    expect([passed.statusCode, passed.json().message]).toEqual([200, 'Forwarded to Buyer Agent.']);
    const view = (await t.as('owner', { url: `/offer/GetById/${w.offerId}` })).json();
    expect(view.statusId).toBe(OfferStatus.forwardedToBuyerAgent);
    expect(
      await unrefused(w, (what) => `This offer is accepted and cannot be ${what}.`, [counter('sellerAgent'), reject('sellerAgent')]),
    ).toEqual([]);
  });

  it('refuses every step on an offer accepted without a counter (Forwarded To Buyer Agent)', async () => {
    const w = await portalOffer(t, OfferStatus.forwardedToBuyerAgent);
    const before = await fingerprint();
    expect(await unrefused(w, (what) => `This offer is accepted and cannot be ${what}.`)).toEqual([]);
    expect(await fingerprint()).toEqual(before);
  });

  it('lets the seller agent counter again once no counter is approved (the refusal is about acceptance, not the status)', async () => {
    const w = await portalOffer(t, OfferStatus.sellerSigned);
    await addCounter(t, w.offerId, Side.buyer, CounterOfferStatus.pending);
    const res = await withLink(t, w.tokens.sellerAgent, counter('sellerAgent').request(w));
    expect([res.statusCode, res.json().message]).toEqual([200, 'Counter Offer Sent']);
  });
});
