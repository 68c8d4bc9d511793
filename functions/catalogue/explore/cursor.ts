import * as z from 'zod/mini';
import { productCategories } from '../../../contracts/constants';
import { indexKeys } from '../../shared/data/keys';
import { cursorSchema } from '../../shared/http/page-cursor';

const productKey = {
  pk: z.string().check(z.regex(/^BRAND#[\w-]{1,64}$/)),
  sk: z.string().check(z.regex(/^PRODUCT#[\w-]{1,64}$/)),
  gsi2sk: z.string().check(z.minLength(1), z.maxLength(200)),
};

/** A page of the whole marketplace (index `directory`) starts after this key. */
const marketKey = z.strictObject({ ...productKey, gsi2pk: z.literal(indexKeys.marketplace) });
/** A page of one category (marketByCategory) starts after this key. */
const categoryKey = z.strictObject({ ...productKey, category: z.enum(productCategories) });

/**
 * The page cursor is the index key of the last product looked at, as opaque base64url JSON, checked
 * field by field on the way back in: it can only ever point into the marketplace listing.
 */
export const exploreCursorSchema = cursorSchema(z.union([marketKey, categoryKey]));

export type ExploreCursor = NonNullable<z.output<typeof exploreCursorSchema>>;
