/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { OfferStatus, offerStatusLabel } from '@offerdesk/shared/domain';
import { moveOfferOnCompletedSet } from '../services/signSetCompletion';
import { signingWorld, typed, type ReadyOffer } from './helpers/signingWorld';
import { createTestApp, type TestApp } from './helpers/testApp';
import { ENGINES } from './helpers/testDb';

// Sharing renders each document and signing stamps and seals it: slow on a busy machine.
jest.setTimeout(120_000);

describe.each(ENGINES)('a completed sign set moves its offer on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { formTemplates: true });
  }, 300_000);
  afterAll(() => t.close());

  const { readyOffer, linksTo, partyQuery, sellerHoldingSignature } = signingWorld(() => t);
  const db = () => t.testDb.db;
  const sign = (c: { signSetId: number; signToken: string }, name: string) =>
    t.app.inject({ method: 'POST', url: `/offer/SignDocumentsByParty?${partyQuery(c)}`, payload: typed(name) });
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
  const shareOffer = (o: ReadyOffer, parties: number[]) =>
    t.as('owner', {
      method: 'POST',
      url: '/offer/ShareOffer',
      payload: {
        offerId: o.offerId,
        contractId: o.contractId,
        documents: o.documents,
        parties: parties.map((partyId) => ({ partyId })),
        signingOrder: 1,
      },
    });

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
    const seller = await sellerHoldingSignature(o, 'Sami', 'sami.c2@example.test');
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
    expect([res.statusCode, res.json().signSet.status]).toEqual([200, 3]);
    expect((await shown(d.offerId)).detail).toEqual([OfferStatus.forwardedToSellerAgent, 'Forwarded To Seller Agent']);
    expect(await activities(d.offerId)).toEqual([]);
  });
});
