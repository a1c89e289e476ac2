/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { PartyRole, Side } from '@offerdesk/shared/domain';
import { insertParty, insertPerson } from '../../../seed/writers';
import { incompleteDocumentMessage, NOT_ASSIGNED_MESSAGE } from '../../signing/signingService';
import { VALID_DRAFT } from '../../../__tests__/helpers/drafts';
import { createTestApp, type TestApp } from '../../../__tests__/helpers/testApp';
import { ENGINES } from '../../../__tests__/helpers/testDb';

interface Field {
  name: string;
  kind: string;
  role: string;
  partyId: number | null;
  assignedBy: string | null;
  leftOut: boolean;
}
interface Doc {
  documentId: number;
  name: string;
  total: number;
  assigned: number;
  requiredFields: number;
  fields: Field[];
}

// Sharing renders each document and signing stamps it: slower than a plain request on a busy machine.
jest.setTimeout(60_000);

describe.each(ENGINES)('signing fields of documents on %s', (engine) => {
  let t: TestApp;
  let templateId: number;
  beforeAll(async () => {
    t = await createTestApp(engine, { formTemplates: true });
    templateId = (await t.testDb.db.one<{ id: number }>(
      `select id from form_templates where brokerage_id = $1 and owner_user_id is null and name = 'Residential Resale Purchase Contract'`,
      [t.world.agents.owner.brokerageId],
    ))!.id;
  }, 90_000);
  afterAll(() => t.close());

  async function offerWithDocuments() {
    const db = t.testDb.db;
    const { id: offerId } = (
      await t.as('owner', { method: 'POST', url: '/offer/createoffer', payload: { ...VALID_DRAFT, formTemplateIds: [templateId] } })
    ).json();
    const templateDocs = (await t.as('owner', { url: `/formtemplates/getdocumentsbyformtemplate?id=${templateId}` })).json() as Array<{
      id: number;
      name: string;
    }>;
    const rpa = templateDocs.find((d) => d.name === 'Residential Purchase Agreement')!;
    const { contractId } = (
      await t.as('owner', {
        method: 'POST',
        url: '/offer/adddocuments',
        payload: { offerId, documentTemplateIds: [rpa.id], mlsDocuments: [] },
      })
    ).json();
    const person = (firstName: string) =>
      insertPerson(db, { firstName, lastName: 'Fieldtest', email: `${firstName.toLowerCase()}@fields.test` });
    const buyer1 = await insertParty(db, { offerId, personId: await person('Bea'), roleId: PartyRole.Client, sideId: Side.buyer });
    const seller1 = await insertParty(db, { offerId, personId: await person('Sam'), roleId: PartyRole.Client, sideId: Side.seller });
    const fields = async () => (await t.as('owner', { url: `/offer/GetOfferDocumentFields/${contractId}` })).json() as Doc[];
    const [doc] = await fields();
    return { offerId, contractId, documentId: doc.documentId, buyer1, seller1, fields };
  }

  it("assigns the template's holders to the parties their roles name; the required count is total minus assigned", async () => {
    const o = await offerWithDocuments();
    const [doc] = await o.fields();
    const byName = new Map(doc.fields.map((f) => [f.name, f]));
    expect(byName.get('Signature.Buyer1')).toMatchObject({ kind: 'Signature', partyId: o.buyer1, assignedBy: 'role', leftOut: false });
    expect(byName.get('Initials.Seller1.P1')).toMatchObject({ kind: 'Initials', partyId: o.seller1, assignedBy: 'role' });
    expect(byName.get('Signature.Buyer2')).toMatchObject({ partyId: null, assignedBy: null });
    const unassigned = doc.fields.filter((f) => f.partyId === null).length;
    expect(unassigned).toBeGreaterThan(0);
    expect([doc.total, doc.assigned, doc.requiredFields]).toEqual([doc.fields.length, doc.fields.length - unassigned, unassigned]);
  });

  it('lets the owner assign a holder to another party or leave it out; mark assigned leaves out the rest', async () => {
    const o = await offerWithDocuments();
    const assign = (fieldName: string, partyId: number | null, as: 'owner' | 'other' = 'owner') =>
      t.as(as, {
        method: 'PUT',
        url: '/offer/AssignDocumentField',
        payload: { contractId: o.contractId, documentId: o.documentId, fieldName, partyId },
      });
    const before = (await o.fields())[0];
    const moved = await assign('Signature.Buyer2', o.buyer1);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().fields.find((f: Field) => f.name === 'Signature.Buyer2')).toMatchObject({ partyId: o.buyer1, assignedBy: 'agent' });
    expect(moved.json().requiredFields).toBe(before.requiredFields - 1);
    const out = (await assign('Date.Buyer2', null)).json();
    expect(out.fields.find((f: Field) => f.name === 'Date.Buyer2')).toMatchObject({ partyId: null, leftOut: true });
    expect(out.requiredFields).toBe(before.requiredFields - 2);

    const unknownField = await assign('Signature.Nobody', o.buyer1);
    expect([unknownField.statusCode, unknownField.json().fields]).toEqual([400, { fieldName: 'The document has no such signing field.' }]);
    const strangerParty = await assign('Signature.Buyer2', 999999);
    expect([strangerParty.statusCode, strangerParty.json().fields]).toEqual([400, { partyId: 'Unknown party.' }]);
    expect((await assign('Signature.Buyer2', null, 'other')).statusCode).toBe(404);

    const mark = (offerId: number) =>
      t.as('owner', {
        method: 'POST',
        url: '/offer/markOfferdocumentassigned',
        payload: { contractId: o.contractId, documentId: o.documentId, offerId },
      });
    expect((await mark(o.offerId + 100000)).statusCode).toBe(400);
    const marked = (await mark(o.offerId)).json() as Doc;
    expect([marked.requiredFields, marked.assigned]).toEqual([0, marked.total]);
    expect(marked.fields.find((f) => f.name === 'Signature.Buyer1')).toMatchObject({ partyId: o.buyer1, assignedBy: 'role' });
    const activities = await t.testDb.db.query<{ action: string }>(
      `select action from activities where offer_id = $1 and action like 'document.%' order by id`,
      [o.offerId],
    );
    expect(activities.map((a) => a.action)).toEqual(['document.fieldAssigned', 'document.fieldAssigned', 'document.assigned']);
  });

  it('refuses to share a document with fields still to assign (naming it), or a signer who holds no field', async () => {
    const o = await offerWithDocuments();
    const share = (parties: Array<{ partyId: number }>) =>
      t.as('owner', {
        method: 'POST',
        url: '/offer/shareDocuments',
        payload: { offerId: o.offerId, contractId: o.contractId, documents: [o.documentId], parties },
      });
    const incomplete = await share([{ partyId: o.buyer1 }]);
    expect([incomplete.statusCode, incomplete.json().message]).toEqual([409, incompleteDocumentMessage('Residential Purchase Agreement')]);
    await t.as('owner', {
      method: 'POST',
      url: '/offer/markOfferdocumentassigned',
      payload: { contractId: o.contractId, documentId: o.documentId, offerId: o.offerId },
    });
    const agent = await insertParty(t.testDb.db, {
      offerId: o.offerId,
      personId: await insertPerson(t.testDb.db, { firstName: 'Tia', lastName: 'Title', email: 'tia@fields.test' }),
      roleId: PartyRole.TitleEscrow,
      sideId: Side.buyer,
    });
    const unheld = await share([{ partyId: o.buyer1 }, { partyId: agent }]);
    expect([unheld.statusCode, unheld.json().fields]).toEqual([400, { parties: NOT_ASSIGNED_MESSAGE }]);
    const ok = await share([{ partyId: o.buyer1 }, { partyId: o.seller1 }]);
    expect(ok.statusCode).toBe(200);
    const snap = await t.testDb.db.query<{ party: number; n: number }>(
      'select party_id as party, count(*)::int as n from sign_set_fields where sign_set_id = $1 group by party_id order by party_id',
      [ok.json().id],
    );
    expect(snap.map((s) => s.party)).toEqual([o.buyer1, o.seller1].sort((a, b) => a - b));
  });
});
