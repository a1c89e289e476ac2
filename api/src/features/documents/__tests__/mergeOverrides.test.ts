/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { PartyRole, Side } from '@offerdesk/shared/domain';
import { mergeValuesOf } from '../mergeValues';
import { insertParty, insertPerson, insertVendor } from '../../../seed/writers';
import { savePartyAsDialog } from '../../../__tests__/helpers/partyDialog';
import { createTestApp, type TestApp } from '../../../__tests__/helpers/testApp';
import { ENGINES } from '../../../__tests__/helpers/testDb';

/**
 * Seed 000 §2 Edit party details ("Change this party's information for this transaction only") and §4 merge fields:
 * the documents of the offer are filled with what the offer holds for its parties — an address, a name or a company
 * edited for this transaction is what its documents print, and the contact itself keeps its own.
 */
describe.each(ENGINES)('merge values honour the offer party overrides on %s', (engine) => {
  let t: TestApp;
  let offerId: number;
  let buyerParty: number;
  let titleParty: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
    const db = t.testDb.db;
    offerId = t.world.offers.draft;
    // The draft's own parties first go, so this buyer and this title company fill the first slots.
    await db.query('delete from offer_parties where offer_id = $1 and role_id in ($2, $3)', [
      offerId,
      PartyRole.Client,
      PartyRole.TitleEscrow,
    ]);
    const buyer = await insertPerson(db, {
      firstName: 'Olive',
      lastName: 'Override',
      email: 'olive@override.example',
      addressLine1: '1 Old Rd',
      city: 'Mesa',
      stateId: 3,
      zipCode: '85201',
    });
    buyerParty = await insertParty(db, { offerId, personId: buyer, roleId: PartyRole.Client, sideId: Side.buyer });
    const title = await insertVendor(db, {
      name: 'Mesa Title',
      vendorTypeId: 1,
      addressLine1: '2 Title Way',
      city: 'Mesa',
      stateId: 3,
      zipCode: '85202',
      isApproved: true,
    });
    titleParty = await insertParty(db, { offerId, vendorId: title, roleId: PartyRole.TitleEscrow, sideId: Side.buyer });
  }, 60_000);
  afterAll(() => t.close());

  /** Edit party details as the dialog saves it: the form it read, with `changes`. */
  const edit = async (partyId: number, changes: Record<string, unknown>) => {
    await savePartyAsDialog(t, offerId, partyId, changes);
  };

  it("prints the buyer's address and name as edited for this offer", async () => {
    expect(await mergeValuesOf(t.testDb.db, offerId)).toMatchObject({
      'Clients.Buyer1.Name': 'Olive Override',
      'Clients.Buyer1.Address': '1 Old Rd',
    });
    await edit(buyerParty, { firstName: 'Olivia', address1: '99 New Ave', city: 'Tempe', zipCode: '85281' });
    expect(await mergeValuesOf(t.testDb.db, offerId)).toMatchObject({
      'Clients.Buyer1.Name': 'Olivia Override',
      'Clients.Buyer1.Address': '99 New Ave',
      'Clients.Buyer1.City': 'Tempe',
      'Clients.Buyer1.ZipCode': '85281',
      'Clients.AllBuyers.Name': expect.stringContaining('Olivia Override'),
    });
    // The contact is unchanged: another offer still prints the old address.
    const row = await t.testDb.db.one<{ address_line1: string }>(
      'select pe.address_line1 from offer_parties p join persons pe on pe.id = p.person_id where p.id = $1',
      [buyerParty],
    );
    expect(row).toEqual({ address_line1: '1 Old Rd' });
  });

  it("prints the title company's address as edited for this offer", async () => {
    await edit(titleParty, { companyAddress1: '7 Escrow Blvd', companyCity: 'Chandler', companyZipCode: '85225' });
    const values = (await mergeValuesOf(t.testDb.db, offerId))!;
    const titleAddress = Object.entries(values).find(([k]) => /^Vendors\.Title.*\.Address$/.test(k));
    expect(titleAddress?.[1]).toBe('7 Escrow Blvd');
    expect(Object.entries(values).find(([k]) => /^Vendors\.Title.*\.City$/.test(k))?.[1]).toBe('Chandler');
  });
});
