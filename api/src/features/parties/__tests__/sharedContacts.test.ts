/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { PartyRole, Side } from '@offerdesk/shared/domain';
import { INHOUSE_AGENT_NOT_EDITABLE, SHARED_CONTACT_NOT_EDITABLE } from '../partyContactService';
import { insertVendor, insertVendorContact, insertPerson } from '../../../seed/writers';
import { tablesFingerprint } from '../../../__tests__/helpers/harness';
import { createTestApp, type TestApp } from '../../../__tests__/helpers/testApp';
import { ENGINES } from '../../../__tests__/helpers/testDb';

/**
 * A contact shared between brokerages (an outside agent, an approved vendor) or an in-house agent is
 * changed only by the brokerage that created it; what one offer needs differently is that offer's
 * party overrides. `owner` is of one brokerage, `other` of another, `receiver` the owner's colleague.
 */
const CONTACT_TABLES = ['persons', 'vendors', 'vendor_contacts', 'brokerages'];
type Agent = 'owner' | 'other' | 'receiver';

describe.each(ENGINES)('shared contacts on %s', (engine) => {
  let t: TestApp;
  let mine: number;
  let theirs: number;
  let theirAgent: { personId: number; email: string };
  let approvedVendor: number;

  const post = (agent: Agent, url: string, payload: object) => t.as(agent, { method: 'POST', url, payload });
  const contactRows = () => tablesFingerprint(t.testDb.db, CONTACT_TABLES);
  const partiesOf = async (agent: Agent, offerId: number) =>
    (await t.as(agent, { url: `/offer/getPartiesByOffer?offerId=${offerId}` })).json() as Array<Record<string, unknown>>;
  const overridesOf = async (offerId: number, personId: number) =>
    (
      await t.testDb.db.one<{ overrides: Record<string, unknown> }>(
        'select overrides from offer_parties where offer_id = $1 and person_id = $2 order by id desc limit 1',
        [offerId, personId],
      )
    )?.overrides;
  /** The missing-information form of a contact as the Parties screen loads it, with `changes` made. */
  const form = async (agent: Agent, offerId: number, role: number, ids: { personId?: number; vendorId?: number }, changes: object) => {
    const query = new URLSearchParams({ role: String(role), ...(ids.personId ? { personId: String(ids.personId) } : {}) });
    if (ids.vendorId) query.set('vendorId', String(ids.vendorId));
    const loaded = (await t.as(agent, { url: `/TransactionBase/GetParty?${query}` })).json();
    return { ...loaded, ...changes, offerId, transactionPartyRoleId: role };
  };

  /** POST /offer/saveOfferParty with the contact's form as loaded, changed by `changes`. */
  const saveParty = async (agent: Agent, offerId: number, role: number, ids: { personId?: number; vendorId?: number }, changes: object) =>
    post(agent, '/offer/saveOfferParty', await form(agent, offerId, role, ids, changes));

  beforeAll(async () => {
    t = await createTestApp(engine);
    mine = t.world.offers.draft;
    theirs = t.world.offers.receivedDraft;
    // Summit's agent creates an outside agent (with a new brokerage) on Summit's own draft, as the seller agent.
    const created = await post('other', '/OutsideAgent/SaveAgent', {
      offerId: theirs,
      partySide: 2,
      firstName: 'Sam',
      lastName: 'Seller',
      mobilePhone: '2175550111',
      email: 'sam@outside.example',
      mlsId: 'MS1',
      licenseNumber: 'LS1',
      brokerageId: 0,
      brokerageData: {
        company: 'Outside Realty',
        workPhone: '2175550100',
        addressLine1: '5 Prairie Rd',
        city: 'Springfield',
        stateId: 14,
        zipCode: '62703',
      },
    });
    expect(created.statusCode).toBe(200);
    theirAgent = { personId: created.json().personId, email: 'sam@outside.example' };
    const added = await post('other', '/offer/addParty', {
      offerId: theirs,
      party: { personId: theirAgent.personId, roleId: PartyRole.OutsideAgent, sideId: Side.seller },
    });
    expect(added.statusCode).toBe(200);
    // An approved title company nobody of either brokerage created, without an address.
    approvedVendor = await insertVendor(t.testDb.db, {
      name: 'Shared Title',
      vendorTypeId: 1,
      isApproved: true,
      email: 'desk@sharedtitle.example',
    } as never);
    await insertVendorContact(
      t.testDb.db,
      approvedVendor,
      await insertPerson(t.testDb.db, { firstName: 'Ann', lastName: 'Approved', email: 'ann@sharedtitle.example' }),
    );
  }, 120_000);
  afterAll(() => t.close());

  it("refuses another brokerage's agent a change of the outside agent's contact, and changes nothing", async () => {
    const before = await contactRows();
    const res = await saveParty('owner', mine, PartyRole.OutsideAgent, theirAgent, {
      isOfferParty: false,
      transactionPartySideId: 2,
      email: 'olivia@harbor.example',
    });
    expect([res.statusCode, res.json()]).toEqual([403, { code: 'contact_not_editable', message: SHARED_CONTACT_NOT_EDITABLE }]);
    expect(await contactRows()).toEqual(before);
    const onTheirOffer = (await partiesOf('other', theirs)).find((p) => p.personId === theirAgent.personId);
    expect(onTheirOffer?.email).toBe(theirAgent.email);
  });

  it("keeps the takeover on the caller's own offer: the e-mail lands in that offer's overrides, the contact is unchanged", async () => {
    const before = await contactRows();
    const res = await saveParty('owner', mine, PartyRole.OutsideAgent, theirAgent, {
      isOfferParty: true,
      transactionPartySideId: 2,
      email: 'olivia@harbor.example',
      companyName: 'Harbor Homes',
    });
    expect(res.statusCode).toBe(200);
    expect(await contactRows()).toEqual(before);
    expect(await overridesOf(mine, theirAgent.personId)).toEqual({ email: 'olivia@harbor.example', company: 'Harbor Homes' });
    const onMine = (await partiesOf('owner', mine)).find((p) => p.personId === theirAgent.personId);
    expect(onMine).toMatchObject({ email: 'olivia@harbor.example', company: 'Harbor Homes', sideId: Side.seller });
    const onTheirs = (await partiesOf('other', theirs)).find((p) => p.personId === theirAgent.personId);
    expect(onTheirs).toMatchObject({ email: theirAgent.email, company: 'Outside Realty' });
    // The offers' mail goes by the same values: the offer page's parties (whom forwards and shares are sent to).
    const mailedOn = async (agent: Agent, offerId: number) =>
      ((await t.as(agent, { url: `/offer/GetById/${offerId}` })).json().parties as Array<{ personId: number; email: string }>).find(
        (p) => p.personId === theirAgent.personId,
      )?.email;
    expect(await mailedOn('owner', mine)).toBe('olivia@harbor.example');
    expect(await mailedOn('other', theirs)).toBe(theirAgent.email);
  });

  it('lets the brokerage that created the contact change it (person and brokerage)', async () => {
    const res = await saveParty('other', theirs, PartyRole.OutsideAgent, theirAgent, {
      isOfferParty: false,
      transactionPartySideId: 2,
      personPhone: '2175550199',
      companyEmail: 'desk@outside.example',
    });
    expect([res.statusCode, res.json()]).toEqual([200, []]);
    const row = await t.testDb.db.one<{ mobile: string; brokerageEmail: string }>(
      'select p.mobile_phone as mobile, b.email as "brokerageEmail" from persons p join brokerages b on b.id = p.brokerage_id where p.id = $1',
      [theirAgent.personId],
    );
    expect(row).toEqual({ mobile: '2175550199', brokerageEmail: 'desk@outside.example' });
  });

  it("never changes a colleague's in-house agent record through the party routes; the offer keeps its own value", async () => {
    const colleague = { personId: t.world.agents.receiver.personId };
    const before = await contactRows();
    const refused = await saveParty('owner', mine, PartyRole.InhouseAgent, colleague, {
      isOfferParty: false,
      transactionPartySideId: 1,
      email: 'olivia@harbor.example',
    });
    expect([refused.statusCode, refused.json()]).toEqual([403, { code: 'contact_not_editable', message: INHOUSE_AGENT_NOT_EDITABLE }]);
    const added = await saveParty('owner', mine, PartyRole.InhouseAgent, colleague, {
      isOfferParty: true,
      transactionPartySideId: 1,
      email: 'rita.desk@harbor.example',
      address1: '1 Main St',
      city: 'Springfield',
      state: 14,
      zipCode: '62701',
      mlsId: 'R1',
      licenseNumber: 'RL1',
    });
    expect(added.statusCode).toBe(200);
    expect(await contactRows()).toEqual(before);
    expect(await overridesOf(mine, colleague.personId)).toMatchObject({
      email: 'rita.desk@harbor.example',
      addressLine1: '1 Main St',
      mlsId: 'R1',
    });
  });

  it('keeps an approved vendor as it is: its missing address is completed for this offer only', async () => {
    const before = await contactRows();
    const vendor = { vendorId: approvedVendor };
    const refused = await saveParty('owner', mine, PartyRole.TitleEscrow, vendor, {
      isOfferParty: false,
      transactionPartySideId: 1,
      companyName: 'Mine Now',
    });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'contact_not_editable']);
    const added = await saveParty('owner', mine, PartyRole.TitleEscrow, vendor, {
      isOfferParty: true,
      transactionPartySideId: 1,
      companyAddress1: '7 Title Way',
      companyCity: 'Springfield',
      companyState: 14,
      companyZipCode: '62704',
      workPhone: '2175550140',
      faxPhone: '2175550141',
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()[0]).toMatchObject({ addressLine1: '7 Title Way', city: 'Springfield', workPhone: '2175550140' });
    expect(await contactRows()).toEqual(before);
  });

  it("keeps a contact one brokerage added to an approved vendor that brokerage's own: the other neither finds, assigns nor stars it", async () => {
    const added = await post('other', '/vendorcontact/savevendorcontact', {
      offerId: theirs,
      partySide: 1,
      firstName: 'Sue',
      lastName: 'Summit',
      email: 'sue@sharedtitle.example',
      vendorId: approvedVendor,
    });
    expect(added.statusCode).toBe(200);
    const sue = added.json().personId as number;
    const found = async (agent: Agent) =>
      ((await t.as(agent, { url: '/TransactionBase/SearchPartiesByRole?r=5&q=shared' })).json() as Array<{ personId: number | null }>).map(
        (p) => p.personId,
      );
    expect(await found('other')).toContain(sue);
    expect(await found('owner')).not.toContain(sue);
    const assign = await post('owner', '/offer/addParty', {
      offerId: mine,
      party: { personId: sue, vendorId: approvedVendor, roleId: PartyRole.TitleEscrow, sideId: Side.seller },
    });
    expect(assign.statusCode).toBe(404);
    expect((await t.as('owner', { method: 'PUT', url: `/TransactionBase/SaveFavoriteVendor?personId=${sue}` })).statusCode).toBe(404);
    // The vendor's own contact stays everyone's.
    expect((await found('owner')).length).toBeGreaterThan(0);
  });

  it("shows the pencil of a search result only on a contact the caller's brokerage may change", async () => {
    const search = async (agent: Agent) =>
      ((await t.as(agent, { url: '/TransactionBase/SearchPartiesByRole?r=3&q=Sam' })).json() as Array<Record<string, unknown>>).find(
        (p) => p.personId === theirAgent.personId,
      );
    expect((await search('owner'))?.canEdit).toBe(false);
    expect((await search('other'))?.canEdit).toBe(true);
  });

  it('changes favourites only for the caller, and only of contacts the caller may see', async () => {
    const db = t.testDb.db;
    // A vendor of the other brokerage, not approved: hidden from the owner.
    const hidden = await insertVendor(db, { name: 'Summit Own Title', vendorTypeId: 8 });
    await db.query('update vendors set created_by_user_id = $2 where id = $1', [hidden, t.world.agents.other.userId]);
    expect((await t.as('other', { method: 'PUT', url: `/TransactionBase/SaveFavoriteVendor?vendorId=${hidden}` })).statusCode).toBe(200);
    const before = await tablesFingerprint(db, ['favourites']);
    const res = await t.as('owner', { method: 'PUT', url: `/TransactionBase/SaveFavoriteVendor?vendorId=${hidden}` });
    expect(res.statusCode).toBe(404);
    expect(await tablesFingerprint(db, ['favourites'])).toEqual(before);
  });
});
