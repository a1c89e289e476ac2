/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { PartySignStatus } from '@offerdesk/shared/contract';
import { SigningOrder } from '@offerdesk/shared/domain';
import { PDFDocument } from 'pdf-lib';
import { pdfText } from '../../../../../scripts/pdfText';
import { VALID_DRAFT } from '../../../__tests__/helpers/drafts';
import { signingApp, typed, type SignerLink } from '../../../__tests__/helpers/signingWorld';
import { ENGINES } from '../../../__tests__/helpers/testDb';

// Sharing renders each document and signing stamps and seals it.
jest.setTimeout(240_000);

describe.each(ENGINES)("the offer's signing reads on %s", (engine) => {
  const { t, readyOffer, share, linksTo, partyQuery, sign: signWith } = signingApp(engine);
  const sign = (c: SignerLink, name: string) => signWith(c, typed(name));
  const pagesOf = async (bytes: Uint8Array) => (await PDFDocument.load(bytes)).getPageCount();

  it("answers a party's contract ids only through its own link, naming its offer, party and contract; the parties list carries each sign status and first viewed time", async () => {
    const o = await readyOffer('p');
    const set = (await share(o, { signingOrder: SigningOrder.AllTogether })).json();
    const [lukasz] = await linksTo('lukasz.p@example.test');
    const [maria] = await linksTo('maria.p@example.test');
    const ids = (path: { offerId: number; partyId: number; contractId: number }, c: { signSetId: number; signToken: string }) =>
      t.app.inject({ url: `/offer/GetOfferContractIdsFromExternalId/${path.offerId}/${path.partyId}/${path.contractId}?${partyQuery(c)}` });
    const mine = { offerId: o.offerId, partyId: o.first, contractId: o.contractId };

    const res = await ids(mine, lukasz);
    expect([res.statusCode, res.headers['cache-control']]).toEqual([200, 'private, no-store']);
    expect(res.json()).toEqual({
      contractId: o.contractId,
      signSetId: set.id,
      signToken: lukasz.signToken,
      sharedOn: set.createdOn,
      hasSignHolderForParty: true,
      isPartySigned: false,
      hasPendingSignature: true,
      documents: o.documents.map((id) => ({ id, sharedOn: set.createdOn })),
    });
    // Another party's id, another offer or contract with this token, or this path with another party's token: the 404 of a missing set.
    const other = await readyOffer('q');
    for (const [path, c] of [
      [{ ...mine, partyId: o.second }, lukasz],
      [mine, maria],
      [{ ...mine, offerId: other.offerId }, lukasz],
      [{ ...mine, contractId: other.contractId }, lukasz],
    ] as const) {
      const refused = await ids(path, c);
      expect([refused.statusCode, refused.json()]).toEqual([404, { code: 'not_found', message: 'Sign set not found.' }]);
    }

    await t.app.inject({ method: 'PUT', url: `/offer/SetViewedOnByParty?${partyQuery(lukasz)}` });
    expect((await sign(lukasz, 'Łukasz Pe')).statusCode).toBe(200);
    expect((await ids(mine, lukasz)).json()).toMatchObject({ isPartySigned: true, hasPendingSignature: true });

    const list = await t.as('owner', { url: `/offer/GetOfferPartiesByContract/${o.contractId}` });
    expect(list.statusCode).toBe(200);
    const byId = new Map(list.json().map((p: { partyId: number; signStatus: number; viewedOn: string | null }) => [p.partyId, p]));
    expect(byId.get(o.first)).toMatchObject({
      name: 'Łukasz Buyerp',
      signStatus: PartySignStatus.Signed,
      viewedOn: expect.stringMatching(/^\d{4}-/),
    });
    expect(byId.get(o.second)).toMatchObject({ signStatus: PartySignStatus.NotSigned, viewedOn: null });
    expect(byId.get(o.noEmail)).toMatchObject({ signStatus: PartySignStatus.NotApplicable, viewedOn: null });
    expect((await sign(maria, 'Maria Pe')).statusCode).toBe(200);
    expect((await ids(mine, lukasz)).json()).toMatchObject({ isPartySigned: true, hasPendingSignature: false });
    for (const agent of ['other', 'stranger'] as const) {
      expect((await t.as(agent, { url: `/offer/GetOfferPartiesByContract/${o.contractId}` })).statusCode).toBe(404);
    }
  });

  it('downloads every document of the offer in its newest state (the signed copies) and the certificates of completed sets in one PDF, to its owner only', async () => {
    const o = await readyOffer('r');
    const draft = await t.as('owner', { url: `/offer/downloadAllDocuments/${o.offerId}` });
    expect([draft.statusCode, draft.headers['content-type'], draft.headers['content-disposition']]).toEqual([
      200,
      'application/pdf',
      `attachment; filename="Offer ${o.offerId} documents.pdf"; filename*=UTF-8''Offer%20${o.offerId}%20documents.pdf`,
    ]);
    const draftPages = await pagesOf(draft.rawPayload);
    expect(draftPages).toBeGreaterThanOrEqual(o.documents.length);

    const set = (await share(o, { signingOrder: SigningOrder.AllTogether })).json();
    for (const [email, name] of [
      ['lukasz.r@example.test', 'Łukasz Ar'],
      ['maria.r@example.test', 'Maria Ar'],
    ]) {
      const [link] = await linksTo(email);
      expect((await sign(link, name)).statusCode).toBe(200);
    }
    // Signed, not stamped yet: the documents as they stand, no certificate.
    const signed = await t.as('owner', { url: `/offer/downloadAllDocuments/${o.offerId}` });
    expect(await pagesOf(signed.rawPayload)).toBe(draftPages);
    expect(await t.stampSigned(set.id)).toEqual([set.id]);
    const all = await t.as('owner', { url: `/offer/downloadAllDocuments/${o.offerId}` });
    expect(all.statusCode).toBe(200);
    const certificate = await t.as('owner', { url: `/offer/DownloadOfferCertificate/${set.id}` });
    expect(await pagesOf(all.rawPayload)).toBe(draftPages + (await pagesOf(certificate.rawPayload)));
    const text = (await pdfText(all.rawPayload)).pages.join('\n');
    for (const needle of ['Łukasz Ar', 'Maria Ar', 'Certificate of Completion', `Sign set ${set.id}`]) expect(text).toContain(needle);

    for (const agent of ['other', 'stranger'] as const) {
      expect((await t.as(agent, { url: `/offer/downloadAllDocuments/${o.offerId}` })).statusCode).toBe(404);
    }
    const empty = await t.as('owner', { method: 'POST', url: '/offer/createoffer', payload: VALID_DRAFT });
    const none = await t.as('owner', { url: `/offer/downloadAllDocuments/${empty.json().id}` });
    expect([none.statusCode, none.json().message]).toEqual([409, 'The offer has no documents.']);
  });
});
