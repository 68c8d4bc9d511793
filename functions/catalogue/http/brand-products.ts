import * as z from 'zod/mini';
import * as contracts from '../../../contracts/brand-products';
import { listV1Products, updateV1Product } from '../../../contracts/public-api';
import { requestActor } from '../../identity';
import { defineRoute } from '../../shared/http/api-handler';
import { createBrandFeatureHandler } from '../../shared/http/brand-feature-handler';
import { cursorSchema, encodeCursor } from '../../shared/http/page-cursor';
import { bulkUpdateProducts } from '../bulk-update-products';
import { getBrandOrThrow } from '../entities/brand';
import { getImportJobOrThrow, getLatestImportJob } from '../entities/import-job';
import { listProductsOfBrand, listProductsPageOfBrand } from '../entities/product';
import { requestImport } from '../request-import';
import { setCommissionForAll } from '../set-commission-for-all';
import { cancelProductRateCut } from '../set-product-rate';
import { updateProductDetails } from '../update-product-details';
import { updateProductSettings } from '../update-product-settings';
import { deleteProduct } from '../write-against-availability';

/** A page of v1 products continues after a product of the key's brand: the cursor carries its sort key. */
const v1ProductsQuery = z.extend(listV1Products.query, {
  cursor: cursorSchema(z.strictObject({ sk: z.string().check(z.regex(/^PRODUCT#[\w:.-]{1,120}$/)) })),
});

export const handler = createBrandFeatureHandler({
  /** My Products: the catalogue with settings and link counts, and the store state (one call). */
  'GET /api/brand/products': defineRoute(contracts.listBrandProducts, async ({ caller }) => {
    const brand = await getBrandOrThrow(caller.brandId);
    const [products, latestImport] = await Promise.all([
      listProductsOfBrand(brand.id),
      getLatestImportJob(brand.id),
    ]);
    return {
      body: {
        store: {
          connected: brand.store_connected,
          platform: brand.store_platform,
          name: brand.store_name,
          importable: brand.store_connected && brand.store_platform === 'shopify',
        },
        products,
        // After a reload the screen still shows a running import's progress or why the last one failed.
        latest_import: latestImport,
      },
    };
  }),
  'POST /api/brand/products/import': defineRoute(contracts.requestProductImport, async ({ caller }) => ({
    status: 202,
    body: { job: await requestImport(await getBrandOrThrow(caller.brandId)) },
  })),
  'GET /api/brand/products/import/{jobId}': defineRoute(
    contracts.getProductImport,
    async ({ caller, params }) => ({
      body: { job: await getImportJobOrThrow(caller.brandId, params.jobId) },
    }),
  ),
  'PUT /api/brand/products/commission': defineRoute(
    contracts.setCommissionForAll,
    async ({ caller, body, event }) => ({
      body: {
        updated: await setCommissionForAll(
          caller.brandId,
          body.commission_percentage,
          await requestActor(caller, event),
        ),
        commission_percentage: body.commission_percentage,
      },
    }),
  ),
  /** Bulk actions: each product its own transaction; the answer says what succeeded and what failed. */
  'POST /api/brand/products/bulk': defineRoute(
    contracts.bulkUpdateProducts,
    async ({ caller, body, event }) => ({
      body: await bulkUpdateProducts(caller.brandId, body, await requestActor(caller, event)),
    }),
  ),
  'PATCH /api/brand/products/{productId}': defineRoute(
    contracts.updateProductDetails,
    async ({ caller, params, body }) => ({
      body: {
        product: await updateProductDetails(caller.brandId, params.productId, body),
      },
    }),
  ),
  'PATCH /api/brand/products/{productId}/settings': defineRoute(
    contracts.updateProductSettings,
    async ({ caller, params, body, event }) => ({
      body: {
        product: await updateProductSettings(
          caller.brandId,
          params.productId,
          body,
          await requestActor(caller, event),
        ),
      },
    }),
  ),
  // Issue 22: the brand's products for an API key with products:read, a page at a time.
  'GET /api/v1/products': defineRoute(
    listV1Products,
    async ({ caller, query }) => {
      const page = await listProductsPageOfBrand(caller.brandId, query.limit, query.cursor?.sk);
      return {
        body: {
          products: page.products,
          next_cursor: page.nextSk ? encodeCursor({ sk: page.nextSk }) : null,
        },
      };
    },
    { query: v1ProductsQuery },
  ),
  // Issue 22: the same edit for an API key with products:write, on the key's brand's products only.
  'PATCH /api/v1/products/{productId}': defineRoute(
    updateV1Product,
    async ({ caller, params, body, event }) => ({
      body: {
        product: await updateProductSettings(
          caller.brandId,
          params.productId,
          body,
          await requestActor(caller, event),
        ),
      },
    }),
  ),
  'DELETE /api/brand/products/{productId}': defineRoute(
    contracts.deleteProduct,
    async ({ caller, params }) => {
      await deleteProduct(caller.brandId, params.productId);
      return { status: 204 };
    },
  ),
  /** A commission cut announced and not yet in force, withdrawn (set-product-rate.ts). */
  'DELETE /api/brand/products/{productId}/pending-rate': defineRoute(
    contracts.cancelProductRateCut,
    async ({ caller, params, event }) => ({
      body: {
        product: await cancelProductRateCut(
          caller.brandId,
          params.productId,
          await requestActor(caller, event),
        ),
      },
    }),
  ),
});
