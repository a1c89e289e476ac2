/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { PartyRole, Side } from '@offerdesk/shared/domain';
import { savePartyAsDialog } from '../../../__tests__/helpers/partyDialog';
import { createTestApp, type TestApp } from '../../../__tests__/helpers/testApp';
import { ENGINES } from '../../../__tests__/helpers/testDb';
import { insertBrokerage, insertParty, insertPerson, insertVendor, insertVendorContact } from '../../../seed/writers';

/**
 * Edit party details (seed 000 §2 "Edit party details … Change this party's information for this
 * transaction only"; §7 getOfferParty reads companyName, personPhone, address1, address2,
 * companyAddress1, companyAddress2): what the form read shows is what a save keeps, the Company tab
 * included, and a later save of the other tab loses none of it.
 */
describe.each(ENGINES)('Edit party details on %s', (engine) => {
  let t: TestApp;
  let offerId: number;
  let agentParty: number;
  let brokerageId: number;
  let titleParty: number;
  let contactParty: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
    const db = t.testDb.db;
    offerId = t.world.offers.draft;
    brokerageId = await insertBrokerage(db, {
      name: 'Prairie Homes',
      addressLine1: '5 Prairie Rd',
      city: 'Springfield',
      stateId: 14,
      zipCode: '62703',
      email: 'desk@prairie.example',
      workPhone: '2175550100',
    });
    await db.query("update brokerages set ein = '12-3456789', address_line2 = 'Suite 2' where id = $1", [brokerageId]);
    const agent = await insertPerson(db, { firstName: 'Oz', lastName: 'Out', email: 'oz@prairie.example', brokerageId });
    agentParty = await insertParty(db, { offerId, personId: agent, roleId: PartyRole.OutsideAgent, sideId: Side.seller });
    const title = await insertVendor(db, {
      name: 'Canyon Title',
      vendorTypeId: 1,
      addressLine1: '7 Title Way',
      city: 'Springfield',
      stateId: 14,
      zipCode: '62704',
      isApproved: true,
    });
    titleParty = await insertParty(db, { offerId, vendorId: title, roleId: PartyRole.TitleEscrow, sideId: Side.buyer });
    const mortgage = await insertVendor(db, {
      name: 'Lake Mortgage',
      vendorTypeId: 8,
      addressLine1: '3 Lake Dr',
      city: 'Peoria',
      stateId: 14,
    });
    const contact = await insertPerson(db, { firstName: 'Max', lastName: 'Loan', email: 'max@lake.example', addressLine1: '9 Home Ct' });
    await insertVendorContact(db, mortgage, contact);
    contactParty = await insertParty(db, {
      offerId,
      personId: contact,
      vendorId: mortgage,
      roleId: PartyRole.Mortgage,
      sideId: Side.buyer,
    });
  }, 60_000);
  afterAll(() => t.close());

  const read = async (partyId: number) => {
    const res = await t.as('owner', { url: `/offer/getOfferParty/${partyId}` });
    expect(res.statusCode).toBe(200);
    return res.json() as Record<string, unknown>;
  };
  /** Saves the form as the dialog does: everything it read, with the changes made. */
  const save = (partyId: number, changes: Record<string, unknown>) => savePartyAsDialog(t, offerId, partyId, changes);

  it("reads the company's address and EIN for the Company tab (an agent's brokerage, a vendor contact's vendor)", async () => {
    expect(await read(agentParty)).toMatchObject({
      companyName: 'Prairie Homes',
      companyEmail: 'desk@prairie.example',
      companyEin: '12-3456789',
      companyAddress1: '5 Prairie Rd',
      companyAddress2: 'Suite 2',
      companyCity: 'Springfield',
      companyState: 14,
      companyZipCode: '62703',
    });
    expect(await read(contactParty)).toMatchObject({
      companyName: 'Lake Mortgage',
      companyAddress1: '3 Lake Dr',
      companyCity: 'Peoria',
    });
  });

  it('keeps company-address edits, and a later edit of the Party tab loses none of them', async () => {
    await save(agentParty, {
      companyAddress1: '80 River Rd',
      companyAddress2: null,
      companyCity: 'Peoria',
      companyState: 14,
      companyZipCode: '61602',
      companyEin: '98-7654321',
      taxEntityType: 2,
    });
    const company = {
      companyAddress1: '80 River Rd',
      companyAddress2: null,
      companyCity: 'Peoria',
      companyZipCode: '61602',
      companyEin: '98-7654321',
      taxEntityType: 2,
    };
    expect(await read(agentParty)).toMatchObject(company);
    await save(agentParty, { city: 'Chicago' });
    expect(await read(agentParty)).toMatchObject({ ...company, city: 'Chicago', companyName: 'Prairie Homes' });
    // This transaction only: the brokerage itself is as it was.
    const row = await t.testDb.db.one<{ address_line1: string; ein: string }>('select address_line1, ein from brokerages where id = $1', [
      brokerageId,
    ]);
    expect(row).toEqual({ address_line1: '5 Prairie Rd', ein: '12-3456789' });
  });

  it('gives a company without a person one address: the Company tab edits the address the party shows', async () => {
    expect(await read(titleParty)).toMatchObject({ personId: null, companyAddress1: '7 Title Way', address1: '7 Title Way' });
    const saved = await save(titleParty, { companyAddress1: '1 Escrow Ave', companyZipCode: '62705' });
    expect(saved).toMatchObject({ addressLine1: '1 Escrow Ave', zipCode: '62705' });
    expect(await read(titleParty)).toMatchObject({ companyAddress1: '1 Escrow Ave', companyZipCode: '62705', address1: '1 Escrow Ave' });
    const listed = (await t.as('owner', { url: `/offer/getPartiesByOffer?offerId=${offerId}` })).json() as Array<Record<string, unknown>>;
    expect(listed.find((p) => p.partyId === titleParty)).toMatchObject({ addressLine1: '1 Escrow Ave', city: 'Springfield' });
  });

  it('lets no one else read the form', async () => {
    expect((await t.as('other', { url: `/offer/getOfferParty/${agentParty}` })).statusCode).toBe(404);
  });
});
