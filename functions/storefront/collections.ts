import { MAX_COLLECTIONS, slugOfTitle } from '../../contracts/storefront';
import type { Creator } from '../identity';
import { writeTransaction } from '../shared/data/entity';
import { DomainError } from '../shared/errors';
import { collectionView } from './collection-view';
import {
  readStorefrontOfCreator,
  repointOperations,
  storefrontChanged,
  storefrontService,
} from './entities/storefront';
import { changedMeanwhile, type StorefrontCollection } from './storefront-model';

/** How many former addresses of one collection keep redirecting (the oldest is let go first). */
const MAX_FORMER_SLUGS = 5;

const NO_STOREFRONT = 'Add a product to your storefront before making a collection';
const NOT_FOUND = 'This collection is not on your storefront';
const SLUG_TAKEN = 'You already have a collection at this address. Please choose another one.';
const FULL = `A storefront holds at most ${MAX_COLLECTIONS} collections`;

type CollectionInput = {
  title: string;
  slug?: string | undefined;
  cover_url?: string | null | undefined;
  product_ids?: string[] | undefined;
};

const validationError = (field: string, message: string) =>
  new DomainError('validation_failed', message, { [field]: message });

/** The creator's storefront as a collection change needs it (404-like answers when there is none). */
const readForCollections = async (creator: Creator) => {
  const read = await readStorefrontOfCreator(creator.id);
  if (!read.storefront) throw new DomainError('conflict', NO_STOREFRONT, { title: NO_STOREFRONT });
  const onStorefront = new Set(read.entries.map((entry) => entry.product_id));
  return { ...read, storefront: read.storefront, onStorefront };
};

/** Every id must be a product on the storefront: a collection shows nothing else. */
const checkProducts = (ids: readonly string[], onStorefront: ReadonlySet<string>) => {
  const unknown = ids.find((id) => !onStorefront.has(id));
  if (unknown) throw validationError('product_ids', 'Choose products that are on your storefront');
};

/** The collection's attributes as stored (ElectroDB stores no null: a removed cover is absent). */
const stored = (creator: Creator, collection: StorefrontCollection, now: string) => {
  const { cover_url, former_slugs, ...rest } = collection;
  return {
    ...rest,
    creator_id: creator.id,
    username: creator.username,
    ...(cover_url ? { cover_url } : {}),
    ...(former_slugs.length > 0 ? { former_slugs } : {}),
    updated_at: now,
    created_at: now,
  };
};

/**
 * Creates a collection ('Collection Created'): its address from the title unless given, unique among
 * the creator's collections by a conditional create (two tabs creating "Camping kit" at once leave one;
 * the other is told the address is taken). Last in the order. One transaction with StorefrontChanged,
 * and with the re-point of a storefront whose rename has not been followed yet.
 */
export const createCollection = async (creator: Creator, input: CollectionInput) => {
  const { storefront, collections, items, onStorefront } = await readForCollections(creator);
  if (collections.length >= MAX_COLLECTIONS) throw new DomainError('conflict', FULL, { title: FULL });
  const slug = input.slug ?? slugOfTitle(input.title);
  if (!slug) throw validationError('slug', 'Please enter an address: letters or digits');
  const productIds = input.product_ids ?? [];
  checkProducts(productIds, onStorefront);
  const now = new Date().toISOString();
  const collection: StorefrontCollection = {
    slug,
    title: input.title,
    cover_url: input.cover_url ?? null,
    product_ids: productIds,
    former_slugs: [],
    display_order: collections.reduce((max, c) => Math.max(max, c.display_order + 1), 0),
    updated_at: now,
  };
  const changed = storefrontChanged(creator.username, storefront.username);
  const outcome = await writeTransaction(storefrontService, ({ storefrontCollection, outbox }) => ({
    collection: storefrontCollection.create(stored(creator, collection, now)).commit(),
    ...(repointOperations(creator, items) as Record<string, never>),
    event: outbox.create(changed.item).commit(),
  }));
  if (!outcome.ok && outcome.refused.includes('collection')) {
    throw new DomainError('conflict', SLUG_TAKEN, { slug: SLUG_TAKEN });
  }
  if (!outcome.ok) throw changedMeanwhile();
  return collectionView(collection, onStorefront);
};

/**
 * Changes a collection: its title, cover and products (in the order given), and its address. A new
 * address is a delete of the old item and a conditional create of the new one, in one transaction; the
 * old address is kept on it, so links already shared are redirected (the public page's 301).
 */
export const updateCollection = async (
  creator: Creator,
  slug: string,
  input: Required<Pick<CollectionInput, 'title' | 'slug' | 'product_ids'>> &
    Pick<CollectionInput, 'cover_url'>,
) => {
  const { storefront, collections, items, onStorefront } = await readForCollections(creator);
  const current = collections.find((collection) => collection.slug === slug);
  if (!current) throw new DomainError('not_found', NOT_FOUND);
  checkProducts(input.product_ids, onStorefront);
  const now = new Date().toISOString();
  const moved = input.slug !== slug;
  const updated: StorefrontCollection = {
    ...current,
    slug: input.slug,
    title: input.title,
    cover_url: input.cover_url === undefined ? current.cover_url : input.cover_url,
    product_ids: input.product_ids,
    former_slugs: moved
      ? [slug, ...current.former_slugs.filter((former) => former !== input.slug)].slice(0, MAX_FORMER_SLUGS)
      : current.former_slugs,
  };
  const changed = storefrontChanged(creator.username, storefront.username);
  const outcome = await writeTransaction(
    storefrontService,
    ({ storefrontCollection, outbox }): Record<string, unknown> => {
      const { created_at, ...values } = stored(creator, updated, now);
      return {
        ...(moved
          ? {
              old: storefrontCollection
                .delete({ creator_id: creator.id, slug })
                .where((attr, op) => op.eq(attr.updated_at, current.updated_at))
                .commit(),
              collection: storefrontCollection.create({ ...values, created_at }).commit(),
            }
          : {
              collection: storefrontCollection
                .put({ ...values, created_at })
                .where((attr, op) => op.eq(attr.updated_at, current.updated_at))
                .commit(),
            }),
        ...(repointOperations(creator, items) as Record<string, never>),
        event: outbox.create(changed.item).commit(),
      };
    },
  );
  if (!outcome.ok && moved && outcome.refused.includes('collection')) {
    throw new DomainError('conflict', SLUG_TAKEN, { slug: SLUG_TAKEN });
  }
  if (!outcome.ok) throw changedMeanwhile();
  return collectionView(updated, onStorefront);
};

/** Deletes a collection; its products stay on the storefront. 404 when absent. */
export const deleteCollection = async (creator: Creator, slug: string): Promise<void> => {
  const { storefront } = await readForCollections(creator).catch(() => {
    throw new DomainError('not_found', NOT_FOUND);
  });
  const changed = storefrontChanged(creator.username, storefront.username);
  const outcome = await writeTransaction(storefrontService, ({ storefrontCollection, outbox }) => ({
    collection: storefrontCollection
      .delete({ creator_id: creator.id, slug })
      .where((attr, op) => op.exists(attr.slug))
      .commit(),
    event: outbox.create(changed.item).commit(),
  }));
  if (!outcome.ok && outcome.refused.includes('collection')) throw new DomainError('not_found', NOT_FOUND);
  if (!outcome.ok) throw changedMeanwhile();
};

/**
 * Sets the order of the collections: `slugs` must name exactly the storefront's collections, each
 * once. One transaction (≤ 20 updates, each on the condition that the collection still exists).
 */
export const reorderCollections = async (creator: Creator, slugs: string[]) => {
  const { storefront, collections, onStorefront } = await readForCollections(creator);
  const current = new Set(collections.map((collection) => collection.slug));
  if (slugs.length !== current.size || slugs.some((slug) => !current.has(slug))) {
    throw validationError('slugs', 'List every collection on your storefront, each once');
  }
  if (slugs.length === 0) return [];
  const changed = storefrontChanged(creator.username, storefront.username);
  const outcome = await writeTransaction(
    storefrontService,
    ({ storefrontCollection, outbox }): Record<string, unknown> => ({
      ...Object.fromEntries(
        slugs.map((slug, index) => [
          slug,
          storefrontCollection.patch({ creator_id: creator.id, slug }).set({ display_order: index }).commit(),
        ]),
      ),
      event: outbox.create(changed.item).commit(),
    }),
  );
  if (!outcome.ok) throw changedMeanwhile();
  const after = await readStorefrontOfCreator(creator.id);
  return after.collections.map((collection) => collectionView(collection, onStorefront));
};
