/** My Products (spec 2.4): the brand's catalogue, its import from the store, commissions and settings. */
import * as z from 'zod/mini';
import { rolesFor } from './brand-roles';
import { productCategories, storePlatforms } from './constants';
import { defineContract, noBody } from './http';
import { importJob, product } from './shapes';

const commission = z.number({ error: 'Please enter a valid commission rate between 0-100%' }).check(
  z.gte(0, 'Please enter a valid commission rate between 0-100%'),
  z.lte(100, 'Please enter a valid commission rate between 0-100%'),
  z.refine(
    (value) =>
      Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-9,
    {
      message: 'Use at most two decimals',
    },
  ),
);

export const productIdParams = z.object({ productId: z.string().check(z.minLength(1), z.maxLength(64)) });
export const jobIdParams = z.object({ jobId: z.string().check(z.minLength(1), z.maxLength(64)) });

export const commissionForAllSchema = z.object({ commission_percentage: commission });

export const productDetailsSchema = z
  .partial(
    z.strictObject({
      name: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, 'Name is required'),
          z.maxLength(200, 'Name must be at most 200 characters'),
        ),
      description: z.string().check(z.maxLength(5000, 'Description must be at most 5000 characters')),
      price_cents: z
        .number({ error: 'Price must be a number' })
        .check(
          z.int('Price must be whole cents'),
          z.gte(0, 'Price cannot be negative'),
          z.lte(100_000_000, 'Price is too high'),
        ),
      category: z.enum(productCategories, { error: 'Choose a category from the list' }),
    }),
  )
  .check(z.refine((input) => Object.keys(input).length > 0, { message: 'Nothing to update' }));

export const productSettingsSchema = z
  .partial(
    z.strictObject({
      commission_percentage: commission,
      available_to_influencers: z.boolean({ error: 'Must be true or false' }),
      sample_eligible: z.boolean({ error: 'Must be true or false' }),
      sample_available: z.boolean({ error: 'Must be true or false' }),
      sample_credits: z
        .number({ error: 'Sample credits must be a number' })
        .check(
          z.int('Sample credits must be a whole number'),
          z.gte(0, 'Sample credits cannot be negative'),
          z.lte(100_000, 'Sample credits are too high'),
        ),
      promotional_guidelines: z.nullable(
        z.string().check(z.maxLength(5000, 'Guidelines must be at most 5000 characters')),
      ),
    }),
  )
  .check(z.refine((input) => Object.keys(input).length > 0, { message: 'Nothing to update' }));

/** At most this many products per bulk request: each is its own transaction, within the API's time limit. */
export const BULK_PRODUCTS_MAX = 250;
export const bulkProductActions = ['make_available', 'pause', 'set_commission'] as const;
export type BulkProductAction = (typeof bulkProductActions)[number];

/**
 * Bulk actions on My Products: the selected ids and one action; 'set_commission' takes the rate the
 * single edit takes (the same schema), the others take none.
 */
export const bulkProductActionSchema = z
  .strictObject({
    action: z.enum(bulkProductActions, { error: 'Choose Make available, Pause or Set commission' }),
    product_ids: z
      .array(productIdParams.shape.productId, { error: 'Select at least one product' })
      .check(
        z.minLength(1, 'Select at least one product'),
        z.maxLength(BULK_PRODUCTS_MAX, `Select at most ${BULK_PRODUCTS_MAX} products at a time`),
      ),
    commission_percentage: z.optional(commission),
  })
  .check(
    z.refine((input) => input.action !== 'set_commission' || input.commission_percentage !== undefined, {
      message: 'Please enter a valid commission rate between 0-100%',
      path: ['commission_percentage'],
    }),
    z.refine((input) => input.action === 'set_commission' || input.commission_percentage === undefined, {
      message: 'Only Set commission takes a commission rate',
      path: ['commission_percentage'],
    }),
  );

const productBody = z.object({ product });
const jobBody = z.object({ job: importJob });

export const listBrandProducts = defineContract({
  method: 'GET',
  path: '/api/brand/products',
  auth: 'brand',
  roles: rolesFor.reading,
  summary: 'The catalogue with settings and link counts, the store state and the latest import',
  responses: {
    200: z.object({
      store: z.object({
        connected: z.boolean(),
        platform: z.nullable(z.enum(storePlatforms)),
        name: z.nullable(z.string()),
        /** Only a connected Shopify store can be imported from. */
        importable: z.boolean(),
      }),
      products: z.array(product),
      latest_import: z.nullable(importJob),
    }),
  },
});

export const requestProductImport = defineContract({
  method: 'POST',
  path: '/api/brand/products/import',
  auth: 'brand',
  roles: rolesFor.program,
  summary: "Starts importing the connected store's products (runs in the background)",
  responses: { 202: jobBody },
});

export const getProductImport = defineContract({
  method: 'GET',
  path: '/api/brand/products/import/{jobId}',
  auth: 'brand',
  roles: rolesFor.reading,
  summary: "An import's progress",
  params: jobIdParams,
  responses: { 200: jobBody },
});

export const setCommissionForAll = defineContract({
  method: 'PUT',
  path: '/api/brand/products/commission',
  auth: 'brand',
  roles: rolesFor.program,
  summary: 'Sets one commission on every product',
  body: commissionForAllSchema,
  responses: { 200: z.object({ updated: z.number(), commission_percentage: z.number() }) },
});

export const updateProductDetails = defineContract({
  method: 'PATCH',
  path: '/api/brand/products/{productId}',
  auth: 'brand',
  roles: rolesFor.program,
  summary: "Edits a product's name, description, price or category",
  params: productIdParams,
  body: productDetailsSchema,
  responses: { 200: productBody },
});

export const updateProductSettings = defineContract({
  method: 'PATCH',
  path: '/api/brand/products/{productId}/settings',
  auth: 'brand',
  roles: rolesFor.program,
  summary: "Edits a product's commission, availability and sample settings",
  params: productIdParams,
  body: productSettingsSchema,
  responses: { 200: productBody },
});

export const deleteProduct = defineContract({
  method: 'DELETE',
  path: '/api/brand/products/{productId}',
  auth: 'brand',
  roles: rolesFor.program,
  summary: 'Deletes a product',
  params: productIdParams,
  responses: { 204: noBody },
});

export const listProductLinks = defineContract({
  method: 'GET',
  path: '/api/brand/products/{productId}/links',
  auth: 'brand',
  roles: rolesFor.reading,
  summary: "'Links (n)': each referral link's creator, clicks, conversions, sales and conversion rate",
  params: productIdParams,
  responses: {
    200: z.object({
      product_id: z.string(),
      links: z.array(
        z.object({
          id: z.string(),
          referral_code: z.string(),
          creator_id: z.string(),
          creator_username: z.string(),
          creator_avatar_url: z.nullable(z.string()),
          clicks: z.number(),
          conversions: z.number(),
          total_sales_cents: z.number(),
          conversion_rate: z.number(),
          created_at: z.string(),
        }),
      ),
    }),
  },
});

export const bulkUpdateProducts = defineContract({
  method: 'POST',
  path: '/api/brand/products/bulk',
  auth: 'brand',
  roles: rolesFor.program,
  summary:
    'Makes available, pauses or sets the commission of many products, each in its own transaction; answers what succeeded and what failed and why',
  body: bulkProductActionSchema,
  responses: {
    200: z.object({
      action: z.enum(bulkProductActions),
      /** The products changed, as they are now. */
      succeeded: z.array(product),
      /**
       * The ids that were not changed, each with the reason: another brand's or unknown (not_found), or
       * not reached within the request's time (not_attempted: send them again).
       */
      failed: z.array(z.object({ product_id: z.string(), code: z.string(), message: z.string() })),
    }),
  },
});

/** Withdraws a commission cut announced and not yet in force (docs/architecture.md section 5, "Terms"). */
export const cancelProductRateCut = defineContract({
  method: 'DELETE',
  path: '/api/brand/products/{productId}/pending-rate',
  auth: 'brand',
  roles: rolesFor.program,
  summary: "Cancels the product's announced commission cut before it takes effect",
  params: productIdParams,
  responses: { 200: productBody },
});
