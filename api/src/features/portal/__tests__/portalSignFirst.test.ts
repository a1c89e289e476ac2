/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { DocumentState, OfferStatus, SignerStatus, SigningOrder } from '@offerdesk/shared/domain';
import type { PortalOffer } from '@offerdesk/shared/contract';
import { contractOfOffer } from '../../documents/offerDocumentsRepo';
import { portalOffer, relink, withLink, type PortalOfferWorld } from '../../../__tests__/helpers/portalWorld';
import { signingWorld, typed } from '../../../__tests__/helpers/signingWorld';
import { createTestApp, type TestApp } from '../../../__tests__/helpers/testApp';
import { ENGINES } from '../../../__tests__/helpers/testDb';

/**
 * docs/domain/portal.md, "Sign first, registration at signing": the portal's offer tells a party
 * whether it has signed, still has to sign, and (a buyer client) registered; the seller agent opens
 * its own signing before adding sellers; a buyer client's mailed sign link carries `accounturl`.
 */
describe.each(ENGINES)('sign first and registration at signing on %s', (engine) => {
  let t: TestApp;
  let w: PortalOfferWorld;
  const { readyOffer, share, sign, withOwnerParty } = signingWorld(() => t);

  const offerAs = async (token: string, partyId: number) =>
    (await withLink(t, token, { url: `/offer/GetOfferByParty/${w.offerId}/${partyId}` })).json() as PortalOffer;
  const openSigning = (token: string, partyId: number) =>
    withLink(t, token, { method: 'POST', url: '/offer/OpenSigning', payload: { offerDisplayId: w.displayId, partyId } });

  /** An open set of the offer: the buyer signed, the seller agent has yet to. */
  async function openSetWithSellerAgentPending() {
    const db = t.testDb.db;
    const set = (await db.one<{ id: number }>(
      `insert into sign_sets (offer_id, contract_id, signing_order, status_id) values ($1, $2, 1, $3) returning id`,
      [w.offerId, await contractOfOffer(db, w.offerId), DocumentState.Shared],
    ))!.id;
    await db.query(
      'insert into sign_set_parties (sign_set_id, party_id, sign_order, sign_status) values ($1, $2, 1, $3), ($1, $4, 2, $5)',
      [set, w.parties.buyer, SignerStatus.Signed, w.parties.sellerAgent, SignerStatus.NotSigned],
    );
    return set;
  }

  const clearSets = async () => {
    await t.testDb.db.query('delete from sign_set_parties where sign_set_id in (select id from sign_sets where offer_id = $1)', [
      w.offerId,
    ]);
    await t.testDb.db.query('delete from sign_sets where offer_id = $1', [w.offerId]);
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { formTemplates: true });
    w = await portalOffer(t, OfferStatus.forwardedToSellerAgent);
  }, 240_000);
  afterAll(() => t?.close());

  it("tells each party its own signing, and the seller agent that a listing agent's signature is pending", async () => {
    const before = await offerAs(w.tokens.sellerAgent, w.parties.sellerAgent);
    expect(before.party).toMatchObject({ hasSigned: false, hasPendingSignature: false, isRegistered: false });
    expect(before.listingAgentsPending).toBe(false);
    const set = await openSetWithSellerAgentPending();
    const agent = await offerAs(w.tokens.sellerAgent, w.parties.sellerAgent);
    expect(agent.party).toMatchObject({ hasSigned: false, hasPendingSignature: true });
    expect(agent.listingAgentsPending).toBe(true);
    const buyer = await offerAs(w.tokens.buyer, w.parties.buyer);
    expect(buyer.party).toMatchObject({ hasSigned: true, hasPendingSignature: false, isRegistered: false });
    await t.testDb.db.query('update sign_set_parties set sign_status = $3 where sign_set_id = $1 and party_id = $2', [
      set,
      w.parties.sellerAgent,
      SignerStatus.Signed,
    ]);
    const after = await offerAs(w.tokens.sellerAgent, w.parties.sellerAgent);
    expect(after.party).toMatchObject({ hasSigned: true, hasPendingSignature: false });
    expect(after.listingAgentsPending).toBe(false);
    await clearSets();
  });

  it('opens the seller agent its own signing: the open set and a new sign token that opens it', async () => {
    const set = await openSetWithSellerAgentPending();
    const res = await openSigning(w.tokens.sellerAgent, w.parties.sellerAgent);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { contractId: number; signSetId: number; signToken: string };
    expect(body).toMatchObject({ signSetId: set, contractId: await contractOfOffer(t.testDb.db, w.offerId) });
    expect(body.signToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const view = await t.app.inject({ url: `/offer/GetSignSetByToken?signSetId=${set}&signToken=${body.signToken}` });
    expect(view.statusCode).toBe(200);
    // A client accepts instead; a stranger's link learns nothing.
    expect((await openSigning(w.tokens.buyer, w.parties.buyer)).statusCode).toBe(409);
    expect((await openSigning(w.tokens.seller, w.parties.sellerAgent)).statusCode).toBe(404);
    await clearSets();
    const none = await openSigning(w.tokens.sellerAgent, w.parties.sellerAgent);
    expect([none.statusCode, none.json().message]).toEqual([409, 'There are no documents waiting for your signature.']);
  });

  it('shows a buyer client as registered once it registered from its link', async () => {
    await relink(t, w);
    const registered = await withLink(t, w.tokens.buyer, {
      method: 'POST',
      url: '/client/Register',
      payload: {
        firstName: 'Bea',
        lastName: 'Buyer',
        email: 'bea.first@portal.example',
        mobilePhone: '',
        username: `bea.first.${engine}`,
        password: 'Str0ng!pw',
        confirmPassword: 'Str0ng!pw',
        offerDisplayId: w.displayId,
      },
    });
    expect(registered.statusCode).toBe(200);
    expect((await offerAs(w.tokens.buyer, w.parties.buyer)).party?.isRegistered).toBe(true);
  }, 30_000);

  it("mails a buyer client's sign link with accounturl, its registration page on a link of its own; others get none", async () => {
    const o = await readyOffer('acct');
    expect((await share(o, { signingOrder: SigningOrder.AllTogether })).statusCode).toBe(200);
    const mails = await t.testDb.db.query<{ to: string; text: string }>(
      `select to_address as to, text_body as text from outbox_emails where offer_id = $1 and subject = 'Documents to sign' order by id`,
      [o.offerId],
    );
    expect(mails).toHaveLength(2);
    const url = new URL(/https?:\/\/\S+\/sign-documents\/\S+/.exec(mails[0].text)![0]);
    const account = new URL(url.searchParams.get('accounturl')!);
    expect(account.pathname).toBe(`/client/register/${o.offerId}/${o.first}`);
    const token = account.searchParams.get('t')!;
    expect((await withLink(t, token, { url: `/offer/GetOfferByParty/${o.offerId}/${o.first}` })).statusCode).toBe(200);
    // The sign link itself still signs.
    const [, signToken, signSetId] = /\/sign-documents\/([A-Za-z0-9_-]{43})\/(\d+)/.exec(url.pathname)!;
    expect((await sign({ signSetId: Number(signSetId), signToken }, typed('Łukasz Buyeracct'))).statusCode).toBe(200);
    const signed = (await withLink(t, token, { url: `/offer/GetOfferByParty/${o.offerId}/${o.first}` })).json() as PortalOffer;
    expect(signed.party).toMatchObject({ hasSigned: true, isRegistered: false });

    // The buyer agent asked to sign alongside gets a plain sign link.
    const o2 = await withOwnerParty('acct2');
    expect(
      (await share(o2, { parties: [{ partyId: o2.first }, { partyId: o2.agentParty }], signingOrder: SigningOrder.AllTogether }))
        .statusCode,
    ).toBe(200);
    const texts = (
      await t.testDb.db.query<{ text: string }>(
        `select text_body as text from outbox_emails where offer_id = $1 and subject = 'Documents to sign' order by id`,
        [o2.offerId],
      )
    ).map((m) => m.text);
    expect(texts.map((x) => x.includes('accounturl='))).toEqual([true, false]);
  }, 60_000);
});
