import {
  defaultStorefrontName,
  MAX_STOREFRONT_PRODUCTS,
  type StorefrontLayout,
  storefrontDefaults,
} from '../../../contracts/storefront';
import type { Creator } from '../../identity';
import { isConditionFailure } from '../../shared/data/client';
import { defineEntity, defineService, SERVICE, writeTransaction } from '../../shared/data/entity';
import { DomainError } from '../../shared/errors';
import type { TransactItem } from '../../shared/outbox/outbox-event';
import {
  defaultSettings,
  type Storefront,
  type StorefrontEntry,
  type StorefrontSettings,
  storefrontOrder,
} from '../storefront-model';

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
const text = { type: 'string', required: true } as const;
const creatorPartition = {
  field: 'pk',
  composite: ['creator_id'],
  template: 'CREATOR#${creator_id}',
  casing: 'none',
} as const;
const pagePartition = {
  field: 'gsi2pk',
  composite: ['username'],
  template: 'STOREFRONT#${username}',
  casing: 'none',
} as const;

/**
 * CREATOR#{creatorId} / STOREFRONT; directory STOREFRONT#{username} / '0' (the settings sort before
 * the products). `page_sort` is always '0': an index sort key ElectroDB rewrites with the username
 * needs a composite attribute (a constant template is written as "undefined" by updates).
 */
export const storefront = defineEntity({
  model: { entity: 'storefront', version: '1', service: SERVICE },
  attributes: {
    creator_id: text,
    username: text,
    page_sort: { type: ['0'] as const, default: '0' },
    avatar_url: { type: 'string' },
    creator_bio: { type: 'string' },
    marketplace_name: { type: 'string' },
    bio: { type: 'string' },
    theme_color: { type: 'string' },
    background_color: { type: 'string' },
    layout_style: { type: 'string' },
    header_image_url: { type: 'string' },
    is_active: { type: 'boolean' },
    follower_count: { type: 'number' },
    product_count: { type: 'number' },
    created_at: { type: 'string' },
    updated_at: { type: 'string' },
  },
  indexes: {
    primary: {
      pk: creatorPartition,
      sk: { field: 'sk', composite: [], template: 'STOREFRONT', casing: 'none' },
    },
    page: {
      index: 'directory',
      pk: pagePartition,
      sk: { field: 'gsi2sk', composite: ['page_sort'], template: '${page_sort}', casing: 'none' },
    },
  },
});

/** CREATOR#{creatorId} / STOREFRONT#PRODUCT#{productId}; directory STOREFRONT#{username} / 1#{productId}. */
export const storefrontProduct = defineEntity({
  model: { entity: 'storefront-product', version: '1', service: SERVICE },
  attributes: {
    creator_id: text,
    product_id: text,
    /** The partition's username (absent on entries added before ElectroDB: their gsi2pk says it). */
    username: { type: 'string' },
    brand_id: text,
    name: text,
    brand_name: text,
    image_url: { type: 'string' },
    price_cents: { type: 'number' },
    referral_code: text,
    custom_description: { type: 'string' },
    featured: { type: 'boolean' },
    display_order: { type: 'number' },
    added_at: text,
  },
  indexes: {
    primary: {
      pk: creatorPartition,
      sk: {
        field: 'sk',
        composite: ['product_id'],
        template: 'STOREFRONT#PRODUCT#${product_id}',
        casing: 'none',
      },
    },
    page: {
      index: 'directory',
      pk: pagePartition,
      sk: { field: 'gsi2sk', composite: ['product_id'], template: '1#${product_id}', casing: 'none' },
    },
  },
});

/**
 * Never written: the two partitions that hold settings and products together, for the reads that take
 * both in ONE Query (sk begins with STOREFRONT; the whole directory partition). Its items are split by
 * `type` and formatted by their own entity.
 */
export const storefrontItems = defineEntity({
  model: { entity: 'storefront-items', version: '1', service: SERVICE },
  attributes: { creator_id: text, username: text, part: text, sort: text },
  indexes: {
    primary: {
      pk: creatorPartition,
      sk: { field: 'sk', composite: ['part'], template: 'STOREFRONT${part}', casing: 'none' },
    },
    page: {
      index: 'directory',
      pk: pagePartition,
      sk: { field: 'gsi2sk', composite: ['sort'], template: '${sort}', casing: 'none' },
    },
  },
});

export const storefrontService = defineService({ storefront, storefrontProduct });

type RawItem = Record<string, unknown>;
type SettingsData = NonNullable<Awaited<ReturnType<ReturnType<typeof storefront.get>['go']>>['data']>;
type EntryData = NonNullable<Awaited<ReturnType<ReturnType<typeof storefrontProduct.get>['go']>>['data']>;

const toStorefront = (item: SettingsData): Storefront => ({
  creator_id: item.creator_id,
  username: item.username,
  avatar_url: item.avatar_url ?? null,
  creator_bio: item.creator_bio ?? '',
  marketplace_name: item.marketplace_name || defaultStorefrontName(item.username),
  bio: item.bio ?? '',
  theme_color: item.theme_color ?? storefrontDefaults.theme_color,
  background_color: item.background_color ?? storefrontDefaults.background_color,
  layout_style: (item.layout_style as StorefrontLayout | undefined) ?? storefrontDefaults.layout_style,
  header_image_url: item.header_image_url ?? null,
  is_active: item.is_active ?? true,
  follower_count: item.follower_count ?? 0,
  product_count: item.product_count ?? 0,
  updated_at: item.updated_at ?? '',
});

const toEntry = (item: EntryData): StorefrontEntry => ({
  product_id: item.product_id,
  brand_id: item.brand_id,
  name: item.name,
  brand_name: item.brand_name,
  image_url: item.image_url ?? null,
  price_cents: item.price_cents ?? 0,
  referral_code: item.referral_code,
  custom_description: item.custom_description ?? null,
  featured: item.featured === true,
  display_order: item.display_order ?? 0,
  added_at: item.added_at,
});

/** A storefront's items as one Query found them: settings and entries, with each entry's partition. */
export interface StorefrontItems {
  settings: { storefront: Storefront } | undefined;
  entries: { entry: StorefrontEntry; creator_id: string; partition: string }[];
}

const split = (items: RawItem[]): StorefrontItems => {
  const settings = items.find((item) => item.type === 'storefront');
  const settingsData = settings
    ? (storefront.parse({ Item: settings })?.data as SettingsData | null)
    : undefined;
  return {
    settings: settingsData ? { storefront: toStorefront(settingsData) } : undefined,
    entries: items.flatMap((item) => {
      const data =
        item.type === 'storefront-product' ? storefrontProduct.parse({ Item: item })?.data : undefined;
      return data
        ? [{ entry: toEntry(data), creator_id: data.creator_id, partition: String(item.gsi2pk) }]
        : [];
    }),
  };
};

/** The editor's read: settings and products in one Query on the creator's partition (consistent). */
export const readStorefrontOfCreator = async (
  creatorId: string,
): Promise<{ storefront: Storefront | undefined; entries: StorefrontEntry[]; items: StorefrontItems }> => {
  const raw: RawItem[] = [];
  let cursor: unknown = null;
  do {
    // Raw pages: the items are of two entities, told apart by `type` (split).
    const page = (await storefrontItems.query
      .primary({ creator_id: creatorId })
      .go({ data: 'raw', pager: 'raw', consistent: true, cursor } as never)) as unknown as {
      cursor: unknown;
      data: { Items?: RawItem[] };
    };
    raw.push(...(page.data.Items ?? []));
    cursor = page.cursor;
  } while (cursor);
  const items = split(raw);
  return {
    storefront: items.settings?.storefront,
    entries: items.entries.map(({ entry }) => entry).sort(storefrontOrder),
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
  const page = (await storefrontItems.query.page({ username }).go({ data: 'raw' } as never)) as unknown as {
    data: { Items?: RawItem[] };
  };
  const items = page.data.Items ?? [];
  const found = items
    .filter((item) => item.type === 'storefront' && item.username === username)
    .map((item) => split([item]).settings?.storefront)
    .filter((settings): settings is Storefront => settings !== undefined)
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at))[0];
  if (!found) return undefined;
  const entries = split(items.filter((item) => item.type === 'storefront-product'))
    .entries.filter(({ creator_id }) => creator_id === found.creator_id)
    .map(({ entry }) => entry)
    .sort(storefrontOrder);
  return { storefront: found, entries };
};

/** The creator's profile as the storefront shows it (refreshed by every editor write). */
const identityOf = (creator: Pick<Creator, 'username' | 'avatar_url' | 'bio'>) => ({
  username: creator.username,
  page_sort: '0' as const,
  creator_bio: creator.bio,
  ...(creator.avatar_url ? { avatar_url: creator.avatar_url } : {}),
});
/** ElectroDB refuses null: a null avatar is an absent attribute (read back as null). */
const absentIdentity = (creator: Pick<Creator, 'avatar_url'>): 'avatar_url'[] =>
  creator.avatar_url ? [] : ['avatar_url'];

/**
 * After a rename the products still sit in the old name's partition: re-point them in the same
 * transaction as the settings write that records the new name.
 */
const staleEntries = (creator: Pick<Creator, 'id' | 'username'>, items: StorefrontItems) =>
  items.entries.filter(({ partition }) => partition !== `STOREFRONT#${creator.username}`);

type WriteEntities = Parameters<
  Parameters<typeof writeTransaction<typeof storefrontService.entities, string>>[1]
>[0];

const repointOperations = (entities: WriteEntities, creator: Creator, items: StorefrontItems) =>
  Object.fromEntries(
    staleEntries(creator, items).map(({ entry }) => [
      `repoint ${entry.product_id}`,
      entities.storefrontProduct
        .patch({ creator_id: creator.id, product_id: entry.product_id })
        .set({ username: creator.username })
        .commit(),
    ]),
  );

const CHANGED_MEANWHILE = 'Your storefront changed at the same time. Please try again.';

/** Saves the look and text ('Settings Saved'); creates the storefront on its first save. */
export const saveStorefrontSettings = async (
  creator: Creator,
  settings: StorefrontSettings,
): Promise<Storefront> => {
  const { items } = await readStorefrontOfCreator(creator.id);
  const now = new Date().toISOString();
  const { header_image_url, ...values } = settings;
  const outcome = await writeTransaction(storefrontService, (entities) => ({
    settings: entities.storefront
      .update({ creator_id: creator.id })
      .set({
        ...identityOf(creator),
        ...values,
        marketplace_name: settings.marketplace_name || defaultStorefrontName(creator.username),
        ...(header_image_url ? { header_image_url } : {}),
        updated_at: now,
      })
      .remove([...absentIdentity(creator), ...(header_image_url ? [] : ['header_image_url' as const])])
      .data((attr, op) => {
        op.ifNotExists(attr.follower_count, 0);
        op.ifNotExists(attr.product_count, 0);
        op.ifNotExists(attr.created_at, now);
      })
      .commit(),
    ...repointOperations(entities, creator, items),
  }));
  if (!outcome.ok) throw new DomainError('conflict', CHANGED_MEANWHILE);
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
  const { image_url, custom_description, ...stored } = added;
  const defaults = defaultSettings(creator.username);
  const now = new Date().toISOString();
  const outcome = await writeTransaction(storefrontService, (entities) => ({
    entry: entities.storefrontProduct
      .create({
        ...stored,
        creator_id: creator.id,
        username: creator.username,
        ...(image_url ? { image_url } : {}),
        ...(custom_description !== null ? { custom_description } : {}),
      })
      .commit(),
    count: entities.storefront
      .update({ creator_id: creator.id })
      .set({ ...identityOf(creator), updated_at: now })
      .remove(absentIdentity(creator))
      .add({ product_count: 1 })
      .data((attr, op) => {
        op.ifNotExists(attr.marketplace_name, defaults.marketplace_name);
        op.ifNotExists(attr.bio, defaults.bio);
        op.ifNotExists(attr.theme_color, defaults.theme_color);
        op.ifNotExists(attr.background_color, defaults.background_color);
        op.ifNotExists(attr.layout_style, defaults.layout_style);
        op.ifNotExists(attr.is_active, defaults.is_active);
        op.ifNotExists(attr.follower_count, 0);
        op.ifNotExists(attr.created_at, now);
      })
      .where(
        (attr, op) =>
          `${op.notExists(attr.product_count)} OR ${op.lt(attr.product_count, MAX_STOREFRONT_PRODUCTS)}`,
      )
      .commit(),
    ...repointOperations(entities, creator, items),
  }));
  if (outcome.ok) return added;
  if (outcome.refused.includes('entry'))
    throw new DomainError('conflict', ALREADY_ADDED, { product_id: ALREADY_ADDED });
  if (outcome.refused.includes('count')) throw new DomainError('conflict', FULL, { product_id: FULL });
  throw new DomainError('conflict', CHANGED_MEANWHILE);
};

const NOT_ON_STOREFRONT = 'This product is not on your storefront';

/** Marks featured and/or sets the custom description; 404 when the product is not on the storefront. */
export const updateStorefrontEntry = async (
  creatorId: string,
  productId: string,
  changes: { featured?: boolean | undefined; custom_description?: string | null | undefined },
): Promise<StorefrontEntry> => {
  const { custom_description, featured } = changes;
  try {
    const { data } = await storefrontProduct
      .patch({ creator_id: creatorId, product_id: productId })
      .set({
        ...(featured !== undefined ? { featured } : {}),
        ...(typeof custom_description === 'string' ? { custom_description } : {}),
      })
      .remove(custom_description === null ? ['custom_description'] : [])
      .go({ response: 'all_new' });
    return toEntry(data as EntryData);
  } catch (error) {
    if (isConditionFailure(error)) throw new DomainError('not_found', NOT_ON_STOREFRONT);
    throw error;
  }
};

/** Removes a product ('Product Removed'): the entry and the count, together; 404 when absent. */
export const removeStorefrontEntry = async (creatorId: string, productId: string): Promise<void> => {
  const outcome = await writeTransaction(storefrontService, (entities) => ({
    entry: entities.storefrontProduct.remove({ creator_id: creatorId, product_id: productId }).commit(),
    count: entities.storefront.patch({ creator_id: creatorId }).add({ product_count: -1 }).commit(),
  }));
  if (!outcome.ok && outcome.refused.length > 0) throw new DomainError('not_found', NOT_ON_STOREFRONT);
  if (!outcome.ok) throw new DomainError('conflict', CHANGED_MEANWHILE);
};

/**
 * Sets each product's display order (its index in `productIds`): one transaction (≤
 * MAX_STOREFRONT_PRODUCTS updates), each on the condition that the entry still exists.
 */
export const setDisplayOrder = async (creatorId: string, productIds: string[]): Promise<void> => {
  if (productIds.length === 0) return;
  const outcome = await writeTransaction(storefrontService, (entities) =>
    Object.fromEntries(
      productIds.map((productId, index) => [
        productId,
        entities.storefrontProduct
          .patch({ creator_id: creatorId, product_id: productId })
          .set({ display_order: index })
          .commit(),
      ]),
    ),
  );
  if (!outcome.ok) throw new DomainError('conflict', CHANGED_MEANWHILE);
};

/**
 * The storefront follows its creator's profile. A rename re-keys its public partition (and a new avatar
 * or bio shows at once) in the same transaction as the profile save (saveCreatorProfile), so the old
 * name never serves it again and whoever takes that name next never shows it. Items of the creator's
 * storefront as read by readStorefrontOfCreator; none when there is no storefront. Raw transaction
 * items: the profile save is a TransactWriteItems of its own module.
 */
export const storefrontProfileUpdates = (
  creator: Pick<Creator, 'id' | 'username' | 'avatar_url' | 'bio'>,
  items: StorefrontItems,
): TransactItem[] => {
  if (!items.settings) return [];
  const update = (params: unknown) => ({ Update: params as NonNullable<TransactItem['Update']> });
  return [
    update(
      storefront
        .patch({ creator_id: creator.id })
        .set(identityOf(creator))
        .remove(absentIdentity(creator))
        .params(),
    ),
    ...staleEntries(creator, items).map(({ entry }) =>
      update(
        storefrontProduct
          .patch({ creator_id: creator.id, product_id: entry.product_id })
          .set({ username: creator.username })
          .params(),
      ),
    ),
  ];
};
