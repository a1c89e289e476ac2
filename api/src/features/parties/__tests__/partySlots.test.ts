/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { PartyRole, Side } from '@offerdesk/shared/domain';
import { insertPerson, insertVendor } from '../../../seed/writers';
import { VALID_DRAFT } from '../../../__tests__/helpers/drafts';
import { createTestApp, type TestApp } from '../../../__tests__/helpers/testApp';
import { ENGINES } from '../../../__tests__/helpers/testDb';

jest.setTimeout(60_000);

/**
 * Merge-field checks on assignment (seed 000 §5): "fields required by the document templates for that
 * slot must be present, else the add is blocked and the missing-info modal opens". The purchase
 * agreement names Buyer 1 and 2, holds their signatures and prints the Title/Escrow company, address,
 * e-mail and phone; it prints no client address.
 */
describe.each(ENGINES)('merge-field checks by slot on %s', (engine) => {
  let t: TestApp;
  let offerId: number;
  let bareOfferId: number;
  beforeAll(async () => {
    t = await createTestApp(engine, { formTemplates: true });
    const templateId = (await t.testDb.db.one<{ id: number }>(
      `select id from form_templates where brokerage_id = $1 and owner_user_id is null and name = 'Residential Resale Purchase Contract'`,
      [t.world.agents.owner.brokerageId],
    ))!.id;
    const create = async () =>
      (
        await t.as('owner', { method: 'POST', url: '/offer/createoffer', payload: { ...VALID_DRAFT, formTemplateIds: [templateId] } })
      ).json().id as number;
    offerId = await create();
    bareOfferId = await create();
    const docs = (await t.as('owner', { url: `/formtemplates/getdocumentsbyformtemplate?id=${templateId}` })).json() as Array<{
      id: number;
      name: string;
    }>;
    const rpa = docs.find((d) => d.name === 'Residential Purchase Agreement')!;
    const added = await t.as('owner', {
      method: 'POST',
      url: '/offer/adddocuments',
      payload: { offerId, documentTemplateIds: [rpa.id], mlsDocuments: [] },
    });
    expect(added.statusCode).toBe(200);
  }, 120_000);
  afterAll(() => t.close());

  const client = (firstName: string, email?: string) =>
    insertPerson(t.testDb.db, { firstName, lastName: 'Slot', email, createdByUserId: t.world.agents.owner.userId });
  const add = (id: number, party: object) => t.as('owner', { method: 'POST', url: '/offer/addParty', payload: { offerId: id, party } });
  const addClient = async (id: number, personId: number) => add(id, { personId, roleId: PartyRole.Client, sideId: Side.buyer });

  it("asks Buyer 1 only for the e-mail its signature needs, not the address the templates don't print", async () => {
    const res = await addClient(offerId, await client('Ann'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'missing_information', message: 'Ann Slot has missing information', fields: { email: 'Email' } });
    expect((await addClient(offerId, await client('Amy', 'amy@slot.example'))).statusCode).toBe(200);
  });

  it('asks Buyer 2 the same, and a third buyer, who has no slot, nothing', async () => {
    expect((await addClient(offerId, await client('Bob'))).json().fields).toEqual({ email: 'Email' });
    expect((await addClient(offerId, await client('Ben', 'ben@slot.example'))).statusCode).toBe(200);
    const third = await addClient(offerId, await client('Cal'));
    expect([third.statusCode, third.json()]).toEqual([200, [expect.objectContaining({ sideId: Side.buyer, addressLine1: null })]]);
  });

  it('asks the first Title/Escrow company for what the agreement prints of it; a second company takes no slot', async () => {
    const bare = (name: string) => insertVendor(t.testDb.db, { name, vendorTypeId: 1, isApproved: true });
    const first = await add(offerId, { vendorId: await bare('Bare Title'), roleId: PartyRole.TitleEscrow, sideId: Side.buyer });
    expect(first.json()).toEqual({
      code: 'missing_information',
      message: 'Bare Title has missing information',
      fields: { addressLine1: 'Address', companyEmail: 'Email', workPhone: 'Phone' },
    });
    const complete = await insertVendor(t.testDb.db, {
      name: 'Full Title',
      vendorTypeId: 1,
      isApproved: true,
      addressLine1: '1 Escrow Way',
      email: 'desk@fulltitle.example',
      workPhone: '2175550100',
    });
    expect((await add(offerId, { vendorId: complete, roleId: PartyRole.TitleEscrow, sideId: Side.buyer })).statusCode).toBe(200);
    const second = await add(offerId, { vendorId: await bare('Second Title'), roleId: PartyRole.TitleEscrow, sideId: Side.seller });
    expect(second.statusCode).toBe(200);
  });

  it('asks nothing while the offer has no documents', async () => {
    expect((await addClient(bareOfferId, await client('Dee'))).statusCode).toBe(200);
  });
});
