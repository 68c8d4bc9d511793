import { type ProductCategory, productCategories } from '../../contracts/constants';
import {
  countShopifyProducts,
  listShopifyProducts,
  ShopifyAuthError,
  type ShopifyConnection,
} from '../integrations';
import { decryptSecret } from '../shared/crypto/secret-box';
import { log } from '../shared/log';
import { outboxEvent } from '../shared/outbox/outbox-event';
import { getBrand, getSealedStoreToken } from './entities/brand';
import { importJob } from './entities/import-job';
import { MAX_PAGE_ATTEMPTS } from './import-progress';
import { beginImportPage, completeImportPage, failImportJob } from './record-import-progress';
import { upsertImportedProduct } from './upsert-imported-product';

/** Store category names ("Beauty", "Home & Garden") → the spec's categories; anything else is 'other'. */
export const categoryFromStore = (productType: string): ProductCategory => {
  const normalized = productType.trim().toLowerCase();
  return (productCategories as readonly string[]).includes(normalized)
    ? (normalized as ProductCategory)
    : 'other';
};

export const PAGE_SIZE = 25;

export const NOT_CONNECTED_ERROR = 'Please connect your Shopify store first';
export const TOKEN_REJECTED_ERROR =
  'Your Shopify store no longer accepts this connection. Reconnect the store, then run Sync again.';
export const storeFailedError = (page: number) =>
  `Your Shopify store did not answer while importing page ${page + 1}. Check the store connection and run Sync again.`;

const connectionOf = async (brandId: string): Promise<ShopifyConnection | undefined> => {
  const brand = await getBrand(brandId);
  const sealed = await getSealedStoreToken(brandId);
  if (!brand?.store_connected || brand.store_platform !== 'shopify' || !brand.shop_domain || !sealed) {
    return undefined;
  }
  return {
    shop: brand.shop_domain,
    accessToken: await decryptSecret(sealed, { purpose: 'store-token', brandId }),
    scope: '',
  };
};

/**
 * One step of an import: page `page` of the brand's active Shopify products (Admin GraphQL), upserted
 * by shopify_product_id. The page's counts, the store's cursor for the next page and the next page's
 * event are recorded in one transaction, so a step that times out or fails is simply tried again from
 * the page the job reached, and no page is imported into the counts twice. A step for a page the job
 * is not at (a repeated event) does nothing. A page that keeps failing ends the job `failed` with a
 * reason the brand sees; until then the error is thrown so the bus retries the step.
 */
export const importStorePage = async (brandId: string, jobId: string, page: number): Promise<void> => {
  const state = await beginImportPage(brandId, jobId, page);
  if (!state) {
    log.info('import step for a page the job is not at; ignored', { brandId, jobId, page });
    return;
  }
  if (state.attempts > MAX_PAGE_ATTEMPTS) {
    // Earlier tries ended without a word (timeouts): give up now rather than run forever.
    await failImportJob(brandId, jobId, storeFailedError(page));
    return;
  }
  const connection = await connectionOf(brandId);
  if (!connection) {
    await failImportJob(brandId, jobId, NOT_CONNECTED_ERROR);
    return;
  }
  try {
    // The store's product count, for the progress bar.
    if (page === 0) {
      const total = await countShopifyProducts(connection);
      await importJob.patch({ brandId, id: jobId }).set({ total }).go();
    }
    const result = await listShopifyProducts(connection, state.cursor, PAGE_SIZE);
    let created = 0;
    for (const product of result.products) {
      const upserted = await upsertImportedProduct(brandId, {
        shopifyProductId: product.shopifyProductId,
        handle: product.handle,
        name: product.title,
        description: product.description,
        priceCents: product.priceCents,
        category: categoryFromStore(product.productType),
        imageUrl: product.imageUrl,
        imageWidth: product.imageWidth,
        imageHeight: product.imageHeight,
      });
      if (upserted.created) created++;
    }
    const recorded = await completeImportPage(
      brandId,
      jobId,
      page,
      { processed: result.products.length, created, nextCursor: result.nextCursor },
      [outboxEvent('ProductImportRequested', { version: 1, brandId, jobId, page: page + 1 }).item],
    );
    if (!recorded) log.info('import page already recorded by another try', { brandId, jobId, page });
  } catch (error) {
    if (error instanceof ShopifyAuthError) {
      await failImportJob(brandId, jobId, TOKEN_REJECTED_ERROR);
      return;
    }
    if (state.attempts >= MAX_PAGE_ATTEMPTS) {
      log.error('product import failed; giving up', { brandId, jobId, page, error });
      await failImportJob(brandId, jobId, storeFailedError(page));
      return;
    }
    log.warn('product import page failed; the step will be retried', { brandId, jobId, page, error });
    throw error;
  }
};
