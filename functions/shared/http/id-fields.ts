import * as z from 'zod/mini';

/** A required id in a request body, with the field named in its message ("brand_id is required"). */
export const requiredId = (field: string) =>
  z.string({ error: `${field} is required` }).check(z.minLength(1, `${field} is required`), z.maxLength(64));

/** A product, addressed as creators see it: under its brand. */
export const productRefFields = { brand_id: requiredId('brand_id'), product_id: requiredId('product_id') };
