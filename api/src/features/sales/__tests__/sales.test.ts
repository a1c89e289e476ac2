/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { CounterOfferStatus, OfferStatus, PartyRole, Side } from '@offerdesk/shared/domain';
import { insertCounterOffer, insertParty } from '../../../seed/writers';
import { VALID_DRAFT } from '../../../__tests__/helpers/drafts';
import { createTestApp, type TestApp } from '../../../__tests__/helpers/testApp';
import { ENGINES } from '../../../__tests__/helpers/testDb';
import { giveSaleParties } from '../../../__tests__/helpers/saleParties';

jest.setTimeout(60_000);

describe.each(ENGINES)('sale and contracts routes on %s', (engine) => {
  let t: TestApp;
  let offerId: number;
  let contractId: number;
  let saleId: number;
  beforeAll(async () => {
    t = await createTestApp(engine, { formTemplates: true });
    const db = t.testDb.db;
    // An offer of the owner with a template document, the receiver as the seller agent, accepted on a seller counter.
    offerId = ((await t.as('owner', { method: 'POST', url: '/offer/createoffer', payload: VALID_DRAFT })).json() as { id: number }).id;
    const template = (await db.one<{ id: number }>('select id from document_templates order by id limit 1'))!;
    await t.as('owner', {
      method: 'POST',
      url: '/offer/adddocuments',
      payload: { offerId, documentTemplateIds: [template.id], mlsDocuments: [] },
    });
    contractId = (await db.one<{ id: number }>('select id from contracts where external_id = $1', [offerId]))!.id;
    await insertParty(db, { offerId, personId: t.world.agents.receiver.personId, roleId: PartyRole.InhouseAgent, sideId: Side.seller });
    await db.query('update offers set status_id = $2 where id = $1', [offerId, OfferStatus.forwardedToSellerAgent]);
    await insertCounterOffer(db, { offerId, partySideId: Side.seller, statusId: CounterOfferStatus.approved, counterPrice: 401_000 });
    await db.query('update counter_offers set counter_earnest_money = 9000, counter_coe = $2 where offer_id = $1', [offerId, '2027-02-01']);
    await giveSaleParties(db, offerId, t.world.agents.owner.personId);
    saleId = (await t.as('owner', { method: 'POST', url: `/offer/ConvertToSale/${offerId}` })).json() as number;
  }, 180_000);
  afterAll(() => t.close());

  it('answers the sale with its offer, contract and the terms of the approved counter offer', async () => {
    const res = await t.as('owner', { url: `/offer/GetSaleById/${saleId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      saleId,
      fileNumber: `S-${String(saleId).padStart(6, '0')}`,
      createdOn: expect.any(String),
      offerId,
      contractId,
      terms: {
        price: 401_000,
        earnestMoneyDeposit: 9000,
        typeOfFinancing: expect.any(String),
        closingDate: '2027-02-01',
        additionalTerms: VALID_DRAFT.additionalTerms ?? null,
        acceptedOn: null,
        counterOfferNumber: 1,
      },
    });
  });

  it('shows the sale to an agent party of the offer; strangers and other brokerages get the 404 of a missing sale', async () => {
    expect((await t.as('receiver', { url: `/offer/GetSaleById/${saleId}` })).statusCode).toBe(200);
    const missing = await t.as('owner', { url: '/offer/GetSaleById/999999' });
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Sale not found.']);
    for (const agent of ['stranger', 'other'] as const) {
      const res = await t.as(agent, { url: `/offer/GetSaleById/${saleId}` });
      expect([res.statusCode, res.body]).toEqual([404, missing.body]);
    }
    const bad = await t.as('owner', { url: '/offer/GetSaleById/abc' });
    expect([bad.statusCode, Object.keys(bad.json().fields)]).toEqual([400, ['saleId']]);
    expect((await t.app.inject({ url: `/offer/GetSaleById/${saleId}` })).statusCode).toBe(401);
  });

  it("lists the agent's contracts, sales first, with the documents it may act on; never another agent's", async () => {
    const own = (await t.as('owner', { url: '/contract/GetAgentContracts' })).json() as Array<Record<string, unknown>>;
    expect(own[0]).toMatchObject({
      contractId,
      offerId,
      saleId,
      saleFileNumber: expect.stringMatching(/^S-/),
      statusLabel: expect.any(String),
      offerTypeId: 1,
      documentCount: 1,
      draftCount: 1,
    });
    const received = (await t.as('receiver', { url: '/contract/GetAgentContracts' })).json() as Array<Record<string, unknown>>;
    expect(received.find((c) => c.contractId === contractId)).toMatchObject({ offerTypeId: 2, documentCount: 0, draftCount: 0 });
    for (const agent of ['stranger', 'other'] as const) {
      const list = (await t.as(agent, { url: '/contract/GetAgentContracts' })).json() as Array<{ contractId: number }>;
      expect(list.map((c) => c.contractId)).not.toContain(contractId);
    }
  });

  it('answers one contract by its id to those who may see it, else 404; a cancelled offer leaves the list', async () => {
    const one = await t.as('owner', { url: `/contract/GetAgentContract/${contractId}` });
    expect([one.statusCode, one.json().offerId]).toEqual([200, offerId]);
    const missing = await t.as('owner', { url: '/contract/GetAgentContract/999999' });
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Contract not found.']);
    const stranger = await t.as('stranger', { url: `/contract/GetAgentContract/${contractId}` });
    expect([stranger.statusCode, stranger.body]).toEqual([404, missing.body]);
    const draftId = ((await t.as('owner', { method: 'POST', url: '/offer/createoffer', payload: VALID_DRAFT })).json() as { id: number })
      .id;
    const draftContract = (await t.as('owner', { url: `/offer/getOfferContractByExternalId/${draftId}` })).json().contractId as number;
    await t.testDb.db.query('update offers set status_id = $2 where id = $1', [draftId, OfferStatus.cancelled]);
    const list = (await t.as('owner', { url: '/contract/GetAgentContracts' })).json() as Array<{ contractId: number }>;
    expect(list.map((c) => c.contractId)).not.toContain(draftContract);
    expect((await t.as('owner', { url: `/contract/GetAgentContract/${draftContract}` })).statusCode).toBe(404);
  });
});
