/**
 * Amounts in text the functions write (invoice lines, ledger explanations): dollars with thousands
 * separators and two decimals, as every screen shows them — 481460 → "$4,814.60", -250 → "-$2.50".
 */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const formatUsd = (cents: number): string => usd.format(cents / 100);

/** The same without the sign of the currency, for arithmetic shown in a receipt: 481460 → "4,814.60". */
export const formatUsdNumber = (cents: number): string =>
  (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
