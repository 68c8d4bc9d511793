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

/**
 * "48.00" → 4800, digit by digit (no float in between). Shopify's amounts have two decimals; a third
 * non-zero digit would be a fraction of a cent we cannot represent, so it is refused, not rounded.
 */
export const moneyCents = z.pipe(
  z.string().check(z.regex(/^\d+(?:\.\d{1,2}0*)?$/, 'Expected an amount like "48.00"')),
  z.transform((amount) => {
    const [whole = '0', fraction = ''] = amount.split('.');
    return Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  }),
);

/** A timestamp with any offset ("2026-11-20T05:00:00-05:00") → ISO UTC, so consumers compare strings. */
export const isoTime = z.pipe(
  z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'Expected a timestamp')),
  z.transform((value) => new Date(value).toISOString()),
);

/** A shopper e-mail as attribution compares it: trimmed, lower-cased; blank or absent → null. */
export const normalEmail = (value: string | null | undefined): string | null =>
  value?.trim().toLowerCase() || null;
