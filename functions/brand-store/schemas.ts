import * as z from 'zod';
import { type StorePlatform, storePlatforms } from '../shared/data/entities/brand';

const otherPlatforms = storePlatforms.filter((platform) => platform !== 'shopify') as [
  Exclude<StorePlatform, 'shopify'>,
  ...Exclude<StorePlatform, 'shopify'>[],
];

const missingStore = 'Please enter your store domain or URL';

export const beginShopifySchema = z.object({
  shop: z.string({ error: missingStore }).trim().min(1, missingStore).max(255, 'Store domain is too long'),
});

export const connectOtherStoreSchema = z
  .object({
    platform: z.enum(otherPlatforms, { error: 'Choose a store platform' }),
    store_url: z.string().trim().max(255, 'Store URL is too long').optional().default(''),
    store_name: z.string().trim().max(120, 'Store name is too long').optional(),
  })
  .refine((input) => input.platform === 'other' || input.store_url.length > 0, {
    message: missingStore,
    path: ['store_url'],
  });
