import dayjs from 'dayjs';

/** Dates M/D/YY h:mma (seed 000 §9): "3/7/26 9:05am". */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value == null || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.format('M/D/YY h:mma') : '';
}
