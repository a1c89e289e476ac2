/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import {
  NOT_COMPLETED_SHARE_RECIPIENT_MESSAGE,
  OfferStatus,
  PartyRole,
  SHARE_EMAIL_INVALID_MESSAGE,
  SHARE_MESSAGE_REQUIRED_MESSAGE,
  SHARE_MIXED_MESSAGE,
  SHARE_ONLY_COMPLETED_MESSAGE,
  Side,
} from '@offerdesk/shared/domain';
import { PARTY_LINK_HEADER } from '@offerdesk/shared/contract';
import { issuePartyLink } from '../../portal/partyLinks';
import { tokenOf } from '../../../__tests__/helpers/portalWorld';
import { insertParty, insertPerson } from '../../../seed/writers';
import { ALREADY_SIGNED_MESSAGE, MARK_SIGNED_MESSAGE, ONLY_DRAFT_OR_SHARED_MESSAGE, SET_EMPTIED_REASON } from '../contractDocumentsService';
import { NOT_RESENDABLE_MESSAGE } from '../contractSharingService';
import { tablesFingerprint } from '../../../__tests__/helpers/harness';
import { multipartBody, samplePdf } from '../../../__tests__/helpers/pdfSamples';
import { signingWorld, typed, type ReadyOffer } from '../../../__tests__/helpers/signingWorld';
import { createTestApp, type TestApp } from '../../../__tests__/helpers/testApp';
import { ENGINES } from '../../../__tests__/helpers/testDb';
import { agreeToSign } from '../../../__tests__/helpers/signingConsent';

const TABLES = [
  'offer_documents',
  'stored_files',
  'sign_sets',
  'sign_set_documents',
  'sign_set_parties',
  'outbox_emails',
  'outbox_email_attachments',
  'activities',
];

jest.setTimeout(60_000);

interface Doc {
  id: number;
  name: string;
  status: string;
  documentType: string;
  displayOrder: number;
  sharedSignSet: number | null;
  sharedSignSetStatus: string | null;
  externalUserId: number | null;
  sharedParties: Array<{ externalId: number; signStatus: number; canResendEmail: boolean; email: string | null }>;
}

describe.each(ENGINES)('contract documents on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { formTemplates: true });
  }, 90_000);
  afterAll(() => t.close());

  const { readyOffer, share, linksTo, partyQuery } = signingWorld(() => t);
  /** Agrees to sign electronically, signs through the link, then runs the stamping the signature queued. */
  const signThrough = async (link: { signSetId: number; signToken: string }, name: string) => {
    await agreeToSign((o) => t.app.inject(o), partyQuery(link));
    const res = await t.app.inject({ method: 'POST', url: `/offer/SignDocumentsByParty?${partyQuery(link)}`, payload: typed(name) });
    await t.stampSigned(link.signSetId);
    return res;
  };
  const list = async (o: ReadyOffer, agent: 'owner' | 'receiver' = 'owner') => {
    const res = await t.as(agent, { url: `/offer/getOfferDocumentsBySale/${o.contractId}` });
    expect(res.statusCode).toBe(200);
    return res.json() as Doc[];
  };
  const upload = async (o: ReadyOffer, name: string, agent: 'owner' | 'receiver' = 'owner') => {
    const res = await t.as(agent, {
      method: 'POST',
      url: `/contract/addDocument?externalContractId=${o.offerId}`,
      ...multipartBody('postedFileTemplate', `${name}.pdf`, 'application/pdf', await samplePdf(name)),
    });
    expect(res.statusCode).toBe(200);
    return res.json() as Doc;
  };
  const put = (url: string, payload?: object, agent: 'owner' | 'receiver' | 'stranger' | 'other' = 'owner') =>
    t.as(agent, { method: 'PUT', url, ...(payload ? { payload } : {}) });
  const post = (url: string, payload: object, agent: 'owner' | 'receiver' | 'stranger' | 'other' = 'owner') =>
    t.as(agent, { method: 'POST', url, payload });
  const fingerprint = () => tablesFingerprint(t.testDb.db, TABLES);

  it('lists the documents with their state, type, owner and order; the document API answers the same by offer id', async () => {
    const o = await readyOffer('la');
    const pdf = await upload(o, 'Inspection');
    expect(pdf).toMatchObject({
      name: 'Inspection',
      status: 'Draft',
      documentType: 'PDF',
      externalUserId: t.world.agents.owner.personId,
      displayOrder: 3,
    });
    const docs = await list(o);
    expect(docs.map((d) => [d.id, d.status, d.documentType, d.displayOrder])).toEqual([
      [o.documents[0], 'Draft', 'Template', 1],
      [o.documents[1], 'Draft', 'Template', 2],
      [pdf.id, 'Draft', 'PDF', 3],
    ]);
    expect((await t.as('owner', { url: `/docapi/contract/getDocumentsByExternalId/${o.offerId}` })).json()).toEqual(docs);
    expect((await t.as('stranger', { url: `/offer/getOfferDocumentsBySale/${o.contractId}` })).statusCode).toBe(404);
  });

  it('reorders within the group (1-based) and keeps the order', async () => {
    const o = await readyOffer('ro');
    const pdf = await upload(o, 'Report');
    const res = await put(`/offer/ReorderOfferDocuments?contractId=${o.contractId}&documentId=${pdf.id}&newOrder=1`);
    expect(res.json()).toEqual([
      { id: pdf.id, displayOrder: 1 },
      { id: o.documents[0], displayOrder: 2 },
      { id: o.documents[1], displayOrder: 3 },
    ]);
    expect((await list(o)).map((d) => d.id)).toEqual([pdf.id, ...o.documents]);
    expect((await put(`/offer/ReorderOfferDocuments?contractId=${o.contractId}&documentId=${pdf.id}&newOrder=0`)).statusCode).toBe(400);
    const before = await fingerprint();
    expect(
      (await put(`/offer/ReorderOfferDocuments?contractId=${o.contractId}&documentId=${pdf.id}&newOrder=2`, undefined, 'stranger'))
        .statusCode,
    ).toBe(404);
    expect(await fingerprint()).toEqual(before);
  });

  it('shows the session, its parties and who may be asked again; resends only to a signer whose turn it is', async () => {
    const o = await readyOffer('rs');
    const set = (await share(o)).json();
    const docs = await list(o);
    expect(docs[0]).toMatchObject({ status: 'Shared', sharedSignSet: set.id, sharedSignSetStatus: 'Shared' });
    expect(docs[0].sharedParties.map((p) => [p.externalId, p.canResendEmail])).toEqual([
      [o.first, true],
      [o.second, false],
    ]);
    const before = (await linksTo('lukasz.rs@example.test')).length;
    const ok = await post('/offer/resendOffer', { offerId: o.offerId, category: 'Offer', signSetId: set.id, party: o.first });
    expect([ok.statusCode, ok.json()]).toEqual([200, { message: 'Documents shared successfully' }]);
    expect((await linksTo('lukasz.rs@example.test')).length).toBe(before + 1);
    const notTurn = await post('/transactionBase/resendSmartDoc', {
      offerId: o.offerId,
      category: 'Session',
      signSetId: set.id,
      party: o.second,
    });
    expect([notTurn.statusCode, notTurn.json().message]).toEqual([404, NOT_RESENDABLE_MESSAGE]);
    expect(
      (await post('/offer/resendOffer', { offerId: o.offerId, category: 'Offer', signSetId: set.id, party: o.first }, 'stranger'))
        .statusCode,
    ).toBe(404);
  });

  it('marks a draft PDF signed, never a template; a signed copy replaces a document unless it is Signed', async () => {
    const o = await readyOffer('ms');
    const pdf = await upload(o, 'Disclosure');
    const marked = await put(`/offer/MarkOfferDocumentSigned?contractId=${o.contractId}&documentId=${pdf.id}`);
    expect([marked.statusCode, marked.json().status]).toEqual([200, 'Signed']);
    const template = await put(`/offer/MarkOfferDocumentSigned?contractId=${o.contractId}&documentId=${o.documents[0]}`);
    expect([template.statusCode, template.json().message]).toEqual([409, MARK_SIGNED_MESSAGE]);
    const uploadSigned = async (documentId: number, bytes: Buffer) =>
      t.as('owner', {
        method: 'POST',
        url: `/offer/UploadSignedDocument?contractId=${o.contractId}&documentId=${documentId}`,
        ...multipartBody('file', 'signed.pdf', 'application/pdf', bytes),
      });
    const copy = await uploadSigned(o.documents[0], await samplePdf('Signed copy'));
    expect([copy.statusCode, copy.json().status]).toEqual([200, 'Signed']);
    const again = await uploadSigned(pdf.id, await samplePdf('Again'));
    expect([again.statusCode, again.json().message]).toEqual([409, ALREADY_SIGNED_MESSAGE]);
    const before = await fingerprint();
    const bad = await uploadSigned(o.documents[1], Buffer.from('not a pdf'));
    expect([bad.statusCode, Object.keys(bad.json().fields)]).toEqual([400, ['file']]);
    expect(await fingerprint()).toEqual(before);
  });

  it('removes Draft and Shared documents (a session left empty is voided) but not Signed ones', async () => {
    const o = await readyOffer('rm');
    const set = (await share(o, { documents: [o.documents[0]] })).json();
    const res = await put('/transactionBase/removeSmartDocuments', { contractId: o.contractId, documentIds: [o.documents[0]] });
    expect([res.statusCode, res.json()]).toEqual([200, { removed: 1, message: 'Document removed successfully' }]);
    const voided = await t.testDb.db.one<{ status: number; reason: string }>(
      'select status_id as status, void_reason as reason from sign_sets where id = $1',
      [set.id],
    );
    expect(voided).toEqual({ status: 7, reason: SET_EMPTIED_REASON });
    const pdf = await upload(o, 'Signed elsewhere');
    await put(`/offer/MarkOfferDocumentSigned?contractId=${o.contractId}&documentId=${pdf.id}`);
    const before = await fingerprint();
    const signed = await put('/transactionBase/removeSmartDocuments', { contractId: o.contractId, documentIds: [pdf.id] });
    expect([signed.statusCode, signed.json().message]).toEqual([409, ONLY_DRAFT_OR_SHARED_MESSAGE]);
    expect(
      (await put('/transactionBase/removeSmartDocuments', { contractId: o.contractId, documentIds: [o.documents[1]] }, 'stranger'))
        .statusCode,
    ).toBe(404);
    expect(await fingerprint()).toEqual(before);
  });

  it("lets a received offer's agent see and act on its own uploads only", async () => {
    const o = await readyOffer('rc');
    await insertParty(t.testDb.db, {
      offerId: o.offerId,
      personId: t.world.agents.receiver.personId,
      roleId: PartyRole.InhouseAgent,
      sideId: Side.seller,
    });
    const own = await upload(o, 'Seller disclosure', 'receiver');
    expect((await list(o, 'receiver')).map((d) => d.id)).toEqual([own.id]);
    const before = await fingerprint();
    const foreign = await put(
      '/transactionBase/removeSmartDocuments',
      { contractId: o.contractId, documentIds: [o.documents[0]] },
      'receiver',
    );
    expect(foreign.statusCode).toBe(404);
    expect(await fingerprint()).toEqual(before);
    expect(
      (await put('/transactionBase/removeSmartDocuments', { contractId: o.contractId, documentIds: [own.id] }, 'receiver')).statusCode,
    ).toBe(200);
  });

  it('voids a contract session with its reason; nothing open is a 409', async () => {
    const o = await readyOffer('vd');
    expect((await share(o, { category: 'Session' })).statusCode).toBe(200);
    const body = { externalId: o.contractId, documentIds: o.documents, message: 'Wrong price' };
    const res = await put('/transactionBase/VoidSmartDocuments', body);
    expect([res.statusCode, res.json()]).toEqual([200, { voided: 1 }]);
    expect((await list(o))[0]).toMatchObject({ status: 'Voided', sharedSignSetStatus: 'Voided' });
    expect((await put('/transactionBase/VoidSmartDocuments', body)).statusCode).toBe(409);
    expect((await put('/transactionBase/VoidSmartDocuments', { ...body, message: '' })).statusCode).toBe(400);
    expect((await put('/transactionBase/VoidSmartDocuments', body, 'stranger')).statusCode).toBe(404);
  });

  it('shares by e-mail with the documents attached; a bad address or empty message is a 400', async () => {
    const o = await readyOffer('se');
    const body = {
      mailId: 'buyer.friend@example.test',
      message: 'Please look',
      documents: o.documents,
      contractId: o.contractId,
      agentName: 'Alex Morgan',
    };
    const before = await fingerprint();
    const bad = await post('/offer/ShareSelectedOfferDocuments', { ...body, mailId: 'nope@' });
    expect([bad.statusCode, bad.json().fields]).toEqual([400, { mailId: SHARE_EMAIL_INVALID_MESSAGE }]);
    expect((await post('/offer/ShareSelectedOfferDocuments', { ...body, message: '' })).statusCode).toBe(400);
    expect((await post('/offer/ShareSelectedOfferDocuments', body, 'stranger')).statusCode).toBe(404);
    expect(await fingerprint()).toEqual(before);
    const ok = await post('/offer/ShareSelectedOfferDocuments', body);
    expect([ok.statusCode, ok.json()]).toEqual([200, { message: 'Documents shared successfully' }]);
    const mail = await t.testDb.db.query<{ subject: string; n: number }>(
      `select e.subject, (select count(*)::int from outbox_email_attachments a where a.outbox_email_id = e.id) as n from outbox_emails e where e.to_address = $1`,
      [body.mailId],
    );
    expect(mail).toEqual([{ subject: 'Alex Morgan shared documents with you', n: 2 }]);
  });

  it('shares by e-mail from a party link: only documents signed by all (the signed copy attached), none of another offer', async () => {
    const o = await readyOffer('pl');
    const other = await readyOffer('po');
    const draft = await upload(o, 'Appraisal');
    expect(
      (
        await post('/transactionBase/ShareSmartDocuments', {
          contractId: o.contractId,
          documents: o.documents,
          parties: [{ partyId: o.first }],
        })
      ).statusCode,
    ).toBe(200);
    const [signer] = await linksTo('lukasz.pl@example.test');
    expect((await signThrough(signer, 'Lukasz Buyer')).statusCode).toBe(200);
    const token = tokenOf(await issuePartyLink(t.testDb.db, { offerId: o.offerId, partyId: o.second }));
    const strangerToken = tokenOf(await issuePartyLink(t.testDb.db, { offerId: other.offerId, partyId: other.second }));
    const body = { mailId: 'friend.pl@example.test', message: 'Signed copies', documents: o.documents, contractId: o.contractId };
    const asParty = (payload: object, tok: string | null = token) =>
      t.app.inject({
        method: 'POST',
        url: '/offer/ShareSelectedOfferDocuments',
        headers: tok ? { [PARTY_LINK_HEADER]: tok } : {},
        payload,
      });

    const before = await fingerprint();
    const refusals = [
      await asParty({ ...body, mailId: 'friend@' }),
      await asParty({ ...body, message: '   ' }),
      await asParty({ ...body, documents: [...o.documents, draft.id] }),
      await asParty({ ...body, documents: [draft.id] }),
      await asParty({ ...body, documents: [other.documents[0]] }),
      await asParty(body, strangerToken),
      await asParty(body, null),
      await post('/offer/ShareSelectedOfferDocuments', body, 'stranger'),
      await post('/offer/ShareSelectedOfferDocuments', { ...body, documents: [other.documents[0]] }),
    ];
    expect(refusals.map((r) => [r.statusCode, r.json().fields ?? r.json().message])).toEqual([
      [400, { mailId: SHARE_EMAIL_INVALID_MESSAGE }],
      [400, { message: SHARE_MESSAGE_REQUIRED_MESSAGE }],
      [409, SHARE_MIXED_MESSAGE],
      [409, SHARE_ONLY_COMPLETED_MESSAGE],
      [404, 'Document not found.'],
      [404, 'Offer not found.'],
      [404, 'Offer not found.'],
      [404, 'Contract not found.'],
      [404, 'Document not found.'],
    ]);
    expect(await fingerprint()).toEqual(before);

    const ok = await asParty(body);
    expect([ok.statusCode, ok.json()]).toEqual([200, { message: 'Documents shared successfully' }]);
    const attached = await t.testDb.db.query<{ sha256: string }>(
      `select f.sha256 from outbox_emails e join outbox_email_attachments a on a.outbox_email_id = e.id
         join stored_files f on f.id = a.file_id where e.to_address = $1 order by a.sort_order`,
      [body.mailId],
    );
    const signedCopies = await t.testDb.db.query<{ sha256: string }>(
      `select f.sha256 from sign_set_documents d join stored_files f on f.id = d.file_id
        where d.offer_document_id = any($1::int[]) order by d.sort_order`,
      [o.documents],
    );
    expect(attached).toEqual(signedCopies);
    const activity = await t.testDb.db.one<{ actorPartyId: number }>(
      `select actor_party_id as "actorPartyId" from activities where offer_id = $1 and action = 'offer.documentsEmailed'`,
      [o.offerId],
    );
    expect(activity).toEqual({ actorPartyId: o.second });
  });

  it('shares completed documents only once signed by all; shares for signature through the contract', async () => {
    const o = await readyOffer('sc');
    const smart = await post('/transactionBase/ShareSmartDocuments', {
      contractId: o.contractId,
      documents: o.documents,
      parties: [{ partyId: o.first }],
    });
    expect([smart.statusCode, smart.json().category]).toEqual([200, 'Session']);
    const body = { contractId: o.contractId, offerId: o.offerId, parties: [o.second], documents: o.documents };
    const early = await post('/offer/ShareCompletedOfferDocuments', body);
    expect([early.statusCode, early.json().message]).toEqual([409, SHARE_ONLY_COMPLETED_MESSAGE]);
    const [link] = await linksTo('lukasz.sc@example.test');
    expect((await signThrough(link, 'Lukasz Buyer')).statusCode).toBe(200);
    expect((await list(o))[0]).toMatchObject({ status: 'Signed', sharedSignSetStatus: 'Signed' });
    const ok = await post('/offer/ShareCompletedOfferDocuments', body);
    expect([ok.statusCode, ok.json().message]).toEqual([200, 'Documents shared successfully']);
    expect((await post('/offer/ShareCompletedOfferDocuments', { ...body, parties: [o.noEmail] })).statusCode).toBe(400);
  });

  it('shares completed documents with no buyer-side outside agent or transaction coordinator; once accepted only the buyer agent shares', async () => {
    const o = await readyOffer('sa');
    expect(
      (
        await post('/transactionBase/ShareSmartDocuments', {
          contractId: o.contractId,
          documents: o.documents,
          parties: [{ partyId: o.first }],
        })
      ).statusCode,
    ).toBe(200);
    const [link] = await linksTo('lukasz.sa@example.test');
    await signThrough(link, 'Lukasz Buyer');
    const db = t.testDb.db;
    const contact = async (roleId: number, sideId: number, firstName: string) =>
      insertParty(db, {
        offerId: o.offerId,
        personId: await insertPerson(db, { firstName, lastName: 'Sa', email: `${firstName.toLowerCase()}.sa@example.test` }),
        roleId,
        sideId,
      });
    const outsideBuyerAgent = await contact(PartyRole.OutsideAgent, Side.buyer, 'Otto');
    const coordinator = await contact(PartyRole.TransactionCoordinator, Side.seller, 'Tess');
    const outsideSellerAgent = await contact(PartyRole.OutsideAgent, Side.seller, 'Sela');
    const body = { contractId: o.contractId, offerId: o.offerId, documents: o.documents };
    for (const party of [outsideBuyerAgent, coordinator]) {
      const refused = await post('/offer/ShareCompletedOfferDocuments', { ...body, parties: [o.second, party] });
      expect([refused.statusCode, refused.json().fields]).toEqual([400, { parties: NOT_COMPLETED_SHARE_RECIPIENT_MESSAGE }]);
    }
    expect((await post('/offer/ShareCompletedOfferDocuments', { ...body, parties: [outsideSellerAgent] })).statusCode).toBe(200);

    // Accepted: the seller-side agent of the offer may no longer share it; the buyer agent still does.
    await insertParty(db, {
      offerId: o.offerId,
      personId: t.world.agents.receiver.personId,
      roleId: PartyRole.InhouseAgent,
      sideId: Side.seller,
    });
    await db.query('update offers set status_id = $2 where id = $1', [o.offerId, OfferStatus.forwardedToBuyerAgent]);
    const before = await fingerprint();
    expect((await post('/offer/ShareCompletedOfferDocuments', { ...body, parties: [o.second] }, 'receiver')).statusCode).toBe(404);
    expect(await fingerprint()).toEqual(before);
    expect((await post('/offer/ShareCompletedOfferDocuments', { ...body, parties: [o.second] })).statusCode).toBe(200);
  });
});
