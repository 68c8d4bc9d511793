import * as z from 'zod/mini';

/**
 * A brand asked to import its store's products (Sync Products); the import runs off the request path,
 * one store page per event: the consumer imports page `page` (from the store cursor recorded on the
 * job), records it on the job and announces the next page with this same event. `page` is an optional
 * addition to v1: an event without it means page 0, the first.
 */
export const productImportRequestedV1 = z.object({
  version: z.literal(1),
  brandId: z.string().check(z.minLength(1)),
  jobId: z.string().check(z.minLength(1)),
  page: z.optional(z.number().check(z.int(), z.gte(0))),
});

export type ProductImportRequestedV1 = z.infer<typeof productImportRequestedV1>;

export const productImportRequestedExample: ProductImportRequestedV1 = {
  version: 1,
  brandId: 'br_01JD0000000000000000000000',
  jobId: 'imp_01JD0000000000000000000000',
};
