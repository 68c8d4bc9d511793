import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  defaultStorefrontName,
  MAX_STOREFRONT_PRODUCTS,
  type StorefrontLayout,
  storefrontDefaults,
} from '../../../contracts/storefront';
import type { Creator } from '../../identity';
import { db, isConditionFailure, queryAll, tableName } from '../../shared/data/client';
import { indexKeys, keys, prefixes } from '../../shared/data/keys';
import { transactWriteWithRetry } from '../../shared/data/transactions';
import { AppError } from '../../shared/http/errors';

/**
 * creator_marketplaces + creator_marketplace_products (spec 3). Both live under the creator
 * (CREATOR#{id}: tenancy is in the key, the editor reads them in one Query), and both carry the
 * `directory` partition STOREFRONT#{username}, so the public page /{username} is ONE Query with no
 * username lookup first. That is why the creator's username, avatar and bio, and each product's name,
 * image, price, brand and the creator's referral code, are copied onto these items: the page joins
 * nothing at read time. Every editor write refreshes the creator's copy (and re-points the partition
 * after a rename); the product copy is taken when the product is added.
 *
 * The items never carry a `category` attribute: `marketByCategory` is keyed on it (table-definition.ts).
 */
export interface StorefrontSettings {
  marketplace_name: string;
  bio: string;
  theme_color: string;
  background_color: string;
  layout_style: StorefrontLayout;
  header_image_url: string | null;
  is_active: boolean;
}

export interface Storefront extends StorefrontSettings {
  creator_id: string;
  username: string;
  avatar_url: string | null;
  /** The creator's profile bio: the page shows the storefront's bio, else this (spec 2.3). */
  creator_bio: string;
  follower_count: number;
  product_count: number;
  updated_at: string;
}

export interface StorefrontEntry {
  product_id: string;
  brand_id: string;
  name: string;
  brand_name: string;
  image_url: string | null;
  price_cents: number;
  referral_code: string;
  custom_description: string | null;
  featured: boolean;
  display_order: number;
  added_at: string;
}

interface StorefrontItem extends Storefront {
  pk: string;
  sk: string;
  type: 'storefront';
  gsi2pk: string;
  gsi2sk: string;
}

interface StorefrontEntryItem extends StorefrontEntry {
  pk: string;
  sk: string;
  type: 'storefront-product';
  creator_id: string;
  gsi2pk: string;
  gsi2sk: string;
}

type AnyItem = StorefrontItem | StorefrontEntryItem;

/** In the directory partition the settings sort before the products (sk '0' < '1#…'). */
const SETTINGS_SORT = '0';
const entrySort = (productId: string) => `1#${productId}`;

/** The spec's defaults for a creator who has not saved their storefront yet. */
export const defaultSettings = (username: string): StorefrontSettings => ({
  marketplace_name: defaultStorefrontName(username),
  bio: '',
  theme_color: storefrontDefaults.theme_color,
  background_color: storefrontDefaults.background_color,
  layout_style: storefrontDefaults.layout_style,
  header_image_url: null,
  is_active: storefrontDefaults.is_active,
});

const toStorefront = (item: StorefrontItem): Storefront => ({
  creator_id: item.creator_id,
  username: item.username,
  avatar_url: item.avatar_url ?? null,
  creator_bio: item.creator_bio ?? '',
  marketplace_name: item.marketplace_name || defaultStorefrontName(item.username),
  bio: item.bio ?? '',
  theme_color: item.theme_color ?? storefrontDefaults.theme_color,
  background_color: item.background_color ?? storefrontDefaults.background_color,
  layout_style: item.layout_style ?? storefrontDefaults.layout_style,
  header_image_url: item.header_image_url ?? null,
  is_active: item.is_active ?? true,
  follower_count: Number(item.follower_count ?? 0),
  product_count: Number(item.product_count ?? 0),
  updated_at: item.updated_at,
});

const toEntry = (item: StorefrontEntryItem): StorefrontEntry => ({
  product_id: item.product_id,
  brand_id: item.brand_id,
  name: item.name,
  brand_name: item.brand_name,
  image_url: item.image_url ?? null,
  price_cents: Number(item.price_cents ?? 0),
  referral_code: item.referral_code,
  custom_description: item.custom_description ?? null,
  featured: item.featured === true,
  display_order: Number(item.display_order ?? 0),
  added_at: item.added_at,
});

/** Spec 7.2: featured first, then display order (ties: the earlier addition first). */
export const storefrontOrder = (a: StorefrontEntry, b: StorefrontEntry): number =>
  Number(b.featured) - Number(a.featured) ||
  a.display_order - b.display_order ||
  a.added_at.localeCompare(b.added_at);

const split = (items: AnyItem[]) => ({
  settings: items.find((item): item is StorefrontItem => item.type === 'storefront'),
  entries: items.filter((item): item is StorefrontEntryItem => item.type === 'storefront-product'),
});

/** The editor's read: settings and products in one Query on the creator's partition (consistent). */
export const readStorefrontOfCreator = async (
  creatorId: string,
): Promise<{ storefront: Storefront | undefined; entries: StorefrontEntry[]; items: AnyItem[] }> => {
  const items = await queryAll<AnyItem>({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sf)',
    ExpressionAttributeValues: { ':pk': keys.storefront(creatorId).pk, ':sf': prefixes.storefront },
    ConsistentRead: true,
  });
  const { settings, entries } = split(items);
  return {
    storefront: settings ? toStorefront(settings) : undefined,
    entries: entries.map(toEntry).sort(storefrontOrder),
    items,
  };
};

/**
 * The public page's read: ONE Query on the directory partition STOREFRONT#{username} (settings and
 * products together, ≤ 61 small items, far under 1 MB: a single page). After a rename, another creator
 * who takes the old name could share the partition until the first owner's items are re-pointed: the
 * most recently updated settings item wins and only its creator's products are shown.
 */
export const readPublicStorefront = async (
  username: string,
): Promise<{ storefront: Storefront; entries: StorefrontEntry[] } | undefined> => {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'directory',
      KeyConditionExpression: 'gsi2pk = :partition',
      ExpressionAttributeValues: { ':partition': indexKeys.storefront(username) },
    }),
  );
  const items = Items as AnyItem[];
  const settings = items
    .filter((item): item is StorefrontItem => item.type === 'storefront' && item.username === username)
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at))[0];
  if (!settings) return undefined;
  const entries = items
    .filter(
      (item): item is StorefrontEntryItem =>
        item.type === 'storefront-product' && item.creator_id === settings.creator_id,
    )
    .map(toEntry)
    .sort(storefrontOrder);
  return { storefront: toStorefront(settings), entries };
};

/** The creator's profile as the storefront shows it (refreshed by every editor write). */
const identityValues = (creator: Creator) => ({
  ':username': creator.username,
  ':avatar': creator.avatar_url,
  ':creatorBio': creator.bio,
  ':partition': indexKeys.storefront(creator.username),
  ':now': new Date().toISOString(),
});

const IDENTITY_SET =
  'creator_id = :creatorId, username = :username, avatar_url = :avatar, creator_bio = :creatorBio, ' +
  'gsi2pk = :partition, gsi2sk = :settingsSort, updated_at = :now, #type = :type, ' +
  'created_at = if_not_exists(created_at, :now)';

/**
 * After a rename the products still sit in the old name's partition: re-point them in the same
 * transaction as the settings write that records the new name.
 */
const repointEntries = (creator: Creator, items: AnyItem[]) =>
  split(items)
    .entries.filter((item) => item.gsi2pk !== indexKeys.storefront(creator.username))
    .map((item) => ({
      Update: {
        TableName: tableName(),
        Key: keys.storefrontProduct(creator.id, item.product_id),
        UpdateExpression: 'SET gsi2pk = :partition',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':partition': indexKeys.storefront(creator.username) },
      },
    }));

/** Saves the look and text ('Settings Saved'); creates the storefront on its first save. */
export const saveStorefrontSettings = async (
  creator: Creator,
  settings: StorefrontSettings,
): Promise<Storefront> => {
  const { items } = await readStorefrontOfCreator(creator.id);
  await transactWriteWithRetry([
    {
      Update: {
        TableName: tableName(),
        Key: keys.storefront(creator.id),
        UpdateExpression:
          `SET ${IDENTITY_SET}, marketplace_name = :name, bio = :bio, theme_color = :theme, ` +
          'background_color = :background, layout_style = :layout, header_image_url = :header, ' +
          'is_active = :active, follower_count = if_not_exists(follower_count, :zero), ' +
          'product_count = if_not_exists(product_count, :zero)',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: {
          ...identityValues(creator),
          ':creatorId': creator.id,
          ':settingsSort': SETTINGS_SORT,
          ':type': 'storefront',
          ':name': settings.marketplace_name || defaultStorefrontName(creator.username),
          ':bio': settings.bio,
          ':theme': settings.theme_color,
          ':background': settings.background_color,
          ':layout': settings.layout_style,
          ':header': settings.header_image_url,
          ':active': settings.is_active,
          ':zero': 0,
        },
      },
    },
    ...repointEntries(creator, items),
  ]);
  const saved = await readStorefrontOfCreator(creator.id);
  if (!saved.storefront) throw new Error('saveStorefrontSettings: the storefront was not written');
  return saved.storefront;
};

const ALREADY_ADDED = 'This product is already on your storefront';
const FULL = `A storefront holds at most ${MAX_STOREFRONT_PRODUCTS} products`;

/**
 * Adds a product ('Product Added'). One transaction: the entry, written only if absent (one per creator
 * and product), and the settings item's product count, raised only below the maximum (created with the
 * spec's defaults when this is the storefront's first write).
 */
export const addStorefrontEntry = async (
  creator: Creator,
  entry: Omit<StorefrontEntry, 'display_order' | 'added_at'>,
): Promise<StorefrontEntry> => {
  const { entries, items } = await readStorefrontOfCreator(creator.id);
  const added: StorefrontEntry = {
    ...entry,
    // Last in display order; two concurrent additions may tie, and the tie falls back to added_at.
    display_order: entries.reduce((max, e) => Math.max(max, e.display_order + 1), 0),
    added_at: new Date().toISOString(),
  };
  const defaults = defaultSettings(creator.username);
  try {
    await transactWriteWithRetry([
      // Index 0: one entry per creator and product.
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...keys.storefrontProduct(creator.id, entry.product_id),
            type: 'storefront-product',
            creator_id: creator.id,
            gsi2pk: indexKeys.storefront(creator.username),
            gsi2sk: entrySort(entry.product_id),
            ...added,
          } satisfies StorefrontEntryItem,
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      // Index 1: the count, below the maximum.
      {
        Update: {
          TableName: tableName(),
          Key: keys.storefront(creator.id),
          UpdateExpression:
            `SET ${IDENTITY_SET}, marketplace_name = if_not_exists(marketplace_name, :name), ` +
            'bio = if_not_exists(bio, :bio), theme_color = if_not_exists(theme_color, :theme), ' +
            'background_color = if_not_exists(background_color, :background), ' +
            'layout_style = if_not_exists(layout_style, :layout), ' +
            'header_image_url = if_not_exists(header_image_url, :header), ' +
            'is_active = if_not_exists(is_active, :active), ' +
            'follower_count = if_not_exists(follower_count, :zero) ADD product_count :one',
          ConditionExpression: 'attribute_not_exists(product_count) OR product_count < :max',
          ExpressionAttributeNames: { '#type': 'type' },
          ExpressionAttributeValues: {
            ...identityValues(creator),
            ':creatorId': creator.id,
            ':settingsSort': SETTINGS_SORT,
            ':type': 'storefront',
            ':name': defaults.marketplace_name,
            ':bio': defaults.bio,
            ':theme': defaults.theme_color,
            ':background': defaults.background_color,
            ':layout': defaults.layout_style,
            ':header': defaults.header_image_url,
            ':active': defaults.is_active,
            ':zero': 0,
            ':one': 1,
            ':max': MAX_STOREFRONT_PRODUCTS,
          },
        },
      },
      ...repointEntries(creator, items),
    ]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
    if (reasons[0]?.Code === 'ConditionalCheckFailed')
      throw new AppError('conflict', ALREADY_ADDED, { product_id: ALREADY_ADDED });
    if (reasons[1]?.Code === 'ConditionalCheckFailed')
      throw new AppError('conflict', FULL, { product_id: FULL });
    throw new AppError('conflict', 'Your storefront changed at the same time. Please try again.');
  }
  return added;
};

const NOT_ON_STOREFRONT = 'This product is not on your storefront';

/** Marks featured and/or sets the custom description; 404 when the product is not on the storefront. */
export const updateStorefrontEntry = async (
  creatorId: string,
  productId: string,
  changes: { featured?: boolean | undefined; custom_description?: string | null | undefined },
): Promise<StorefrontEntry> => {
  const sets: string[] = [];
  const values: Record<string, unknown> = {};
  if (changes.featured !== undefined) {
    sets.push('featured = :featured');
    values[':featured'] = changes.featured;
  }
  if (changes.custom_description !== undefined) {
    sets.push('custom_description = :description');
    values[':description'] = changes.custom_description;
  }
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.storefrontProduct(creatorId, productId),
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toEntry(Attributes as StorefrontEntryItem);
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError('not_found', NOT_ON_STOREFRONT);
    throw error;
  }
};

/** Removes a product ('Product Removed'): the entry and the count, together; 404 when absent. */
export const removeStorefrontEntry = async (creatorId: string, productId: string): Promise<void> => {
  try {
    await transactWriteWithRetry([
      {
        Delete: {
          TableName: tableName(),
          Key: keys.storefrontProduct(creatorId, productId),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: keys.storefront(creatorId),
          UpdateExpression: 'ADD product_count :minusOne',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':minusOne': -1 },
        },
      },
    ]);
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError('not_found', NOT_ON_STOREFRONT);
    throw error;
  }
};

/**
 * Sets the display order: `productIds` must name exactly the storefront's products. One transaction
 * (≤ MAX_STOREFRONT_PRODUCTS updates), each on the condition that the entry still exists.
 */
export const reorderStorefrontEntries = async (
  creatorId: string,
  productIds: string[],
): Promise<StorefrontEntry[]> => {
  const { entries } = await readStorefrontOfCreator(creatorId);
  const current = new Set(entries.map((entry) => entry.product_id));
  if (productIds.length !== current.size || productIds.some((id) => !current.has(id))) {
    const message = 'List every product on your storefront, each once';
    throw new AppError('validation_failed', message, { product_ids: message });
  }
  if (productIds.length === 0) return [];
  try {
    await transactWriteWithRetry(
      productIds.map((productId, index) => ({
        Update: {
          TableName: tableName(),
          Key: keys.storefrontProduct(creatorId, productId),
          UpdateExpression: 'SET display_order = :order',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':order': index },
        },
      })),
    );
  } catch (error) {
    if (isConditionFailure(error))
      throw new AppError('conflict', 'Your storefront changed at the same time. Please try again.');
    throw error;
  }
  return (await readStorefrontOfCreator(creatorId)).entries;
};

/**
 * The storefront follows its creator's profile. A rename re-keys its public partition (and a new avatar
 * or bio shows at once) in the same transaction as the profile save (saveCreatorProfile), so the old
 * name never serves it again and whoever takes that name next never shows it. Items of the creator's
 * storefront as read by readStorefrontOfCreator; none when there is no storefront.
 */
export const storefrontProfileUpdates = (
  creator: Pick<Creator, 'id' | 'username' | 'avatar_url' | 'bio'>,
  items: AnyItem[],
) => {
  const { settings, entries } = split(items);
  if (!settings) return [];
  const partition = indexKeys.storefront(creator.username);
  return [
    {
      Update: {
        TableName: tableName(),
        Key: keys.storefront(creator.id),
        UpdateExpression:
          'SET username = :username, avatar_url = :avatar, creator_bio = :bio, gsi2pk = :partition',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: {
          ':username': creator.username,
          ':avatar': creator.avatar_url,
          ':bio': creator.bio,
          ':partition': partition,
        },
      },
    },
    ...entries
      .filter((entry) => entry.gsi2pk !== partition)
      .map((entry) => ({
        Update: {
          TableName: tableName(),
          Key: keys.storefrontProduct(creator.id, entry.product_id),
          UpdateExpression: 'SET gsi2pk = :partition',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':partition': partition },
        },
      })),
  ];
};
