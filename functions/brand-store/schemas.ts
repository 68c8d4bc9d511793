import * as z from 'zod/mini';
import { type StorePlatform, storePlatforms } from '../shared/data/entities/brand';

const otherPlatforms = storePlatforms.filter((platform) => platform !== 'shopify') as [
  Exclude<StorePlatform, 'shopify'>,
  ...Exclude<StorePlatform, 'shopify'>[],
];

const missingStore = 'Please enter your store domain or URL';

export const beginShopifySchema = z.object({
  shop: z
    .string({ error: missingStore })
    .check(z.trim(), z.minLength(1, missingStore), z.maxLength(255, 'Store domain is too long')),
});

export const connectOtherStoreSchema = z
  .object({
    platform: z.enum(otherPlatforms, { error: 'Choose a store platform' }),
    store_url: z._default(
      z.optional(z.string().check(z.trim(), z.maxLength(255, 'Store URL is too long'))),
      '',
    ),
    store_name: z.optional(z.string().check(z.trim(), z.maxLength(120, 'Store name is too long'))),
  })
  .check(
    z.refine((input) => input.platform === 'other' || input.store_url.length > 0, {
      message: missingStore,
      path: ['store_url'],
    }),
  );
