import * as z from 'zod/mini';

/** A brand asked to import its store's products (Sync Products); the import runs off the request path. */
export const productImportRequestedV1 = z.object({
  version: z.literal(1),
  brandId: z.string().check(z.minLength(1)),
  jobId: z.string().check(z.minLength(1)),
});

export type ProductImportRequestedV1 = z.infer<typeof productImportRequestedV1>;

export const productImportRequestedExample: ProductImportRequestedV1 = {
  version: 1,
  brandId: 'br_01JD0000000000000000000000',
  jobId: 'imp_01JD0000000000000000000000',
};
