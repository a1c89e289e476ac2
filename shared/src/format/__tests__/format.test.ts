import { badgeText, formatDateTime, formatPrice, formatThousands } from '..';

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
    ['2026-03-07T09:05:00', '3/7/26 9:05am'],
    ['2026-11-22T15:30:00', '11/22/26 3:30pm'],
    ['not a date', ''],
    [null, ''],
  ])('date %p → %s', (v, s) => expect(formatDateTime(v)).toBe(s));

  it.each([
    [0, ''],
    [7, '7'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('badge %i → %s', (n, s) => expect(badgeText(n)).toBe(s));
});
