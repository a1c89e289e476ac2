/**
 * POST /offer/PrintOffer: the offer's documents in one PDF for a party or the reviewer — the
 * copies of a sign set when one is named, else the contract's documents as they stand — after
 * a cover page with the terms and the chosen counter offer's values.
 */
import type { PrintOfferBody } from '@offerdesk/shared/contract';
import { formatDay, formatDeadline } from '@offerdesk/shared/format';
import { pdfWork } from '../../pdf/pdfPool';
import type { Db } from '../../db/db';
import { notFound } from '../../http/errors';
import { listContractDocuments, offerOfContract } from '../documents/offerDocumentsRepo';
import { isSignSetOf } from '../signing/signingRepo';
import { currentDocumentPdf } from '../documents/currentDocument';
import { mergedSetPdf } from '../signing/signSetFilesService';
import { actingParty, isReviewerToken, type PortalCaller } from '../portal/partyLinks';
import { counterOffersOf, portalOffer, toPortalCounter } from '../portal/portalOfferService';

const money = (v: number | null) => (v === null ? '-' : `$${Math.round(v).toLocaleString('en-US')}`);
const text = (v: string | null) => v || '-';
// No reader's time zone is known here: the deadline prints in UTC, the zone its wall-clock time is kept in.
const deadline = (v: string | null) => text(formatDeadline(v, { utc: true }));

export async function printOffer(db: Db, caller: PortalCaller, body: PrintOfferBody): Promise<{ name: string; pdf: Uint8Array }> {
  const reviewer = caller.kind === 'link' && (await isReviewerToken(db, caller.token, body.offerId));
  const viewer = reviewer ? null : await actingParty(db, caller, body.offerId, body.externalPartyId);
  if ((await offerOfContract(db, body.contractId)) !== body.offerId) throw notFound('Contract not found.');
  const offer = await portalOffer(db, body.offerId, viewer, (p) => p, reviewer);
  let counter = null;
  if (body.counterOfferId != null) {
    const counters = (await counterOffersOf(db, body.offerId)).map(toPortalCounter);
    counter = counters.find((c) => c.id === body.counterOfferId);
    if (!counter) throw notFound('Counter offer not found.');
  }
  // Titled by the property, the words a party knows it by; the display id reads like a token (docs/domain/portal.md, "PrintOffer").
  const place = offer.streetAndCityAddress || offer.fullAddress || 'the property';
  const title = `Offer for ${place}`;
  const cover = {
    title: counter ? `${title} · Counter offer ${counter.number}` : title,
    address: offer.fullAddress,
    rows: [
      ['Price', money(offer.offerPrice), counter && money(counter.counterPrice)],
      ['Earnest money', money(offer.earnestMoneyDeposit), counter && money(counter.counterEarnestMoney)],
      ['Financing', text(offer.typeOfFinancing), counter && text(counter.counterFinancing)],
      ['Close of escrow', text(formatDay(offer.closingDate)), counter && text(formatDay(counter.counterCOE))],
      ['Acceptance deadline', deadline(offer.acceptanceDeadline), counter && deadline(counter.counterAcceptanceDeadLine)],
      ['Additional terms', text(offer.additionalTerms), counter && text(counter.counterTerms)],
    ] satisfies Array<[string, string, string | null]>,
  };
  const parts: Uint8Array[] = [];
  if (body.signSetId != null) {
    if (!(await isSignSetOf(db, body.signSetId, body.offerId, body.contractId))) throw notFound('Sign set not found.');
    parts.push(await mergedSetPdf(db, body.signSetId));
  } else {
    for (const doc of await listContractDocuments(db, body.contractId)) parts.push(await currentDocumentPdf(db, body.offerId, doc));
  }
  return { name: title, pdf: await pdfWork('mergePdfs', parts, title, cover) };
}
