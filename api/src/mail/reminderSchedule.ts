/**
 * The reminder schedule of an offer: every N days (1–999) at a time of day, counted from the day
 * the signer was asked. Times are UTC (an offer has no time zone of its own). An offer without a
 * stored schedule reminds every 2 days at 08:00 (the default of docs/domain/mail.md, "Reminders"). 08:00 lies before the
 * 09:00–18:00 an agent may type: the range bounds the input, not the default, so a stored time
 * is used as it is, and only days out of range are brought back into 1–999.
 */
export const DEFAULT_REMINDER_DAYS = 2;
export const DEFAULT_REMIND_TIME = '08:00';
export const REMINDER_DAYS_MIN = 1;
export const REMINDER_DAYS_MAX = 999;
export const REMIND_TIME_MIN = '09:00';
export const REMIND_TIME_MAX = '18:00';
export const DEFAULT_REMINDER_SUBJECT = 'Reminder: You have documents to sign';
export const DEFAULT_REMINDER_MESSAGE = 'Please respond to this email.';

export interface ReminderSchedule {
  everyDays: number;
  /** Minutes after midnight UTC. */
  minuteOfDay: number;
}

const DAY_MS = 86_400_000;

/** "HH:MM" or "HH:MM:SS" (a Postgres time) to minutes after midnight; undefined when it is not a time. */
export function minuteOfDay(time: string): number | undefined {
  const m = /^([01]\d|2[0-3]):([0-5]\d)(:[0-5]\d(\.\d+)?)?$/.exec(time.trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : undefined;
}

/** Whether an agent may choose this time in the input (09:00–18:00). */
export const isRemindTimeInRange = (time: string) => {
  const minute = minuteOfDay(time);
  return minute !== undefined && minute >= minuteOfDay(REMIND_TIME_MIN)! && minute <= minuteOfDay(REMIND_TIME_MAX)!;
};

/** The offer's schedule, or null when it sends no reminders. Missing values take the defaults. */
export function reminderSchedule(offer: {
  sendReminder: boolean;
  reminderInDays: number | null;
  remindTime: string | null;
}): ReminderSchedule | null {
  if (!offer.sendReminder) return null;
  const days = offer.reminderInDays ?? DEFAULT_REMINDER_DAYS;
  const everyDays = Math.min(REMINDER_DAYS_MAX, Math.max(REMINDER_DAYS_MIN, Math.trunc(days)));
  const stored = offer.remindTime ? minuteOfDay(offer.remindTime) : undefined;
  return { everyDays, minuteOfDay: stored ?? minuteOfDay(DEFAULT_REMIND_TIME)! };
}

/** The k-th reminder slot (k ≥ 1): k·N days after the day the signer was asked, at the time. */
export function reminderSlot(askedOn: Date, s: ReminderSchedule, k: number): Date {
  const day = Date.UTC(askedOn.getUTCFullYear(), askedOn.getUTCMonth(), askedOn.getUTCDate());
  return new Date(day + k * s.everyDays * DAY_MS + s.minuteOfDay * 60_000);
}

/** The latest slot at or before `now`, or null before the first. Slots missed while nothing ran are not sent one by one: only the latest. */
export function dueSlot(askedOn: Date, s: ReminderSchedule, now: Date): Date | null {
  const first = reminderSlot(askedOn, s, 1);
  if (now < first) return null;
  const k = 1 + Math.floor((now.getTime() - first.getTime()) / (s.everyDays * DAY_MS));
  return reminderSlot(askedOn, s, k);
}

/** The first slot after `now`. */
export function nextReminder(askedOn: Date, s: ReminderSchedule, now: Date): Date {
  const due = dueSlot(askedOn, s, now);
  return due ? new Date(due.getTime() + s.everyDays * DAY_MS) : reminderSlot(askedOn, s, 1);
}
