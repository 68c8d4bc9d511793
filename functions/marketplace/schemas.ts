import * as z from 'zod/mini';
import { cursorSchema } from './cursor';

export const MARKETPLACE_PAGE_DEFAULT = 24;
export const MARKETPLACE_PAGE_MAX = 48;

const LIMIT = `limit must be a whole number from 1 to ${MARKETPLACE_PAGE_MAX}`;

/** ?cursor=&limit= — an empty cursor is the first page. */
export const marketplaceQuery = z.object({
  cursor: cursorSchema,
  limit: z._default(
    z.coerce
      .number({ error: LIMIT })
      .check(z.int(LIMIT), z.gte(1, LIMIT), z.lte(MARKETPLACE_PAGE_MAX, LIMIT)),
    MARKETPLACE_PAGE_DEFAULT,
  ),
});
