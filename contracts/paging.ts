/** Query parameters every paged listing shares: an opaque cursor, a page size and a free-text search. */
import * as z from 'zod/mini';

export const INVALID_CURSOR = 'This page link is not valid. Please start from the first page.';

/**
 * `?cursor=` on the wire: an opaque string (absent or empty is the first page). The server decodes it
 * and checks it points into the listing asked for (functions/shared/http/page-cursor.ts).
 */
export const cursorParam = z.optional(
  z.string({ error: INVALID_CURSOR }).check(z.maxLength(600, INVALID_CURSOR)),
);

/** `?search=`: trimmed and lower-cased here (matching is case-insensitive); empty means no search. */
export const searchParam = (max: number) =>
  z.pipe(
    z.optional(
      z
        .string({ error: 'Search must be text' })
        .check(z.trim(), z.maxLength(max, `Search must be at most ${max} characters`)),
    ),
    z.transform((value) => value?.toLowerCase() ?? ''),
  );

/** `?limit=`: a whole number from 1 to max, default `fallback`. */
export const limitParam = (fallback: number, max: number) => {
  const message = `limit must be a whole number from 1 to ${max}`;
  return z._default(
    z.coerce.number({ error: message }).check(z.int(message), z.gte(1, message), z.lte(max, message)),
    fallback,
  );
};

/** A required id in a request body, with the field named in its message ("brand_id is required"). */
export const requiredId = (field: string) =>
  z.string({ error: `${field} is required` }).check(z.minLength(1, `${field} is required`), z.maxLength(64));

/** A product, addressed as creators see it: under its brand. */
export const productRefFields = { brand_id: requiredId('brand_id'), product_id: requiredId('product_id') };
