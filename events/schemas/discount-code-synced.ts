import * as z from 'zod/mini';

/**
 * The brand's store answered for an approved code (the DiscountCodeApproved consumer): the code was
 * created there (shoppers can use it now) or could not be (it stays unusable). Pages that show the
 * creator's usable codes (their storefront, issue 34) are refreshed on it.
 */
export const discountCodeSyncedV1 = z.object({
  version: z.literal(1),
  creatorId: z.string().check(z.minLength(1)),
  brandId: z.string().check(z.minLength(1)),
  outcome: z.enum(['created', 'failed']),
});

export type DiscountCodeSyncedV1 = z.infer<typeof discountCodeSyncedV1>;

export const discountCodeSyncedExample: DiscountCodeSyncedV1 = {
  version: 1,
  creatorId: '6f1c2a9e-0d1b-4c55-9a57-2d1d6b0c8f10',
  brandId: 'br_01JD0000000000000000000000',
  outcome: 'created',
};
