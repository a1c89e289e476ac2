/**
 * Reminders: every minute the worker sends each signer whose turn it is and who has not signed
 * the reminder of its latest due slot, once (the slot is claimed on the signer's row in the same
 * transaction as the mail, whose key names the slot too). Only the hash of a capability token is
 * stored, so a reminder cannot repeat the earlier link: it carries a fresh token, and the earlier
 * link stops working, as when a request is sent again.
 */
import { SignerStatus } from '@offerdesk/shared/domain';
import type { Db } from '../db/db';
import { newSignToken, signTokenHash } from '../auth/signToken';
import { partiesOfOffer } from '../features/parties/partiesRepo';
import { claimReminderSlot, reminderCandidates } from './reminderRepo';
import { setTokenHash } from '../features/signing/signSetsRepo';
import { OPEN_SIGN_SET_STATES, signLinkUrl } from '../features/signing/signingService';
import { enqueueMail } from './enqueueMail';
import { DEFAULT_REMINDER_MESSAGE, DEFAULT_REMINDER_SUBJECT, dueSlot, reminderSchedule } from './reminderSchedule';

/** Sends the reminders due at `now`; answers how many were queued. */
export async function sendDueReminders(db: Db, now: Date, signingLinkBaseUrl: string): Promise<number> {
  let sent = 0;
  for (const c of await reminderCandidates(db, OPEN_SIGN_SET_STATES, SignerStatus.NotSigned)) {
    const schedule = reminderSchedule(c);
    const slot = schedule && dueSlot(new Date(c.askedOn), schedule, now);
    if (!slot || (c.lastReminderSlot && new Date(c.lastReminderSlot) >= slot)) continue;
    const queued = await db.tx(async (tx) => {
      if (!(await claimReminderSlot(tx, c.signerId, slot, SignerStatus.NotSigned))) return false;
      const email = (await partiesOfOffer(tx, c.offerId)).find((p) => p.partyId === c.partyId)?.email;
      if (!email) return false;
      const token = newSignToken();
      await setTokenHash(tx, c.signSetId, c.partyId, signTokenHash(token));
      return enqueueMail(tx, {
        to: email,
        subject: c.reminderSubject || DEFAULT_REMINDER_SUBJECT,
        text: `${c.reminderMessage || DEFAULT_REMINDER_MESSAGE}\n\nOpen your documents: ${signLinkUrl(signingLinkBaseUrl, token, c.signSetId)}`,
        offerId: c.offerId,
        key: `reminder:${c.signSetId}:${c.partyId}:${slot.toISOString()}`,
      });
    });
    if (queued) sent++;
  }
  return sent;
}
