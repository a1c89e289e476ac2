/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { canStart, DocumentState, OfferStatus, offerStatusLabel, PartyRole, Side } from '@offerdesk/shared/domain';
import { insertParty, insertPerson } from '../../../seed/writers';
import { moveOfferOnCompletedSet } from '../signSetCompletion';
import { signingWorld, type ReadyOffer } from '../../../__tests__/helpers/signingWorld';
import { createTestApp, type TestApp } from '../../../__tests__/helpers/testApp';
import { ENGINES } from '../../../__tests__/helpers/testDb';
import { agreeToSign } from '../../../__tests__/helpers/signingConsent';

const typed = (value: string) => ({ signature: { type: 'typed', value }, initials: { type: 'typed', value: value.slice(0, 2) } });

// Sharing renders each document and signing stamps and seals it: slow on a busy machine.
jest.setTimeout(120_000);

describe.each(ENGINES)('a completed sign set moves its offer on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { formTemplates: true });
  }, 300_000);
  afterAll(() => t.close());

  const { readyOffer, linksTo, partyQuery, sellerHolding, shareOffer, view } = signingWorld(() => t);
  const db = () => t.testDb.db;
  /** Signs through the link, then runs the stamping the signature queued: a set completes only then. */
  const sign = async (c: { signSetId: number; signToken: string }, name: string) => {
    await agreeToSign((o) => t.app.inject(o), partyQuery(c));
    const res = await t.app.inject({ method: 'POST', url: `/offer/SignDocumentsByParty?${partyQuery(c)}`, payload: typed(name) });
    await t.stampSigned(c.signSetId);
    return res;
  };
  /** The offer as the owner's list and detail show it: status id and label of each. */
  async function shown(offerId: number) {
    const list = (await t.as('owner', { url: '/offer/getAll?pageSize=100' })).json() as Array<{
      id: number;
      statusId: number;
      counterOffers: [];
    }>;
    const item = list.find((o) => o.id === offerId)!;
    const detail = (await t.as('owner', { url: `/offer/GetById/${offerId}` })).json() as { statusId: number; counterOffers: [] };
    return { list: [item.statusId, offerStatusLabel(item).label], detail: [detail.statusId, offerStatusLabel(detail).label] };
  }
  const activities = async (offerId: number) =>
    (
      (await t.as('owner', { url: `/offer/GetOfferActivitiesByExternalId/${offerId}` })).json() as Array<{
        action: string;
        activity: string;
      }>
    ).filter((a) => a.action.startsWith('offer.signedBy'));

  const setStatus = (offerId: number, statusId: number) =>
    db().query('update offers set status_id = $2 where id = $1', [offerId, statusId]);

  it('the last buyer signature moves the offer to Buyer Signed with its activity; a partial signing and a second run change nothing', async () => {
    const o = await readyOffer('c1');
    const shared = await shareOffer(o, [o.first, o.second]);
    expect(shared.statusCode).toBe(200);
    const sent = {
      list: [OfferStatus.sentForSignatures, 'Sent for Signature'],
      detail: [OfferStatus.sentForSignatures, 'Sent for Signature'],
    };
    expect(await shown(o.offerId)).toEqual(sent);

    const [first] = await linksTo('lukasz.c1@example.test');
    expect((await sign(first, 'Łukasz One')).statusCode).toBe(200);
    expect(await shown(o.offerId)).toEqual(sent);
    expect(await activities(o.offerId)).toEqual([]);

    const [second] = await linksTo('maria.c1@example.test');
    expect((await sign(second, 'Maria Two')).statusCode).toBe(200);
    const signed = { list: [OfferStatus.buyerSigned, 'Buyer Signed'], detail: [OfferStatus.buyerSigned, 'Buyer Signed'] };
    expect(await shown(o.offerId)).toEqual(signed);
    expect(await activities(o.offerId)).toEqual([
      expect.objectContaining({ action: 'offer.signedByBuyers', activity: 'Every buyer signed the offer' }),
    ]);

    // The same signature again, and the completion run a second time: nothing moves, nothing is written twice.
    expect((await sign(second, 'Maria Two')).statusCode).toBe(200);
    const set = await db().one<{ id: number }>('select id from sign_sets where offer_id = $1', [o.offerId]);
    expect(await db().tx((tx) => moveOfferOnCompletedSet(tx, set!.id, o.second))).toBeNull();
    expect(await shown(o.offerId)).toEqual(signed);
    expect(await activities(o.offerId)).toHaveLength(1);
  });

  it("the sellers' completed set moves an offer forwarded to the seller to Seller Signed; a set outside the flow's statuses moves nothing", async () => {
    const o = await readyOffer('c2');
    // The seller signs the first document's seller signature holder.
    const seller = await sellerHolding(o, 'sami.c2@example.test');
    const set = await t.as('owner', {
      method: 'POST',
      url: '/offer/shareDocuments',
      payload: { offerId: o.offerId, contractId: o.contractId, documents: o.documents, parties: [{ partyId: seller }] },
    });
    expect(set.statusCode).toBe(200);
    await db().query('update offers set status_id = $2 where id = $1', [o.offerId, OfferStatus.forwardedToSeller]);
    const [link] = await linksTo('sami.c2@example.test');
    expect((await sign(link, 'Sami Seller')).statusCode).toBe(200);
    const label = 'Seller Signed and Forwarded to Seller Agent';
    expect(await shown(o.offerId)).toEqual({ list: [OfferStatus.sellerSigned, label], detail: [OfferStatus.sellerSigned, label] });
    expect((await activities(o.offerId)).map((a) => a.action)).toEqual(['offer.signedBySellers']);

    // A buyers' set completed after the offer went on to the seller agent: the signature lands, the offer stays where it is.
    const d = await readyOffer('c3');
    expect(
      (
        await t.as('owner', {
          method: 'POST',
          url: '/offer/shareDocuments',
          payload: {
            offerId: d.offerId,
            contractId: d.contractId,
            documents: d.documents,
            parties: [{ partyId: d.first }],
            signingOrder: 1,
          },
        })
      ).statusCode,
    ).toBe(200);
    await db().query('update offers set status_id = $2 where id = $1', [d.offerId, OfferStatus.forwardedToSellerAgent]);
    const [only] = await linksTo('lukasz.c3@example.test');
    const res = await sign(only, 'Łukasz Three');
    expect(res.statusCode).toBe(200);
    expect((await view(only)).json().signSet.status).toBe(DocumentState.Signed);
    expect((await shown(d.offerId)).detail).toEqual([OfferStatus.forwardedToSellerAgent, 'Forwarded To Seller Agent']);
    expect(await activities(d.offerId)).toEqual([]);
  });

  it("a set of buyers and sellers completed in the buyers' leg makes the offer Signing Completed; completed after the forward to the seller, Seller Signed", async () => {
    const o = await readyOffer('c4');
    const seller = await sellerHolding(o, 'sami.c4@example.test');
    expect((await shareOffer(o, [o.first, seller])).statusCode).toBe(200);
    const [buyerLink] = await linksTo('lukasz.c4@example.test');
    expect((await sign(buyerLink, 'Łukasz Four')).statusCode).toBe(200);
    expect((await shown(o.offerId)).detail).toEqual([OfferStatus.sentForSignatures, 'Sent for Signature']);
    const [sellerLink] = await linksTo('sami.c4@example.test');
    expect((await sign(sellerLink, 'Sami Seller')).statusCode).toBe(200);
    const complete = [OfferStatus.signingComplete, 'Signing Completed'];
    expect(await shown(o.offerId)).toEqual({ list: complete, detail: complete });
    expect(await activities(o.offerId)).toEqual([
      expect.objectContaining({ action: 'offer.signedByBothSides', activity: 'Every buyer and seller signed the offer' }),
    ]);
    // From Signing Completed the buyer agent forwards to the seller agent, as from Buyer Signed.
    expect(canStart('forwardToSellerAgent', OfferStatus.signingComplete)).toBe(true);

    // The same mix completed while the offer is with the sellers: their signatures are the sellers' step.
    const f = await readyOffer('c5');
    const lateSeller = await sellerHolding(f, 'sami.c5@example.test');
    expect((await shareOffer(f, [f.first, lateSeller])).statusCode).toBe(200);
    expect((await sign((await linksTo('lukasz.c5@example.test'))[0], 'Łukasz Five')).statusCode).toBe(200);
    await setStatus(f.offerId, OfferStatus.forwardedToSeller);
    expect((await sign((await linksTo('sami.c5@example.test'))[0], 'Sami Seller')).statusCode).toBe(200);
    expect((await shown(f.offerId)).detail).toEqual([OfferStatus.sellerSigned, 'Seller Signed and Forwarded to Seller Agent']);
    expect((await activities(f.offerId)).map((a) => a.action)).toEqual(['offer.signedBySellers']);
  });

  describe('auto-forward after the buyers sign', () => {
    /** The owner's own buyer-side agent party and a seller agent (with or without an e-mail). */
    async function withAgents(o: ReadyOffer, sellerAgentEmail: string | undefined) {
      await insertParty(db(), {
        offerId: o.offerId,
        personId: t.world.agents.owner.personId,
        roleId: PartyRole.InhouseAgent,
        sideId: Side.buyer,
      });
      return insertParty(db(), {
        offerId: o.offerId,
        personId: await insertPerson(db(), { firstName: 'Sela', lastName: 'Agent', email: sellerAgentEmail }),
        roleId: PartyRole.OutsideAgent,
        sideId: Side.seller,
      });
    }
    const share = (o: ReadyOffer, autoForward: boolean) =>
      shareOffer(o, [o.first, o.second], { isEnabledAutoForwardAfterBuyerSign: autoForward });
    const mailsTo = (email: string) =>
      db().query<{ subject: string; text: string }>(
        'select subject, text_body as text from outbox_emails where to_address = $1 order by id',
        [email],
      );
    const flowActions = async (offerId: number) =>
      (
        await db().query<{ action: string; details: { automatic?: boolean } }>(
          `select action, details from activities where offer_id = $1 and action like 'offer.%' and action not in ('offer.created', 'offer.documentsAdded') order by id`,
          [offerId],
        )
      ).map((a) => (a.details.automatic ? `${a.action} (automatic)` : a.action));
    async function signBoth(suffix: string) {
      const [first] = await linksTo(`lukasz.${suffix}@example.test`);
      expect((await sign(first, 'Łukasz A')).statusCode).toBe(200);
      const [last] = await linksTo(`maria.${suffix}@example.test`);
      expect((await sign(last, 'Maria B')).statusCode).toBe(200);
      return last;
    }

    it("on: the buyers' completed set forwards the offer to the seller agent, its link mailed once, and nothing more when run again", async () => {
      const o = await readyOffer('a1');
      await withAgents(o, 'sela.a1@agents.test');
      expect((await share(o, true)).statusCode).toBe(200);
      const last = await signBoth('a1');
      const forwarded = [OfferStatus.forwardedToSellerAgent, 'Forwarded To Seller Agent'];
      expect(await shown(o.offerId)).toEqual({ list: forwarded, detail: forwarded });
      expect(await flowActions(o.offerId)).toEqual([
        'offer.sentForSignatures',
        'offer.signedByBuyers',
        'offer.forwardToSellerAgent (automatic)',
      ]);
      const texts = (await t.as('owner', { url: `/offer/GetOfferActivitiesByExternalId/${o.offerId}` })).json() as Array<{
        activity: string;
      }>;
      expect(texts.map((a) => a.activity)).toContain(
        'olivia owner forwarded the offer to the seller agent automatically after the buyers signed',
      );
      const mails = await mailsTo('sela.a1@agents.test');
      // Seed 000 §9: the offer text to the seller agent opens 'You have an offer to purchase your listing at'.
      expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^You have an offer to purchase your listing at \d+ \S/)]);
      expect(mails[0].text).toMatch(new RegExp(`/view-offer/${o.offerId}/\\d+\\?t=`));

      // The completion a second time, and the last signature again: no second forward, no second mail.
      const set = await db().one<{ id: number }>('select id from sign_sets where offer_id = $1', [o.offerId]);
      expect(await db().tx((tx) => moveOfferOnCompletedSet(tx, set!.id, o.second))).toBeNull();
      expect((await sign(last, 'Maria B')).statusCode).toBe(200);
      expect(await shown(o.offerId)).toEqual({ list: forwarded, detail: forwarded });
      expect(await mailsTo('sela.a1@agents.test')).toHaveLength(1);
      expect((await flowActions(o.offerId)).filter((a) => a.startsWith('offer.forward'))).toHaveLength(1);
    });

    it('off: the offer stays Buyer Signed and the seller agent gets nothing', async () => {
      const o = await readyOffer('a2');
      await withAgents(o, 'sela.a2@agents.test');
      expect((await share(o, false)).statusCode).toBe(200);
      await signBoth('a2');
      expect((await shown(o.offerId)).detail).toEqual([OfferStatus.buyerSigned, 'Buyer Signed']);
      expect(await flowActions(o.offerId)).toEqual(['offer.sentForSignatures', 'offer.signedByBuyers']);
      expect(await mailsTo('sela.a2@agents.test')).toEqual([]);
    });

    it('on, but the seller agent has no e-mail: the signature lands and the offer stays Buyer Signed for a forward by hand', async () => {
      const o = await readyOffer('a3');
      await withAgents(o, undefined);
      expect((await share(o, true)).statusCode).toBe(200);
      await signBoth('a3');
      expect((await shown(o.offerId)).detail).toEqual([OfferStatus.buyerSigned, 'Buyer Signed']);
      expect(await flowActions(o.offerId)).toEqual(['offer.sentForSignatures', 'offer.signedByBuyers']);
    });
  });
});
