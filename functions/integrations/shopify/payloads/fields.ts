/**
 * The field shapes Shopify's REST webhook payloads share, as zod/mini schemas (the webhook Lambda stays
 * small), and their normal forms: ids as strings, money as integer cents, times as ISO UTC.
 */
import * as z from 'zod/mini';

/** An id, however it arrived: a JSON number (exact below 2^53), or digits (json.ts quotes larger ones). */
export const shopifyId = z.pipe(
  z.union([z.string().check(z.regex(/^\d+$/, 'Expected a numeric id')), z.number().check(z.int(), z.gte(0))]),
  z.transform((value) => String(value)),
);

/** A money string as Shopify writes it ("48.00"): digits, at most two non-zero decimals. */
export const moneyText = z
  .string()
  .check(z.regex(/^\d+(?:\.\d{1,2}0*)?$/, 'Expected an amount like "48.00"'));

/**
 * "48.00" → 4800, digit by digit (no float in between). Shopify's amounts have two decimals; a third
 * non-zero digit would be a fraction of a cent we cannot represent, so it is refused (moneyText), not
 * rounded. An amount too large to be an exact integer number of cents (beyond 2^53) is null: the order
 * is kept for review rather than refused (Shopify would retry a refused delivery for ever).
 */
export const centsOf = (amount: string): number | null => {
  const [whole = '0', fraction = ''] = amount.split('.');
  const digits = `${whole.replace(/^0+(?=\d)/, '')}${fraction.slice(0, 2).padEnd(2, '0')}`;
  if (digits.length > 16) return null;
  const cents = Number(digits);
  return Number.isSafeInteger(cents) ? cents : null;
};

export const moneyCents = z.pipe(moneyText, z.transform(centsOf));

/**
 * Shopify's MoneyBag (`price_set`, `amount_set`, …): the amount in the shop's currency (`shop_money`)
 * and in the shopper's (`presentment_money`). The ledger reads shop_money only; a presentment currency
 * different from the shop's is an ordinary multi-currency checkout, so presentment_money is not read
 * (nor checked: an odd presentment amount must not refuse the order).
 */
export const moneyBag = z.object({
  /** currency_code absent (older payloads, fixtures): the order's currency. */
  shop_money: z.object({ amount: moneyText, currency_code: z.optional(z.string().check(z.length(3))) }),
});

/** A timestamp with any offset ("2026-11-20T05:00:00-05:00") → ISO UTC, so consumers compare strings. */
export const isoTime = z.pipe(
  z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'Expected a timestamp')),
  z.transform((value) => new Date(value).toISOString()),
);

/** A shopper e-mail as attribution compares it: trimmed, lower-cased; blank or absent → null. */
export const normalEmail = (value: string | null | undefined): string | null =>
  value?.trim().toLowerCase() || null;
