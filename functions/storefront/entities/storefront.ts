import type { EntityItem } from 'electrodb';
import { defaultStorefrontName, storefrontLayouts } from '../../../contracts/storefront';
import type { Creator } from '../../identity';
import { defineEntity, defineService, SERVICE, tableKey, writeTransaction } from '../../shared/data/entity';
import { outboxEntity, outboxEvent, type TransactItem } from '../../shared/outbox/outbox-event';
import {
  absentIdentity,
  collectionOrder,
  defaultSettings,
  identityOf,
  type Storefront,
  type StorefrontCollection,
  type StorefrontEntry,
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
const creatorPartition = tableKey('pk', 'CREATOR#${creator_id}');
const pagePartition = tableKey('gsi2pk', 'STOREFRONT#${username}');

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
    layout_style: { type: storefrontLayouts },
    header_image_url: { type: 'string' },
    is_active: { type: 'boolean' },
    /** The creator's wording of the affiliate disclosure; absent: the default (contracts/storefront.ts). */
    disclosure: { type: 'string' },
    /**
     * Set by a rename (the profile's transaction moves only this item to the new name's partition):
     * until RepointStorefront moves the products and collections after it, the public page reads them
     * from the creator's partition (readPublicStorefront).
     */
    repoint_pending: { type: 'boolean' },
    follower_count: { type: 'number' },
    product_count: { type: 'number' },
    created_at: { type: 'string' },
    updated_at: { type: 'string' },
  },
  indexes: {
    primary: { pk: creatorPartition, sk: tableKey('sk', 'STOREFRONT') },
    page: {
      index: 'directory',
      collection: 'page',
      pk: pagePartition,
      sk: tableKey('gsi2sk', '${page_sort}'),
    },
  },
});

/**
 * CREATOR#{creatorId} / STOREFRONT#PRODUCT#{productId}; directory STOREFRONT#{username} / 1#{productId};
 * byOwner FEATURED#{productId} / {creatorId}: the storefronts that show a product, for its page's
 * "Picked by" list (issue 34). Entries added before that index have no byOwner keys and are not listed.
 */
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
    primary: { pk: creatorPartition, sk: tableKey('sk', 'STOREFRONT#PRODUCT#${product_id}') },
    page: {
      index: 'directory',
      collection: 'page',
      pk: pagePartition,
      sk: tableKey('gsi2sk', '1#${product_id}'),
    },
    featuredIn: {
      index: 'byOwner',
      pk: tableKey('gsi1pk', 'FEATURED#${product_id}'),
      sk: tableKey('gsi1sk', '${creator_id}'),
    },
  },
});

/**
 * A named group of storefront products (issue 34): CREATOR#{creatorId} / STOREFRONT#COLLECTION#{slug};
 * directory STOREFRONT#{username} / 2#{slug}, so the public page's one Query and the editor's one Query
 * read collections with the settings and products. The slug is the key: two collections of one creator
 * cannot share it (a conditional create), and a new slug is a delete and a create in one transaction.
 * `product_ids` is the collection's order; a product removed from the storefront is left out when read.
 * `former_slugs` keep shared links to a renamed collection working (a 301 to the new address).
 */
export const storefrontCollection = defineEntity({
  model: { entity: 'storefront-collection', version: '1', service: SERVICE },
  attributes: {
    creator_id: text,
    slug: text,
    username: text,
    title: text,
    cover_url: { type: 'string' },
    product_ids: { type: 'list', items: { type: 'string' }, required: true },
    former_slugs: { type: 'list', items: { type: 'string' } },
    display_order: { type: 'number', required: true },
    created_at: text,
    updated_at: text,
  },
  indexes: {
    primary: { pk: creatorPartition, sk: tableKey('sk', 'STOREFRONT#COLLECTION#${slug}') },
    page: {
      index: 'directory',
      collection: 'page',
      pk: pagePartition,
      sk: tableKey('gsi2sk', '2#${slug}'),
    },
  },
});

/**
 * Never written: the editor's ONE Query of settings and products together (CREATOR#{id}, sk begins with
 * STOREFRONT). A service collection cannot say that prefix (with key templates its Query has no sort
 * key condition, and this partition also holds the creator and the follows), so each entity picks its
 * own items from the raw page (`parse`: by `type`, or by the keys on items older than ElectroDB).
 */
export const storefrontItems = defineEntity({
  model: { entity: 'storefront-items', version: '1', service: SERVICE },
  attributes: { creator_id: text, part: text },
  indexes: { primary: { pk: creatorPartition, sk: tableKey('sk', 'STOREFRONT${part}') } },
});

/**
 * One follow item per person and storefront (docs/architecture.md section 8: the spec's Follow button does
 * what its name says): CREATOR#{creatorId} / FOLLOWER#{userId}. It changes in ONE transaction with the
 * storefront's follower_count (follow-storefront.ts), so the count is always the number of follow items.
 */
export const storefrontFollower = defineEntity({
  model: { entity: 'storefront-follower', version: '1', service: SERVICE },
  attributes: { creator_id: text, user_id: text, followed_at: text },
  indexes: { primary: { pk: creatorPartition, sk: tableKey('sk', 'FOLLOWER#${user_id}') } },
});

/**
 * The storefront's items, with the outbox; `page` is the public page's collection (each item formatted
 * by its entity).
 */
export const storefrontService = defineService({
  storefront,
  storefrontProduct,
  storefrontCollection,
  storefrontFollower,
  outbox: outboxEntity,
});

/**
 * StorefrontChanged for the page /{username} (its edge copy is invalidated), with the name it was
 * served under before when that differs (a rename): one item of the change's own transaction.
 */
export const storefrontChanged = (
  username: string,
  previousUsername?: string,
  productIds: readonly string[] = [],
) =>
  outboxEvent('StorefrontChanged', {
    version: 1,
    username,
    ...(previousUsername && previousUsername !== username ? { previousUsername } : {}),
    ...(productIds.length > 0 ? { productIds: [...new Set(productIds)] } : {}),
  });

/**
 * Whether the creator has a storefront, whether it is switched on (the dashboard's "Your storefront"), and
 * how many products it shows (its getting-started step).
 */
export const readStorefrontStatus = async (
  creatorId: string,
): Promise<{ exists: boolean; is_active: boolean; product_count: number }> => {
  const { data } = await storefront
    .get({ creator_id: creatorId })
    .go({ attributes: ['is_active', 'product_count'] });
  return {
    exists: data !== null,
    is_active: data?.is_active !== false,
    product_count: Math.max(0, data?.product_count ?? 0),
  };
};

/** The username the creator's public page is served under (its settings item's), or undefined: none. */
export const storefrontUsername = async (creatorId: string): Promise<string | undefined> =>
  (await storefront.get({ creator_id: creatorId }).go({ attributes: ['username'], consistent: true })).data
    ?.username;

/** ElectroDB stores no null, but items written before it hold nulls: both read as the defaults. */
const present = <T extends object>(item: T) =>
  Object.fromEntries(Object.entries(item).filter(([, value]) => value !== null)) as T;

const toStorefront = (item: EntityItem<typeof storefront>): Storefront => ({
  ...defaultSettings(item.username),
  avatar_url: null,
  creator_bio: '',
  follower_count: 0,
  product_count: 0,
  updated_at: '',
  ...present(item),
  marketplace_name: item.marketplace_name || defaultStorefrontName(item.username),
});

export const toEntry = (item: EntityItem<typeof storefrontProduct>): StorefrontEntry => ({
  image_url: null,
  price_cents: 0,
  custom_description: null,
  featured: false,
  display_order: 0,
  ...present(item),
});

/** A storefront's items as the editor's Query found them: settings and entries, with each entry's partition. */
export type StorefrontItems = Awaited<ReturnType<typeof readStorefrontOfCreator>>['items'];

export const toCollection = (item: EntityItem<typeof storefrontCollection>): StorefrontCollection => ({
  slug: item.slug,
  title: item.title,
  cover_url: item.cover_url ?? null,
  product_ids: item.product_ids ?? [],
  former_slugs: item.former_slugs ?? [],
  display_order: item.display_order ?? 0,
  updated_at: item.updated_at,
});

/** Items of the storefront's Query (either partition) picked by entity: `type` says which. */
const pickItems = (Items: Record<string, unknown>[]) => ({
  settings: storefront.parse({ Items })?.data ?? [],
  entries: Items.flatMap((Item) => {
    const entry = storefrontProduct.parse({ Item })?.data;
    return entry
      ? [{ entry: toEntry(entry), creator_id: entry.creator_id, partition: `${Item.gsi2pk}` }]
      : [];
  }),
  collections: Items.flatMap((Item) => {
    const collection =
      Item.type === 'storefront-collection' ? storefrontCollection.parse({ Item })?.data : null;
    return collection
      ? [
          {
            collection: toCollection(collection),
            creator_id: collection.creator_id,
            partition: `${Item.gsi2pk}`,
          },
        ]
      : [];
  }),
});

/**
 * The editor's read: settings, products and collections in ONE consistent Query on the creator's
 * partition (≤ 81 small items, far under 1 MB: a single page).
 */
export const readStorefrontOfCreator = async (creatorId: string) => {
  const page = await storefrontItems.query
    .primary({ creator_id: creatorId })
    .go({ data: 'raw', consistent: true });
  const Items: Record<string, unknown>[] = (page.data as { Items?: Record<string, unknown>[] }).Items ?? [];
  const picked = pickItems(Items);
  const settings = picked.settings[0];
  const items = {
    settings: settings ? { storefront: toStorefront(settings) } : undefined,
    entries: picked.entries,
    collections: picked.collections,
  };
  const entries = items.entries.map(({ entry }) => entry).sort(storefrontOrder);
  const collections = items.collections.map(({ collection }) => collection).sort(collectionOrder);
  return { storefront: items.settings?.storefront, entries, collections, items };
};

/**
 * The public page's read: ONE Query on the directory partition STOREFRONT#{username} (settings, products
 * and collections together, ≤ 81 small items, far under 1 MB: a single page). After a rename, another
 * creator who takes the old name could share the partition until the first owner's items are
 * re-pointed: the most recently updated settings item wins and only its creator's items are shown.
 * Right after a rename (repoint_pending), the products and collections may still sit under the old
 * name: they are read from the creator's own partition instead (a second Query) until RepointStorefront
 * has moved them.
 */
export const readPublicStorefront = async (username: string) => {
  const { data } = await storefrontService.collections.page({ username }).go();
  const found = data.storefront
    .filter((settings) => settings.username === username)
    .map(toStorefront)
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at))[0];
  if (!found) return undefined;
  if (found.repoint_pending) {
    const { entries, collections } = await readStorefrontOfCreator(found.creator_id);
    return { storefront: found, entries, collections };
  }
  const mine = <T extends { creator_id: string }>(items: T[]) =>
    items.filter(({ creator_id }) => creator_id === found.creator_id);
  return {
    storefront: found,
    entries: mine(data.storefrontProduct).map(toEntry).sort(storefrontOrder),
    collections: mine(data.storefrontCollection).map(toCollection).sort(collectionOrder),
  };
};

const asUpdate = (write: { params: () => object }) => ({
  Update: write.params() as NonNullable<TransactItem['Update']>,
});

/**
 * After a rename the products and collections still sit in the old name's partition: re-point them in
 * the same transaction as a settings write that records the new name (by name, as writeTransaction
 * takes them). At most 60 products and 20 collections.
 */
export const repointOperations = (creator: Pick<Creator, 'id' | 'username'>, items: StorefrontItems) => {
  const current = `STOREFRONT#${creator.username}`;
  return Object.fromEntries([
    ...items.entries
      .filter(({ partition }) => partition !== current)
      .map(({ entry: { product_id } }) => [
        `repoint ${product_id}`,
        asUpdate(
          storefrontProduct.patch({ creator_id: creator.id, product_id }).set({ username: creator.username }),
        ),
      ]),
    ...items.collections
      .filter(({ partition }) => partition !== current)
      .map(({ collection: { slug } }) => [
        `repoint collection ${slug}`,
        asUpdate(
          storefrontCollection.patch({ creator_id: creator.id, slug }).set({ username: creator.username }),
        ),
      ]),
  ]);
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
  const renamed = items.settings.storefront.username !== creator.username;
  // A rename moves the settings now and marks the move; RepointStorefront moves the products and
  // collections after it (up to 80 items: with the profile's own items and the directory's facets, one
  // transaction could pass DynamoDB's 100), and the public page reads them meanwhile from the creator.
  const moving = renamed && (items.entries.length > 0 || items.collections.length > 0);
  const settings = storefront
    .patch({ creator_id: creator.id })
    .set({ ...identityOf(creator), ...(moving ? { repoint_pending: true } : {}) })
    .remove(absentIdentity(creator));
  // The page shows the profile: both names' pages change on a rename, and so do the pages of its
  // products, which list the storefront by name and avatar.
  const changed = storefrontChanged(
    creator.username,
    items.settings.storefront.username,
    items.entries.map(({ entry }) => entry.product_id),
  );
  return [asUpdate(settings), changed.write];
};

/**
 * RepointStorefront's work (after a rename): the products and collections still under an old name are
 * moved to the storefront's current partition, and the mark is removed, in one transaction on the
 * condition that the name is still the one they are moved to (a second rename meanwhile leaves the
 * mark for its own event). Idempotent: a redelivered event finds nothing to move. Returns how many
 * items moved, or undefined when the name has no storefront any more (renamed again, or never).
 */
export const finishStorefrontMove = async (username: string): Promise<number | undefined> => {
  const { data } = await storefront.query.page({ username }).go({ attributes: ['creator_id', 'username'] });
  const owner = data.find((settings) => settings.username === username);
  if (!owner) return undefined;
  const { storefront: current, items } = await readStorefrontOfCreator(owner.creator_id);
  if (!current || current.username !== username) return undefined;
  const creator = { id: owner.creator_id, username };
  const moves = repointOperations(creator, items);
  if (Object.keys(moves).length === 0 && !current.repoint_pending) return 0;
  const outcome = await writeTransaction(storefrontService, ({ storefront: settings }) => ({
    ...(moves as Record<string, never>),
    settings: settings
      .patch({ creator_id: creator.id })
      .remove(['repoint_pending'])
      .where((attr, op) => op.eq(attr.username, username))
      .commit(),
  }));
  if (!outcome.ok) throw new Error(`finishStorefrontMove: the storefront of ${username} changed meanwhile`);
  return Object.keys(moves).length;
};
