/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { OfferStatus, PartyRole, Side } from '@offerdesk/shared/domain';
import { insertParty, insertPerson } from '../../../seed/writers';
import { ONLY_DRAFT_PREPARED_MESSAGE } from '../documentFieldsService';
import { OWN_DOCUMENTS_SESSION_MESSAGE } from '../../signing/signingService';
import { tablesFingerprint } from '../../../__tests__/helpers/harness';
import { holderPdf, multipartBody } from '../../../__tests__/helpers/pdfSamples';
import { signingApp, typed, type ReadyOffer } from '../../../__tests__/helpers/signingWorld';
import { ENGINES } from '../../../__tests__/helpers/testDb';

jest.setTimeout(120_000);

type Agent = 'owner' | 'receiver' | 'other' | 'stranger';
interface Doc {
  id: number;
  name: string;
  status: string;
  isOwner: boolean;
  externalUserId: number | null;
  sharedSignSet: number | null;
}
interface Fields {
  documentId: number;
  requiredFields: number;
  fields: Array<{ name: string; partyId: number | null }>;
}

const TABLES = ['offer_documents', 'stored_files', 'offer_document_fields', 'sign_sets', 'sign_set_parties', 'outbox_emails', 'activities'];

/**
 * Seed 001 §6: only the buyer agent or a document's owner may prepare, share, delete or void; others see
 * the documents they uploaded. A received offer's seller agent — in-house (`receiver`, on the offer as
 * himself) or of another brokerage (`other`, on the offer as the buyer agent's outside-agent contact with
 * his e-mail) — adds its own documents and acts on those as their owner; the buyer agent (`owner`) keeps
 * its rights on every document; a stranger gets 404 and changes nothing.
 */
describe.each(ENGINES)("a seller agent's own documents on a received offer, on %s", (engine) => {
  const { t, readyOffer, linksTo, sign } = signingApp(engine);
  const db = () => t.testDb.db;
  const fingerprint = () => tablesFingerprint(db(), TABLES);
  let serial = 0;

  /** A ready offer forwarded to its seller agents: the in-house `receiver` and `other` matched by e-mail. */
  async function receivedOffer(): Promise<ReadyOffer> {
    const o = await readyOffer(`sa${++serial}`);
    await db().query('update offers set status_id = $2 where id = $1', [o.offerId, OfferStatus.forwardedToSellerAgent]);
    await insertParty(db(), {
      offerId: o.offerId,
      personId: t.world.agents.receiver.personId,
      roleId: PartyRole.InhouseAgent,
      sideId: Side.seller,
    });
    const contact = await insertPerson(db(), { firstName: 'Bea', lastName: 'Other', email: 'BEA.other@fixture.example' });
    await insertParty(db(), { offerId: o.offerId, personId: contact, roleId: PartyRole.OutsideAgent, sideId: Side.seller });
    return o;
  }
  const upload = (o: ReadyOffer, who: Agent, name: string, holders = ['Signature.Buyer2', 'Date.Buyer2']) =>
    holderPdf(name, holders).then((pdf) =>
      t.as(who, {
        method: 'POST',
        url: `/contract/addDocument?externalContractId=${o.offerId}`,
        ...multipartBody('postedFileTemplate', `${name}.pdf`, 'application/pdf', pdf),
      }),
    );
  const uploaded = async (o: ReadyOffer, who: Agent, name: string) => {
    const res = await upload(o, who, name);
    expect([who, res.statusCode]).toEqual([who, 200]);
    return res.json() as Doc;
  };
  const list = async (o: ReadyOffer, who: Agent) => {
    const res = await t.as(who, { url: `/offer/getOfferDocumentsBySale/${o.contractId}` });
    expect(res.statusCode).toBe(200);
    return res.json() as Doc[];
  };
  const assign = (o: ReadyOffer, who: Agent, documentId: number, fieldName: string, partyId: number | null) =>
    t.as(who, { method: 'PUT', url: '/offer/AssignDocumentField', payload: { contractId: o.contractId, documentId, fieldName, partyId } });
  const markAssigned = (o: ReadyOffer, who: Agent, documentId: number) =>
    t.as(who, {
      method: 'POST',
      url: '/offer/markOfferdocumentassigned',
      payload: { contractId: o.contractId, documentId, offerId: o.offerId },
    });
  const share = (o: ReadyOffer, who: Agent, documents: number[], extra: Record<string, unknown> = {}) =>
    t.as(who, {
      method: 'POST',
      url: '/offer/shareDocuments',
      payload: { offerId: o.offerId, contractId: o.contractId, documents, parties: [{ partyId: o.first }], category: 'Session', ...extra },
    });
  const voidIt = (o: ReadyOffer, who: Agent, documentIds: number[]) =>
    t.as(who, {
      method: 'PUT',
      url: '/transactionBase/VoidSmartDocuments',
      payload: { externalId: o.contractId, documentIds, message: 'Wrong terms' },
    });
  const remove = (o: ReadyOffer, who: Agent, documentIds: number[]) =>
    t.as(who, { method: 'PUT', url: '/transactionBase/removeSmartDocuments', payload: { contractId: o.contractId, documentIds } });
  const statusOf = async (o: ReadyOffer) =>
    (await db().one<{ statusId: number }>('select status_id as "statusId" from offers where id = $1', [o.offerId]))!.statusId;
  /** A document of its seller agent, its holders given to the first buyer: ready to share. */
  async function preparedBy(o: ReadyOffer, who: Agent, name: string) {
    const doc = await uploaded(o, who, name);
    for (const field of ['Signature.Buyer2', 'Date.Buyer2']) expect((await assign(o, who, doc.id, field, o.first)).statusCode).toBe(200);
    return doc;
  }

  it('each seller agent uploads its own documents and sees only those; the buyer agent sees them all; a stranger adds nothing', async () => {
    const o = await receivedOffer();
    expect(await list(o, 'receiver')).toEqual([]);
    const jordans = await uploaded(o, 'receiver', 'Seller counter terms');
    const caseys = await uploaded(o, 'other', 'Seller disclosure');
    expect(jordans).toMatchObject({ status: 'Draft', isOwner: true, externalUserId: t.world.agents.receiver.personId });
    expect(caseys).toMatchObject({ status: 'Draft', isOwner: true, externalUserId: t.world.agents.other.personId });

    expect((await list(o, 'receiver')).map((d) => d.id)).toEqual([jordans.id]);
    expect((await list(o, 'other')).map((d) => d.id)).toEqual([caseys.id]);
    const all = await list(o, 'owner');
    expect(all.map((d) => [d.id, d.isOwner])).toEqual([
      [o.documents[0], true],
      [o.documents[1], true],
      [jordans.id, false],
      [caseys.id, false],
    ]);
    // The fields the assigner reads: the seller agent its own documents' only.
    const fieldsOf = async (who: Agent) =>
      ((await t.as(who, { url: `/offer/GetOfferDocumentFields/${o.contractId}` })).json() as Fields[]).map((d) => d.documentId);
    expect(await fieldsOf('receiver')).toEqual([jordans.id]);
    expect(await fieldsOf('owner')).toEqual(all.map((d) => d.id));

    const before = await fingerprint();
    expect((await upload(o, 'stranger', 'Stray paper')).statusCode).toBe(404);
    expect((await t.as('stranger', { url: `/offer/getOfferDocumentsBySale/${o.contractId}` })).statusCode).toBe(404);
    expect((await t.as('stranger', { url: `/offer/GetOfferDocumentFields/${o.contractId}` })).statusCode).toBe(404);
    expect(await fingerprint()).toEqual(before);
    // Adding documents does not move the offer.
    expect(await statusOf(o)).toBe(OfferStatus.forwardedToSellerAgent);
  });

  it('prepares (assigns signers to) only its own draft documents; a grant to assign needs a document of its own', async () => {
    const o = await receivedOffer();
    const grant = (who: Agent) =>
      t.as(who, { method: 'POST', url: '/offer/IssueSigningGrant', payload: { contractId: o.contractId, purpose: 'assign' } });
    // Before it added anything, the seller agent has nothing to prepare.
    expect((await grant('receiver')).statusCode).toBe(404);
    const doc = await uploaded(o, 'receiver', 'Seller counter terms');
    expect((await grant('receiver')).statusCode).toBe(200);
    expect((await grant('stranger')).statusCode).toBe(404);

    const before = await fingerprint();
    // Another's document (the buyer agent's, or the other seller agent's view of this one) and a stranger: 404.
    for (const [who, documentId] of [
      ['receiver', o.documents[0]],
      ['other', doc.id],
      ['stranger', doc.id],
    ] as const) {
      const res = await assign(o, who, documentId, 'Signature.Buyer2', o.first);
      expect([who, res.statusCode]).toEqual([who, 404]);
      expect((await markAssigned(o, who, documentId)).statusCode).toBe(404);
    }
    expect(await fingerprint()).toEqual(before);

    const assigned = await assign(o, 'receiver', doc.id, 'Signature.Buyer2', o.first);
    expect(assigned.statusCode).toBe(200);
    expect((assigned.json() as Fields).fields.find((f) => f.name === 'Signature.Buyer2')!.partyId).toBe(o.first);
    const marked = await markAssigned(o, 'receiver', doc.id);
    expect([marked.statusCode, (marked.json() as Fields).requiredFields]).toEqual([200, 0]);
    // The buyer agent keeps its rights on every draft document of its offer.
    expect((await assign(o, 'owner', doc.id, 'Date.Buyer2', o.first)).statusCode).toBe(200);
  });

  it('shares its own documents as a session (the offer does not move), the signer signs, and it reads Signing Completed', async () => {
    const o = await receivedOffer();
    const doc = await preparedBy(o, 'receiver', 'Seller counter terms');
    const before = await fingerprint();
    // Another's document, a stranger, and the offer itself (category Offer) are refused; nothing is written.
    expect((await share(o, 'receiver', [o.documents[0]])).statusCode).toBe(404);
    expect((await share(o, 'receiver', [doc.id, o.documents[0]])).statusCode).toBe(404);
    expect((await share(o, 'other', [doc.id])).statusCode).toBe(404);
    expect((await share(o, 'stranger', [doc.id])).statusCode).toBe(404);
    const asOffer = await share(o, 'receiver', [doc.id], { category: 'Offer' });
    expect([asOffer.statusCode, asOffer.json().fields]).toEqual([400, { category: OWN_DOCUMENTS_SESSION_MESSAGE }]);
    expect(await fingerprint()).toEqual(before);

    const shared = await t.as('receiver', {
      method: 'POST',
      url: '/transactionBase/ShareSmartDocuments',
      payload: { contractId: o.contractId, documents: [doc.id], parties: [{ partyId: o.first }] },
    });
    expect([shared.statusCode, shared.json().category]).toEqual([200, 'Session']);
    expect(await statusOf(o)).toBe(OfferStatus.forwardedToSellerAgent);
    expect((await list(o, 'receiver'))[0]).toMatchObject({ id: doc.id, status: 'Shared', sharedSignSet: shared.json().id });
    // Prepared no more once shared.
    const late = await assign(o, 'receiver', doc.id, 'Date.Buyer2', null);
    expect([late.statusCode, late.json().message]).toEqual([409, ONLY_DRAFT_PREPARED_MESSAGE]);
    // It asks its signer again; a stranger may not.
    const resend = { offerId: o.offerId, category: 'Session', signSetId: shared.json().id, party: o.first };
    expect((await t.as('receiver', { method: 'POST', url: '/transactionBase/resendSmartDoc', payload: resend })).statusCode).toBe(200);
    expect((await t.as('other', { method: 'POST', url: '/transactionBase/resendSmartDoc', payload: resend })).statusCode).toBe(404);
    expect((await t.as('stranger', { method: 'POST', url: '/transactionBase/resendSmartDoc', payload: resend })).statusCode).toBe(404);

    const link = (await linksTo(`lukasz.sa${serial}@example.test`)).at(-1)!;
    expect(link.signSetId).toBe(shared.json().id);
    expect((await sign(link, typed('Lukasz Buyer'))).statusCode).toBe(200);
    // Signed, the session completes with the stamping of the signature.
    expect((await list(o, 'receiver'))[0]).toMatchObject({ id: doc.id, status: 'PendingSignature' });
    expect(await t.stampSigned(link.signSetId)).toEqual([link.signSetId]);
    expect((await list(o, 'receiver'))[0]).toMatchObject({ id: doc.id, status: 'Signed' });
    // A completed session of the seller agent's documents is no step of the offer's flow.
    expect(await statusOf(o)).toBe(OfferStatus.forwardedToSellerAgent);
  });

  it('voids only sessions of its own documents (the offer does not move); the buyer agent voids any', async () => {
    const o = await receivedOffer();
    const doc = await preparedBy(o, 'other', 'Seller disclosure');
    expect((await share(o, 'other', [doc.id])).statusCode).toBe(200);
    // The buyer agent's session of its own documents: the seller agent may not void it.
    expect((await share(o, 'owner', [o.documents[0]])).statusCode).toBe(200);
    const before = await fingerprint();
    for (const [who, ids] of [
      ['other', [o.documents[0]]],
      ['other', [doc.id, o.documents[0]]],
      ['receiver', [doc.id]],
      ['stranger', [doc.id]],
    ] as const) {
      const res = await voidIt(o, who, [...ids]);
      expect([who, ids, res.statusCode]).toEqual([who, ids, 404]);
    }
    expect(await fingerprint()).toEqual(before);
    const voided = await voidIt(o, 'other', [doc.id]);
    expect([voided.statusCode, voided.json()]).toEqual([200, { voided: 1 }]);
    expect((await list(o, 'other'))[0]).toMatchObject({ id: doc.id, status: 'Voided' });
    expect(await statusOf(o)).toBe(OfferStatus.forwardedToSellerAgent);
    // The buyer agent's own void of a session that holds a seller agent's document.
    const again = await share(o, 'owner', [doc.id]);
    expect(again.statusCode).toBe(200);
    expect((await voidIt(o, 'owner', [doc.id])).statusCode).toBe(200);
  });

  it("deletes its own Draft or Shared documents, never another's; the buyer agent deletes any", async () => {
    const o = await receivedOffer();
    const own = await uploaded(o, 'receiver', 'Seller counter terms');
    const caseys = await uploaded(o, 'other', 'Seller disclosure');
    const before = await fingerprint();
    for (const [who, ids] of [
      ['receiver', [o.documents[0]]],
      ['receiver', [own.id, caseys.id]],
      ['other', [own.id]],
      ['stranger', [own.id]],
    ] as const) {
      const res = await remove(o, who, [...ids]);
      expect([who, ids, res.statusCode]).toEqual([who, ids, 404]);
    }
    expect(await fingerprint()).toEqual(before);
    expect((await remove(o, 'receiver', [own.id])).statusCode).toBe(200);
    expect((await remove(o, 'owner', [caseys.id])).statusCode).toBe(200);
    expect((await list(o, 'owner')).map((d) => d.id)).toEqual(o.documents);
  });
});
