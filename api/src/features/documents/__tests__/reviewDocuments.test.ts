/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { PARTY_LINK_HEADER } from '@offerdesk/shared/contract';
import { PDFDocument } from 'pdf-lib';
import { issuePartyLink, issueReviewerLink } from '../../portal/partyLinks';
import { tokenOf } from '../../../__tests__/helpers/portalWorld';
import { signingApp, type ReadyOffer } from '../../../__tests__/helpers/signingWorld';
import { ENGINES } from '../../../__tests__/helpers/testDb';

// Each document is rendered as the reviewer reads it.
jest.setTimeout(120_000);

describe.each(ENGINES)("the reviewer's reads of the documents it reviews on %s", (engine) => {
  const { t, readyOffer } = signingApp(engine);
  const reviewerOf = async (o: ReadyOffer, email = 'rex@review.example') => {
    await t.testDb.db.query('update offers set reviewer_email = $2 where id = $1', [o.offerId, email]);
    return tokenOf(await issueReviewerLink(t.testDb.db, o.offerId));
  };
  const list = (offerId: number, token: string) =>
    t.app.inject({ method: 'GET', url: `/offer/GetOfferDocumentsForReview/${offerId}`, headers: { [PARTY_LINK_HEADER]: token } });
  const download = (offerId: number, documentId: number, token: string) =>
    t.app.inject({
      method: 'GET',
      url: `/offer/DownloadOfferDocumentForReview/${offerId}/${documentId}`,
      headers: { [PARTY_LINK_HEADER]: token },
    });
  const namesOf = async (contractId: number) =>
    (
      await t.testDb.db.query<{ id: number; name: string }>('select id, name from offer_documents where contract_id = $1 order by id', [
        contractId,
      ])
    ).map((d) => ({ id: d.id, name: d.name }));

  it("lists the offer's documents by name and answers each as its own PDF, with the reviewer's link", async () => {
    const o = await readyOffer('review');
    const token = await reviewerOf(o);
    const res = await list(o.offerId, token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    const docs = res.json<{ id: number; name: string }[]>();
    expect(docs).toEqual(await namesOf(o.contractId));
    expect(docs.length).toBeGreaterThan(1);
    for (const d of docs) {
      const pdf = await download(o.offerId, d.id, token);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toMatch(/^application\/pdf/);
      expect(pdf.headers['cache-control']).toMatch(/no-store/);
      expect((await PDFDocument.load(pdf.rawPayload)).getPageCount()).toBeGreaterThan(0);
    }
  });

  it("answers 404 to a party's link, another offer's reviewer, a replaced reviewer and a document of another offer", async () => {
    const o = await readyOffer('reviewa');
    const other = await readyOffer('reviewb');
    const token = await reviewerOf(o);
    const otherReviewer = await reviewerOf(other, 'ria@review.example');
    const party = tokenOf(await issuePartyLink(t.testDb.db, { offerId: o.offerId, partyId: o.first }));
    const [doc] = await namesOf(o.contractId);
    const [foreignDoc] = await namesOf(other.contractId);
    for (const stranger of [party, otherReviewer, 'A'.repeat(43)]) {
      for (const res of [await list(o.offerId, stranger), await download(o.offerId, doc.id, stranger)]) {
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain(doc.name);
        expect(res.body).not.toContain('%PDF');
      }
    }
    expect((await download(o.offerId, foreignDoc.id, token)).statusCode).toBe(404);
    // A reviewer link opens the review of the offer's current reviewer only.
    await t.testDb.db.query(`update offers set reviewer_email = 'someone.else@review.example' where id = $1`, [o.offerId]);
    expect((await list(o.offerId, token)).statusCode).toBe(404);
  });

  it('answers 400 naming the field for a malformed token or id', async () => {
    const o = await readyOffer('reviewc');
    const res = await list(o.offerId, 'short');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty([PARTY_LINK_HEADER]);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/offer/DownloadOfferDocumentForReview/1/x',
      headers: { [PARTY_LINK_HEADER]: 'A'.repeat(43) },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(/documentId/);
  });
});
