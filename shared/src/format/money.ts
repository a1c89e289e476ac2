const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
const thousands = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Prices in whole US dollars: 425000.6 → "$425,001". Empty for null. */
export function formatPrice(value: number | null | undefined): string {
  if (value == null || Number.isNaN(value)) return '';
  return wholeDollars.format(Math.round(value));
}

/** Thousands separators, at most 2 decimals: 1234567.891 → "1,234,567.89". */
export function formatThousands(value: number | null | undefined): string {
  if (value == null || Number.isNaN(value)) return '';
  return thousands.format(value);
}
