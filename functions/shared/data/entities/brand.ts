import {
  BatchGetCommand,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { AppError } from '../../http/errors';
import { db, isConditionFailure, tableName } from '../client';
import { createId } from '../ids';
import { indexKeys, keys } from '../keys';

export const storePlatforms = [
  'shopify',
  'bigcommerce',
  'square',
  'woocommerce',
  'magento',
  'prestashop',
  'other',
] as const;
export type StorePlatform = (typeof storePlatforms)[number];

export const paymentPartners = ['built-in', 'awin', 'partnerize', 'impact', 'commissionjunction'] as const;
export type PaymentPartner = (typeof paymentPartners)[number];

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
  payment_partner: PaymentPartner | null;
  created_at: string;
  updated_at: string;
}

/** The stored item: the view plus keys and the sealed (encrypted) store token. */
interface BrandItem extends Brand {
  pk: string;
  sk: string;
  gsi1pk: string;
  gsi1sk: string;
  type: 'brand';
  shopify_access_token_sealed?: string;
  /**
   * Creators' brands directory (gsi2, sparse): present exactly while store_connected is true, sk
   * `{lower-cased name}#{id}`. Kept by updateBrand, whatever path connects, renames or disconnects.
   */
  gsi2pk?: string;
  gsi2sk?: string;
  /** Products available to influencers; changed in the transaction that changes a product's availability. */
  available_product_count?: number;
}

export const connectedBrandsSortKey = (brandName: string, brandId: string): string =>
  `${brandName.trim().toLowerCase()}#${brandId}`;

const publicFields: (keyof Brand)[] = [
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
  'payment_partner',
  'created_at',
  'updated_at',
];

/** An allow-list, not a deny-list: a field added to the item later is not exposed by accident. */
const toBrand = (item: BrandItem): Brand =>
  Object.fromEntries(publicFields.map((field) => [field, item[field] ?? null])) as unknown as Brand;

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
  const brand: Brand = {
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

type Updatable = Partial<Omit<Brand, 'id' | 'user_id' | 'created_at' | 'updated_at'>> & {
  shopify_access_token_sealed?: string;
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
 * SET the given fields, REMOVE those given as null-clearing via `remove`, on an existing brand only,
 * keeping the connected-brands directory entry in step (see DirectoryPlan). Returns the updated brand.
 */
export const updateBrand = async (
  brandId: string,
  set: Updatable,
  remove: (keyof BrandItem)[] = [],
): Promise<Brand> => {
  for (let attempt = 1; ; attempt++) {
    const plan = await planDirectoryEntry(brandId, set);
    const names: Record<string, string> = { '#updated_at': 'updated_at' };
    const values: Record<string, unknown> = { ':now': new Date().toISOString(), ...plan.guard?.values };
    const assignments = ['#updated_at = :now'];
    for (const [field, value] of Object.entries(set)) {
      if (value === undefined) continue;
      names[`#${field}`] = field;
      values[`:${field}`] = value;
      assignments.push(`#${field} = :${field}`);
    }
    const removals = remove.map((field) => String(field));
    if (plan.entry === 'set') {
      values[':dir_pk'] = indexKeys.connectedBrands;
      values[':dir_sk'] = plan.sortKey;
      assignments.push('gsi2pk = :dir_pk', 'gsi2sk = :dir_sk');
    } else if (plan.entry === 'remove') {
      removals.push('gsi2pk', 'gsi2sk');
    }
    for (const field of removals) names[`#${field}`] = field;
    const removal = removals.length ? ` REMOVE ${removals.map((field) => `#${field}`).join(', ')}` : '';
    try {
      const { Attributes } = await db.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.brand(brandId),
          UpdateExpression: `SET ${assignments.join(', ')}${removal}`,
          ConditionExpression: ['attribute_exists(pk)', plan.guard?.expression].filter(Boolean).join(' AND '),
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
          ReturnValues: 'ALL_NEW',
        }),
      );
      return toBrand(Attributes as BrandItem);
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      // Without a guard the only condition is existence; with one, re-plan (which 404s if it is gone).
      if (!plan.guard) throw new AppError('not_found', 'Brand not found');
      if (attempt >= MAX_ATTEMPTS)
        throw new AppError('conflict', 'The brand was changed at the same time elsewhere. Please try again.');
    }
  }
};

/**
 * The brand side of a product's availability change, for the product's transaction: the directory's
 * product count moves with the product, both or neither.
 */
export const availableProductCountChange = (brandId: string, delta: 1 | -1) => ({
  Update: {
    TableName: tableName(),
    Key: keys.brand(brandId),
    UpdateExpression: 'ADD available_product_count :delta',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':delta': delta },
  },
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

/** Access pattern "brands with a connected store, by name" (gsi2, sparse): one Query, paged by size. */
export const listConnectedBrands = async (): Promise<BrandDirectoryEntry[]> => {
  const brands: BrandDirectoryEntry[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :directory',
        ExpressionAttributeValues: { ':directory': indexKeys.connectedBrands },
        // Only what a card shows: the sealed store token never leaves the table.
        ProjectionExpression:
          'id, brand_name, logo_url, description, mission_statement, website, available_product_count',
        ExclusiveStartKey: cursor,
      }),
    );
    for (const item of page.Items ?? []) {
      brands.push({
        id: item.id as string,
        brand_name: item.brand_name as string,
        logo_url: (item.logo_url as string | null) ?? null,
        description: (item.description as string | null) ?? null,
        mission_statement: (item.mission_statement as string | null) ?? null,
        website: (item.website as string | null) ?? null,
        product_count: Math.max(0, Number(item.available_product_count ?? 0)),
      });
    }
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return brands;
};

export type BrandSummary = Pick<Brand, 'id' | 'brand_name' | 'logo_url'>;

/**
 * Name and logo of up to 100 brands in one BatchGetItem (a marketplace page). Read, not denormalized
 * onto products, so a rename shows at once. Keys DynamoDB leaves unprocessed (throttling) are asked
 * for again, a bounded number of times.
 */
export const getBrandSummaries = async (brandIds: string[]): Promise<Map<string, BrandSummary>> => {
  const summaries = new Map<string, BrandSummary>();
  let pending: Record<string, unknown>[] = [...new Set(brandIds)].map((id) => keys.brand(id));
  if (pending.length > 100) throw new Error('getBrandSummaries: at most 100 brands per call');
  for (let attempt = 1; pending.length > 0 && attempt <= MAX_ATTEMPTS; attempt++) {
    const { Responses, UnprocessedKeys } = await db.send(
      new BatchGetCommand({
        RequestItems: {
          [tableName()]: {
            Keys: pending,
            ProjectionExpression: 'id, brand_name, logo_url',
          },
        },
      }),
    );
    for (const item of Responses?.[tableName()] ?? []) {
      summaries.set(item.id as string, {
        id: item.id as string,
        brand_name: item.brand_name as string,
        logo_url: (item.logo_url as string | null) ?? null,
      });
    }
    pending = (UnprocessedKeys?.[tableName()]?.Keys as Record<string, unknown>[] | undefined) ?? [];
    if (pending.length) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
  }
  if (pending.length) throw new Error('getBrandSummaries: keys left unprocessed');
  return summaries;
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
