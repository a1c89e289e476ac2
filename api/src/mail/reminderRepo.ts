/** The signers reminders go to, and the claim that sends a due slot once. */
import type { Db } from '../db/db';

export interface ReminderCandidate {
  signerId: number;
  signSetId: number;
  offerId: number;
  partyId: number;
  askedOn: Date;
  lastReminderSlot: Date | null;
  sendReminder: boolean;
  reminderInDays: number | null;
  remindTime: string | null;
  reminderSubject: string | null;
  reminderMessage: string | null;
}

/** Signers of open sets of offers that send reminders, asked (their turn came) and not yet signed or declined. */
export const reminderCandidates = (db: Db, openStates: readonly number[], notSigned: number) =>
  db.query<ReminderCandidate>(
    `select sp.id as "signerId", sp.sign_set_id as "signSetId", s.offer_id as "offerId", sp.party_id as "partyId",
            sp.asked_on as "askedOn", sp.last_reminder_slot as "lastReminderSlot",
            o.send_reminder as "sendReminder", o.reminder_in_days as "reminderInDays", o.remind_time::text as "remindTime",
            r.reminder_subject as "reminderSubject", r.reminder_message as "reminderMessage"
       from sign_set_parties sp
       join sign_sets s on s.id = sp.sign_set_id
       join offers o on o.id = s.offer_id
       left join offer_reminder_parties r on r.offer_id = s.offer_id and r.party_id = sp.party_id
      where o.send_reminder and s.status_id = any($1::int[]) and sp.sign_status = $2
        and sp.token_hash is not null and sp.asked_on is not null
      order by sp.id`,
    [openStates, notSigned],
  );

/** Takes the slot for this signer: true once per slot (a later run, or a second worker, finds it taken). */
export async function claimReminderSlot(db: Db, signerId: number, slot: Date, notSigned: number): Promise<boolean> {
  const rows = await db.query(
    `update sign_set_parties set last_reminder_slot = $2
      where id = $1 and sign_status = $3 and (last_reminder_slot is null or last_reminder_slot < $2) returning id`,
    [signerId, slot, notSigned],
  );
  return rows.length === 1;
}

/** The first time a signer is asked starts its reminder schedule. */
export async function markAsked(db: Db, signSetId: number, partyId: number): Promise<void> {
  await db.query('update sign_set_parties set asked_on = coalesce(asked_on, now()) where sign_set_id = $1 and party_id = $2', [
    signSetId,
    partyId,
  ]);
}
