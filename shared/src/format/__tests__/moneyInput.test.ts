import { digitsOnly, formatMoneyInput, moneyCaretPosition, sanitizeMoneyInput } from '..';

describe('money input', () => {
  it.each([
    ['425000', '425000'],
    ['425,000.5', '425000.5'],
    ['$1,234.567', '1234.56'],
    ['12a3', '123'],
    ['1.2.3', '1.23'],
    ['.5', '0.5'],
    ['007', '7'],
    ['', ''],
    ['1234567890123456', '123456789012'],
  ])('sanitize %p → %p', (typed, raw) => expect(sanitizeMoneyInput(typed)).toBe(raw));

  it.each([
    ['1234567.5', '1,234,567.5'],
    ['1000', '1,000'],
    ['999', '999'],
    ['12.', '12.'],
    ['', ''],
    [425000.5, '425,000.5'],
  ])('format %p → %p', (raw, shown) => expect(formatMoneyInput(raw)).toBe(shown));

  it('keeps the caret after the same digits', () => {
    expect(moneyCaretPosition('1,234', 2)).toBe(3);
    expect(moneyCaretPosition('1,234', 4)).toBe(5);
    expect(moneyCaretPosition('1,234', 0)).toBe(0);
  });

  it('digits only', () => {
    expect(digitsOnly('19a75x', 4)).toBe('1975');
    expect(digitsOnly('123', 2)).toBe('12');
  });
});
