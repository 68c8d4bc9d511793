import * as z from 'zod/mini';
import { indexKeys } from '../shared/data/keys';
import { cursorSchema, limitSchema, searchSchema } from '../shared/http/page-cursor';

export const BRAND_PAGE_DEFAULT = 24;
export const BRAND_PAGE_MAX = 48;
export const BRAND_SEARCH_MAX = 100;

/** A page of the brands directory (gsi2, by lower-cased name) starts after this key. */
const brandDirectoryKey = z.strictObject({
  pk: z.string().check(z.regex(/^BRAND#[\w-]{1,64}$/)),
  sk: z.literal('BRAND'),
  gsi2pk: z.literal(indexKeys.connectedBrands),
  gsi2sk: z.string().check(z.minLength(1), z.maxLength(300)),
});

/** ?search=&cursor=&limit= — 'Search brands...' matches brand name or description, case-insensitive. */
export const brandDirectoryQuery = z.object({
  search: searchSchema(BRAND_SEARCH_MAX),
  cursor: cursorSchema(brandDirectoryKey),
  limit: limitSchema(BRAND_PAGE_DEFAULT, BRAND_PAGE_MAX),
});

export type BrandDirectoryQuery = z.output<typeof brandDirectoryQuery>;
