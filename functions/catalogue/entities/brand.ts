import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
// Shared with the web app (contracts/constants.ts).
import {
  type PaymentPartner,
  paymentPartners,
  type StoreDisconnectReason,
  type StorePlatform,
  storePlatforms,
} from '../../../contracts/constants';
import {
  claimStoreItem,
  missingShopifyScopes,
  normalizedStoreDomain,
  releaseStoreItem,
  StoreAlreadyConnectedError,
} from '../../integrations';
import { type BoundedPage, type PageKey, readBoundedPage } from '../../shared/data/bounded-page';
import { isConditionFailure, tableName } from '../../shared/data/client';
import { defineEntity, SERVICE, writeTransaction } from '../../shared/data/entity';
import { createId } from '../../shared/data/ids';
import { indexKeys, keys } from '../../shared/data/keys';
import { DomainError } from '../../shared/errors';
import { outboxEvent } from '../../shared/outbox/outbox-event';
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

type BrandItem = NonNullable<Awaited<ReturnType<ReturnType<typeof brand.get>['go']>>['data']>;
type BrandField = keyof BrandItem;

export const connectedBrandsSortKey = (brandName: string, brandId: string): string =>
  `${brandName.trim().toLowerCase()}#${brandId}`;

/** An allow-list, not a deny-list: a field added to the item later is not exposed by accident. */
const toBrand = (item: BrandItem): Brand => ({
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

/** Some fields of the brand, strongly consistent when asked (the plans below read before they write). */
const readBrand = async <F extends BrandField>(brandId: string, attributes: F[], consistent = false) =>
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

/**
 * The brand's store as it is now (connected, platform, domain): what the redirect needs to send a
 * click to the current store. One GetItem of three small attributes.
 */
export const getBrandStore = async (
  brandId: string,
): Promise<Pick<Brand, 'store_connected' | 'store_platform' | 'shop_domain'> | undefined> => {
  const item = await readBrand(brandId, ['store_connected', 'store_platform', 'shop_domain']);
  if (!item) return undefined;
  return {
    store_connected: item.store_connected === true,
    store_platform: (item.store_platform as StorePlatform | undefined) ?? null,
    shop_domain: item.shop_domain ?? null,
  };
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

type Updatable = Partial<
  Omit<Brand, 'id' | 'user_id' | 'created_at' | 'updated_at' | 'store_missing_scopes'>
> & {
  shopify_access_token_sealed?: string;
  shopify_granted_scopes?: string;
  /** The store's own currency (Shopify `shop.currencyCode`), recorded when it connects. */
  store_currency?: string;
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
type Guard = Parameters<ReturnType<ReturnType<typeof brand.patch>['set']>['where']>[0];

const notConnected: Guard = (attr, op) =>
  `(${op.notExists(attr.store_connected)} OR ${op.eq(attr.store_connected, false)})`;

/**
 * What an update does to the brand's directory entry. The entry depends on two fields (connected,
 * name); when the update sets only one of them the other is read first, and the write is guarded on it
 * still having the value read (`guard`), so a concurrent rename or (dis)connect makes this one retry.
 */
interface DirectoryPlan {
  entry: 'set' | 'remove' | 'keep';
  sortKey?: string;
  guard?: Guard;
}

const planDirectoryEntry = async (brandId: string, set: Updatable): Promise<DirectoryPlan> => {
  if (set.store_connected === false) return { entry: 'remove' };
  if (set.store_connected === true && set.brand_name !== undefined)
    return { entry: 'set', sortKey: connectedBrandsSortKey(set.brand_name, brandId) };
  if (set.store_connected === undefined && set.brand_name === undefined) return { entry: 'keep' };
  const item = await readBrand(brandId, ['brand_name', 'store_connected'], true);
  if (!item) throw new DomainError('not_found', 'Brand not found');
  if (set.store_connected === true) {
    const name = item.brand_name;
    return {
      entry: 'set',
      sortKey: connectedBrandsSortKey(name, brandId),
      guard: (attr, op) => op.eq(attr.brand_name, name),
    };
  }
  // A rename: the entry moves only if the store is connected.
  if (item.store_connected === true) {
    return {
      entry: 'set',
      sortKey: connectedBrandsSortKey(set.brand_name as string, brandId),
      guard: (attr, op) => op.eq(attr.store_connected, true),
    };
  }
  return { entry: 'keep', guard: notConnected };
};

const MAX_ATTEMPTS = 5;

/**
 * What an update does to the brand's store claim (store-claim.ts): only updates that set the store's
 * domain or disconnect it touch it. `seen` is the domain the brand held when read; the write is
 * guarded on it, so two changes of one brand's store at once cannot leave a claim nobody holds.
 */
interface StoreClaimPlan {
  seen: string | undefined;
  next: string | undefined;
  guard: Guard;
}

const planStoreClaim = async (brandId: string, set: Updatable): Promise<StoreClaimPlan | undefined> => {
  if (set.shop_domain === undefined && set.store_connected !== false) return undefined;
  const item = await readBrand(brandId, ['store_claim'], true);
  if (!item) throw new DomainError('not_found', 'Brand not found');
  const seen = item.store_claim ?? undefined;
  return {
    seen,
    next: set.store_connected === false ? undefined : normalizedStoreDomain(set.shop_domain),
    guard: seen ? (attr, op) => op.eq(attr.store_claim, seen) : (attr, op) => op.notExists(attr.store_claim),
  };
};

/**
 * What an update does to the brands directory totals (brand-directory-stats.ts): only a change of
 * store_connected moves them, by one store and by the brand's available products. Both are read here
 * and the write is guarded on them (`guard`), so a product toggled or a second (dis)connect at the same
 * moment makes this one retry instead of counting the wrong number.
 */
interface DirectoryCountPlan {
  change?: { stores: number; products: number };
  guard: Guard;
}

const planDirectoryCount = async (
  brandId: string,
  set: Updatable,
): Promise<DirectoryCountPlan | undefined> => {
  if (set.store_connected === undefined) return undefined;
  const item = await readBrand(brandId, ['store_connected', 'available_product_count'], true);
  if (!item) throw new DomainError('not_found', 'Brand not found');
  const was = item.store_connected === true;
  const connectedGuard: Guard = was ? (attr, op) => op.eq(attr.store_connected, true) : notConnected;
  if (was === set.store_connected) return { guard: connectedGuard };
  const count = item.available_product_count ?? undefined;
  const products = Math.max(0, Number(count ?? 0));
  return {
    change: { stores: was ? -1 : 1, products: was ? -products : products },
    guard: (attr, op) =>
      `${connectedGuard(attr, op)} AND ${
        count === undefined
          ? op.notExists(attr.available_product_count)
          : op.eq(attr.available_product_count, count)
      }`,
  };
};

/** An operation built on a transaction's entity, as that transaction's item (the builders are shared with direct writes). */
export const committed = (operation: unknown) => (operation as { commit: () => unknown }).commit();

/** The brand's store is no longer the one a change was meant for (see `onlyIfShop`). */
export class StoreChangedError extends Error {}

/**
 * SET the given fields (null: REMOVE them, read back as null), REMOVE those in `remove`, on an existing
 * brand only, keeping the connected-brands directory entry in step (see DirectoryPlan). Returns the
 * updated brand. A change of store takes the new store's claim and releases the old one in the same
 * transaction: a store another brand holds is a 409 (StoreAlreadyConnectedError) and nothing is written.
 */
export const updateBrand = async (
  brandId: string,
  set: Updatable,
  remove: BrandField[] = [],
  /** Apply only while the brand's store is still this shop (a change about that store, e.g. its uninstall). */
  onlyIfShop?: string,
): Promise<Brand> => {
  for (let attempt = 1; ; attempt++) {
    const plan = await planDirectoryEntry(brandId, set);
    const claim = await planStoreClaim(brandId, set);
    const count = await planDirectoryCount(brandId, set);
    const now = new Date().toISOString();
    const values: Partial<BrandItem> = { updated_at: now };
    const removals = new Set<BrandField>(remove);
    for (const [field, value] of Object.entries(set) as [BrandField, unknown][]) {
      if (value === null) removals.add(field);
      else if (value !== undefined) Object.assign(values, { [field]: value });
    }
    // A store connecting ends whatever disconnected the last one (the brand sees a connected store).
    if (set.store_connected === true) {
      for (const field of ['store_disconnected_reason', 'store_disconnected_at'] as const)
        if (set[field] === undefined) removals.add(field);
    }
    if (plan.entry === 'set')
      Object.assign(values, { gsi2pk: indexKeys.connectedBrands, gsi2sk: plan.sortKey });
    else if (plan.entry === 'remove') removals.add('gsi2pk').add('gsi2sk');
    if (claim?.next) values.store_claim = claim.next;
    else if (claim) removals.add('store_claim');
    const guards = [
      onlyIfShop ? (((attr, op) => op.eq(attr.shop_domain, onlyIfShop)) satisfies Guard) : undefined,
      plan.guard,
      claim?.guard,
      count?.guard,
    ].filter((guard): guard is Guard => guard !== undefined);
    const update = (entity: typeof brand) => {
      let operation = entity.patch({ id: brandId }).set(values);
      if (removals.size > 0) operation = operation.remove([...removals] as never);
      return guards.reduce((chain, guard) => chain.where(guard), operation);
    };
    const takes = claim?.next && claim.next !== claim.seen ? claim.next : undefined;
    const releases = claim?.seen && claim.seen !== claim.next ? claim.seen : undefined;
    // Connecting a Shopify store announces it in the same transaction: its webhooks get subscribed.
    const connected =
      set.store_connected === true && set.store_platform === 'shopify' && set.shop_domain
        ? outboxEvent('ShopifyStoreConnected', { version: 1, brandId, shopDomain: set.shop_domain })
        : undefined;
    let refused: string[];
    let conflict = false;
    if (!takes && !releases && !count?.change && !connected) {
      try {
        const { data } = await update(brand).go({ response: 'all_new' });
        return toBrand(data as BrandItem);
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        refused = ['brand'];
      }
    } else {
      const outcome = await writeMixedTransaction(
        catalogueService(),
        (entities): Record<string, unknown> => ({
          brand: committed(update(entities.brand as unknown as typeof brand)),
          ...(takes ? { claim: claimStoreItem(takes, brandId, now) } : {}),
          ...(releases ? { release: releaseStoreItem(releases, brandId) } : {}),
          ...(count?.change ? { stats: changeBrandDirectoryStats(entities, count.change) } : {}),
          ...(connected ? { event: entities.outbox.create(connected.item).commit() } : {}),
        }),
      );
      if (outcome.ok) return (await getBrandConsistently(brandId)) as Brand;
      ({ refused, conflict } = outcome);
    }
    if (onlyIfShop && refused.length > 0) {
      const current = await getBrand(brandId);
      if (current?.shop_domain !== onlyIfShop)
        throw new StoreChangedError(`${brandId} no longer holds ${onlyIfShop}`);
    }
    if (refused.includes('claim')) throw new StoreAlreadyConnectedError();
    // Without a guard the only condition is existence; with one, re-plan (which 404s if it is gone).
    if (guards.length === (onlyIfShop ? 1 : 0) && !conflict)
      throw new DomainError('not_found', 'Brand not found');
    if (attempt >= MAX_ATTEMPTS)
      throw new DomainError(
        'conflict',
        'The brand was changed at the same time elsewhere. Please try again.',
      );
  }
};

const getBrandConsistently = async (brandId: string): Promise<Brand | undefined> => {
  const { data } = await brand.get({ id: brandId }).go({ consistent: true });
  return data ? toBrand(data) : undefined;
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
