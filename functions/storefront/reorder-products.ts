import { writeTransaction } from '../shared/data/entity';
import { DomainError } from '../shared/errors';
import { readStorefrontOfCreator, storefrontChanged, storefrontService } from './entities/storefront';
import { changedMeanwhile, type StorefrontEntry } from './storefront-model';

/**
 * Sets the display order ('Order Saved'): `productIds` must name exactly the storefront's products,
 * each once; the answer is the storefront's products in their new order. One transaction (≤
 * MAX_STOREFRONT_PRODUCTS updates), each on the condition that the entry still exists, with
 * StorefrontChanged for the public page.
 */
export const reorderStorefrontProducts = async (
  creatorId: string,
  productIds: string[],
): Promise<StorefrontEntry[]> => {
  const { storefront, entries } = await readStorefrontOfCreator(creatorId);
  const current = new Set(entries.map((entry) => entry.product_id));
  if (productIds.length !== current.size || productIds.some((id) => !current.has(id))) {
    const message = 'List every product on your storefront, each once';
    throw new DomainError('validation_failed', message, { product_ids: message });
  }
  if (productIds.length === 0) return [];
  // Entries are added with their settings item, so a storefront with entries has its username.
  const changed = storefront ? storefrontChanged(storefront.username) : undefined;
  const outcome = await writeTransaction(
    storefrontService,
    ({ storefrontProduct, outbox }): Record<string, unknown> => ({
      ...Object.fromEntries(
        productIds.map((productId, index) => [
          productId,
          storefrontProduct
            .patch({ creator_id: creatorId, product_id: productId })
            .set({ display_order: index })
            .commit(),
        ]),
      ),
      ...(changed ? { 'storefront changed': outbox.create(changed.item).commit() } : {}),
    }),
  );
  if (!outcome.ok) throw changedMeanwhile();
  return (await readStorefrontOfCreator(creatorId)).entries;
};
