import * as z from 'zod/mini';
import { productCategories } from '../../../contracts/constants';
import { brandDirectoryQuery } from '../../../contracts/creator-brands';
import { indexKeys } from '../../shared/data/keys';
import { cursorSchema } from '../../shared/http/page-cursor';

/** A page of the brands directory (index `directory`, by lower-cased name) starts after this key. */
const brandDirectoryKey = z.strictObject({
  pk: z.string().check(z.regex(/^BRAND#[\w-]{1,64}$/)),
  sk: z.literal('BRAND'),
  gsi2pk: z.literal(indexKeys.connectedBrands),
  gsi2sk: z.string().check(z.minLength(1), z.maxLength(300)),
});

const productKey = {
  pk: z.string().check(z.regex(/^BRAND#[\w-]{1,64}$/)),
  sk: z.string().check(z.regex(/^PRODUCT#[\w-]{1,64}$/)),
  gsi2sk: z.string().check(z.minLength(1), z.maxLength(200)),
};

/**
 * Issue 34: filtered by category or commission, a page walks the available products (Explore's indexes:
 * the marketplace, or one category) and shows their brands; it starts after one of those keys.
 */
export const marketKey = z.strictObject({ ...productKey, gsi2pk: z.literal(indexKeys.marketplace) });
export const categoryKey = z.strictObject({ ...productKey, category: z.enum(productCategories) });

/** The contract's query with the opaque cursor decoded into a key of the brands directory. */
export const brandDirectoryServerQuery = z.extend(brandDirectoryQuery, {
  cursor: cursorSchema(z.union([brandDirectoryKey, marketKey, categoryKey])),
});

export type BrandDirectoryQuery = z.output<typeof brandDirectoryServerQuery>;
