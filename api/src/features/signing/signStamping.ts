/**
 * Stamping after the signature (docs/domain/signing.md#stamping-after-the-signature): a signature
 * keeps its marks and queues a job; this stamps them. One transaction with the set's row locked
 * (two API instances, a retry and the kick after the signature are serialized per set; a job that
 * dies leaves nothing half-written): every kept mark not stamped yet, in the order the signers
 * signed, stamped into the copies, each with its `signSet.stamped` event; then, once every signer
 * has signed and every mark is stamped, the set's completion. A rerun finds nothing to do.
 */
import { DocumentState, SignerStatus } from '@offerdesk/shared/domain';
import type { Db } from '../../db/db';
import { DEFAULT_LINK_BASES, type LinkBases } from '../../config';
import { databaseDocumentStore as store } from '../../files/documentStore';
import { pdfWork } from '../../pdf/pdfPool';
import type { SealKey } from '../../pdf/sealPdf';
import { recordActivity } from '../offers/activitiesRepo';
import { replaceDocumentCopy } from './signSetFilesRepo';
import {
  lastSignatureOfSet,
  markMarksStamped,
  setsOfOfferWithUnstampedMarks,
  setsWithUnstampedMarks,
  unstampedMarks,
  type PendingMarks,
} from './signSetMarksRepo';
import { documentsToStamp, lockSignSetForSigning, signersOfSet } from './signingRepo';
import { completeSignSet } from './signSetCompletion';
import { signatureSlot } from './signatureSlots';

/** The sets whose signatures a completion may follow (a voided set is never completed). */
const COMPLETABLE: readonly number[] = [DocumentState.Shared, DocumentState.PendingSignature];

/** One signer's marks stamped into each document holding its holders; its event. */
async function stampOne(tx: Db, set: { id: number; offerId: number }, pending: PendingMarks): Promise<void> {
  const documents: Array<{ documentId: number; sha256: string }> = [];
  for (const doc of (await documentsToStamp(tx, set.id, pending.partyId)).filter((d) => d.fields.length)) {
    const pdf = await pdfWork('stampSignatures', (await store.get(tx, doc.fileId))!, doc.fields, pending.marks);
    const file = await store.put(tx, pdf, 'application/pdf');
    await replaceDocumentCopy(tx, set.id, doc.documentId, file.id);
    documents.push({ documentId: doc.documentId, sha256: file.sha256 });
  }
  await recordActivity(tx, {
    offerId: set.offerId,
    actorPartyId: pending.partyId,
    action: 'signSet.stamped',
    details: { signSetId: set.id, documents },
  });
}

/** Stamps the set's pending marks and completes it when due; whether it changed anything. */
export const stampSignedMarks = (db: Db, sealKey: () => SealKey, signSetId: number, linkBaseUrl: LinkBases = DEFAULT_LINK_BASES) =>
  signatureSlot(() =>
    db.tx(async (tx) => {
      const set = await lockSignSetForSigning(tx, signSetId);
      if (!set) return false;
      const pending = await unstampedMarks(tx, signSetId);
      for (const marks of pending) await stampOne(tx, set, marks);
      const stampedIds = pending.map((m) => m.id);
      if (stampedIds.length) await markMarksStamped(tx, stampedIds);
      const waiting = (await signersOfSet(tx, signSetId)).some((s) => s.signStatus === SignerStatus.NotSigned);
      const last = await lastSignatureOfSet(tx, signSetId);
      if (waiting || !last || !COMPLETABLE.includes(set.status)) return pending.length > 0;
      await completeSignSet(tx, set, sealKey, last, linkBaseUrl);
      return true;
    }),
  );

/** Stamps every set with pending marks (the worker when it starts, tests); the ids of the sets it changed. */
export async function stampAllPending(db: Db, sealKey: () => SealKey, linkBaseUrl: LinkBases = DEFAULT_LINK_BASES): Promise<number[]> {
  const changed: number[] = [];
  for (const id of await setsWithUnstampedMarks(db)) if (await stampSignedMarks(db, sealKey, id, linkBaseUrl)) changed.push(id);
  return changed;
}

/**
 * Stamps every set of the offer with pending marks, each completed when due (before sellers are
 * seated: a set whose signers all signed is completed, not joined); the ids of the sets it changed.
 */
export async function stampPendingOfOffer(
  db: Db,
  sealKey: () => SealKey,
  offerId: number,
  linkBaseUrl: LinkBases = DEFAULT_LINK_BASES,
): Promise<number[]> {
  const changed: number[] = [];
  for (const id of await setsOfOfferWithUnstampedMarks(db, offerId))
    if (await stampSignedMarks(db, sealKey, id, linkBaseUrl)) changed.push(id);
  return changed;
}

/**
 * Stamps a set as soon as this process can, after the signature's transaction committed; errors are
 * logged and the queued job is the durable backup. A set kicked while its stamping runs is stamped
 * once more after it (not twice at once).
 */
export function stampingKick(stamp: (signSetId: number) => Promise<unknown>, onError: (error: Error) => void) {
  const running = new Map<number, { again: boolean }>();
  const run = (signSetId: number) => {
    const state = { again: false };
    running.set(signSetId, state);
    stamp(signSetId)
      .catch((error: Error) => onError(error))
      .finally(() => {
        running.delete(signSetId);
        if (state.again) run(signSetId);
      });
  };
  return (signSetId: number) => {
    const current = running.get(signSetId);
    if (current) current.again = true;
    else setImmediate(() => (running.get(signSetId) ? (running.get(signSetId)!.again = true) : run(signSetId)));
  };
}
