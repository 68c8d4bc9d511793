import { countShopifyProducts, listShopifyProducts } from '../integrations/shopify';
import { decryptSecret } from '../shared/crypto/secret-box';
import { getBrand, getSealedStoreToken } from '../shared/data/entities/brand';
import { finishImportJob, recordImportProgress, startImportJob } from '../shared/data/entities/import-job';
import { categoryFromStore, upsertImportedProduct } from '../shared/data/entities/product';
import { log } from '../shared/log';

const PAGE_SIZE = 25;

/**
 * Imports every active product of the brand's Shopify store, page by page (Admin GraphQL), upserting
 * by shopify_product_id and recording progress on the job after each page. Runs once per job: a repeated
 * delivery finds the job already started and stops.
 */
export const importStoreProducts = async (brandId: string, jobId: string): Promise<void> => {
  const brand = await getBrand(brandId);
  const sealed = await getSealedStoreToken(brandId);
  if (!brand?.store_connected || brand.store_platform !== 'shopify' || !brand.shop_domain || !sealed) {
    if (await startImportJob(brandId, jobId, 0)) {
      await finishImportJob(brandId, jobId, {
        status: 'failed',
        error: 'Please connect your Shopify store first',
      });
    }
    return;
  }
  const connection = {
    shop: brand.shop_domain,
    accessToken: await decryptSecret(sealed, { purpose: 'store-token', brandId }),
    scope: '',
  };
  let total: number;
  try {
    total = await countShopifyProducts(connection);
  } catch (error) {
    log.error('product import could not reach the store', { brandId, jobId, error });
    if (await startImportJob(brandId, jobId, 0)) {
      await finishImportJob(brandId, jobId, {
        status: 'failed',
        error: 'Could not reach your Shopify store.',
      });
    }
    return;
  }
  if (!(await startImportJob(brandId, jobId, total))) {
    log.info('import already started; repeated event ignored', { brandId, jobId });
    return;
  }
  try {
    let cursor: string | undefined;
    do {
      const page = await listShopifyProducts(connection, cursor, PAGE_SIZE);
      let created = 0;
      for (const product of page.products) {
        const result = await upsertImportedProduct(brandId, {
          shopifyProductId: product.shopifyProductId,
          handle: product.handle,
          name: product.title,
          description: product.description,
          priceCents: product.priceCents,
          category: categoryFromStore(product.productType),
          imageUrl: product.imageUrl,
        });
        if (result.created) created++;
      }
      await recordImportProgress(brandId, jobId, page.products.length, created);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    await finishImportJob(brandId, jobId, { status: 'succeeded' });
  } catch (error) {
    log.error('product import failed', { brandId, jobId, error });
    await finishImportJob(brandId, jobId, {
      status: 'failed',
      error: 'Failed to import products. Check the store connection and try again.',
    });
  }
};
