/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { DUPLICATE_EMAIL_MESSAGE, PartyRole, Side } from '@offerdesk/shared/domain';
import { tablesFingerprint } from '../../../__tests__/helpers/harness';
import { createTestApp, type TestApp } from '../../../__tests__/helpers/testApp';
import { ENGINES } from '../../../__tests__/helpers/testDb';
import { insertOffer, insertParty, insertPerson, insertVendor, insertVendorContact } from '../../../seed/writers';

const TABLES = [
  'offers',
  'offer_parties',
  'persons',
  'vendors',
  'vendor_contacts',
  'brokerages',
  'favourites',
  'activities',
  'offer_merge_fields',
];
const HOME = { addressLine1: '12 Elm St', city: 'Springfield', stateId: 14, zipCode: '62701' };

describe.each(ENGINES)('parties on %s', (engine) => {
  let t: TestApp;
  let offerId: number;
  let otherOfferId: number;
  let titleVendor: number;
  let titleContact: number;
  let mortgageVendor: number;
  let mortgageContact: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
    const db = t.testDb.db;
    const { owner } = t.world.agents;
    offerId = t.world.offers.draft;
    otherOfferId = t.world.offers.reviewerRejected;
    const vendor = { email: 'desk@canyontitle.example', workPhone: '4805550101', faxPhone: '4805550102', ...HOME, isApproved: true };
    titleVendor = await insertVendor(db, { name: 'Canyon Title', vendorTypeId: 1, isAffiliate: true, ...vendor } as never);
    await insertVendor(db, { name: 'Second Canyon Title', vendorTypeId: 1, ...vendor, isAffiliate: true } as never);
    titleContact = await insertPerson(db, { firstName: 'Tia', lastName: 'Title', email: 'tia@canyontitle.example' });
    await insertVendorContact(db, titleVendor, titleContact);
    mortgageVendor = await insertVendor(db, { name: 'Canyon Mortgage', vendorTypeId: 8, ...vendor });
    mortgageContact = await insertPerson(db, { firstName: 'Max', lastName: 'Mortgage', email: 'TIA@canyontitle.example' });
    await insertVendorContact(db, mortgageVendor, mortgageContact);
    // The owner's own agent party needs its merge fields for the completeness checks below.
    await db.query(
      `update persons set address_line1 = '1 Main St', city = 'Springfield', state_id = 14, zip_code = '62701', mls_id = 'M1', license_number = 'L1' where id = $1`,
      [owner.personId],
    );
  }, 60_000);
  afterAll(() => t.close());

  const post = (url: string, payload: object, agent: 'owner' | 'other' | 'stranger' = 'owner') =>
    t.as(agent, { method: 'POST', url, payload });
  const newClient = (extra: object = {}) =>
    post('/client/saveClient', {
      offerId,
      partySide: 1,
      firstName: 'Bea',
      lastName: 'Buyer',
      email: 'bea@mail.example',
      ...HOME,
      ...extra,
    });
  const add = (party: object, extra: object = {}, agent: 'owner' | 'other' = 'owner') =>
    post('/offer/addParty', { offerId, party, ...extra }, agent);
  const parties = async (id = offerId) =>
    (await t.as('owner', { url: `/offer/getPartiesByOffer?offerId=${id}` })).json() as Array<{
      partyId: number;
      roleId: number;
      sideId: number;
      personId: number | null;
      dualSide: boolean;
    }>;
  const fingerprint = () => tablesFingerprint(t.testDb.db, TABLES);

  it('creates a client of the offer owner with the form rules and the deliverability check', async () => {
    const bad = await newClient({ firstName: '', dob: '2999-01-01', addressLine1: '1 A St', city: '', zipCode: '1234' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      firstName: 'First name is required',
      dob: 'Date of birth cannot be in the future',
      city: 'City is required',
      zipCode: 'Please check the Zip Code',
    });
    const undeliverable = await newClient({ email: 'bea@nowhere.invalid' });
    expect(undeliverable.json()).toEqual({
      code: 'EmailUnDeliverable',
      message: 'Email address is not deliverable.',
      fields: { email: 'Email address is not deliverable.' },
    });
    expect((await newClient({ email: 'bea@example.com' })).json().code).toBe('EmailUnDeliverable');
    expect((await newClient({ isEmailRequired: true, email: null })).json().fields).toEqual({ email: 'Email address is required' });
    const before = await fingerprint();
    expect((await post('/client/saveClient', { offerId, partySide: 1, firstName: 'X', lastName: 'Y' }, 'other')).statusCode).toBe(404);
    expect(await fingerprint()).toEqual(before);
    const ok = await newClient({ mobilePhone: '(480) 555 - 1234' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      role: 'Client',
      roleId: 1,
      side: 'Buyer',
      sideId: 1,
      name: 'Bea Buyer',
      mobilePhone: '4805551234',
      partyId: null,
    });
  });

  it("searches a role among the caller's contacts: another brokerage's client stays hidden", async () => {
    const mineRes = await t.as('owner', { url: '/TransactionBase/SearchPartiesByRole?q=bea&r=1' });
    expect([mineRes.statusCode, mineRes.body.slice(0, 300)]).toEqual([200, expect.any(String)]);
    const mine = mineRes.json();
    expect(mine.map((p: { name: string }) => p.name)).toContain('Bea Buyer');
    const theirs = (await t.as('other', { url: '/TransactionBase/SearchPartiesByRole?q=bea&r=1' })).json();
    expect(theirs).toEqual([]);
    const vendors = (await t.as('owner', { url: '/TransactionBase/SearchPartiesByRole?q=canyon&r=5' })).json() as Array<{
      isAffiliate: boolean;
      name: string;
    }>;
    expect(vendors.filter((v) => v.isAffiliate)).toHaveLength(1);
    expect(vendors[0].isAffiliate).toBe(true);
    expect(vendors.map((v) => v.name)).toEqual(expect.arrayContaining(['Tia Title', 'Canyon Title', 'Second Canyon Title']));
  });

  it('refuses the same client twice on a side, on both sides, and Add to Both for a client', async () => {
    const [client] = (await t.as('owner', { url: '/TransactionBase/SearchPartiesByRole?q=bea&r=1' })).json();
    const ref = { personId: client.personId, roleId: PartyRole.Client };
    const first = await add({ ...ref, sideId: Side.buyer });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual([
      expect.objectContaining({ sideId: 1, partyId: expect.any(Number), city: 'Springfield', state: 'Illinois' }),
    ]);
    const before = await fingerprint();
    expect((await add({ ...ref, sideId: Side.buyer })).json()).toMatchObject({ code: 'already_assigned' });
    expect((await add({ ...ref, sideId: Side.seller })).json()).toMatchObject({ code: 'client_both_sides' });
    expect((await add(ref, { dualSide: true })).json()).toMatchObject({ code: 'client_both_sides' });
    expect((await add({ ...ref, sideId: Side.buyer }, {}, 'other')).statusCode).toBe(404);
    expect(await fingerprint()).toEqual(before);
  });

  // What the templates print for a party's slot is asked first: partySlots.test.ts. This offer has no documents.
  it("completes a contact's information with saveOfferParty and assigns the party", async () => {
    const client = (
      await newClient({
        firstName: 'Nia',
        lastName: 'Noaddress',
        email: 'nia@mail.example',
        addressLine1: null,
        city: null,
        stateId: null,
        zipCode: null,
      })
    ).json();
    const form = (await t.as('owner', { url: `/TransactionBase/GetParty?role=1&personId=${client.personId}` })).json();
    expect(form).toMatchObject({ name: 'Nia Noaddress', personId: client.personId, address1: null });
    const saved = await post('/offer/saveOfferParty', {
      offerId,
      personId: client.personId,
      transactionPartyRoleId: 1,
      transactionPartySideId: 1,
      firstName: 'Nia',
      lastName: 'Noaddress',
      email: 'nia@mail.example',
      address1: '9 Oak Ave',
      city: 'Springfield',
      state: 14,
      zipCode: '62702',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()[0]).toMatchObject({ sideId: 1, addressLine1: '9 Oak Ave' });
  });

  it("edits a search result's contact with saveOfferParty isOfferParty false: the contact changes, nothing is assigned", async () => {
    const client = (await newClient({ firstName: 'Eve', lastName: 'Edit', email: 'eve@mail.example' })).json();
    const before = await parties();
    const saved = await post('/offer/saveOfferParty', {
      offerId,
      isOfferParty: false,
      personId: client.personId,
      transactionPartyRoleId: 1,
      transactionPartySideId: 1,
      firstName: 'Eve',
      lastName: 'Edited',
      email: 'eve@new.example',
      address1: '9 Oak Ave',
      city: 'Springfield',
      state: 14,
      zipCode: '62702',
    });
    expect([saved.statusCode, saved.json()]).toEqual([200, []]);
    expect(await parties()).toEqual(before);
    const form = (await t.as('owner', { url: `/TransactionBase/GetParty?role=1&personId=${client.personId}` })).json();
    expect(form).toMatchObject({ lastName: 'Edited', email: 'eve@new.example', address1: '9 Oak Ave' });
    const stranger = await post(
      '/offer/saveOfferParty',
      {
        offerId,
        isOfferParty: false,
        personId: client.personId,
        transactionPartyRoleId: 1,
        transactionPartySideId: 1,
        firstName: 'X',
        lastName: 'Y',
        email: 'x@mail.example',
      },
      'other',
    );
    expect(stranger.statusCode).toBe(404);
  });

  it('adds a vendor contact to both sides once, and applies the duplicate e-mail rule (clients exempt)', async () => {
    const te = { personId: titleContact, vendorId: titleVendor, roleId: PartyRole.TitleEscrow };
    const both = await add(te, { dualSide: true });
    expect(both.statusCode).toBe(200);
    expect(both.json().map((a: { sideId: number }) => a.sideId)).toEqual([1, 2]);
    expect((await add(te, { dualSide: true })).json()).toMatchObject({ code: 'both_sides_blocked' });
    const dup = await add({ personId: mortgageContact, vendorId: mortgageVendor, roleId: PartyRole.Mortgage, sideId: Side.seller });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toEqual({ code: 'duplicate_email', message: DUPLICATE_EMAIL_MESSAGE });
    const sameMail = (await newClient({ firstName: 'Tia', lastName: 'Client', email: 'Tia@CanyonTitle.example' })).json();
    expect((await add({ personId: sameMail.personId, roleId: PartyRole.Client, sideId: Side.buyer })).statusCode).toBe(200);
  });

  it('creates an outside agent with a new brokerage and finds the brokerage by name', async () => {
    const brokerageData = {
      company: 'Prairie Homes',
      workPhone: '2175550100',
      addressLine1: '5 Prairie Rd',
      city: 'Springfield',
      stateId: 14,
      zipCode: '62703',
    };
    const noBrokerage = await post('/OutsideAgent/SaveAgent', {
      offerId,
      partySide: 2,
      firstName: 'Oz',
      lastName: 'Out',
      mobilePhone: '2175550111',
      email: 'oz@prairie.example',
      brokerageId: 0,
    });
    expect(noBrokerage.json().fields).toEqual({ brokerageId: 'Select a Party' });
    const badBrokerage = await post('/OutsideAgent/SaveAgent', {
      offerId,
      partySide: 2,
      firstName: 'Oz',
      lastName: 'Out',
      mobilePhone: '2175550111',
      email: 'oz@prairie.example',
      brokerageId: 0,
      brokerageData: { ...brokerageData, company: '', email: 'nope' },
    });
    expect(badBrokerage.json().fields).toEqual({
      'brokerageData.company': 'Brokerage Name is required.',
      'brokerageData.email': 'Please enter a proper email address',
    });
    // The brokerage e-mail's undeliverable message stands on the brokerage e-mail field of the form.
    const undeliverable = await post('/OutsideAgent/SaveAgent', {
      offerId,
      partySide: 2,
      firstName: 'Oz',
      lastName: 'Out',
      mobilePhone: '2175550111',
      email: 'oz@prairie.example',
      brokerageId: 0,
      brokerageData: { ...brokerageData, email: 'desk@prairie.invalid' },
    });
    expect(undeliverable.json()).toEqual({
      code: 'CompanyEmailUnDeliverable',
      message: 'Email address is not deliverable.',
      fields: { 'brokerageData.email': 'Email address is not deliverable.' },
    });
    const agent = await post('/OutsideAgent/SaveAgent', {
      offerId,
      partySide: 2,
      firstName: 'Oz',
      lastName: 'Out',
      mobilePhone: '2175550111',
      email: 'oz@prairie.example',
      brokerageId: 0,
      brokerageData,
      mlsId: 'MLS9',
      licenseNumber: 'LIC9',
    });
    expect(agent.statusCode).toBe(200);
    expect(agent.json()).toMatchObject({
      roleId: 3,
      role: 'Outside Agent',
      company: 'Prairie Homes',
      side: 'Seller',
      addressLine1: '5 Prairie Rd',
    });
    expect((await t.as('owner', { url: '/OutsideAgent/SearchBrokerages?q=pr' })).statusCode).toBe(400);
    expect((await t.as('owner', { url: '/OutsideAgent/SearchBrokerages?q=prairie' })).json()).toEqual([
      expect.objectContaining({ company: 'Prairie Homes', state: 'Illinois' }),
    ]);
    expect((await add({ personId: agent.json().personId, roleId: PartyRole.OutsideAgent, sideId: Side.seller })).statusCode).toBe(200);
  });

  it('creates a vendor and its contact', async () => {
    expect((await post('/vendorcontact/savevendor', { offerId, type: 1, company: '' })).statusCode).toBe(400);
    const vendor = await post('/vendorcontact/savevendor', { offerId, type: 1, company: 'Lincoln Title', EIN: '12-3456789' });
    expect(vendor.json()).toMatchObject({ company: 'Lincoln Title', type: { id: 1, name: 'Title/Escrow' } });
    expect((await t.as('owner', { url: '/VendorContact/SearchVendors?q=lincoln' })).json()).toHaveLength(1);
    expect((await t.as('other', { url: '/VendorContact/SearchVendors?q=lincoln' })).json()).toHaveLength(0);
    const contact = await post('/vendorcontact/savevendorcontact', {
      offerId,
      partySide: 1,
      firstName: 'Lin',
      lastName: 'Coln',
      email: 'lin@lincoln.example',
      vendorId: vendor.json().partyId,
    });
    expect(contact.statusCode).toBe(200);
    expect(contact.json()).toMatchObject({
      roleId: 5,
      company: 'Lincoln Title',
      vendorType: 'Title/Escrow',
      isVendorApproved: false,
      canEdit: true,
    });
  });

  it('moves and removes only parties of this offer', async () => {
    const foreign = await insertParty(t.testDb.db, {
      offerId: otherOfferId,
      personId: mortgageContact,
      vendorId: mortgageVendor,
      roleId: PartyRole.Mortgage,
      sideId: Side.buyer,
    });
    const before = await fingerprint();
    expect(
      (await t.as('owner', { method: 'PUT', url: `/offer/ChangePartySide?partyId=${foreign}&offerId=${offerId}&partySideId=2` }))
        .statusCode,
    ).toBe(404);
    expect((await t.as('owner', { method: 'DELETE', url: `/offer/removeParty?partyId=${foreign}&offerId=${offerId}` })).statusCode).toBe(
      404,
    );
    const agent = (await parties()).find((p) => p.roleId === PartyRole.OutsideAgent)!;
    expect(
      (await t.as('other', { method: 'PUT', url: `/offer/ChangePartySide?partyId=${agent.partyId}&offerId=${offerId}&partySideId=1` }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.as('owner', { method: 'PUT', url: `/offer/ChangePartySide?partyId=${agent.partyId}&offerId=${offerId}&partySideId=2` })
      ).json(),
    ).toMatchObject({ code: 'already_assigned' });
    expect(await fingerprint()).toEqual(before);
    const moved = await t.as('owner', {
      method: 'PUT',
      url: `/offer/ChangePartySide?partyId=${agent.partyId}&offerId=${offerId}&partySideId=1`,
    });
    expect(moved.json().find((p: { partyId: number }) => p.partyId === agent.partyId).sideId).toBe(1);
    await t.as('owner', { method: 'PUT', url: `/offer/ChangePartySide?partyId=${agent.partyId}&offerId=${offerId}&partySideId=2` });
  });

  it('saves merge fields only when the required parties are there', async () => {
    const te = (await parties()).filter((p) => p.roleId === PartyRole.TitleEscrow);
    const removed = await t.as('owner', { method: 'DELETE', url: `/offer/removeParty?partyId=${te[1].partyId}&offerId=${offerId}` });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().filter((p: { roleId: number }) => p.roleId === 5)).toEqual([
      expect.objectContaining({ dualSide: false, sideId: 1 }),
    ]);
    const incomplete = await post('/custominput/setParties', { externalId: offerId });
    expect(incomplete.json()).toMatchObject({ code: 'parties_incomplete', fields: { required1: 'Seller Title/Escrow required' } });
    await add({ personId: titleContact, vendorId: titleVendor, roleId: PartyRole.TitleEscrow, sideId: Side.seller });
    const saved = await post('/custominput/setParties', {
      externalId: offerId,
      mergeFields: [{ key: 'Clients.Buyer1.Name', value: 'forged' }],
    });
    expect(saved.statusCode).toBe(200);
    const fields = Object.fromEntries(saved.json().mergeFields.map((f: { key: string; value: string }) => [f.key, f.value]));
    expect(fields).toMatchObject({
      'Clients.Buyer1.Name': 'Bea Buyer',
      'Clients.Buyer2.City': 'Springfield',
      'Vendors.Title/Escrow.Company': 'Canyon Title',
      'Agents.SellerAgent1.Name': 'Oz Out',
      'Agents.SellerAgent1.MLSID': 'MLS9',
      'Agents.BuyerAgent1.LicenseNumber': 'L1',
    });
    const stored = await t.testDb.db.query('select key from offer_merge_fields where offer_id = $1', [offerId]);
    expect(stored.length).toBe(saved.json().mergeFields.length);
  });

  it('edits a party for this transaction only, and refuses an undeliverable or duplicate e-mail', async () => {
    const list = await parties();
    const agent = list.find((p) => p.roleId === PartyRole.OutsideAgent)!;
    const bad = await t.as('owner', {
      method: 'PUT',
      url: '/offer/updateParty',
      payload: { offerId, transactionPartyId: agent.partyId, companyEmail: 'x@y.localhost' },
    });
    expect(bad.json().code).toBe('CompanyEmailUnDeliverable');
    const dup = await t.as('owner', { method: 'PUT', url: `/offer/updatePartyEmail?id=${agent.partyId}&email=TIA@canyontitle.example` });
    expect(dup.json()).toMatchObject({ code: 'duplicate_email' });
    const ok = await t.as('owner', {
      method: 'PUT',
      url: '/offer/updateParty',
      payload: { offerId, transactionPartyId: agent.partyId, city: 'Chicago', address1: '1 Lake St', state: 14, zipCode: '60601' },
    });
    expect(ok.json()).toMatchObject({ city: 'Chicago', addressLine1: '1 Lake St' });
    expect((await t.as('owner', { url: `/offer/getOfferParty/${agent.partyId}` })).json()).toMatchObject({
      city: 'Chicago',
      firstName: 'Oz',
    });
    expect((await t.as('other', { url: `/offer/getOfferParty/${agent.partyId}` })).statusCode).toBe(404);
    const person = await t.testDb.db.one<{ city: string | null }>('select city from persons where id = $1', [agent.personId]);
    expect(person!.city).toBeNull();
  });

  it('toggles a favourite vendor, listed first in a search', async () => {
    const on = await t.as('owner', { method: 'PUT', url: `/TransactionBase/SaveFavoriteVendor?vendorId=${mortgageVendor}` });
    expect(on.json()).toEqual({ isFavoriteVendor: true });
    const found = (await t.as('owner', { url: '/TransactionBase/SearchPartiesByRole?r=12' })).json();
    expect(found[0]).toMatchObject({ vendorId: mortgageVendor, personId: null, isFavoriteVendor: true });
    expect((await t.as('owner', { method: 'PUT', url: `/TransactionBase/SaveFavoriteVendor?vendorId=${mortgageVendor}` })).json()).toEqual({
      isFavoriteVendor: false,
    });
    expect((await t.as('owner', { method: 'PUT', url: '/TransactionBase/SaveFavoriteVendor?vendorId=999999' })).statusCode).toBe(404);
  });

  it('changes no parties of an offer that is no longer a draft', async () => {
    const { owner } = t.world.agents;
    const sent = await insertOffer(t.testDb.db, {
      ownerUserId: owner.userId,
      brokerageId: owner.brokerageId,
      statusId: 160,
      streetNumber: '1',
      street: 'A',
      city: 'B',
      stateId: 14,
      zipCode: '62701',
    } as never);
    const res = await t.as('owner', {
      method: 'POST',
      url: '/offer/addParty',
      payload: { offerId: sent, party: { vendorId: mortgageVendor, roleId: 12, sideId: 1 } },
    });
    expect(res.statusCode).toBe(409);
  });
});
