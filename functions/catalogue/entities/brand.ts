import type { EntityItem } from 'electrodb';
import {
  DEFAULT_PROGRAM_MODE,
  paymentPartners,
  programModes,
  storeDisconnectReasons,
  storePlatforms,
} from '../../../contracts/constants';
import { isConditionFailure } from '../../shared/data/client';
import { defineEntity, SERVICE, tableKey } from '../../shared/data/entity';
import { indexKeys } from '../../shared/data/keys';
import { DomainError } from '../../shared/errors';
import { brandOwner } from '../../shared/tenancy/entities/membership';
import { type Brand, toBrand } from '../brand-view';
import { changeBrandDirectoryStats } from './brand-directory-stats';
import type { CatalogueWriteEntities } from './catalogue-service';

export type { StorePlatform } from '../../../contracts/constants';
export type { Brand, SocialMediaLinks } from '../brand-view';
export type BrandSummary = Pick<Brand, 'id' | 'brand_name' | 'logo_url' | 'program_mode'>;

const text = { type: 'string' } as const;

/**
 * BRAND#{id} / BRAND, and byOwner USER#{user_id} / BRAND. Null fields of the view are absent on new
 * items (old items may hold null: both read as null). Creators' brands directory (`directory`, sparse):
 * gsi2pk BRANDS / gsi2sk `{lower-cased name}#{id}`, present exactly while store_connected is true, kept
 * by updateBrand whatever path connects, renames or disconnects; the keys are attributes set and removed
 * with the state they follow (the trimmed, lower-cased name is no template).
 */
export const brand = defineEntity({
  model: { entity: 'brand', version: '1', service: SERVICE },
  attributes: {
    id: { type: 'string', required: true },
    user_id: { type: 'string', required: true },
    brand_name: { type: 'string', required: true },
    logo_url: text,
    website: text,
    description: text,
    mission_statement: text,
    why_work_with_us: text,
    social_media_links: { type: 'any' },
    onboarding_completed: { type: 'boolean' },
    store_connected: { type: 'boolean' },
    store_platform: { type: storePlatforms },
    /** The store's display name (Shopify shop name, or what the brand typed for other platforms). */
    store_name: text,
    /** Shopify: the myshopify.com domain; other platforms: the store URL the brand gave. */
    shop_domain: text,
    store_disconnected_reason: { type: storeDisconnectReasons },
    store_disconnected_at: text,
    payment_partner: { type: paymentPartners },
    created_at: { type: 'string', required: true },
    updated_at: text,
    /** Sealed (encrypted) store access token: server-side only, never in the view. */
    shopify_access_token_sealed: text,
    /** The scopes Shopify granted at the last OAuth (its `scope` answer); absent: connected before it was recorded. */
    shopify_granted_scopes: text,
    /** The store's own currency (Shopify `shop.currencyCode`), recorded when it connects. */
    store_currency: text,
    /** The normalized store domain this brand holds (store-claim.ts), while a store with a host is connected. */
    store_claim: text,
    /** Products available to influencers; changed in the transaction that changes a product's availability. */
    available_product_count: { type: 'number' },
    /** Who may promote the brand's products; absent (every brand before issue 21): open. */
    program_mode: { type: programModes },
    gsi2pk: text,
    gsi2sk: text,
  },
  indexes: {
    primary: { pk: tableKey('pk', 'BRAND#${id}'), sk: tableKey('sk', 'BRAND') },
    byOwner: { index: 'byOwner', pk: tableKey('gsi1pk', 'USER#${user_id}'), sk: tableKey('gsi1sk', 'BRAND') },
    directory: { index: 'directory', pk: tableKey('gsi2pk'), sk: tableKey('gsi2sk') },
  },
});

export type BrandItem = EntityItem<typeof brand>;

/** A condition of a brand write, in ElectroDB's where-callback terms. */
export type Guard = Parameters<ReturnType<ReturnType<typeof brand.patch>['set']>['where']>[0];

export const notConnected: Guard = (attr, op) =>
  `(${op.notExists(attr.store_connected)} OR ${op.eq(attr.store_connected, false)})`;

/** Some fields of the brand, strongly consistent when asked (updateBrand reads before it writes). */
export const readBrand = async <F extends keyof BrandItem>(
  brandId: string,
  attributes: F[],
  consistent = false,
) =>
  (await brand.get({ id: brandId }).go({ attributes: attributes as never, consistent })).data as Pick<
    BrandItem,
    F
  > | null;

export const getBrand = async (brandId: string): Promise<Brand | undefined> => {
  const { data } = await brand.get({ id: brandId }).go();
  return data ? toBrand(data) : undefined;
};

/**
 * The brand in use by a brand route's caller (issue 35: the API handler resolved `caller.brandId` from the
 * caller's membership, checked on this request), or 404 when it is gone.
 */
export const getBrandOrThrow = async (brandId: string): Promise<Brand> => {
  const found = await getBrand(brandId);
  if (!found) throw new DomainError('not_found', 'Brand not found');
  return found;
};

/** The brand a user created (its owner item), or 404: for the demo seed and the benchmarks, which act as the owner. */
export const getBrandCreatedByOrThrow = async (userId: string): Promise<Brand> => {
  const { data: owner } = await brandOwner.get({ userId }).go({ consistent: true });
  if (!owner?.brand_id) throw new DomainError('not_found', 'Brand not found');
  return getBrandOrThrow(owner.brand_id);
};

/**
 * The brand in use and how many of its products are live (available_product_count, which the view leaves
 * out): the dashboard's getting-started list reads both from the one GetItem of the brand.
 */
export const getBrandAndLiveCountOrThrow = async (
  brandId: string,
): Promise<{ brand: Brand; liveProducts: number }> => {
  const item = (await brand.get({ id: brandId }).go()).data;
  if (!item) throw new DomainError('not_found', 'Brand not found');
  return { brand: toBrand(item), liveProducts: Math.max(0, item.available_product_count ?? 0) };
};

/** Server-side only: the sealed token, for the import and discount features. */
export const getSealedStoreToken = async (brandId: string): Promise<string | undefined> =>
  (await readBrand(brandId, ['shopify_access_token_sealed']))?.shopify_access_token_sealed ?? undefined;

/**
 * The store's currency as recorded when it connected; stores connected before it was recorded have
 * none until their first order records the program's (USD, the only currency the app ran in).
 */
export const getStoreCurrency = async (brandId: string): Promise<string | undefined> =>
  (await readBrand(brandId, ['store_currency']))?.store_currency ?? undefined;

/** Records the store's currency where none is recorded yet (a store connected before it was). */
export const recordStoreCurrencyIfUnknown = async (brandId: string, currency: string): Promise<void> => {
  try {
    await brand
      .patch({ id: brandId })
      .set({ store_currency: currency })
      .where((attr, op) => op.notExists(attr.store_currency))
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
};

/** Whether the brand's store is connected now (strongly consistent): what a product change counts against. */
export const isStoreConnected = async (brandId: string): Promise<boolean> =>
  (await readBrand(brandId, ['store_connected'], true))?.store_connected === true;

/**
 * The brand side of a product's availability change, for the product's transaction: the brand's
 * product count moves with the product, both or neither, and so do the brands directory totals when
 * the brand's store is connected. `connected` is what the caller read (isStoreConnected); the brand
 * update is guarded on it, so a (dis)connect in between cancels the transaction and the caller retries.
 */
export const availableProductCountChanges = (
  entities: CatalogueWriteEntities,
  brandId: string,
  delta: 1 | -1,
  connected: boolean,
) => ({
  brand: entities.brand
    .patch({ id: brandId })
    .add({ available_product_count: delta })
    .where(connected ? (attr, op) => op.eq(attr.store_connected, true) : notConnected)
    .commit(),
  ...(connected ? { stats: changeBrandDirectoryStats(entities, { stores: 0, products: delta }) } : {}),
});

/** The brands with a connected store (the directory index's BRANDS partition, sparse), by name. */
export const connectedBrands = () => brand.query.directory({ gsi2pk: indexKeys.connectedBrands });

/**
 * Issue 36: brands with a connected store whose name begins with `prefix` (the operators' People search):
 * one bounded Query of the brands directory, by lower-cased name.
 */
export const findBrandsByNamePrefix = async (prefix: string, limit: number): Promise<Brand[]> => {
  const { data } = await connectedBrands().begins({ gsi2sk: prefix.toLowerCase() }).go({ limit, pages: 1 });
  return data.map(toBrand);
};

/** Issue 36: the brand a person created (their account's own brand), if any. */
export const getBrandCreatedBy = async (userId: string): Promise<Brand | undefined> => {
  const { data: owner } = await brandOwner.get({ userId }).go();
  return owner?.brand_id ? getBrand(owner.brand_id) : undefined;
};

/**
 * Name and logo of a page of brands in one BatchGetItem (a marketplace page). Read, not denormalized
 * onto products, so a rename shows at once. Keys DynamoDB leaves unprocessed are asked for again.
 */
export const getBrandSummaries = async (brandIds: string[]): Promise<Map<string, BrandSummary>> => {
  const summaries = new Map<string, BrandSummary>();
  let pending = [...new Set(brandIds)].map((id) => ({ id }));
  for (let attempt = 1; pending.length > 0; attempt++) {
    if (attempt > 5) throw new Error('getBrandSummaries: keys left unprocessed');
    if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt));
    const { data, unprocessed } = await brand
      .get(pending)
      .go({ attributes: ['id', 'brand_name', 'logo_url', 'program_mode'] });
    for (const { id, brand_name, logo_url, program_mode } of data)
      summaries.set(id, {
        id,
        brand_name,
        logo_url: logo_url ?? null,
        program_mode: program_mode ?? DEFAULT_PROGRAM_MODE,
      });
    pending = unprocessed.map(({ id }) => ({ id }));
  }
  return summaries;
};
