import dayjs from 'dayjs';

/** Dates and times as every screen shows them, M/D/YY h:mma: "3/7/26 9:05am". */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value == null || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.format('M/D/YY h:mma') : '';
}

/** A calendar date as MM/DD/YY ('2026-12-15' → '12/15/26'); '' for none. */
export const formatDay = (iso: string | null | undefined): string =>
  iso && dayjs(iso.slice(0, 10)).isValid() ? dayjs(iso.slice(0, 10)).format('MM/DD/YY') : '';
