import { MAX_STOREFRONT_PRODUCTS } from '../../contracts/storefront';
import { getProductOrThrow } from '../catalogue';
import type { Creator } from '../identity';
import { getLinkOfCreatorForProduct } from '../referrals';
import { writeTransaction } from '../shared/data/entity';
import { DomainError } from '../shared/errors';
import {
  readStorefrontOfCreator,
  repointOperations,
  storefrontChanged,
  storefrontService,
} from './entities/storefront';
import {
  absentIdentity,
  changedMeanwhile,
  defaultSettings,
  identityOf,
  type StorefrontEntry,
} from './storefront-model';

const NOT_PROMOTED =
  'You can only add products you promote: apply to promote this product and get your link first';
const ALREADY_ADDED = 'This product is already on your storefront';
const FULL = `A storefront holds at most ${MAX_STOREFRONT_PRODUCTS} products`;

/**
 * Adds a product the creator promotes ('Product Added'): only one they hold a referral link for, so every
 * storefront product goes through the creator's own /r/{code} and a sale through it earns them
 * commission. The product's name, image, price and brand are copied onto the entry (the public page
 * joins nothing).
 *
 * One transaction: the entry, written only if absent (one per creator and product), and the settings
 * item's product count, raised only below the maximum (created with the spec's defaults when this is
 * the storefront's first write).
 */
export const addProductToStorefront = async (
  creator: Creator,
  input: {
    product_id: string;
    custom_description?: string | null | undefined;
    featured?: boolean | undefined;
  },
): Promise<StorefrontEntry> => {
  const link = await getLinkOfCreatorForProduct(creator.id, input.product_id);
  if (!link) throw new DomainError('forbidden', NOT_PROMOTED, { product_id: NOT_PROMOTED });
  const product = await getProductOrThrow(link.brand_id, link.product_id);
  const { storefront: before, entries, items } = await readStorefrontOfCreator(creator.id);
  // The product's own page lists the storefronts that show it; after a rename, every product's does.
  const renamed = before !== undefined && before.username !== creator.username;
  const changed = storefrontChanged(creator.username, before?.username, [
    input.product_id,
    ...(renamed ? entries.map((entry) => entry.product_id) : []),
  ]);
  const now = new Date().toISOString();
  const added: StorefrontEntry = {
    product_id: product.id,
    brand_id: product.brand_id,
    name: product.name,
    brand_name: link.brand_name,
    image_url: product.image_url,
    price_cents: product.price_cents,
    referral_code: link.referral_code,
    custom_description: input.custom_description ?? null,
    featured: input.featured ?? false,
    // Last in display order; two concurrent additions may tie, and the tie falls back to added_at.
    display_order: entries.reduce((max, e) => Math.max(max, e.display_order + 1), 0),
    added_at: now,
  };
  const { image_url, custom_description, ...stored } = added;
  const defaults = defaultSettings(creator.username);
  const outcome = await writeTransaction(storefrontService, ({ storefront, storefrontProduct, outbox }) => ({
    entry: storefrontProduct
      .create({
        ...stored,
        creator_id: creator.id,
        username: creator.username,
        ...(image_url ? { image_url } : {}),
        ...(custom_description !== null ? { custom_description } : {}),
      })
      .commit(),
    count: storefront
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
    ...repointOperations(creator, items),
    event: outbox.create(changed.item).commit(),
  }));
  if (outcome.ok) return added;
  if (outcome.refused.includes('entry'))
    throw new DomainError('conflict', ALREADY_ADDED, { product_id: ALREADY_ADDED });
  if (outcome.refused.includes('count')) throw new DomainError('conflict', FULL, { product_id: FULL });
  throw changedMeanwhile();
};
