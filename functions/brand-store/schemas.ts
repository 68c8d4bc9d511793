import * as z from 'zod/mini';
import { type StorePlatform, storePlatforms } from '../shared/data/entities/brand';

const otherPlatforms = storePlatforms.filter((platform) => platform !== 'shopify') as [
  Exclude<StorePlatform, 'shopify'>,
  ...Exclude<StorePlatform, 'shopify'>[],
];

const missingStore = 'Please enter your store domain or URL';
const invalidStoreUrl = 'Enter your store address as a web address, e.g. https://shop.example.com';

/**
 * A store URL is where referral links send shoppers, so it must be a web address: http(s) only (no
 * javascript:, data: or other schemes), with a dotted host. A bare domain ("shop.example.com") is
 * taken as https. Returns the URL as stored, or undefined when it is not one.
 */
export const storeUrlOf = (typed: string): string | undefined => {
  // A scheme is "name:" not followed by a port ("shop.example.com:8080" is a bare host with a port).
  const text = /^[a-z][a-z0-9+.-]*:(?!\d+(\/|$))/i.test(typed) ? typed : `https://${typed}`;
  if (!/^https?:\/\//i.test(text) || /\s/.test(text) || !URL.canParse(text)) return undefined;
  const url = new URL(text);
  if (!url.hostname.includes('.') || url.username || url.password) return undefined;
  return text;
};

export const beginShopifySchema = z.object({
  shop: z
    .string({ error: missingStore })
    .check(z.trim(), z.minLength(1, missingStore), z.maxLength(255, 'Store domain is too long')),
});

export const connectOtherStoreSchema = z
  .object({
    platform: z.enum(otherPlatforms, { error: 'Choose a store platform' }),
    store_url: z._default(
      z.optional(
        z.pipe(
          z.string().check(
            z.trim(),
            z.maxLength(255, 'Store URL is too long'),
            z.refine((value) => value === '' || storeUrlOf(value) !== undefined, {
              message: invalidStoreUrl,
            }),
          ),
          z.transform((value) => (value === '' ? '' : (storeUrlOf(value) as string))),
        ),
      ),
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
