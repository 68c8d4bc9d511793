import * as z from 'zod/mini';

/**
 * Issue 36, leaked codes: a brand asked for a change to a creator's code in its Shopify store — a
 * rotation (a new code; the old one deactivated after `graceHours`) or Shopify's once-per-customer limit.
 * The store is called by the ChangeStoreDiscountCode consumer: no API function opens store tokens.
 */
export const discountCodeChangeRequestedV1 = z.object({
  version: z.literal(1),
  creatorId: z.string().check(z.minLength(1)),
  brandId: z.string().check(z.minLength(1)),
  change: z.enum(['rotate', 'once_per_customer']),
  /** The code's text when the brand asked: a change to a code that has changed since is dropped. */
  code: z.string().check(z.minLength(1)),
});

export type DiscountCodeChangeRequestedV1 = z.infer<typeof discountCodeChangeRequestedV1>;

export const discountCodeChangeRequestedExample: DiscountCodeChangeRequestedV1 = {
  version: 1,
  creatorId: '6f1c2a9e-0d1b-4c55-9a57-2d1d6b0c8f10',
  brandId: 'br_01JD0000000000000000000000',
  change: 'rotate',
  code: 'avareviews',
};
