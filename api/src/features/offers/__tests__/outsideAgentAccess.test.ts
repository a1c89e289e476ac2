/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { offerPageActions, OfferStatus, OfferType, PartyRole, Side } from '@offerdesk/shared/domain';
import { issueToken } from '../../../auth/token';
import { insertAgentUser, insertBrokerage, insertPerson } from '../../../seed/writers';
import { multipartBody, samplePdf } from '../../../__tests__/helpers/pdfSamples';
import { portalOffer, setStatus, statusOf, type PortalOfferWorld } from '../../../__tests__/helpers/portalWorld';
import { createTestApp, TEST_SECRET, type TestApp } from '../../../__tests__/helpers/testApp';
import { ENGINES } from '../../../__tests__/helpers/testDb';

jest.setTimeout(60_000);

/**
 * Agents are matched by e-mail (docs/domain/parties.md, "Agents matched by e-mail: the outside seller agent who uses OfferDesk"): a
 * seller agent of another brokerage is on the offer as an
 * outside-agent contact of the buyer agent's brokerage, and signed in as himself he finds the offer under
 * his Received Offers and opens it with his own session, as he would from his mailed link.
 */
describe.each(ENGINES)('the outside seller agent who uses OfferDesk, on %s', (engine) => {
  let t: TestApp;
  /** A user of a third brokerage, party of nothing. */
  let thirdToken: string;
  /** A user of a third brokerage whose e-mail is that of the buyer client of every offer made here. */
  let clientTwinToken: string;
  let serial = 0;
  beforeAll(async () => {
    t = await createTestApp(engine);
    const db = t.testDb.db;
    const third = await insertBrokerage(db, { name: 'Third Street Realty', isInhouse: true, stateId: 3 });
    const user = async (username: string, email: string) => {
      const ids = await insertAgentUser(db, {
        firstName: 'Tess',
        lastName: 'Third',
        email,
        brokerageId: third,
        username,
        passwordHash: 'x',
      });
      return issueToken(TEST_SECRET, { ...ids, brokerageId: third }, 3600);
    };
    thirdToken = await user('tess.third', 'tess.third@fixture.example');
    clientTwinToken = await user('cleo.twin', 'client.twin@mail.example');
  }, 180_000);
  afterAll(() => t.close());

  const db = () => t.testDb.db;
  const bearer = (token: string, url: string, method: 'GET' | 'PUT' = 'GET') =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });

  /**
   * An offer of the owner whose seller agent is the `other` agent (Away Homes) as the owner's brokerage
   * knows him: an outside-agent contact of an outside brokerage, his e-mail written in other letters' case.
   * Its buyer client has the e-mail of the third brokerage's `cleo.twin`.
   */
  async function sentToOther(statusId: number): Promise<PortalOfferWorld> {
    const w = await portalOffer(t, statusId);
    const awayContact = await insertBrokerage(db(), { name: `Away Homes ${++serial}` });
    const contact = await insertPerson(db(), {
      firstName: 'Bea',
      lastName: 'Other',
      // The user signs in with bea.other@fixture.example.
      email: 'Bea.OTHER@Fixture.EXAMPLE',
      brokerageId: awayContact,
    });
    await db().query('update offer_parties set person_id = $2, role_id = $3 where id = $1', [
      w.parties.sellerAgent,
      contact,
      PartyRole.OutsideAgent,
    ]);
    await db().query(
      `update persons set email = 'client.twin@mail.example' where id = (select person_id from offer_parties where id = $1)`,
      [w.parties.buyer],
    );
    return w;
  }
  const receivedIds = async (token: string) =>
    ((await bearer(token, '/offer/GetReceivedOffers')).json() as Array<{ id: number }>).map((o) => o.id);

  it('lists the offer under his Received Offers, unviewed, and counts it on the badge until he opens it', async () => {
    const other = t.token('other');
    const before = (await bearer(other, '/offer/GetReceivedOffersUnviewedCount')).json().count as number;
    const w = await sentToOther(OfferStatus.forwardedToSellerAgent);
    const list = (await bearer(other, '/offer/GetReceivedOffers')).json() as Array<{ id: number; isViewed: boolean; offerTypeId: number }>;
    expect(list.find((o) => o.id === w.offerId)).toMatchObject({ isViewed: false, offerTypeId: OfferType.received });
    expect((await bearer(other, '/offer/GetReceivedOffersUnviewedCount')).json()).toEqual({ count: before + 1 });
    // Not one of his sent offers.
    expect(((await bearer(other, '/offer/getAll')).json() as Array<{ id: number }>).map((o) => o.id)).not.toContain(w.offerId);

    const viewed = await bearer(other, `/offer/markReceivedOfferAsViewed?offerId=${w.offerId}`, 'PUT');
    expect(viewed.statusCode).toBe(200);
    expect((await bearer(other, '/offer/GetReceivedOffers')).json().find((o: { id: number }) => o.id === w.offerId).isViewed).toBe(true);
    expect((await bearer(other, '/offer/GetReceivedOffersUnviewedCount')).json()).toEqual({ count: before });
    // The party he is, matched by e-mail, is the one marked viewed (the Parties tab's icon).
    const party = await db().one<{ viewedOn: Date | null }>('select viewed_on as "viewedOn" from offer_parties where id = $1', [
      w.parties.sellerAgent,
    ]);
    expect(party!.viewedOn).not.toBeNull();
  });

  it("opens the offer page as its seller agent: his party, the seller agent's buttons, its activities", async () => {
    const w = await sentToOther(OfferStatus.sellerSigned);
    const res = await t.as('other', { url: `/offer/GetById/${w.offerId}` });
    expect(res.statusCode).toBe(200);
    const offer = res.json();
    expect(offer).toMatchObject({
      offerTypeId: OfferType.received,
      party: { partyId: w.parties.sellerAgent, roleId: PartyRole.OutsideAgent, sideId: Side.seller, side: 'Seller' },
    });
    // §4: for others, sellerSigned gives Forward to Buyer Agent.
    expect(offerPageActions(offer, offer.party)).toEqual(['forwardToBuyerAgent']);
    expect((await t.as('other', { url: `/offer/GetOfferActivitiesByExternalId/${w.offerId}` })).statusCode).toBe(200);
    // The portal pages open with his session as his party, and only as his party.
    expect((await t.as('other', { url: `/offer/GetOfferByParty/${w.offerId}/${w.parties.sellerAgent}` })).statusCode).toBe(200);
    expect((await t.as('other', { url: `/offer/GetOfferByParty/${w.offerId}/${w.parties.buyerAgent}` })).statusCode).toBe(404);
  });

  it('takes his steps with his own session: forwards the signed offer to the buyer agent', async () => {
    const w = await sentToOther(OfferStatus.sellerSigned);
    const res = await t.as('other', {
      method: 'PUT',
      url: '/offer/forwardToBuyerAgent',
      payload: { offerDisplayId: w.displayId, message: 'Signed by the sellers.' },
    });
    expect(res.statusCode).toBe(200);
    expect(await statusOf(t, w.offerId)).toBe(OfferStatus.forwardedToBuyerAgent);
  });

  it("reads the offer's documents and downloads one with his session", async () => {
    const w = await sentToOther(OfferStatus.draft);
    const bytes = await samplePdf();
    const up = await t.as('owner', {
      method: 'POST',
      url: `/offer/AddOfferDocument?offerId=${w.offerId}`,
      ...multipartBody('file', 'Disclosure.pdf', 'application/pdf', bytes),
    });
    expect(up.statusCode).toBe(200);
    await setStatus(t, w.offerId, OfferStatus.forwardedToSellerAgent);
    const mine = await t.as('other', { url: `/offer/GetOfferDocumentsByExternalId/${w.offerId}` });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual((await t.as('owner', { url: `/offer/GetOfferDocumentsByExternalId/${w.offerId}` })).json());
    const { id, contractId } = mine.json()[0] as { id: number; contractId: number };
    const back = await t.as('other', { url: `/offer/DownloadOfferDocument?contractId=${contractId}&documentId=${id}` });
    expect(back.statusCode).toBe(200);
    expect(Buffer.compare(back.rawPayload, bytes)).toBe(0);
    expect((await t.as('other', { url: `/offer/getOfferContractByExternalId/${w.offerId}` })).statusCode).toBe(200);
  });

  it('gives 404 to an agent whose e-mail matches no seller-agent party: a third brokerage, a twin of the buyer client', async () => {
    const w = await sentToOther(OfferStatus.forwardedToSellerAgent);
    const reads = [
      `/offer/GetById/${w.offerId}`,
      `/offer/GetOfferDocumentsByExternalId/${w.offerId}`,
      `/offer/GetOfferActivitiesByExternalId/${w.offerId}`,
      `/offer/getOfferContractByExternalId/${w.offerId}`,
      `/offer/GetOfferByParty/${w.offerId}/${w.parties.sellerAgent}`,
      `/offer/GetOfferByParty/${w.offerId}/${w.parties.buyer}`,
    ];
    for (const token of [thirdToken, clientTwinToken, t.token('stranger')]) {
      for (const url of reads) expect([url, (await bearer(token, url)).statusCode]).toEqual([url, 404]);
      expect((await bearer(token, `/offer/markReceivedOfferAsViewed?offerId=${w.offerId}`, 'PUT')).statusCode).toBe(404);
      expect(await receivedIds(token)).not.toContain(w.offerId);
    }
    const party = await db().one<{ viewedOn: Date | null }>('select viewed_on as "viewedOn" from offer_parties where id = $1', [
      w.parties.sellerAgent,
    ]);
    expect(party!.viewedOn).toBeNull();
  });

  it('finds nobody by an empty e-mail: a user without one matches no contact without one', async () => {
    const w = await sentToOther(OfferStatus.forwardedToSellerAgent);
    const away = t.world.agents.other;
    await db().query(`update persons set email = null where id in ($1, (select person_id from offer_parties where id = $2))`, [
      away.personId,
      w.parties.sellerAgent,
    ]);
    try {
      expect((await t.as('other', { url: `/offer/GetById/${w.offerId}` })).statusCode).toBe(404);
      expect(await receivedIds(t.token('other'))).not.toContain(w.offerId);
    } finally {
      await db().query('update persons set email = $2 where id = $1', [away.personId, `${away.userName}@fixture.example`]);
    }
  });
});
