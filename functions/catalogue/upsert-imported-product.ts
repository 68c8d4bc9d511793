import { createHash } from 'node:crypto';
import { DEFAULT_COMMISSION_PERCENTAGE, type ProductCategory } from '../../contracts/constants';
import { writeTransaction } from '../shared/data/entity';
import { DomainError } from '../shared/errors';
import { outboxEvent } from '../shared/outbox/outbox-event';
import { catalogueService } from './entities/catalogue-service';
import { type Guard, product } from './entities/product';

/**
 * Imported products get an id derived from (brand, store product id), so re-running an import addresses
 * the same items: upsert by shopify_product_id, never a duplicate.
 */
export const importedProductId = (brandId: string, shopifyProductId: string): string =>
  `pr_${createHash('sha256').update(`${brandId}:shopify:${shopifyProductId}`).digest('hex').slice(0, 24)}`;

/**
 * The store's fields the public product page shows: a change of one announces ProductChanged. The
 * image's size is part of the image (the page's og:image:width/height): a new size at the same URL is a
 * changed image. The store owns these and two more, which no page shows.
 */
const publicStoreFields = [
  'name',
  'description',
  'price_cents',
  'image_url',
  'image_width',
  'image_height',
  'shopify_product_handle',
] as const;
const storeFields = [...publicStoreFields, 'category', 'shopify_product_id'] as const;
const publicFields = new Set<StoreField>(publicStoreFields);
type StoreField = (typeof storeFields)[number];

const MAX_ATTEMPTS = 5;

/**
 * Upserts one imported product: store-owned fields (name, description, price, image and its size, handle,
 * category)
 * follow the store; the brand's settings (commission, availability, samples) are set only on first import.
 *
 * Read first (one consistent GetItem): a product the store did not change is not written at all, so a
 * re-run of an import costs a read per product and announces nothing. A change is one transaction: the
 * product, conditioned on the store fields still being those read (a racing import re-reads), its id
 * pointer (productPointer) and, when a field the public page shows changed, ProductChanged (not for a
 * new product: an import of a whole catalogue invalidates nothing).
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
    /** The image's size in pixels; absent or null: unknown (kept only with an image and both known). */
    imageWidth?: number | null;
    imageHeight?: number | null;
  },
): Promise<{ created: boolean; changed: boolean }> => {
  const id = importedProductId(brandId, input.shopifyProductId);
  const sized = input.imageUrl !== null && input.imageWidth != null && input.imageHeight != null;
  const imageWidth = sized ? (input.imageWidth as number) : null;
  const imageHeight = sized ? (input.imageHeight as number) : null;
  const next: Record<StoreField, string | number | null> = {
    name: input.name,
    description: input.description,
    price_cents: input.priceCents,
    image_url: input.imageUrl,
    image_width: imageWidth,
    image_height: imageHeight,
    shopify_product_handle: input.handle,
    category: input.category,
    shopify_product_id: input.shopifyProductId,
  };
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const { data: current } = await product
      .get({ brand_id: brandId, id })
      .go({ consistent: true, attributes: ['id', 'deleted_at', ...storeFields] });
    const was = (field: StoreField) => (current?.[field] as string | number | null | undefined) ?? null;
    const differs = storeFields.filter((field) => was(field) !== next[field]);
    if (current && !current.deleted_at && differs.length === 0) return { created: false, changed: false };
    // A new product had no public page to invalidate (its id is a hash nobody could have visited).
    const announces = Boolean(current) && differs.some((field) => publicFields.has(field));
    const guard: Guard = (attr, op) =>
      current
        ? storeFields
            .map((field) => {
              const value = was(field);
              return value === null ? op.notExists(attr[field]) : op.eq(attr[field] as never, value as never);
            })
            .join(' AND ')
        : op.notExists(attr.id);
    const now = new Date().toISOString();
    const outcome = await writeTransaction(
      catalogueService(),
      (entities): Record<string, unknown> => ({
        product: entities.product
          .update({ brand_id: brandId, id })
          .data((attr, op) => {
            op.set(attr.name, input.name);
            op.set(attr.description, input.description);
            op.set(attr.price_cents, input.priceCents);
            op.set(attr.category, input.category);
            if (input.imageUrl === null) op.remove(attr.image_url);
            else op.set(attr.image_url, input.imageUrl);
            if (imageWidth === null || imageHeight === null) {
              op.remove(attr.image_width);
              op.remove(attr.image_height);
            } else {
              op.set(attr.image_width, imageWidth);
              op.set(attr.image_height, imageHeight);
            }
            op.set(attr.shopify_product_id, input.shopifyProductId);
            op.set(attr.shopify_product_handle, input.handle);
            op.set(attr.updated_at, now);
            // A product deleted on the marketplace and imported again is the brand's again (paused).
            op.remove(attr.deleted_at);
            op.ifNotExists(attr.created_at, now);
            op.ifNotExists(attr.commission_percentage, DEFAULT_COMMISSION_PERCENTAGE);
            op.ifNotExists(attr.available_to_influencers, false);
            op.ifNotExists(attr.sample_eligible, false);
            op.ifNotExists(attr.sample_available, false);
            op.ifNotExists(attr.sample_credits, 0);
            op.ifNotExists(attr.link_count, 0);
          })
          .where(guard)
          .commit(),
        pointer: entities.productPointer.put({ id, brand_id: brandId }).commit(),
        ...(announces
          ? {
              event: entities.outbox
                .create(outboxEvent('ProductChanged', { version: 1, productId: id, brandId }).item)
                .commit(),
            }
          : {}),
      }),
    );
    if (outcome.ok) return { created: !current, changed: announces };
  }
  throw new DomainError('conflict', `Product ${id} was changed at the same time elsewhere`);
};
