/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { CounterOfferStatus, DocumentState, OfferStatus, PartyRole, Side } from '@offerdesk/shared/domain';
import { insertCounterOffer, insertParty, insertPerson } from '../../../seed/writers';
import { VALID_DRAFT } from '../../../__tests__/helpers/drafts';
import { countRows, createTestApp, type TestApp } from '../../../__tests__/helpers/testApp';
import { ENGINES } from '../../../__tests__/helpers/testDb';
import { giveSaleParties } from '../../../__tests__/helpers/saleParties';

jest.setTimeout(60_000);

describe.each(ENGINES)('offer page routes on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { formTemplates: true });
  }, 180_000);
  afterAll(() => t.close());

  const db = () => t.testDb.db;
  const setStatus = (offerId: number, statusId: number) =>
    db().query('update offers set status_id = $2 where id = $1', [offerId, statusId]);
  /** A new draft of the owner with the first template document assigned. */
  async function draftWithDocument() {
    const created = await t.as('owner', { method: 'POST', url: '/offer/createoffer', payload: VALID_DRAFT });
    const offerId = (created.json() as { id: number }).id;
    const template = (await db().one<{ id: number }>('select id from document_templates order by id limit 1'))!;
    const added = await t.as('owner', {
      method: 'POST',
      url: '/offer/adddocuments',
      payload: { offerId, documentTemplateIds: [template.id], mlsDocuments: [] },
    });
    expect(added.statusCode).toBe(200);
    const docs = (await t.as('owner', { url: `/offer/GetOfferDocumentsByExternalId/${offerId}` })).json() as Array<{
      id: number;
      contractId: number;
    }>;
    return { offerId, contractId: docs[0].contractId, documentId: docs[0].id };
  }
  /** Puts the document into a sign set of the given state (the signing flow itself is tested elsewhere). */
  async function signSetOf(offerId: number, contractId: number, documentId: number, statusId: number) {
    const file = (await db().one<{ fileId: number }>(
      'select dt.file_id as "fileId" from offer_documents od join document_templates dt on dt.id = od.document_template_id where od.id = $1',
      [documentId],
    ))!;
    const set = (await db().one<{ id: number }>(
      'insert into sign_sets (offer_id, contract_id, signing_order, status_id) values ($1, $2, 1, $3) returning id',
      [offerId, contractId, statusId],
    ))!;
    await db().query('insert into sign_set_documents (sign_set_id, offer_document_id, sort_order, file_id) values ($1, $2, 1, $3)', [
      set.id,
      documentId,
      file.fileId,
    ]);
  }
  const writesNothing = async (requests: () => Promise<void>) => {
    const snapshot = async () => [
      await countRows(t, 'activities'),
      await countRows(t, 'sales'),
      await db().query('select id, status_id, sale_id, sale_file_number from offers order by id'),
      await db().query('select id, submitted_on from offer_documents order by id'),
    ];
    const before = await snapshot();
    await requests();
    expect(await snapshot()).toEqual(before);
  };

  it("answers the offer with its sale, the caller's own party and each party's sign status", async () => {
    const { offers, agents } = t.world;
    const owner = (await t.as('owner', { url: `/offer/GetById/${offers.receivedViewed}` })).json();
    expect(owner).toMatchObject({
      saleId: null,
      saleFileNumber: null,
      party: { roleId: PartyRole.InhouseAgent, sideId: Side.buyer, side: 'Buyer' },
    });
    expect(owner.parties[0]).toMatchObject({ signStatus: null, viewedOn: null });
    const receiver = (await t.as('receiver', { url: `/offer/GetById/${offers.receivedViewed}` })).json();
    expect(receiver.party).toMatchObject({ roleId: PartyRole.InhouseAgent, sideId: Side.seller });
    expect(receiver.parties.find((p: { personId: number }) => p.personId === agents.receiver.personId).viewedOn).toEqual(
      expect.any(String),
    );
  });

  it('converts an accepted offer to a sale once, with a file number and an activity', async () => {
    const { offerId } = await draftWithDocument();
    await giveSaleParties(db(), offerId, t.world.agents.owner.personId);
    await setStatus(offerId, OfferStatus.accepted);
    const res = await t.as('owner', { method: 'POST', url: `/offer/ConvertToSale/${offerId}` });
    expect(res.statusCode).toBe(200);
    const saleId = res.json() as number;
    expect(saleId).toEqual(expect.any(Number));
    const offer = (await t.as('owner', { url: `/offer/GetById/${offerId}` })).json();
    expect(offer).toMatchObject({ saleId, saleFileNumber: `S-${String(saleId).padStart(6, '0')}` });
    const activities = (await t.as('owner', { url: `/offer/GetOfferActivitiesByExternalId/${offerId}` })).json();
    expect(activities[0]).toMatchObject({
      action: 'offer.convertedToSale',
      activity: `olivia owner converted the offer to sale ${offer.saleFileNumber}`,
      createdOn: expect.any(String),
    });
    await writesNothing(async () => {
      const again = await t.as('owner', { method: 'POST', url: `/offer/ConvertToSale/${offerId}` });
      expect([again.statusCode, again.json().message]).toEqual([409, `This offer is already sale ${offer.saleFileNumber}.`]);
    });
  });

  it('converts an offer whose last counter offer is approved, and the buyer agent may convert', async () => {
    const { offerId } = await draftWithDocument();
    await setStatus(offerId, OfferStatus.forwardedToSellerAgent);
    await insertCounterOffer(db(), { offerId, partySideId: Side.seller, statusId: CounterOfferStatus.approved, counterPrice: 401_000 });
    await insertParty(db(), { offerId, personId: t.world.agents.stranger.personId, roleId: PartyRole.InhouseAgent, sideId: Side.buyer });
    await giveSaleParties(db(), offerId, t.world.agents.stranger.personId);
    const res = await t.as('stranger', { method: 'POST', url: `/offer/ConvertToSale/${offerId}` });
    expect(res.statusCode).toBe(200);
  });

  it("converts with the seed's completeness messages (000 §5) still open and records them with the sale: all six, then only what is missing", async () => {
    const recorded = async (offerId: number) =>
      (await db().one<{ missing: string[] }>(
        `select details->'missingParties' as missing from activities where offer_id = $1 and action = 'offer.convertedToSale'`,
        [offerId],
      ))!.missing;
    const bare = await draftWithDocument();
    await setStatus(bare.offerId, OfferStatus.accepted);
    expect((await t.as('owner', { method: 'POST', url: `/offer/ConvertToSale/${bare.offerId}` })).statusCode).toBe(200);
    // A draft made through the API has no parties yet: all six, in the seed's order.
    expect(await recorded(bare.offerId)).toEqual([
      'At least one title/escrow must be assigned',
      'At least one buyer agent must be assigned',
      'At least one seller agent must be assigned',
      'At least one Inhouse agent must be assigned',
      'At least one client must be assigned as buyer',
      'At least one client must be assigned as seller',
    ]);
    // Every party a sale needs, and a seller client without an e-mail: '{role} Email is missing', named by its label.
    const { offerId } = await draftWithDocument();
    await setStatus(offerId, OfferStatus.accepted);
    const noEmail = await insertPerson(db(), { firstName: 'Nell', lastName: 'Noemail' });
    await insertParty(db(), { offerId, personId: noEmail, roleId: PartyRole.Client, sideId: Side.seller });
    await giveSaleParties(db(), offerId, t.world.agents.owner.personId);
    expect((await t.as('owner', { method: 'POST', url: `/offer/ConvertToSale/${offerId}` })).statusCode).toBe(200);
    expect(await recorded(offerId)).toEqual(['Seller Email is missing']);
  });

  it('names the buyer agent by e-mail (§6: the in-house buyer-side agent whose e-mail matches), not whoever owns the sent offer', async () => {
    const { offerId } = await draftWithDocument();
    const { owner, stranger, receiver } = t.world.agents;
    const asked = async (agent: 'owner' | 'stranger' | 'receiver') =>
      (await t.as(agent, { url: `/offer/GetById/${offerId}` })).json() as { isBuyerAgent: boolean; party: { partyId: number } | null };
    // No in-house buyer agent named yet: the owner putting the draft together is its buyer agent.
    expect((await asked('owner')).isBuyerAgent).toBe(true);
    // The colleague named as the buyer agent under another person row with the same e-mail is the buyer agent.
    const { email } = (await db().one<{ email: string }>('select email from persons where id = $1', [stranger.personId]))!;
    const sameEmail = (await db().one<{ id: number }>(
      `insert into persons (first_name, last_name, email, brokerage_id) values ('Sid', 'Stranger', upper($1), $2) returning id`,
      [email, stranger.brokerageId],
    ))!.id;
    const partyId = await insertParty(db(), { offerId, personId: sameEmail, roleId: PartyRole.InhouseAgent, sideId: Side.buyer });
    await insertParty(db(), { offerId, personId: receiver.personId, roleId: PartyRole.InhouseAgent, sideId: Side.seller });
    expect(await asked('stranger')).toMatchObject({
      isBuyerAgent: true,
      party: { partyId, roleId: PartyRole.InhouseAgent, sideId: Side.buyer },
    });
    // The owner is not the buyer agent any more and acts as no one's party; the seller agent never is.
    expect(await asked('owner')).toMatchObject({ isBuyerAgent: false, party: null });
    expect((await asked('receiver')).isBuyerAgent).toBe(false);
    // Only the buyer agent converts the accepted offer.
    await giveSaleParties(db(), offerId, t.world.agents.owner.personId);
    await setStatus(offerId, OfferStatus.accepted);
    expect((await t.as('owner', { method: 'POST', url: `/offer/ConvertToSale/${offerId}` })).statusCode).toBe(404);
    expect((await t.as('stranger', { method: 'POST', url: `/offer/ConvertToSale/${offerId}` })).statusCode).toBe(200);
    expect(owner.userId).not.toBe(stranger.userId);
  });

  it('refuses to convert an offer that is not accepted (409 naming its status), a stranger, a receiver and bad ids', () =>
    writesNothing(async () => {
      const { offers } = t.world;
      const notAccepted = await t.as('owner', { method: 'POST', url: `/offer/ConvertToSale/${offers.draft}` });
      expect([notAccepted.statusCode, notAccepted.json().message]).toEqual([409, 'This offer is Draft and cannot be converted to a sale.']);
      // forwardedToBuyerAgent with a pending buyer counter as the last counter: not accepted
      const countered = await t.as('owner', { method: 'POST', url: `/offer/ConvertToSale/${offers.countered}` });
      expect([countered.statusCode, countered.json().message]).toEqual([
        409,
        'This offer is Buyer Countered Offer and cannot be converted to a sale.',
      ]);
      const missing = await t.as('owner', { method: 'POST', url: '/offer/ConvertToSale/999999' });
      for (const [agent, id] of [
        ['stranger', offers.archived],
        ['other', offers.archived],
        ['receiver', offers.receivedViewed],
      ] as const) {
        const res = await t.as(agent, { method: 'POST', url: `/offer/ConvertToSale/${id}` });
        expect([res.statusCode, res.body]).toEqual([404, missing.body]);
      }
      const bad = await t.as('owner', { method: 'POST', url: '/offer/ConvertToSale/abc' });
      expect([bad.statusCode, Object.keys(bad.json().fields)]).toEqual([400, ['offerId']]);
      expect((await t.app.inject({ method: 'POST', url: `/offer/ConvertToSale/${offers.archived}` })).statusCode).toBe(401);
    }));

  it('submits a signed document of the sale for review once; refuses unsigned documents, offers without a sale and foreign ids', async () => {
    const { offerId, contractId, documentId } = await draftWithDocument();
    await giveSaleParties(db(), offerId, t.world.agents.owner.personId);
    await setStatus(offerId, OfferStatus.accepted);
    const url = (saleId: number, o = offerId, d = documentId) => `/offer/SubmitDocumentForReview/${saleId}/${o}/${d}`;
    await writesNothing(async () => {
      const noSale = await t.as('owner', { method: 'PUT', url: url(1) });
      expect([noSale.statusCode, noSale.json().message]).toEqual([409, 'This offer has no sale: convert it to a sale first.']);
    });
    const saleId = (await t.as('owner', { method: 'POST', url: `/offer/ConvertToSale/${offerId}` })).json() as number;
    await writesNothing(async () => {
      const draft = await t.as('owner', { method: 'PUT', url: url(saleId) });
      expect([draft.statusCode, draft.json().message]).toEqual([409, 'Only a signed document can be submitted for review.']);
      expect((await t.as('owner', { method: 'PUT', url: url(saleId + 1000) })).statusCode).toBe(404);
      expect((await t.as('owner', { method: 'PUT', url: url(saleId, offerId, 999999) })).json()).toEqual({
        code: 'not_found',
        message: 'Document not found.',
      });
      expect((await t.as('stranger', { method: 'PUT', url: url(saleId) })).json()).toEqual({
        code: 'not_found',
        message: 'Offer not found.',
      });
      expect((await t.as('owner', { method: 'PUT', url: url(saleId, offerId, 0) })).statusCode).toBe(400);
    });
    await signSetOf(offerId, contractId, documentId, DocumentState.PendingSignature);
    expect((await t.as('owner', { method: 'PUT', url: url(saleId) })).statusCode).toBe(409);
    await signSetOf(offerId, contractId, documentId, DocumentState.Signed);
    const ok = await t.as('owner', { method: 'PUT', url: url(saleId) });
    expect([ok.statusCode, ok.json()]).toEqual([200, { documentId, isSubmitted: true, message: 'Submitted' }]);
    const twice = await t.as('owner', { method: 'PUT', url: url(saleId) });
    expect(twice.json().message).toBe('Submitted');
    const docs = (await t.as('owner', { url: `/offer/GetOfferDocumentsByExternalId/${offerId}` })).json();
    expect(docs[0]).toMatchObject({ status: 'Signed', isSubmitted: true });
    const contractActs = (await t.as('owner', { url: `/docapi/contract/getContractActivitiesByExternalId/${offerId}` })).json() as Array<{
      action: string;
    }>;
    expect(contractActs.filter((a) => a.action === 'document.submittedForReview')).toHaveLength(1);
  });

  it('answers the contract by offer id and display id: documents, open required fields and only the contract activities', async () => {
    const { offerId, contractId } = await draftWithDocument();
    const byId = await t.as('owner', { url: `/offer/getOfferContractByExternalId/${offerId}` });
    expect(byId.statusCode).toBe(200);
    const contract = byId.json();
    expect(contract).toMatchObject({
      contractId,
      externalId: offerId,
      documents: [expect.objectContaining({ contractId, status: 'Draft' })],
    });
    expect(contract.requiredFields).toBeGreaterThan(0);
    expect(contract.activities.map((a: { action: string }) => a.action)).toEqual(['offer.documentsAdded']);
    expect(contract.activities[0].activity).toBe('olivia owner added 1 document');
    const all = (await t.as('owner', { url: `/offer/GetOfferActivitiesByExternalId/${offerId}` })).json() as Array<{ action: string }>;
    expect(all.map((a) => a.action)).toEqual(['offer.documentsAdded', 'offer.created']);
    const displayId = (await t.as('owner', { url: `/offer/GetById/${offerId}` })).json().displayId as string;
    const byDisplay = await t.as('owner', { url: `/offer/getOfferContractByOfferDisplayId/${displayId}` });
    expect(byDisplay.json()).toEqual(contract);
  });

  it('hides the contract and activities from strangers exactly like a missing offer', async () => {
    const { offers } = t.world;
    const displayId = (await t.as('owner', { url: `/offer/GetById/${offers.draft}` })).json().displayId as string;
    for (const url of [
      `/offer/GetOfferActivitiesByExternalId/${offers.draft}`,
      `/docapi/contract/getContractActivitiesByExternalId/${offers.draft}`,
      `/offer/getOfferContractByExternalId/${offers.draft}`,
      `/offer/getOfferContractByOfferDisplayId/${displayId}`,
    ]) {
      const stranger = await t.as('stranger', { url });
      expect([url, stranger.statusCode, stranger.json()]).toEqual([url, 404, { code: 'not_found', message: 'Offer not found.' }]);
    }
    expect((await t.as('owner', { url: '/offer/getOfferContractByOfferDisplayId/no%20such' })).statusCode).toBe(400);
    expect((await t.as('owner', { url: '/offer/getOfferContractByOfferDisplayId/nosuch' })).statusCode).toBe(404);
    // a party (the receiver) reads them
    expect((await t.as('receiver', { url: `/offer/GetOfferActivitiesByExternalId/${offers.receivedViewed}` })).statusCode).toBe(200);
  });
});
