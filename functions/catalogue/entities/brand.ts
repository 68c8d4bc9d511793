import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
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
import { batchGetItems } from '../../shared/data/batch-get';
import { type BoundedPage, type PageKey, readBoundedPage } from '../../shared/data/bounded-page';
import { db, isConditionFailure, tableName } from '../../shared/data/client';
import { createId } from '../../shared/data/ids';
import { indexKeys, keys } from '../../shared/data/keys';
import { isTransactionConflict } from '../../shared/data/transactions';
import { AppError } from '../../shared/http/errors';
import { outboxEvent } from '../../shared/outbox/outbox-event';
import { brandDirectoryStatsChange } from './brand-directory-stats';

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

/** What the item holds of the view (store_missing_scopes is computed from shopify_granted_scopes). */
type StoredBrand = Omit<Brand, 'store_missing_scopes'>;

/** The stored item: the view plus keys and the sealed (encrypted) store token. */
interface BrandItem extends StoredBrand {
  pk: string;
  sk: string;
  gsi1pk: string;
  gsi1sk: string;
  type: 'brand';
  shopify_access_token_sealed?: string;
  /** The scopes Shopify granted at the last OAuth (its `scope` answer); absent: connected before it was recorded. */
  shopify_granted_scopes?: string;
  /**
   * Creators' brands directory (`directory`, sparse): present exactly while store_connected is true, sk
   * `{lower-cased name}#{id}`. Kept by updateBrand, whatever path connects, renames or disconnects.
   */
  gsi2pk?: string;
  gsi2sk?: string;
  /** Products available to influencers; changed in the transaction that changes a product's availability. */
  available_product_count?: number;
  /** The normalized store domain this brand holds (store-claim.ts), while a store with a host is connected. */
  store_claim?: string;
}

export const connectedBrandsSortKey = (brandName: string, brandId: string): string =>
  `${brandName.trim().toLowerCase()}#${brandId}`;

const publicFields: (keyof StoredBrand)[] = [
  'id',
  'user_id',
  'brand_name',
  'logo_url',
  'website',
  'description',
  'mission_statement',
  'why_work_with_us',
  'social_media_links',
  'onboarding_completed',
  'store_connected',
  'store_platform',
  'store_name',
  'shop_domain',
  'store_disconnected_reason',
  'store_disconnected_at',
  'payment_partner',
  'created_at',
  'updated_at',
];

/** An allow-list, not a deny-list: a field added to the item later is not exposed by accident. */
const toBrand = (item: BrandItem): Brand => ({
  ...(Object.fromEntries(
    publicFields.map((field) => [field, item[field] ?? null]),
  ) as unknown as StoredBrand),
  store_missing_scopes:
    item.store_connected && item.store_platform === 'shopify'
      ? missingShopifyScopes(item.shopify_granted_scopes)
      : [],
});

export const getBrand = async (brandId: string): Promise<Brand | undefined> => {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.brand(brandId) }));
  return Item ? toBrand(Item as BrandItem) : undefined;
};

/** The brand owned by a signed-in user, or 404: brand handlers start here, so tenancy comes from the token. */
export const getBrandOfUserOrThrow = async (userId: string): Promise<Brand> => {
  const { Item: owner } = await db.send(
    new GetCommand({ TableName: tableName(), Key: keys.brandOwner(userId), ConsistentRead: true }),
  );
  const brand = owner?.brand_id ? await getBrand(owner.brand_id as string) : undefined;
  if (!brand) throw new AppError('not_found', 'Brand not found');
  return brand;
};

/**
 * The brand's store as it is now (connected, platform, domain): what the redirect needs to send a
 * click to the current store. One GetItem of three small attributes.
 */
export const getBrandStore = async (
  brandId: string,
): Promise<Pick<Brand, 'store_connected' | 'store_platform' | 'shop_domain'> | undefined> => {
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.brand(brandId),
      ProjectionExpression: 'store_connected, store_platform, shop_domain',
    }),
  );
  if (!Item) return undefined;
  return {
    store_connected: Item.store_connected === true,
    store_platform: (Item.store_platform as StorePlatform | null) ?? null,
    shop_domain: (Item.shop_domain as string | null) ?? null,
  };
};

/** Server-side only: the sealed token, for the import and discount features. */
export const getSealedStoreToken = async (brandId: string): Promise<string | undefined> => {
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.brand(brandId),
      ProjectionExpression: 'shopify_access_token_sealed',
    }),
  );
  return Item?.shopify_access_token_sealed as string | undefined;
};

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
  const brand: StoredBrand = {
    id: createId('br_'),
    user_id: input.userId,
    brand_name: input.brandName,
    logo_url: null,
    website: null,
    description: null,
    mission_statement: null,
    why_work_with_us: null,
    social_media_links: {},
    onboarding_completed: false,
    store_connected: false,
    store_platform: null,
    store_name: null,
    shop_domain: null,
    store_disconnected_reason: null,
    store_disconnected_at: null,
    payment_partner: null,
    created_at: now,
    updated_at: now,
  };
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...keys.brandOwner(input.userId),
                type: 'brand-owner',
                brand_id: brand.id,
                created_at: now,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...keys.brand(brand.id),
                gsi1pk: `USER#${input.userId}`,
                gsi1sk: 'BRAND',
                type: 'brand',
                ...brand,
              } satisfies BrandItem,
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
    return { created: true, brandId: brand.id };
  } catch (error) {
    if (isConditionFailure(error)) return { created: false };
    throw error;
  }
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
export const getStoreCurrency = async (brandId: string): Promise<string | undefined> => {
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.brand(brandId),
      ProjectionExpression: 'store_currency',
    }),
  );
  return Item?.store_currency as string | undefined;
};

/** Records the store's currency where none is recorded yet (a store connected before it was). */
export const recordStoreCurrencyIfUnknown = async (brandId: string, currency: string): Promise<void> => {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.brand(brandId),
        UpdateExpression: 'SET store_currency = :currency',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(store_currency)',
        ExpressionAttributeValues: { ':currency': currency },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
};

/**
 * What an update does to the brand's directory entry. The entry depends on two fields (connected,
 * name); when the update sets only one of them the other is read first, and the write is guarded on it
 * still having the value read (`guard`), so a concurrent rename or (dis)connect makes this one retry.
 */
interface DirectoryPlan {
  entry: 'set' | 'remove' | 'keep';
  sortKey?: string;
  guard?: { expression: string; values: Record<string, unknown> };
}

const planDirectoryEntry = async (brandId: string, set: Updatable): Promise<DirectoryPlan> => {
  if (set.store_connected === false) return { entry: 'remove' };
  if (set.store_connected === true && set.brand_name !== undefined)
    return { entry: 'set', sortKey: connectedBrandsSortKey(set.brand_name, brandId) };
  if (set.store_connected === undefined && set.brand_name === undefined) return { entry: 'keep' };
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.brand(brandId),
      ConsistentRead: true,
      ProjectionExpression: 'brand_name, store_connected',
    }),
  );
  if (!Item) throw new AppError('not_found', 'Brand not found');
  if (set.store_connected === true) {
    const name = Item.brand_name as string;
    return {
      entry: 'set',
      sortKey: connectedBrandsSortKey(name, brandId),
      guard: { expression: 'brand_name = :guard_name', values: { ':guard_name': name } },
    };
  }
  // A rename: the entry moves only if the store is connected.
  if (Item.store_connected === true) {
    return {
      entry: 'set',
      sortKey: connectedBrandsSortKey(set.brand_name as string, brandId),
      guard: { expression: 'store_connected = :guard_true', values: { ':guard_true': true } },
    };
  }
  return {
    entry: 'keep',
    guard: {
      expression: '(attribute_not_exists(store_connected) OR store_connected = :guard_false)',
      values: { ':guard_false': false },
    },
  };
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
  guard: { expression: string; values: Record<string, unknown> };
}

const planStoreClaim = async (brandId: string, set: Updatable): Promise<StoreClaimPlan | undefined> => {
  if (set.shop_domain === undefined && set.store_connected !== false) return undefined;
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.brand(brandId),
      ConsistentRead: true,
      ProjectionExpression: 'store_claim',
    }),
  );
  if (!Item) throw new AppError('not_found', 'Brand not found');
  const seen = Item.store_claim as string | undefined;
  return {
    seen,
    next: set.store_connected === false ? undefined : normalizedStoreDomain(set.shop_domain),
    guard: seen
      ? { expression: 'store_claim = :seen_claim', values: { ':seen_claim': seen } }
      : { expression: 'attribute_not_exists(store_claim)', values: {} },
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
  guard: { expression: string; values: Record<string, unknown> };
}

const planDirectoryCount = async (
  brandId: string,
  set: Updatable,
): Promise<DirectoryCountPlan | undefined> => {
  if (set.store_connected === undefined) return undefined;
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.brand(brandId),
      ConsistentRead: true,
      ProjectionExpression: 'store_connected, available_product_count',
    }),
  );
  if (!Item) throw new AppError('not_found', 'Brand not found');
  const was = Item.store_connected === true;
  const connectedGuard = was
    ? 'store_connected = :count_connected'
    : '(attribute_not_exists(store_connected) OR store_connected = :count_connected)';
  if (was === set.store_connected) {
    return { guard: { expression: connectedGuard, values: { ':count_connected': was } } };
  }
  const count = Item.available_product_count as number | undefined;
  const products = Math.max(0, Number(count ?? 0));
  return {
    change: { stores: was ? -1 : 1, products: was ? -products : products },
    guard: {
      expression: `${connectedGuard} AND ${
        count === undefined
          ? 'attribute_not_exists(available_product_count)'
          : 'available_product_count = :count_seen'
      }`,
      values: { ':count_connected': was, ...(count === undefined ? {} : { ':count_seen': count }) },
    },
  };
};

/**
 * SET the given fields, REMOVE those given as null-clearing via `remove`, on an existing brand only,
 * keeping the connected-brands directory entry in step (see DirectoryPlan). Returns the updated brand.
 * A change of store takes the new store's claim and releases the old one in the same transaction: a
 * store another brand holds is a 409 (StoreAlreadyConnectedError) and nothing is written.
 */
/** The brand's store is no longer the one a change was meant for (see `onlyIfShop`). */
export class StoreChangedError extends Error {}

export const updateBrand = async (
  brandId: string,
  set: Updatable,
  remove: (keyof BrandItem)[] = [],
  /** Apply only while the brand's store is still this shop (a change about that store, e.g. its uninstall). */
  onlyIfShop?: string,
): Promise<Brand> => {
  for (let attempt = 1; ; attempt++) {
    const plan = await planDirectoryEntry(brandId, set);
    const claim = await planStoreClaim(brandId, set);
    const count = await planDirectoryCount(brandId, set);
    const now = new Date().toISOString();
    const names: Record<string, string> = { '#updated_at': 'updated_at' };
    const values: Record<string, unknown> = {
      ...(onlyIfShop ? { ':only_shop': onlyIfShop } : {}),
      ':now': now,
      ...plan.guard?.values,
      ...claim?.guard.values,
      ...count?.guard.values,
    };
    const assignments = ['#updated_at = :now'];
    for (const [field, value] of Object.entries(set)) {
      if (value === undefined) continue;
      names[`#${field}`] = field;
      values[`:${field}`] = value;
      assignments.push(`#${field} = :${field}`);
    }
    const removals = remove.map((field) => String(field));
    // A store connecting ends whatever disconnected the last one (the brand sees a connected store).
    if (set.store_connected === true) {
      for (const field of ['store_disconnected_reason', 'store_disconnected_at'] as const)
        if (set[field] === undefined && !removals.includes(field)) removals.push(field);
    }
    if (plan.entry === 'set') {
      values[':dir_pk'] = indexKeys.connectedBrands;
      values[':dir_sk'] = plan.sortKey;
      assignments.push('gsi2pk = :dir_pk', 'gsi2sk = :dir_sk');
    } else if (plan.entry === 'remove') {
      removals.push('gsi2pk', 'gsi2sk');
    }
    if (claim?.next) {
      values[':store_claim'] = claim.next;
      assignments.push('store_claim = :store_claim');
    } else if (claim) {
      removals.push('store_claim');
    }
    for (const field of removals) names[`#${field}`] = field;
    const removal = removals.length ? ` REMOVE ${removals.map((field) => `#${field}`).join(', ')}` : '';
    const update = {
      TableName: tableName(),
      Key: keys.brand(brandId),
      UpdateExpression: `SET ${assignments.join(', ')}${removal}`,
      ConditionExpression: [
        'attribute_exists(pk)',
        onlyIfShop ? 'shop_domain = :only_shop' : undefined,
        plan.guard?.expression,
        claim?.guard.expression,
        count?.guard.expression,
      ]
        .filter(Boolean)
        .join(' AND '),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    };
    const takes = claim?.next && claim.next !== claim.seen ? claim.next : undefined;
    const releases = claim?.seen && claim.seen !== claim.next ? claim.seen : undefined;
    // Connecting a Shopify store announces it in the same transaction: its webhooks get subscribed.
    const connected =
      set.store_connected === true && set.store_platform === 'shopify' && set.shop_domain
        ? outboxEvent('ShopifyStoreConnected', { version: 1, brandId, shopDomain: set.shop_domain })
        : undefined;
    try {
      if (!takes && !releases && !count?.change && !connected) {
        const { Attributes } = await db.send(new UpdateCommand({ ...update, ReturnValues: 'ALL_NEW' }));
        return toBrand(Attributes as BrandItem);
      }
      // Index 0: the brand; index 1: the new store's claim (when one is taken).
      await db.send(
        new TransactWriteCommand({
          TransactItems: [
            { Update: update },
            ...(takes ? [claimStoreItem(takes, brandId, now)] : []),
            ...(releases ? [releaseStoreItem(releases, brandId)] : []),
            // Last, so the claim keeps index 1 for the cancellation reasons read below.
            ...(count?.change ? [brandDirectoryStatsChange(count.change)] : []),
            ...(connected ? [connected.write] : []),
          ],
        }),
      );
      const { Item } = await db.send(
        new GetCommand({ TableName: tableName(), Key: keys.brand(brandId), ConsistentRead: true }),
      );
      return toBrand(Item as BrandItem);
    } catch (error) {
      if (!isConditionFailure(error) && !isTransactionConflict(error)) throw error;
      if (onlyIfShop && isConditionFailure(error)) {
        const current = await getBrand(brandId);
        if (current?.shop_domain !== onlyIfShop)
          throw new StoreChangedError(`${brandId} no longer holds ${onlyIfShop}`);
      }
      const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
      if (takes && reasons[1]?.Code === 'ConditionalCheckFailed') {
        throw new StoreAlreadyConnectedError();
      }
      // Without a guard the only condition is existence; with one, re-plan (which 404s if it is gone).
      if (!plan.guard && !claim && !count && !isTransactionConflict(error))
        throw new AppError('not_found', 'Brand not found');
      if (attempt >= MAX_ATTEMPTS)
        throw new AppError('conflict', 'The brand was changed at the same time elsewhere. Please try again.');
    }
  }
};

/** Another transaction held one of the items at that moment (DynamoDB cancels both): worth a retry. */

/** Whether the brand's store is connected now (strongly consistent): what a product change counts against. */
export const isStoreConnected = async (brandId: string): Promise<boolean> => {
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.brand(brandId),
      ConsistentRead: true,
      ProjectionExpression: 'store_connected',
    }),
  );
  return Item?.store_connected === true;
};

/**
 * The brand side of a product's availability change, for the product's transaction: the brand's
 * product count moves with the product, both or neither, and so do the brands directory totals when
 * the brand's store is connected. `connected` is what the caller read (isStoreConnected); the brand
 * update is guarded on it, so a (dis)connect in between cancels the transaction and the caller retries.
 */
export const availableProductCountChanges = (brandId: string, delta: 1 | -1, connected: boolean) => [
  {
    Update: {
      TableName: tableName(),
      Key: keys.brand(brandId),
      UpdateExpression: 'ADD available_product_count :delta',
      ConditionExpression: connected
        ? 'attribute_exists(pk) AND store_connected = :connected'
        : 'attribute_exists(pk) AND (attribute_not_exists(store_connected) OR store_connected = :connected)',
      ExpressionAttributeValues: { ':delta': delta, ':connected': connected },
    },
  },
  ...(connected ? [brandDirectoryStatsChange({ stores: 0, products: delta })] : []),
];

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
  readBoundedPage<Record<string, unknown>, R>({
    query: {
      TableName: tableName(),
      IndexName: 'directory',
      KeyConditionExpression: 'gsi2pk = :directory',
      ExpressionAttributeValues: { ':directory': indexKeys.connectedBrands },
      // Only what a card shows, and the keys a cursor needs: the sealed store token never leaves the table.
      ProjectionExpression:
        'pk, sk, gsi2pk, gsi2sk, id, brand_name, logo_url, description, mission_statement, website, available_product_count',
    },
    after: input.after,
    want: input.want,
    filtered: input.filtered,
    keyOf: (item) => ({
      pk: item.pk as string,
      sk: item.sk as string,
      gsi2pk: item.gsi2pk as string,
      gsi2sk: item.gsi2sk as string,
    }),
    select: (items) =>
      input.select(
        items.map((item) => ({
          id: item.id as string,
          brand_name: item.brand_name as string,
          logo_url: (item.logo_url as string | null) ?? null,
          description: (item.description as string | null) ?? null,
          mission_statement: (item.mission_statement as string | null) ?? null,
          website: (item.website as string | null) ?? null,
          product_count: Math.max(0, Number(item.available_product_count ?? 0)),
        })),
      ),
  });

/** The connected Shopify stores, a page at a time (the directory index's BRANDS partition: a Query). */
export const listConnectedShopifyStores = async (
  after?: Record<string, unknown>,
): Promise<{ stores: { brandId: string; shopDomain: string }[]; next?: Record<string, unknown> }> => {
  const { Items = [], LastEvaluatedKey } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'directory',
      KeyConditionExpression: 'gsi2pk = :directory',
      ExpressionAttributeValues: { ':directory': indexKeys.connectedBrands },
      ProjectionExpression: 'pk, sk, gsi2pk, gsi2sk, id, store_platform, shop_domain',
      ...(after ? { ExclusiveStartKey: after } : {}),
    }),
  );
  return {
    stores: Items.filter((item) => item.store_platform === 'shopify' && item.shop_domain).map((item) => ({
      brandId: item.id as string,
      shopDomain: item.shop_domain as string,
    })),
    ...(LastEvaluatedKey ? { next: LastEvaluatedKey } : {}),
  };
};

export type BrandSummary = Pick<Brand, 'id' | 'brand_name' | 'logo_url'>;

/**
 * Name and logo of a page of brands in one BatchGetItem (a marketplace page). Read, not denormalized
 * onto products, so a rename shows at once.
 */
export const getBrandSummaries = async (brandIds: string[]): Promise<Map<string, BrandSummary>> => {
  const items = await batchGetItems(
    brandIds.map((id) => keys.brand(id)),
    { projection: 'id, brand_name, logo_url' },
  );
  return new Map(
    items.map((item) => [
      item.id as string,
      {
        id: item.id as string,
        brand_name: item.brand_name as string,
        logo_url: (item.logo_url as string | null) ?? null,
      },
    ]),
  );
};

/**
 * 'Go to Dashboard': onboarding completed on the brand and on the user's profile, both or neither
 * (one transaction), with the chosen payment partner.
 */
export const completeBrandOnboarding = async (
  brand: Pick<Brand, 'id' | 'user_id'>,
  paymentPartner: PaymentPartner,
): Promise<void> => {
  const now = new Date().toISOString();
  await db.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: tableName(),
            Key: keys.brand(brand.id),
            UpdateExpression:
              'SET onboarding_completed = :true, payment_partner = :partner, updated_at = :now',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':true': true, ':partner': paymentPartner, ':now': now },
          },
        },
        {
          Update: {
            TableName: tableName(),
            Key: keys.profile(brand.user_id),
            UpdateExpression: 'SET onboarding_completed = :true',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':true': true },
          },
        },
      ],
    }),
  );
};
