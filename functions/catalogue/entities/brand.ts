import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
// Shared with the web app (contracts/constants.ts).
import {
  type PaymentPartner,
  paymentPartners,
  type StoreDisconnectReason,
  type StorePlatform,
  storePlatforms,
} from '../../../contracts/constants';
import { missingShopifyScopes } from '../../integrations';
import { type BoundedPage, type PageKey, readBoundedPage } from '../../shared/data/bounded-page';
import { isConditionFailure, tableName } from '../../shared/data/client';
import { defineEntity, SERVICE, writeTransaction } from '../../shared/data/entity';
import { createId } from '../../shared/data/ids';
import { indexKeys, keys } from '../../shared/data/keys';
import { DomainError } from '../../shared/errors';
import { changeBrandDirectoryStats } from './brand-directory-stats';
import { type CatalogueWriteEntities, catalogueService } from './catalogue-service';
import { writeMixedTransaction } from './transact';

export { type PaymentPartner, paymentPartners, type StorePlatform, storePlatforms };

export interface SocialMediaLinks {
  instagram?: string;
  tiktok?: string;
  youtube?: string;
  twitter?: string;
}

/** brands (spec 3) as every API may show it: the store's access token is never part of it. */
export interface Brand {
  id: string;
  user_id: string;
  brand_name: string;
  logo_url: string | null;
  website: string | null;
  description: string | null;
  mission_statement: string | null;
  why_work_with_us: string | null;
  social_media_links: SocialMediaLinks;
  onboarding_completed: boolean;
  store_connected: boolean;
  store_platform: StorePlatform | null;
  /** The store's display name (Shopify shop name, or what the brand typed for other platforms). */
  store_name: string | null;
  /** Shopify: the myshopify.com domain; other platforms: the store URL the brand gave. */
  shop_domain: string | null;
  /** Set when the store side disconnected it (app uninstalled), with when; cleared when a store connects. */
  store_disconnected_reason: StoreDisconnectReason | null;
  store_disconnected_at: string | null;
  payment_partner: PaymentPartner | null;
  /**
   * A connected Shopify store only: the scopes the app needs that the store has not granted (it was
   * connected before the app asked for them). Not empty: the brand is asked to reconnect the store.
   */
  store_missing_scopes: string[];
  created_at: string;
  updated_at: string;
}

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
    store_platform: text,
    store_name: text,
    shop_domain: text,
    store_disconnected_reason: text,
    store_disconnected_at: text,
    payment_partner: text,
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
    gsi2pk: text,
    gsi2sk: text,
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['id'], template: 'BRAND#${id}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'BRAND', casing: 'none' },
    },
    byOwner: {
      index: 'byOwner',
      pk: { field: 'gsi1pk', composite: ['user_id'], template: 'USER#${user_id}', casing: 'none' },
      sk: { field: 'gsi1sk', composite: [], template: 'BRAND', casing: 'none' },
    },
    directory: {
      index: 'directory',
      pk: { field: 'gsi2pk', composite: ['gsi2pk'], casing: 'none' },
      sk: { field: 'gsi2sk', composite: ['gsi2sk'], casing: 'none' },
    },
  },
});

/** USER#{userId} / BRAND: one per user that owns a brand (one brand per user is its conditional write). */
export const brandOwner = defineEntity({
  model: { entity: 'brand-owner', version: '1', service: SERVICE },
  attributes: {
    userId: { type: 'string', required: true, field: 'user_id' },
    brand_id: { type: 'string', required: true },
    created_at: { type: 'string', required: true },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['userId'], template: 'USER#${userId}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'BRAND', casing: 'none' },
    },
  },
});

export type BrandItem = NonNullable<Awaited<ReturnType<ReturnType<typeof brand.get>['go']>>['data']>;
export type BrandField = keyof BrandItem;

export const connectedBrandsSortKey = (brandName: string, brandId: string): string =>
  `${brandName.trim().toLowerCase()}#${brandId}`;

/** An allow-list, not a deny-list: a field added to the item later is not exposed by accident. */
export const toBrand = (item: BrandItem): Brand => ({
  id: item.id,
  user_id: item.user_id,
  brand_name: item.brand_name,
  logo_url: item.logo_url ?? null,
  website: item.website ?? null,
  description: item.description ?? null,
  mission_statement: item.mission_statement ?? null,
  why_work_with_us: item.why_work_with_us ?? null,
  social_media_links: (item.social_media_links as SocialMediaLinks | undefined) ?? {},
  onboarding_completed: item.onboarding_completed ?? false,
  store_connected: item.store_connected ?? false,
  store_platform: (item.store_platform as StorePlatform | undefined) ?? null,
  store_name: item.store_name ?? null,
  shop_domain: item.shop_domain ?? null,
  store_disconnected_reason: (item.store_disconnected_reason as StoreDisconnectReason | undefined) ?? null,
  store_disconnected_at: item.store_disconnected_at ?? null,
  payment_partner: (item.payment_partner as PaymentPartner | undefined) ?? null,
  created_at: item.created_at,
  updated_at: item.updated_at ?? item.created_at,
  store_missing_scopes:
    item.store_connected && item.store_platform === 'shopify'
      ? missingShopifyScopes(item.shopify_granted_scopes)
      : [],
});

/** Some fields of the brand, strongly consistent when asked (updateBrand's plans read before they write). */
export const readBrand = async <F extends BrandField>(brandId: string, attributes: F[], consistent = false) =>
  (await brand.get({ id: brandId }).go({ attributes: attributes as never, consistent })).data as Pick<
    BrandItem,
    F
  > | null;

export const getBrand = async (brandId: string): Promise<Brand | undefined> => {
  const { data } = await brand.get({ id: brandId }).go();
  return data ? toBrand(data) : undefined;
};

/** The brand owned by a signed-in user, or 404: brand handlers start here, so tenancy comes from the token. */
export const getBrandOfUserOrThrow = async (userId: string): Promise<Brand> => {
  const { data: owner } = await brandOwner.get({ userId }).go({ consistent: true });
  const found = owner?.brand_id ? await getBrand(owner.brand_id) : undefined;
  if (!found) throw new DomainError('not_found', 'Brand not found');
  return found;
};

/** Server-side only: the sealed token, for the import and discount features. */
export const getSealedStoreToken = async (brandId: string): Promise<string | undefined> =>
  (await readBrand(brandId, ['shopify_access_token_sealed']))?.shopify_access_token_sealed ?? undefined;

/**
 * Creates the user's brand unless the user already has one. The owner guard and the brand are written
 * in one transaction, so a repeated event (EventBridge delivers at least once) cannot create a second
 * brand even when two deliveries race.
 */
export const createBrandOnce = async (input: {
  userId: string;
  brandName: string;
  now?: Date;
}): Promise<{ created: boolean; brandId?: string }> => {
  const now = (input.now ?? new Date()).toISOString();
  const brandId = createId('br_');
  const outcome = await writeTransaction(
    catalogueService(),
    (entities): Record<string, unknown> => ({
      owner: entities.brandOwner
        .create({ userId: input.userId, brand_id: brandId, created_at: now })
        .commit(),
      brand: entities.brand
        .create({
          id: brandId,
          user_id: input.userId,
          brand_name: input.brandName,
          social_media_links: {},
          onboarding_completed: false,
          store_connected: false,
          created_at: now,
          updated_at: now,
        })
        .commit(),
    }),
  );
  if (outcome.ok) return { created: true, brandId };
  if (outcome.refused.length > 0) return { created: false };
  throw new Error(`brand of ${input.userId}: transaction kept conflicting`);
};

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

/** A condition of a brand write, in ElectroDB's where-callback terms. */
export type Guard = Parameters<ReturnType<ReturnType<typeof brand.patch>['set']>['where']>[0];

export const notConnected: Guard = (attr, op) =>
  `(${op.notExists(attr.store_connected)} OR ${op.eq(attr.store_connected, false)})`;

const MAX_ATTEMPTS = 5;

/** An operation built on a transaction's entity, as that transaction's item (the builders are shared with direct writes). */
export const committed = (operation: unknown) => (operation as { commit: () => unknown }).commit();

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

/** A card of the creators' brands directory (spec 2.5). */
export interface BrandDirectoryEntry {
  id: string;
  brand_name: string;
  logo_url: string | null;
  description: string | null;
  mission_statement: string | null;
  website: string | null;
  /** Products the brand made available to influencers. */
  product_count: number;
}

/**
 * Access pattern "brands with a connected store, by name" (`directory`, sparse): one bounded Query per page
 * (bounded-page.ts); `select` picks the brands of the page (the search).
 */
export const listConnectedBrandsPage = <R>(input: {
  after?: PageKey;
  want: number;
  filtered: boolean;
  select: (brands: BrandDirectoryEntry[]) => Promise<(R | undefined)[]>;
}): Promise<BoundedPage<R>> =>
  readBoundedPage<BrandItem & Record<string, unknown>, R>({
    // Only what a card shows, and the keys a cursor needs: the sealed store token never leaves the table.
    query: brand.query.directory({ gsi2pk: indexKeys.connectedBrands }).params({
      attributes: [
        'gsi2sk',
        'id',
        'brand_name',
        'logo_url',
        'description',
        'mission_statement',
        'website',
        'available_product_count',
      ],
    }) as QueryCommandInput,
    after: input.after,
    want: input.want,
    filtered: input.filtered,
    keyOf: (item) => ({
      ...keys.brand(item.id),
      gsi2pk: indexKeys.connectedBrands,
      gsi2sk: item.gsi2sk as string,
    }),
    select: (items) =>
      input.select(
        items.map((item) => ({
          id: item.id,
          brand_name: item.brand_name,
          logo_url: item.logo_url ?? null,
          description: item.description ?? null,
          mission_statement: item.mission_statement ?? null,
          website: item.website ?? null,
          product_count: Math.max(0, Number(item.available_product_count ?? 0)),
        })),
      ),
  });

/**
 * The connected Shopify stores, a page at a time (the directory index's BRANDS partition: a Query).
 * `next` is opaque: pass it back as `after`.
 */
export const listConnectedShopifyStores = async (
  after?: Record<string, unknown>,
): Promise<{ stores: { brandId: string; shopDomain: string }[]; next?: Record<string, unknown> }> => {
  const { data, cursor } = await brand.query.directory({ gsi2pk: indexKeys.connectedBrands }).go({
    cursor: (after?.cursor as string | undefined) ?? null,
    attributes: ['id', 'store_platform', 'shop_domain'],
  });
  return {
    stores: data
      .filter((item) => item.store_platform === 'shopify' && item.shop_domain)
      .map((item) => ({ brandId: item.id, shopDomain: item.shop_domain as string })),
    ...(cursor ? { next: { cursor } } : {}),
  };
};

/** Every connected brand and their available products (the directory totals' one-off recount). */
export const countConnectedBrands = async (): Promise<{ stores: number; products: number }> => {
  const { data } = await brand.query
    .directory({ gsi2pk: indexKeys.connectedBrands })
    .go({ pages: 'all', attributes: ['available_product_count'] });
  return {
    stores: data.length,
    products: data.reduce((sum, item) => sum + Math.max(0, Number(item.available_product_count ?? 0)), 0),
  };
};

export type BrandSummary = Pick<Brand, 'id' | 'brand_name' | 'logo_url'>;

/**
 * Name and logo of a page of brands in one BatchGetItem (a marketplace page). Read, not denormalized
 * onto products, so a rename shows at once. Keys DynamoDB leaves unprocessed are asked for again.
 */
export const getBrandSummaries = async (brandIds: string[]): Promise<Map<string, BrandSummary>> => {
  const summaries = new Map<string, BrandSummary>();
  let pending = [...new Set(brandIds)].map((id) => ({ id }));
  for (let attempt = 1; pending.length > 0; attempt++) {
    if (attempt > MAX_ATTEMPTS) throw new Error('getBrandSummaries: keys left unprocessed');
    if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt));
    const { data, unprocessed } = await brand
      .get(pending)
      .go({ attributes: ['id', 'brand_name', 'logo_url'] });
    for (const item of data)
      summaries.set(item.id, { id: item.id, brand_name: item.brand_name, logo_url: item.logo_url ?? null });
    pending = unprocessed.map((key) => ({ id: key.id }));
  }
  return summaries;
};

/**
 * 'Go to Dashboard': onboarding completed on the brand and on the user's profile, both or neither
 * (one transaction), with the chosen payment partner. The profile is the identity module's item, still
 * written as a raw transaction item here.
 */
export const completeBrandOnboarding = async (
  owner: Pick<Brand, 'id' | 'user_id'>,
  paymentPartner: PaymentPartner,
): Promise<void> => {
  const outcome = await writeMixedTransaction(
    catalogueService(),
    (entities): Record<string, unknown> => ({
      brand: entities.brand
        .patch({ id: owner.id })
        .set({
          onboarding_completed: true,
          payment_partner: paymentPartner,
          updated_at: new Date().toISOString(),
        })
        .commit(),
      profile: {
        Update: {
          TableName: tableName(),
          Key: keys.profile(owner.user_id),
          UpdateExpression: 'SET onboarding_completed = :true',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':true': true },
        },
      },
    }),
  );
  if (!outcome.ok) throw new Error(`onboarding of ${owner.id}: refused (${outcome.refused.join(', ')})`);
};
