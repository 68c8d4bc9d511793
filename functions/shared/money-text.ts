/**
 * Amounts in text the functions write (invoice lines, ledger explanations): the one money formatter,
 * shared with the web's screens (contracts/money-text.ts) — 481460 → "$4,814.60", -250 → "-$2.50".
 */
export { formatUsd, formatUsdNumber } from '../../contracts/money-text';
