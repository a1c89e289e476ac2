/**
 * Money inputs: numeric text only, shown with thousands separators, at most 2
 * decimals. The form keeps the raw text ("425000.5"); the input shows "425,000.5".
 */

/** Typed text → raw money text: digits and one dot, at most 2 decimals, no leading zeros, at most 12 integer digits. */
export function sanitizeMoneyInput(typed: string): string {
  let s = typed.replace(/[^\d.]/g, '');
  const dot = s.indexOf('.');
  if (dot >= 0) s = s.slice(0, dot + 1) + s.slice(dot + 1).replace(/\./g, '');
  let [int, dec] = s.split('.') as [string, string | undefined];
  int = int.replace(/^0+(?=\d)/, '').slice(0, 12);
  if (dec !== undefined) {
    dec = dec.slice(0, 2);
    return `${int || '0'}.${dec}`;
  }
  return int;
}

/** Raw money text → display text with thousands separators ("1234567.5" → "1,234,567.5"). */
export function formatMoneyInput(raw: string | number | null | undefined): string {
  if (raw == null || raw === '') return '';
  const s = String(raw);
  const [int, dec] = s.split('.') as [string, string | undefined];
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return dec !== undefined ? `${grouped}.${dec}` : grouped;
}

/** Where the caret goes in the display text so that it stays after the same number of digits/dots. */
export function moneyCaretPosition(display: string, significantBefore: number): number {
  if (significantBefore <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < display.length; i++) {
    if (display[i] !== ',') seen++;
    if (seen === significantBefore) return i + 1;
  }
  return display.length;
}

/** Digits only, cut to a maximum length (year built: 4, inspection days: 2). */
export const digitsOnly = (typed: string, max: number): string => typed.replace(/\D/g, '').slice(0, max);
