/** The offer's sharing settings: reviewer, reminder schedule, customised reminders, auto-forward and the share waiting for review. */
import { PartyRole, Side } from '@offerdesk/shared/domain';
import type { Reviewer } from '@offerdesk/shared/contract';
import type { Db } from '../../db/db';

const REVIEWER_COLUMNS = `id as "offerId", reviewer_first_name as "reviewerFirstName", reviewer_last_name as "reviewerLastName",
  reviewer_email as "reviewerEmail", reviewer_message as "reviewerMessage"`;

export const findReviewer = (db: Db, offerId: number) =>
  db.one<Reviewer>(`select ${REVIEWER_COLUMNS} from offers where id = $1`, [offerId]);

export const setReviewer = async (db: Db, offerId: number, r: Omit<Reviewer, 'offerId'>) =>
  (await db.one<Reviewer>(
    `update offers set reviewer_first_name = $2, reviewer_last_name = $3, reviewer_email = $4, reviewer_message = $5, updated_on = now()
      where id = $1 returning ${REVIEWER_COLUMNS}`,
    [offerId, r.reviewerFirstName, r.reviewerLastName, r.reviewerEmail, r.reviewerMessage],
  ))!;

export const setReviewerMessage = (db: Db, offerId: number, message: string | null) =>
  db.query('update offers set reviewer_message = $2 where id = $1', [offerId, message]);

export interface ReminderSchedule {
  sendReminder: boolean;
  reminderInDays: number | null;
  remindTime: string | null;
}

export const setReminderSchedule = (db: Db, offerId: number, s: ReminderSchedule) =>
  db.query('update offers set send_reminder = $2, reminder_in_days = $3, remind_time = $4::time, updated_on = now() where id = $1', [
    offerId,
    s.sendReminder,
    s.reminderInDays,
    s.remindTime,
  ]);

/** The share an offer sent for review goes out with once accepted (null: none waiting). */
export const setReviewShare = (db: Db, offerId: number, share: object | null) =>
  db.query('update offers set review_share = $2::jsonb where id = $1', [offerId, share === null ? null : JSON.stringify(share)]);

/** Auto-forward after the buyers sign: a flag of the offer's seller-side agents. */
export const setAutoForward = (db: Db, offerId: number, enabled: boolean) =>
  db.query(
    'update offer_parties set auto_forward_after_buyer_sign = $2 where offer_id = $1 and side_id = $3 and role_id = any($4::int[])',
    [offerId, enabled, Side.seller, [PartyRole.InhouseAgent, PartyRole.OutsideAgent]],
  );

export interface ReminderPartyRow {
  partyId: number;
  reminderSubject: string;
  reminderMessage: string;
}

export const reminderPartiesOf = (db: Db, offerId: number) =>
  db.query<ReminderPartyRow>(
    'select party_id as "partyId", reminder_subject as "reminderSubject", reminder_message as "reminderMessage" from offer_reminder_parties where offer_id = $1',
    [offerId],
  );

export async function upsertReminderParties(db: Db, offerId: number, rows: readonly ReminderPartyRow[]): Promise<void> {
  for (const r of rows) {
    await db.query(
      `insert into offer_reminder_parties (offer_id, party_id, reminder_subject, reminder_message) values ($1, $2, $3, $4)
       on conflict (offer_id, party_id) do update set reminder_subject = excluded.reminder_subject, reminder_message = excluded.reminder_message, updated_on = now()`,
      [offerId, r.partyId, r.reminderSubject, r.reminderMessage],
    );
  }
}
