/**
 * The demo store's order arithmetic, in integer cents (money becomes a "9.60" string only in the
 * payload, as Shopify's REST API writes it): a percentage discount, its split over the lines, and the
 * share of a line's net amount a partial refund returns.
 */

/** `fraction` of `cents`, rounded half-up to the cent (0.1 of 9,599 → 960). */
export const percentOf = (cents: number, fraction: number): number =>
  // Through basis points of a cent, so 0.1 * 4800 is exactly 480 and not 479.99999…
  Math.floor((cents * Math.round(fraction * 1_000_000)) / 1_000_000 + 0.5);

/**
 * Splits `total` cents over `weights` in proportion (largest remainder), so the parts are whole cents and
 * always add up to `total` exactly — as Shopify's discount_allocations add up to the order's discount.
 */
export const allocateProportionally = (total: number, weights: readonly number[]): number[] => {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (sum <= 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((acc, part) => acc + part, 0);
  // The cents lost to flooring go to the largest remainders (earlier lines first on a tie).
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left--;
  }
  return parts;
};

/**
 * What refunding `quantity` more units of a line returns, when `alreadyRefunded` units were refunded
 * before: the line's net (price x qty − its discount) prorated by units, computed on the running total so
 * that refunding every unit, in any number of refunds, returns the line's net exactly.
 */
export const refundSubtotal = (
  line: { netCents: number; quantity: number },
  alreadyRefunded: number,
  quantity: number,
): number => {
  const upTo = (units: number) => Math.floor((line.netCents * units) / line.quantity + 0.5);
  return upTo(alreadyRefunded + quantity) - upTo(alreadyRefunded);
};

/** "9.60": cents as Shopify REST money strings (always two decimals, no currency symbol). */
export const money = (cents: number): string => (cents / 100).toFixed(2);

/** A money string's cents ("9.60" → 960). */
export const cents = (amount: string): number => Math.round(Number(amount) * 100);

/**
 * The demo store's fixed exchange rates (units of each currency per US dollar, in millionths), for the
 * presentment side of a multi-currency checkout: a shopper may pay in EUR while the shop's books (its
 * shop_money) stay in the shop's currency, as Shopify Markets does.
 */
const RATES_PER_USD_MILLIONTHS: Record<string, number> = {
  USD: 1_000_000,
  EUR: 920_000,
  GBP: 790_000,
  CAD: 1_360_000,
  AUD: 1_520_000,
  JPY: 150_000_000,
};

export const presentmentCurrencies = Object.keys(RATES_PER_USD_MILLIONTHS);

/** `cents` of `from` in `to`, rounded half-up to the cent (an unknown currency is taken at par). */
export const convertCents = (cents: number, from: string, to: string): number => {
  if (from === to) return cents;
  const fromRate = RATES_PER_USD_MILLIONTHS[from] ?? 1_000_000;
  const toRate = RATES_PER_USD_MILLIONTHS[to] ?? 1_000_000;
  return Number((BigInt(cents) * BigInt(toRate) * 2n + BigInt(fromRate)) / (2n * BigInt(fromRate)));
};
