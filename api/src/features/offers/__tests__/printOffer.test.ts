/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { PDFDocument } from 'pdf-lib';
import { PARTY_LINK_HEADER } from '@offerdesk/shared/contract';
import { pdfText } from '../../../../../scripts/pdfText';
import { issuePartyLink } from '../../portal/partyLinks';
import { tokenOf } from '../../../__tests__/helpers/portalWorld';
import { signingApp, type ReadyOffer } from '../../../__tests__/helpers/signingWorld';
import { ENGINES } from '../../../__tests__/helpers/testDb';

// Printing renders each document of the contract.
jest.setTimeout(120_000);

describe.each(ENGINES)('POST /offer/PrintOffer on %s', (engine) => {
  const { t, readyOffer } = signingApp(engine);
  const linkOf = async (o: ReadyOffer, partyId: number) => tokenOf(await issuePartyLink(t.testDb.db, { offerId: o.offerId, partyId }));
  const print = (token: string, body: object) =>
    t.app.inject({ method: 'POST', url: '/offer/PrintOffer', headers: { [PARTY_LINK_HEADER]: token }, payload: body });
  const displayIdOf = async (offerId: number) =>
    (await t.testDb.db.one<{ d: string }>('select display_id as d from offers where id = $1', [offerId]))!.d;

  it("answers a party the offer's documents as one PDF after the cover page", async () => {
    const o = await readyOffer('print');
    const res = await print(await linkOf(o, o.first), { contractId: o.contractId, offerId: o.offerId, externalPartyId: o.first });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/pdf/);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPageCount()).toBeGreaterThan(1);
    // Titled by the address, never by the display id (it reads like a token).
    expect(pdf.getTitle()).toBe('Offer for 742 N Evergreen Dr, Springfield');
    const cover = (await pdfText(res.rawPayload)).pages[0];
    expect(cover).toContain('Offer for 742 N Evergreen Dr, Springfield');
    expect(cover).not.toContain(await displayIdOf(o.offerId));
  });

  it('prints the cover dates as the screens show them: MM/DD/YY, the deadline time in ha, never ISO text (seed 001 §9)', async () => {
    const o = await readyOffer('printdates');
    await t.testDb.db.query(
      `update offers set closing_date = '2026-12-15', acceptance_deadline_date = '2026-12-02', acceptance_deadline_time = '17:00' where id = $1`,
      [o.offerId],
    );
    const res = await print(await linkOf(o, o.first), { contractId: o.contractId, offerId: o.offerId, externalPartyId: o.first });
    expect(res.statusCode).toBe(200);
    const cover = (await pdfText(res.rawPayload)).pages[0];
    expect(cover).toMatch(/Acceptance deadline\s*12\/02\/26 5pm/);
    expect(cover).toMatch(/Close of escrow\s*12\/15\/26/);
    expect(cover).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it("answers a stranger's token 404 without any of the offer's data", async () => {
    const o = await readyOffer('printa');
    const other = await readyOffer('printb');
    const displayId = await displayIdOf(o.offerId);
    const body = { contractId: o.contractId, offerId: o.offerId, externalPartyId: o.first };
    for (const [token, partyId] of [
      [await linkOf(other, other.first), other.first],
      [await linkOf(other, other.first), o.first],
      ['A'.repeat(43), o.first],
    ] as const) {
      const res = await print(token, { ...body, externalPartyId: partyId });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).not.toContain(displayId);
      expect(res.body).not.toContain('%PDF');
      expect(res.body).not.toMatch(/Buyerprinta|lukasz\.printa/);
    }
  });
});
