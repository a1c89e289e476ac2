import { badgeText, formatCreatedOn, formatDateTime, formatDay, formatDeadline, formatLongDate, formatPrice, formatThousands } from '..';

describe('formatters', () => {
  it.each([
    [425000, '$425,000'],
    [1234567.5, '$1,234,568'],
    [0, '$0'],
    [null, ''],
  ])('price %p → %s', (v, s) => expect(formatPrice(v)).toBe(s));

  it.each([
    [1234567.891, '1,234,567.89'],
    [1000, '1,000'],
    [12.5, '12.5'],
  ])('thousands %p → %s', (v, s) => expect(formatThousands(v)).toBe(s));

  it.each([
    ['2026-03-07T09:05:00', '03/07/26 9:05am'],
    ['2026-11-22T15:30:00', '11/22/26 3:30pm'],
    ['not a date', ''],
    [null, ''],
  ])('date with time (MM/DD/YY h:mma) %p → %s', (v, s) => expect(formatDateTime(v)).toBe(s));

  it.each([
    ['2026-03-07T09:05:00', '3/7/26 9:05am'],
    ['2026-11-22T15:30:00', '11/22/26 3:30pm'],
  ])("the offers list's Created date (M/D/YY h:mma) %p → %s", (v, s) => expect(formatCreatedOn(v)).toBe(s));

  it.each([
    ['2026-12-15', '12/15/26'],
    ['2026-03-07T09:05:00.000Z', '03/07/26'],
    [null, ''],
  ])('day (MM/DD/YY) %p → %s', (v, s) => expect(formatDay(v)).toBe(s));

  it.each([
    ['2026-12-02T17:00:00.000Z', '12/02/26 5pm'],
    ['2026-12-01T09:00:00.000Z', '12/01/26 9am'],
    ['2026-12-01T17:30:00.000Z', '12/01/26 5:30pm'],
    ['not a date', ''],
    [null, ''],
  ])('deadline (time in ha) in UTC %p → %s', (v, s) => expect(formatDeadline(v, { utc: true })).toBe(s));

  it('reads a deadline in the screen’s own time zone unless told UTC', () => {
    expect(formatDeadline('2026-12-02T17:00')).toBe('12/02/26 5pm');
  });

  it('formats long dates as LLLL', () => {
    expect(formatLongDate('2026-12-02T17:00:00.000Z', { utc: true })).toBe('Wednesday, December 2, 2026 5:00 PM');
    expect(formatLongDate('')).toBe('');
  });

  it.each([
    [0, ''],
    [7, '7'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('badge %i → %s', (n, s) => expect(badgeText(n)).toBe(s));
});
