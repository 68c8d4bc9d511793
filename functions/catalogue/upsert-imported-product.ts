import { createHash } from 'node:crypto';
import { DEFAULT_COMMISSION_PERCENTAGE, type ProductCategory } from '../../contracts/constants';
import { type ProductItem, product } from './entities/product';

/**
 * Imported products get an id derived from (brand, store product id), so re-running an import addresses
 * the same items: upsert by shopify_product_id, never a duplicate, without a read-before-write.
 */
export const importedProductId = (brandId: string, shopifyProductId: string): string =>
  `pr_${createHash('sha256').update(`${brandId}:shopify:${shopifyProductId}`).digest('hex').slice(0, 24)}`;

/**
 * Upserts one imported product: store-owned fields (name, description, price, image, handle, category)
 * follow the store; the brand's settings (commission, availability, samples) are set only on first import.
 */
export const upsertImportedProduct = async (
  brandId: string,
  input: {
    shopifyProductId: string;
    handle: string;
    name: string;
    description: string;
    priceCents: number;
    category: ProductCategory;
    imageUrl: string | null;
  },
): Promise<{ created: boolean }> => {
  const now = new Date().toISOString();
  const { data } = await product
    .update({ brand_id: brandId, id: importedProductId(brandId, input.shopifyProductId) })
    .data((attr, op) => {
      op.set(attr.name, input.name);
      op.set(attr.description, input.description);
      op.set(attr.price_cents, input.priceCents);
      op.set(attr.category, input.category);
      if (input.imageUrl === null) op.remove(attr.image_url);
      else op.set(attr.image_url, input.imageUrl);
      op.set(attr.shopify_product_id, input.shopifyProductId);
      op.set(attr.shopify_product_handle, input.handle);
      op.set(attr.updated_at, now);
      op.ifNotExists(attr.created_at, now);
      op.ifNotExists(attr.commission_percentage, DEFAULT_COMMISSION_PERCENTAGE);
      op.ifNotExists(attr.available_to_influencers, false);
      op.ifNotExists(attr.sample_eligible, false);
      op.ifNotExists(attr.sample_available, false);
      op.ifNotExists(attr.sample_credits, 0);
      op.ifNotExists(attr.link_count, 0);
    })
    .go({ response: 'updated_old' });
  return { created: !(data as Partial<ProductItem> | null)?.created_at };
};
