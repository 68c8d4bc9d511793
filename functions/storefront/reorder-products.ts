import { DomainError } from '../shared/errors';
import { readStorefrontOfCreator, setDisplayOrder } from './entities/storefront';
import type { StorefrontEntry } from './storefront-model';

/**
 * Sets the display order ('Order Saved'): `productIds` must name exactly the storefront's products,
 * each once; the answer is the storefront's products in their new order.
 */
export const reorderStorefrontProducts = async (
  creatorId: string,
  productIds: string[],
): Promise<StorefrontEntry[]> => {
  const { entries } = await readStorefrontOfCreator(creatorId);
  const current = new Set(entries.map((entry) => entry.product_id));
  if (productIds.length !== current.size || productIds.some((id) => !current.has(id))) {
    const message = 'List every product on your storefront, each once';
    throw new DomainError('validation_failed', message, { product_ids: message });
  }
  if (productIds.length === 0) return [];
  await setDisplayOrder(creatorId, productIds);
  return (await readStorefrontOfCreator(creatorId)).entries;
};
