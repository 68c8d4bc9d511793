import * as z from 'zod/mini';
import type { MarketplaceKey } from '../shared/data/entities/product';
import { indexKeys } from '../shared/data/keys';

/**
 * The page cursor is the index key of the last product shown, as opaque base64url JSON. It is checked
 * field by field on the way back in: it can only ever point into the marketplace listing.
 */
const keyShape = z.strictObject({
  pk: z.string().check(z.regex(/^BRAND#[\w-]{1,64}$/)),
  sk: z.string().check(z.regex(/^PRODUCT#[\w-]{1,64}$/)),
  gsi2pk: z.literal(indexKeys.marketplace),
  gsi2sk: z.string().check(z.minLength(1), z.maxLength(200)),
});

export const encodeCursor = (key: MarketplaceKey): string =>
  Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');

const INVALID = 'This page link is not valid. Please start from the first page.';

/** `?cursor=` absent or empty is the first page (undefined); anything else must decode. */
export const cursorSchema = z.pipe(
  z.optional(z.string({ error: INVALID }).check(z.maxLength(600, INVALID))),
  z.transform((value, ctx): MarketplaceKey | undefined => {
    if (!value) return undefined;
    let decoded: unknown;
    try {
      if (!/^[A-Za-z0-9_-]+$/.test(value)) throw new Error('not base64url');
      decoded = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    } catch {
      decoded = undefined;
    }
    const parsed = keyShape.safeParse(decoded);
    if (!parsed.success) {
      // zod/mini's transform context has no addIssue: push the issue as classic zod's addIssue would.
      ctx.issues.push({ code: 'custom', message: INVALID, input: value });
      return z.NEVER;
    }
    return parsed.data;
  }),
);
