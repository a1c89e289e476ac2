/**
 * The completion notice: when the last signer signs, every party of the sign set and the offer's
 * owner agent are told, once each (one mail per address; the keys name the set and the recipient).
 */
import type { Db } from '../db/db';
import { partiesOfOffer } from '../features/parties/partiesRepo';
import { offerOwnerContact } from '../features/portal/partyLinksRepo';
import { documentNamesOfSet, partyIdsOfSet } from '../features/signing/signingRepo';
import { enqueueMail } from './enqueueMail';

export const COMPLETION_SUBJECT = 'Completed: all parties have signed';

/** Queues the notices in the caller's transaction (the one that completes the set). */
export async function queueCompletionNotices(db: Db, signSetId: number, offerId: number): Promise<void> {
  const inSet = new Set(await partyIdsOfSet(db, signSetId));
  const documents = await documentNamesOfSet(db, signSetId);
  const owner = await offerOwnerContact(db, offerId);
  // One mail per address (an agent may be a party too): address (lower case) → address as written and who.
  const recipients = new Map<string, { to: string; who: string }>();
  const add = (to: string, who: string) => void (recipients.has(to.toLowerCase()) || recipients.set(to.toLowerCase(), { to, who }));
  for (const p of await partiesOfOffer(db, offerId)) if (inSet.has(p.partyId) && p.email) add(p.email, `party:${p.partyId}`);
  if (owner?.email) add(owner.email, 'owner');
  const text = `All parties have signed:\n${documents.map((n) => `- ${n}`).join('\n')}\n\nThe signed documents and the certificate of completion are in OfferDesk.`;
  for (const { to, who } of recipients.values()) {
    await enqueueMail(db, { to, subject: COMPLETION_SUBJECT, text, offerId, key: `signSetCompleted:${signSetId}:${who}` });
  }
}
