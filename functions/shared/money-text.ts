/**
 * Amounts in text the functions write (invoice lines, ledger explanations): dollars with thousands
 * separators and two decimals, as every screen shows them — 481460 → "$4,814.60", -250 → "-$2.50".
 */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Integer cents as an exact decimal string ("90071992547409.91"): cents / 100 as a float is not exact. */
const exactDollars = (cents: number): string => {
  const whole = BigInt(Math.trunc(cents));
  const size = whole < 0n ? -whole : whole;
  return `${whole < 0n ? '-' : ''}${size / 100n}.${String(size % 100n).padStart(2, '0')}`;
};

// Intl formats a decimal string exactly (ES2023), so amounts near 2^53 cents read right too.
export const formatUsd = (cents: number): string => usd.format(exactDollars(cents) as `${number}`);

/** The same without the sign of the currency, for arithmetic shown in a receipt: 481460 → "4,814.60". */
export const formatUsdNumber = (cents: number): string =>
  formatUsd(Math.abs(cents)).replace('$', cents < 0 ? '-' : '');
