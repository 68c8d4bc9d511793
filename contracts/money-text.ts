/**
 * Money as people read it: the one formatter of integer cents, for the web's screens and for the text
 * the functions write (invoice lines, ledger explanations), so an amount reads the same everywhere:
 * dollars with thousands separators and two decimals, the minus before the sign of the currency —
 * 481460 → "$4,814.60", -250 → "-$2.50". Free of zod and of any module: the web's entry chunk and the
 * server's plumbing (functions/shared/money-text.ts) both import it.
 */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usdWhole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/**
 * Integer cents as an exact decimal string without separators: 1999 → "19.99", -250 → "-2.50". Cents / 100
 * as a float is not exact (near 2^53 cents it loses the cents), so the division is done on a BigInt.
 * Also what a price field shows for editing.
 */
export const centsToDecimal = (cents: number): string => {
  const whole = BigInt(Math.trunc(cents));
  const size = whole < 0n ? -whole : whole;
  return `${whole < 0n ? '-' : ''}${size / 100n}.${String(size % 100n).padStart(2, '0')}`;
};

// Intl formats a decimal string exactly (ES2023), so amounts near 2^53 cents read right too.
/** 1999 → "$19.99", 481460 → "$4,814.60", -250 → "-$2.50", 0 → "$0.00". */
export const formatUsd = (cents: number): string => usd.format(centsToDecimal(cents) as `${number}`);

/** Whole dollars without cents, cents only when there are some: 2500 → "$25", 250050 → "$2,500.50". */
export const formatUsdShort = (cents: number): string =>
  cents % 100 === 0 ? usdWhole.format(centsToDecimal(cents) as `${number}`) : formatUsd(cents);

/** Without the sign of the currency, for arithmetic shown in a receipt: 481460 → "4,814.60". */
export const formatUsdNumber = (cents: number): string =>
  formatUsd(Math.abs(cents)).replace('$', cents < 0 ? '-' : '');

/** A chart's axis labels (short, one decimal above a thousand): 9500 → "$95", 123400 → "$1.2K", "$3.4M". */
export const formatUsdCompact = (cents: number): string => {
  const dollars = cents / 100;
  if (dollars >= 1_000_000) return `$${(dollars / 1_000_000).toFixed(1)}M`;
  if (dollars >= 1_000) return `$${(dollars / 1_000).toFixed(1)}K`;
  return `$${Math.round(dollars)}`;
};
