import { createHash } from 'node:crypto';
import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
// The categories are shared with the web app (contracts/constants.ts).
import {
  DEFAULT_COMMISSION_PERCENTAGE,
  type ProductCategory,
  productCategories,
} from '../../../contracts/constants';
import { sampleStoreSortKey, touchesSampleStore } from '../../credits';
import { type BoundedPage, type PageKey, readBoundedPage } from '../../shared/data/bounded-page';
import { isConditionFailure } from '../../shared/data/client';
import { defineEntity, SERVICE, writeTransaction } from '../../shared/data/entity';
import { indexKeys } from '../../shared/data/keys';
import { DomainError } from '../../shared/errors';
import { availableProductCountChanges, committed, isStoreConnected } from './brand';
import { catalogueService } from './catalogue-service';

export { type ProductCategory, productCategories };

/** products + brand_product_settings (spec 3), kept on one item: a product card is one read. */
export interface Product {
  id: string;
  brand_id: string;
  name: string;
  description: string;
  /** Integer cents; shown in dollars. */
  price_cents: number;
  category: ProductCategory;
  image_url: string | null;
  shopify_product_id: string | null;
  shopify_product_handle: string | null;
  sample_available: boolean;
  sample_credits: number;
  commission_percentage: number;
  /** Live (true) or Paused (false). */
  available_to_influencers: boolean;
  sample_eligible: boolean;
  promotional_guidelines: string | null;
  /** Referral links for this product (kept by the links feature with atomic ADDs). */
  link_count: number;
  created_at: string;
  updated_at: string;
}

const text = { type: 'string' } as const;

/**
 * BRAND#{brand_id} / PRODUCT#{id}. Its sparse index entries are attributes, set and removed in the write
 * that changes the state they follow:
 * - Explore's marketplace (`directory` gsi2pk MARKET / gsi2sk `{created_at}#{id}`, newest first when
 *   read backwards), and per category (`marketByCategory`: the always-present `category` with the same
 *   gsi2sk, so just as sparse): exactly while available_to_influencers is true;
 * - the Sample Store (`byOwner` gsi1pk SAMPLESTORE / gsi1sk `{credits, 10 digits}#{id}`, credits
 *   module): while sample_available and sample_credits > 0.
 */
export const product = defineEntity({
  model: { entity: 'product', version: '1', service: SERVICE },
  attributes: {
    brand_id: { type: 'string', required: true },
    id: { type: 'string', required: true },
    name: { type: 'string', required: true },
    description: text,
    price_cents: { type: 'number' },
    category: { type: 'string', required: true },
    image_url: text,
    shopify_product_id: text,
    shopify_product_handle: text,
    sample_available: { type: 'boolean' },
    sample_credits: { type: 'number' },
    commission_percentage: { type: 'number' },
    available_to_influencers: { type: 'boolean' },
    sample_eligible: { type: 'boolean' },
    promotional_guidelines: text,
    link_count: { type: 'number' },
    created_at: text,
    updated_at: text,
    gsi1pk: text,
    gsi1sk: text,
    gsi2pk: text,
    gsi2sk: text,
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['brand_id'], template: 'BRAND#${brand_id}', casing: 'none' },
      sk: { field: 'sk', composite: ['id'], template: 'PRODUCT#${id}', casing: 'none' },
    },
    market: {
      index: 'directory',
      pk: { field: 'gsi2pk', composite: ['gsi2pk'], casing: 'none' },
      sk: { field: 'gsi2sk', composite: ['gsi2sk'], casing: 'none' },
    },
    marketByCategory: {
      index: 'marketByCategory',
      pk: { field: 'category', composite: ['category'], casing: 'none' },
      sk: { field: 'gsi2sk', composite: ['gsi2sk'], casing: 'none' },
    },
    sampleStore: {
      index: 'byOwner',
      pk: { field: 'gsi1pk', composite: ['gsi1pk'], casing: 'none' },
      sk: { field: 'gsi1sk', composite: ['gsi1sk'], casing: 'none' },
    },
  },
});

type ProductItem = NonNullable<Awaited<ReturnType<ReturnType<typeof product.get>['go']>>['data']>;

const MAX_ATTEMPTS = 5;

export const marketplaceSortKey = (item: Pick<Product, 'created_at' | 'id'>): string =>
  `${item.created_at}#${item.id}`;

/** The view of an item (ElectroDB's or a raw page's: the attribute names are the item's). */
const toProduct = (item: ProductItem): Product => ({
  id: item.id,
  brand_id: item.brand_id,
  name: item.name,
  description: item.description ?? '',
  price_cents: item.price_cents ?? 0,
  category: item.category as ProductCategory,
  image_url: item.image_url ?? null,
  shopify_product_id: item.shopify_product_id ?? null,
  shopify_product_handle: item.shopify_product_handle ?? null,
  sample_available: item.sample_available ?? false,
  sample_credits: item.sample_credits ?? 0,
  commission_percentage: item.commission_percentage ?? DEFAULT_COMMISSION_PERCENTAGE,
  available_to_influencers: item.available_to_influencers ?? false,
  sample_eligible: item.sample_eligible ?? false,
  promotional_guidelines: item.promotional_guidelines ?? null,
  link_count: item.link_count ?? 0,
  created_at: item.created_at as string,
  updated_at: item.updated_at as string,
});

const getProductItem = async (brandId: string, productId: string) =>
  (await product.get({ brand_id: brandId, id: productId }).go({ consistent: true })).data;

/**
 * Imported products get an id derived from (brand, store product id), so re-running an import addresses
 * the same items: upsert by shopify_product_id, never a duplicate, without a read-before-write.
 */
export const importedProductId = (brandId: string, shopifyProductId: string): string =>
  `pr_${createHash('sha256').update(`${brandId}:shopify:${shopifyProductId}`).digest('hex').slice(0, 24)}`;

/** Access pattern "products: select for brand_id joined with settings" — one Query (paged). */
export const listProductsOfBrand = async (brandId: string): Promise<Product[]> => {
  const { data } = await product.query.primary({ brand_id: brandId }).go({ pages: 'all' });
  return data.map(toProduct).sort((a, b) => a.name.localeCompare(b.name));
};

/** A product of this brand, or 404 — another brand's product id simply is not found under this brand. */
export const getProductOrThrow = async (brandId: string, productId: string): Promise<Product> => {
  const { data } = await product.get({ brand_id: brandId, id: productId }).go();
  if (!data) throw new DomainError('not_found', 'Product not found');
  return toProduct(data);
};

export interface ImportedProduct {
  shopifyProductId: string;
  handle: string;
  name: string;
  description: string;
  priceCents: number;
  category: ProductCategory;
  imageUrl: string | null;
}

/**
 * Upserts one imported product: store-owned fields (name, description, price, image, handle, category)
 * follow the store; the brand's settings (commission, availability, samples) are set only on first import.
 */
export const upsertImportedProduct = async (
  brandId: string,
  input: ImportedProduct,
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

/** Settings fields set to null are removed (read back as null). */
const splitNulls = (fields: Record<string, unknown>) => {
  const set: Record<string, unknown> = {};
  const remove: string[] = [];
  for (const [field, value] of Object.entries(fields)) {
    if (value === null) remove.push(field);
    else if (value !== undefined) set[field] = value;
  }
  return { set, remove };
};

type ProductField = keyof ProductItem;
type ProductChange = Partial<ProductItem>;

const setFields = async (
  brandId: string,
  productId: string,
  fields: Record<string, unknown>,
): Promise<Product> => {
  const { set, remove } = splitNulls(fields);
  try {
    let update = product
      .patch({ brand_id: brandId, id: productId })
      .set({ ...(set as ProductChange), updated_at: new Date().toISOString() });
    if (remove.length > 0) update = update.remove(remove as never);
    const { data } = await update.go({ response: 'all_new' });
    return toProduct(data as ProductItem);
  } catch (error) {
    if (isConditionFailure(error)) throw new DomainError('not_found', 'Product not found');
    throw error;
  }
};

export type ProductDetails = Pick<Product, 'name' | 'description' | 'price_cents' | 'category'>;
export type ProductSettings = Partial<
  Pick<
    Product,
    | 'commission_percentage'
    | 'available_to_influencers'
    | 'sample_eligible'
    | 'sample_available'
    | 'sample_credits'
    | 'promotional_guidelines'
  >
>;

export const updateProductDetails = (brandId: string, productId: string, details: Partial<ProductDetails>) =>
  setFields(brandId, productId, details);

const concurrentChange = () =>
  new DomainError('conflict', 'This product was changed at the same time elsewhere. Please try again.');

/** A condition of a product write, in ElectroDB's where-callback terms. */
type Guard = Parameters<ReturnType<ReturnType<typeof product.patch>['set']>['where']>[0];

/** "Availability is still what was read", for writes that depend on it. */
const availabilityIs =
  (available: boolean): Guard =>
  (attr, op) =>
    available
      ? op.eq(attr.available_to_influencers, true)
      : `(${op.notExists(attr.available_to_influencers)} OR ${op.eq(attr.available_to_influencers, false)})`;

/**
 * The Sample Store entry after a settings write that touches sample fields (the settings over what was
 * read), and the condition that the fields read are still current, so two racing edits cannot leave
 * the index describing the loser's values.
 */
const sampleStoreEntry = (productId: string, current: ProductItem, settings: ProductSettings) => {
  const wasAvailable = current.sample_available === true;
  const wasCredits = Number(current.sample_credits ?? 0);
  const credits = settings.sample_credits ?? wasCredits;
  const listed = (settings.sample_available ?? wasAvailable) && credits > 0;
  const guard: Guard = (attr, op) =>
    `(${op.notExists(attr.sample_available)} OR ${op.eq(attr.sample_available, wasAvailable)}) AND (${op.notExists(attr.sample_credits)} OR ${op.eq(attr.sample_credits, wasCredits)})`;
  return listed
    ? {
        set: { gsi1pk: indexKeys.sampleStore, gsi1sk: sampleStoreSortKey(credits, productId) },
        remove: [],
        guard,
      }
    : { set: {}, remove: ['gsi1pk', 'gsi1sk'] as ProductField[], guard };
};

/**
 * Brand settings of a product. A change of availability (Live/Paused) also moves the product into or
 * out of the marketplace index and the brand's available_product_count, in one transaction; it is
 * conditioned on the availability read just before, so a double toggle (two tabs, a retried request)
 * counts once — the loser re-reads and finds nothing left to change.
 */
export const updateProductSettings = async (
  brandId: string,
  productId: string,
  settings: ProductSettings,
): Promise<Product> => {
  if (settings.available_to_influencers === undefined && !touchesSampleStore(settings))
    return setFields(brandId, productId, settings);
  for (let attempt = 1; ; attempt++) {
    const current = await getProductItem(brandId, productId);
    if (!current) throw new DomainError('not_found', 'Product not found');
    const was = current.available_to_influencers === true;
    const next = settings.available_to_influencers ?? was;
    // A change of the sample fields moves the product into or out of the Sample Store in this write.
    const store = touchesSampleStore(settings) ? sampleStoreEntry(productId, current, settings) : undefined;
    const now = new Date().toISOString();
    const { set, remove } = splitNulls(settings);
    const values: ProductChange = { ...(set as ProductChange), ...store?.set, updated_at: now };
    const removals = [...(remove as ProductField[]), ...(store?.remove ?? [])];
    if (settings.available_to_influencers !== undefined) {
      if (next)
        Object.assign(values, {
          gsi2pk: indexKeys.marketplace,
          gsi2sk: marketplaceSortKey(current as Product),
        });
      else removals.push('gsi2pk', 'gsi2sk');
    }
    const update = (entity: typeof product) => {
      let operation = entity.patch({ brand_id: brandId, id: productId }).set(values);
      if (removals.length > 0) operation = operation.remove(removals as never);
      operation = operation.where(availabilityIs(was));
      return store ? operation.where(store.guard) : operation;
    };
    if (was === next) {
      try {
        const { data } = await update(product).go({ response: 'all_new' });
        return toProduct(data as ProductItem);
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        if (attempt >= MAX_ATTEMPTS) throw concurrentChange();
        continue;
      }
    }
    // The brands directory totals count the product only while the brand's store is connected.
    const connected = await isStoreConnected(brandId);
    const outcome = await writeTransaction(
      catalogueService(),
      (entities): Record<string, unknown> => ({
        product: committed(update(entities.product as unknown as typeof product)),
        ...availableProductCountChanges(entities, brandId, next ? 1 : -1, connected),
      }),
    );
    if (outcome.ok) {
      const after: Record<string, unknown> = { ...current, ...values };
      for (const field of remove) delete after[field];
      return toProduct(after as ProductItem);
    }
    if (attempt >= MAX_ATTEMPTS) throw concurrentChange();
  }
};

/** Deleting an available product also takes it off the brand's available_product_count (one transaction). */
export const deleteProduct = async (brandId: string, productId: string): Promise<void> => {
  for (let attempt = 1; ; attempt++) {
    const current = await getProductItem(brandId, productId);
    if (!current) throw new DomainError('not_found', 'Product not found');
    const was = current.available_to_influencers === true;
    const key = { brand_id: brandId, id: productId };
    if (!was) {
      try {
        await product.remove(key).where(availabilityIs(false)).go();
        return;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    } else {
      const connected = await isStoreConnected(brandId);
      const outcome = await writeTransaction(
        catalogueService(),
        (entities): Record<string, unknown> => ({
          product: entities.product.remove(key).where(availabilityIs(true)).commit(),
          ...availableProductCountChanges(entities, brandId, -1, connected),
        }),
      );
      if (outcome.ok) return;
    }
    if (attempt >= MAX_ATTEMPTS) throw concurrentChange();
  }
};

/**
 * Access pattern "a brand's products available to influencers" (creator's brand profile): one Query on
 * the brand's partition, filtered on availability, paged by size only.
 */
export const listAvailableProductsOfBrand = async (brandId: string): Promise<Product[]> => {
  const { data } = await product.query
    .primary({ brand_id: brandId })
    .where((attr, op) => op.eq(attr.available_to_influencers, true))
    .go({ pages: 'all' });
  return data.map(toProduct).sort((a, b) => a.name.localeCompare(b.name));
};

/**
 * Access pattern "products available to influencers, newest first" (Explore): ONE bounded Query per
 * page (bounded-page.ts) on the sparse marketplace index, or, for one category, on marketByCategory
 * (keyed on `category` and the same sort key, so just as sparse). `select` picks the page's products
 * (the search) and may read their brands in one batch.
 */
export const listMarketplaceProductsPage = <R>(input: {
  category?: ProductCategory;
  after?: PageKey;
  want: number;
  filtered: boolean;
  select: (products: Product[]) => Promise<(R | undefined)[]>;
}): Promise<BoundedPage<R>> =>
  readBoundedPage<ProductItem & Record<string, unknown>, R>({
    query: (input.category
      ? product.query.marketByCategory({ category: input.category }).params({ order: 'desc' })
      : product.query
          .market({ gsi2pk: indexKeys.marketplace })
          .params({ order: 'desc' })) as QueryCommandInput,
    after: input.after,
    want: input.want,
    filtered: input.filtered,
    keyOf: (item): PageKey =>
      input.category
        ? {
            pk: item.pk as string,
            sk: item.sk as string,
            category: item.category,
            gsi2sk: item.gsi2sk as string,
          }
        : {
            pk: item.pk as string,
            sk: item.sk as string,
            gsi2pk: item.gsi2pk as string,
            gsi2sk: item.gsi2sk as string,
          },
    select: (items) => input.select(items.map(toProduct)),
  });

/**
 * 'Apply to All': one commission for every product of the brand. Written in transactions of up to 100
 * items (DynamoDB's limit), each item conditioned on still existing; setting the same value again is
 * harmless, so a retry after a partial failure converges.
 */
export const setCommissionForAll = async (brandId: string, percentage: number): Promise<number> => {
  const products = await listProductsOfBrand(brandId);
  const now = new Date().toISOString();
  for (let start = 0; start < products.length; start += 100) {
    const chunk = products.slice(start, start + 100);
    const outcome = await writeTransaction(catalogueService(), (entities) =>
      Object.fromEntries(
        chunk.map((item, i) => [
          `product${i}`,
          entities.product
            .patch({ brand_id: brandId, id: item.id })
            .set({ commission_percentage: percentage, updated_at: now })
            .commit(),
        ]),
      ),
    );
    if (!outcome.ok)
      throw new Error(`commission for all of ${brandId}: refused (${outcome.refused.join(', ')})`);
  }
  return products.length;
};
