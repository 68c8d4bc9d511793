import * as z from 'zod';
import type { MarketplaceKey } from '../shared/data/entities/product';
import { indexKeys } from '../shared/data/keys';

/**
 * The page cursor is the index key of the last product shown, as opaque base64url JSON. It is checked
 * field by field on the way back in: it can only ever point into the marketplace listing.
 */
const keyShape = z
  .object({
    pk: z.string().regex(/^BRAND#[\w-]{1,64}$/),
    sk: z.string().regex(/^PRODUCT#[\w-]{1,64}$/),
    gsi2pk: z.literal(indexKeys.marketplace),
    gsi2sk: z.string().min(1).max(200),
  })
  .strict();

export const encodeCursor = (key: MarketplaceKey): string =>
  Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');

const INVALID = 'This page link is not valid. Please start from the first page.';

/** `?cursor=` absent or empty is the first page (undefined); anything else must decode. */
export const cursorSchema = z
  .string({ error: INVALID })
  .max(600, INVALID)
  .optional()
  .transform((value, ctx): MarketplaceKey | undefined => {
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
      ctx.addIssue({ code: 'custom', message: INVALID });
      return z.NEVER;
    }
    return parsed.data;
  });
