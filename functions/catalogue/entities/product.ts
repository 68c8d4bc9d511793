import type { EntityItem } from 'electrodb';
import type * as z from 'zod/mini';
import { DEFAULT_COMMISSION_PERCENTAGE } from '../../../contracts/constants';
import { inProgramAt, leavesAt, type ProgramChange } from '../../../contracts/program-schedule';
import { pendingRate, type RateChange, rateAt } from '../../../contracts/rate-schedule';
import type * as shapes from '../../../contracts/shapes';
import { batchGetEntities } from '../../shared/data/batch-get';
import { isConditionFailure } from '../../shared/data/client';
import { defineEntity, SERVICE, tableKey, transactional } from '../../shared/data/entity';
import { indexKeys } from '../../shared/data/keys';
import { DomainError } from '../../shared/errors';

/** products + brand_product_settings (spec 3), kept on one item: a product card is one read. */
export type Product = z.infer<typeof shapes.product>;

const text = { type: 'string' } as const;
const number = { type: 'number' } as const;
const flag = { type: 'boolean' } as const;

/**
 * BRAND#{brand_id} / PRODUCT#{id}. Its sparse index entries are attributes, set and removed in the write
 * that changes the state they follow:
 * - Explore's marketplace (`directory` gsi2pk MARKET / gsi2sk `{created_at}#{id}`, newest first when
 *   read backwards), and per category (`marketByCategory`: the always-present `category` with the same
 *   gsi2sk, so just as sparse): exactly while available_to_influencers is true;
 * - the Sample Store (`byOwner` gsi1pk SAMPLESTORE / gsi1sk `{credits, 10 digits}#{id}`, credits
 *   module): while sample_available and sample_credits > 0.
 * `link_count` (referral links of the product) is kept by the links feature with atomic ADDs.
 */
export const product = defineEntity({
  model: { entity: 'product', version: '1', service: SERVICE },
  attributes: {
    brand_id: { type: 'string', required: true },
    id: { type: 'string', required: true },
    name: { type: 'string', required: true },
    description: text,
    price_cents: number,
    category: { type: 'string', required: true },
    image_url: text,
    /** The image's size in pixels, as the store reported it; absent when unknown (public page only). */
    image_width: number,
    image_height: number,
    shopify_product_id: text,
    shopify_product_handle: text,
    sample_available: flag,
    sample_credits: number,
    commission_percentage: number,
    /**
     * The rate's changes with their start (contracts/rate-schedule.ts): a cut is kept here with its
     * effective date until it takes effect; commission_percentage is the rate in force when last written.
     * Absent on products whose rate never changed: commission_percentage is their rate for all time.
     */
    rate_changes: {
      type: 'list',
      items: {
        type: 'map',
        properties: {
          percentage: { type: 'number', required: true },
          from: { type: 'string', required: true },
        },
      },
    },
    /** Bumped by every rate write: a rate edit is conditioned on the schedule it read. */
    rate_version: number,
    available_to_influencers: flag,
    /**
     * Whether orders earn on the product over time (contracts/program-schedule.ts): a pause or a delete
     * takes it out of listings at once (available_to_influencers false) but out of the program only after
     * the notice. Absent on products never toggled since schedules: availability stands for all time.
     */
    program_changes: {
      type: 'list',
      items: {
        type: 'map',
        properties: {
          in_program: { type: 'boolean', required: true },
          from: { type: 'string', required: true },
        },
      },
    },
    /**
     * A product deleted while it still earned (a tombstone): gone from every listing and read at once,
     * kept for the ledger, which reads whether an order placed before its leaving date earns.
     */
    deleted_at: text,
    sample_eligible: flag,
    promotional_guidelines: text,
    link_count: number,
    created_at: text,
    updated_at: text,
    gsi1pk: text,
    gsi1sk: text,
    gsi2pk: text,
    gsi2sk: text,
  },
  indexes: {
    primary: { pk: tableKey('pk', 'BRAND#${brand_id}'), sk: tableKey('sk', 'PRODUCT#${id}') },
    market: { index: 'directory', pk: tableKey('gsi2pk'), sk: tableKey('gsi2sk') },
    marketByCategory: { index: 'marketByCategory', pk: tableKey('category'), sk: tableKey('gsi2sk') },
    sampleStore: { index: 'byOwner', pk: tableKey('gsi1pk'), sk: tableKey('gsi1sk') },
  },
});

export type ProductItem = EntityItem<typeof product>;

/**
 * PRODUCT#{id} / PRODUCT: the product's brand, for the public product page /product/{id}, which knows the
 * id alone (one GetItem instead of an index or a Scan). Put in every transaction that writes a product
 * from the store (an import's upsert; a put of the same pair is a no-op) and deleted with the product.
 */
export const productPointer = defineEntity({
  model: { entity: 'product-pointer', version: '1', service: SERVICE },
  attributes: { id: { type: 'string', required: true }, brand_id: { type: 'string', required: true } },
  indexes: { primary: { pk: tableKey('pk', 'PRODUCT#${id}'), sk: tableKey('sk', 'PRODUCT') } },
});

/** A product's pointer item as stored: for products from before pointers (the local upgrade puts it). */
export const productPointerItem = (brandId: string, productId: string): Record<string, unknown> =>
  (productPointer.put({ id: productId, brand_id: brandId }).params() as { Item: Record<string, unknown> })
    .Item;

/** The brand of a product known by id alone, or undefined (no such product). */
export const brandOfProduct = async (productId: string): Promise<string | undefined> =>
  (await productPointer.get({ id: productId }).go()).data?.brand_id;

/**
 * Products by key as stored (BatchGetItem: duplicates asked once, never a silently shorter answer). A
 * deleted product kept for the ledger (a tombstone) is left out unless `withDeleted` (the ledger, and
 * what its partners are told and shown until it leaves the program).
 */
export const getProductItems = async (
  keys: readonly { brand_id: string; id: string }[],
  options: { attributes?: readonly (keyof ProductItem)[]; consistent?: boolean; withDeleted?: boolean } = {},
): Promise<ProductItem[]> => {
  const { withDeleted = false, ...read } = options;
  const attributes =
    read.attributes && !withDeleted ? [...read.attributes, 'deleted_at' as const] : read.attributes;
  const items = await batchGetEntities<ProductItem>(product, keys, {
    ...read,
    ...(attributes ? { attributes } : {}),
  });
  return withDeleted ? items : items.filter((item) => !item.deleted_at);
};

/**
 * The Sample Store (spec 7.2: products with sample_available and sample_credits above 0, cheapest
 * first): the sparse byOwner partition SAMPLESTORE, which every settings write keeps in step with the
 * two fields in the same UpdateItem (update-product-settings.ts), so the listing is one Query.
 */
export const listSampleStore = async (limit: number) =>
  (await product.query.sampleStore({ gsi1pk: indexKeys.sampleStore }).go({ limit })).data;

/** Holds while the product still offers its sample at `credits`: a redemption's operation (credits module). */
export const sampleOfferedCheck = (brandId: string, productId: string, credits: number) =>
  transactional(product)
    .check({ brand_id: brandId, id: productId })
    .where((attr, op) => `${op.eq(attr.sample_available, true)} AND ${op.eq(attr.sample_credits, credits)}`)
    .commit();

/** One more referral link of the product, only while it exists: the operation a new link's transaction joins. */
export const productLinkCountAdd = (brandId: string, productId: string) =>
  transactional(product).patch({ brand_id: brandId, id: productId }).add({ link_count: 1 }).commit();

/**
 * Holds only while the brand's product exists and takes partners (live, not paused, leaving or deleted):
 * one operation of another module's transaction (an approval, an accepted invitation).
 */
export const productExistsCheck = (brandId: string, productId: string) =>
  transactional(product)
    .check({ brand_id: brandId, id: productId })
    .where(
      (attr, op) =>
        `${op.exists(attr.id)} AND ${op.notExists(attr.deleted_at)} AND ${op.eq(attr.available_to_influencers, true)}`,
    )
    .commit();

/**
 * What a product reads as, field by field in the API's order (an item without a field reads as its
 * value here; undefined: always on the item). Index attributes and keys are not part of it.
 */
const productFields = {
  id: undefined,
  brand_id: undefined,
  name: undefined,
  description: '',
  price_cents: 0,
  category: undefined,
  image_url: null,
  shopify_product_id: null,
  shopify_product_handle: null,
  sample_available: false,
  sample_credits: 0,
  commission_percentage: DEFAULT_COMMISSION_PERCENTAGE,
  available_to_influencers: false,
  sample_eligible: false,
  promotional_guidelines: null,
  link_count: 0,
  created_at: undefined,
  updated_at: undefined,
  pending_rate: null,
  leaves_at: null,
} satisfies Record<keyof Product, unknown>;

/**
 * The product's rate at `at` (an order's time) and the cut still announced then: a scheduled cut counts
 * from its date without any write, so every reader (the ledger, Explore, the brand's list) agrees.
 */
export const productRateAt = (item: Record<string, unknown>, at: string) => {
  const changes = item.rate_changes as RateChange[] | undefined;
  const fallback = Number(item.commission_percentage ?? DEFAULT_COMMISSION_PERCENTAGE);
  return { percentage: rateAt(changes, fallback, at), pending: pendingRate(changes, at) };
};

/** Whether an order placed at `at` earns on the product (contracts/program-schedule.ts). */
export const productInProgramAt = (item: Record<string, unknown>, at: string): boolean =>
  inProgramAt(
    item.program_changes as ProgramChange[] | undefined,
    item.available_to_influencers === true,
    at,
  );

/** The view of an item (ElectroDB's or a raw page's: the attribute names are the item's). */
export const toProduct = (item: Record<string, unknown>): Product => {
  const view = Object.fromEntries(
    Object.entries(productFields).map(([field, absent]) => [field, item[field] ?? absent]),
  ) as Product;
  const now = new Date().toISOString();
  const rate = productRateAt(item, now);
  return {
    ...view,
    commission_percentage: rate.percentage,
    pending_rate: rate.pending,
    leaves_at: leavesAt(item.program_changes as ProgramChange[] | undefined, now),
  };
};

/** A tombstone (deleted_at) reads as no product everywhere but in the ledger. */
const live = (item: Record<string, unknown>) => !item.deleted_at;

const byName = (a: Product, b: Product) => a.name.localeCompare(b.name);
export const productNotFound = () => new DomainError('not_found', 'Product not found');

/** Access pattern "products: select for brand_id joined with settings" — one Query (paged). */
export const listProductsOfBrand = async (brandId: string): Promise<Product[]> =>
  (await product.query.primary({ brand_id: brandId }).go({ pages: 'all' })).data
    .filter(live)
    .map(toProduct)
    .sort(byName);

/**
 * Whether the brand has set a commission on any product (issue 34's getting-started step): every rate
 * write bumps `rate_version`, which an import's default rate never sets. One Query on the brand's
 * products, filtered, that stops at the first match.
 */
export const hasBrandSetARate = async (brandId: string): Promise<boolean> => {
  const { data } = await product.query
    .primary({ brand_id: brandId })
    .where((attr, op) => `${op.exists(attr.rate_version)} AND ${op.notExists(attr.deleted_at)}`)
    .go({ count: 1, attributes: ['brand_id', 'id'] });
  return data.length > 0;
};

/**
 * Issue 22 (GET /api/v1/products): one page of the brand's products in id order, one Query after a
 * product's sort key (ElectroDB's cursor is the last key, base64url JSON).
 */
export const listProductsPageOfBrand = async (
  brandId: string,
  limit: number,
  afterSk?: string,
): Promise<{ products: Product[]; nextSk: string | null }> => {
  const cursor = afterSk
    ? Buffer.from(JSON.stringify({ pk: `BRAND#${brandId}`, sk: afterSk })).toString('base64url')
    : null;
  const page = await product.query.primary({ brand_id: brandId }).go({ limit, cursor });
  const last = page.cursor
    ? (JSON.parse(Buffer.from(page.cursor, 'base64url').toString()) as { sk?: string })
    : undefined;
  return { products: page.data.filter(live).map(toProduct), nextSk: last?.sk ?? null };
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
  return data.filter(live).map(toProduct).sort(byName);
};

/** A product of this brand, or not_found — another brand's product id simply is not under this brand. */
export const getProductOrThrow = async (brandId: string, productId: string): Promise<Product> => {
  const { data } = await product.get({ brand_id: brandId, id: productId }).go();
  if (!data || !live(data)) throw productNotFound();
  return toProduct(data);
};

/**
 * Refuses a new partnership on a product that takes none: a paused one is not found, as before; one
 * leaving the program says so with its date (its existing partners still earn until then).
 */
export const requireOpenToNewPartners = (item: Pick<Product, 'available_to_influencers' | 'leaves_at'>) => {
  if (item.available_to_influencers) return;
  if (item.leaves_at)
    throw new DomainError(
      'conflict',
      `This product is leaving the brand's program on ${item.leaves_at.slice(0, 10)}: it takes no new partners.`,
    );
  throw productNotFound();
};

/** A field a write may remove. */
export type ProductField = Parameters<ReturnType<typeof product.patch>['remove']>[0][number];

/** A change of fields: those set to null are removed (they read back as null). */
export const splitNulls = (fields: Record<string, unknown>) => {
  const entries = Object.entries(fields).filter(([, value]) => value !== undefined);
  return {
    set: Object.fromEntries(entries.filter(([, value]) => value !== null)) as Partial<ProductItem>,
    remove: entries.filter(([, value]) => value === null).map(([field]) => field as ProductField),
  };
};

/** Fields that move no index entry: one patch (ElectroDB conditions it on the product existing). */
export const patchProduct = async (brandId: string, productId: string, fields: Record<string, unknown>) => {
  const { set, remove } = splitNulls(fields);
  try {
    const { data } = await product
      .patch({ brand_id: brandId, id: productId })
      .set({ ...set, updated_at: new Date().toISOString() })
      .remove(remove)
      .where((attr, op) => op.notExists(attr.deleted_at))
      .go({ response: 'all_new' });
    return toProduct(data);
  } catch (error) {
    throw isConditionFailure(error) ? productNotFound() : error;
  }
};

/** A condition of a product write, in ElectroDB's where-callback terms. */
export type Guard = Parameters<ReturnType<ReturnType<typeof product.patch>['set']>['where']>[0];

/** "Availability is still what was read", for writes that depend on it. */
export const availabilityIs =
  (available: boolean): Guard =>
  (attr, op) =>
    available
      ? op.eq(attr.available_to_influencers, true)
      : `(${op.notExists(attr.available_to_influencers)} OR ${op.eq(attr.available_to_influencers, false)})`;
