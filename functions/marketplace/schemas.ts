import * as z from 'zod/mini';
import { productCategories } from '../shared/data/entities/product';
import { limitSchema, searchSchema } from '../shared/http/page-cursor';
import { marketplaceCursorSchema } from './cursor';

export const MARKETPLACE_PAGE_DEFAULT = 24;
export const MARKETPLACE_PAGE_MAX = 48;
export const MARKETPLACE_SEARCH_MAX = 100;

/**
 * ?cursor=&limit=&search=&category= — an empty cursor is the first page; an empty search or category
 * is none. The search matches product name, brand name or category, case-insensitive.
 */
export const marketplaceQuery = z.object({
  cursor: marketplaceCursorSchema,
  limit: limitSchema(MARKETPLACE_PAGE_DEFAULT, MARKETPLACE_PAGE_MAX),
  search: searchSchema(MARKETPLACE_SEARCH_MAX),
  category: z.pipe(
    z.optional(
      z.union([z.literal(''), z.enum(productCategories, { error: 'Choose a category from the list' })], {
        error: 'Choose a category from the list',
      }),
    ),
    z.transform((value) => value || undefined),
  ),
});
