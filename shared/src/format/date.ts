import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(localizedFormat);

/**
 * Every date and time the screens, documents, mails and printed pages show (docs/domain/offers.md, "How dates and
 * times are shown"): dates MM/DD/YY, date with time MM/DD/YY h:mma, deadline times ha, long dates LLLL; the offers
 * list's Created date M/D/YY h:mma. Nothing shows an ISO text.
 */
export const DATE_FORMATS = {
  dateTime: 'MM/DD/YY h:mma',
  /** The offers list's Created date. */
  createdOn: 'M/D/YY h:mma',
  day: 'MM/DD/YY',
  /** A deadline on the hour: '12/02/26 5pm'. */
  deadline: 'MM/DD/YY ha',
  /** A deadline off the hour keeps its minutes (the picker steps by 15): '12/01/26 5:30pm'. */
  deadlineWithMinutes: 'MM/DD/YY h:mma',
  long: 'LLLL',
} as const;

type DateValue = string | number | Date | null | undefined;

/**
 * Where the instant is read: in the screen's own time zone, or in UTC where no viewer's zone is
 * known (the API's printed pages; the offer's deadline is kept as a UTC wall-clock time).
 */
export interface DateFormatOptions {
  utc?: boolean;
}

function parse(value: DateValue, options?: DateFormatOptions): dayjs.Dayjs | null {
  if (value == null || value === '') return null;
  const d = options?.utc ? dayjs.utc(value) : dayjs(value);
  return d.isValid() ? d : null;
}

/** A date with its time, MM/DD/YY h:mma: "03/07/26 9:05am". */
export function formatDateTime(value: DateValue, options?: DateFormatOptions): string {
  return parse(value, options)?.format(DATE_FORMATS.dateTime) ?? '';
}

/** An offer card's Created date, M/D/YY h:mma: "3/7/26 9:05am". */
export function formatCreatedOn(value: DateValue): string {
  return parse(value)?.format(DATE_FORMATS.createdOn) ?? '';
}

/** A calendar date as MM/DD/YY ('2026-12-15' → '12/15/26'); '' for none. */
export const formatDay = (iso: string | null | undefined): string =>
  iso && dayjs(iso.slice(0, 10)).isValid() ? dayjs(iso.slice(0, 10)).format(DATE_FORMATS.day) : '';

/** An acceptance deadline: '12/02/26 5pm' on the hour, '12/01/26 5:30pm' otherwise; '' for none. */
export function formatDeadline(value: DateValue, options?: DateFormatOptions): string {
  const d = parse(value, options);
  if (!d) return '';
  return d.format(d.minute() === 0 ? DATE_FORMATS.deadline : DATE_FORMATS.deadlineWithMinutes);
}

/** A long date (LLLL): 'Wednesday, December 2, 2026 5:00 PM'. */
export function formatLongDate(value: DateValue, options?: DateFormatOptions): string {
  return parse(value, options)?.format(DATE_FORMATS.long) ?? '';
}
