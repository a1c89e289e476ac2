/**
 * What a completed sign set does to its offer (docs/domain/offers.md, "A completed sign set moves the offer"): the step `completedSetStep`
 * gives for the set's signers and the offer's status (Buyer Signed, Seller Signed or Signing
 * Completed), through moveOfferStatus in the transaction of the last signature, with its activity.
 * It moves only from the statuses the step allows: run again (or for an offer already moved on) it
 * changes nothing, and it never refuses the signature that completed the set. After the buyers'
 * step, an offer whose seller agent was chosen for auto-forward goes on to that agent (autoForward.ts);
 * after the sellers' step, the seller agents get their link by mail.
 *
 * completeSignSet is what the stamping job (signStamping.ts) does once every signer has signed and
 * every mark is stamped: the copies sealed, the sealed package, the event, the certificate, the
 * offer moved and the completion notices queued, all in the job's transaction.
 */
import { AUTO_FORWARD_AFTER, completedSetStep, SIGNED_FLOW } from '@offerdesk/shared/domain';
import { DEFAULT_LINK_BASES, type LinkBases } from '../../config';
import type { Db } from '../../db/db';
import { lockOfferOfSignSet, signingPartiesOfSet } from './signingRepo';
import { autoForwardToSellerAgent } from './autoForward';
import { mailSellerAgentsSellersSigned } from '../offers/offerFlowService';
import { moveOfferStatus } from '../offers/offerTransition';
import { databaseDocumentStore as store } from '../../files/documentStore';
import { pdfWork } from '../../pdf/pdfPool';
import type { SealKey } from '../../pdf/sealPdf';
import { recordActivity } from '../offers/activitiesRepo';
import { queueCompletionNotices } from '../../mail/completionNotice';
import { mergedSetPdf } from './signSetFilesService';
import { keepCertificate, sealDocumentCopies } from './signSetSealing';
import { markSignSetCompleted } from './signingRepo';

/** Completes the set (in the caller's transaction, the set's row locked): `last` is the last signature, whose time is the completion's. */
export async function completeSignSet(
  tx: Db,
  set: { id: number; offerId: number },
  sealKey: () => SealKey,
  last: { partyId: number; signedOn: Date },
  linkBaseUrl: LinkBases = DEFAULT_LINK_BASES,
): Promise<void> {
  // Each document sealed (the copy every download serves), then the package of them all, sealed over the whole file.
  await sealDocumentCopies(tx, set.id, sealKey());
  const sealed = await store.put(tx, await pdfWork('sealPdf', await mergedSetPdf(tx, set.id), sealKey()), 'application/pdf');
  await markSignSetCompleted(tx, set.id, last.signedOn, sealed.id);
  await recordActivity(tx, {
    offerId: set.offerId,
    action: 'signSet.completed',
    details: { signSetId: set.id, sealedSha256: sealed.sha256 },
  });
  // The certificate lists the sealed copies and every event up to the completion, and is sealed too.
  await keepCertificate(tx, set.id, sealKey());
  await moveOfferOnCompletedSet(tx, set.id, last.partyId, linkBaseUrl);
  await queueCompletionNotices(tx, set.id, set.offerId);
}

/** Moves the offer of the completed set `signSetId` when its step may start; the status it moved to, else null. */
export async function moveOfferOnCompletedSet(
  tx: Db,
  signSetId: number,
  lastSignerPartyId: number,
  linkBaseUrl: LinkBases = DEFAULT_LINK_BASES,
): Promise<number | null> {
  const set = await lockOfferOfSignSet(tx, signSetId);
  if (!set || set.category !== 'Offer') return null;
  const signers = await signingPartiesOfSet(tx, signSetId);
  const step = completedSetStep(signers, set.statusId);
  if (!step) return null;
  const { from, to, what } = SIGNED_FLOW[step];
  await moveOfferStatus(tx, {
    offerId: set.offerId,
    from,
    to,
    what,
    action: `offer.${step}`,
    actorPartyId: lastSignerPartyId,
    details: { signSetId },
  });
  if (step === 'signedBySellers') await mailSellerAgentsSellersSigned(tx, set.offerId, lastSignerPartyId, linkBaseUrl);
  if (AUTO_FORWARD_AFTER.includes(step)) return (await autoForwardToSellerAgent(tx, set.offerId, signSetId, linkBaseUrl)) ?? to;
  return to;
}
