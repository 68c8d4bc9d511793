import { writeTransaction } from '../shared/data/entity';
import { DomainError } from '../shared/errors';
import { storefrontChanged, storefrontService, storefrontUsername } from './entities/storefront';
import { changedMeanwhile, NOT_ON_STOREFRONT } from './storefront-model';

/**
 * Removes a product ('Product Removed'): the entry and the count, together, with StorefrontChanged for
 * the public page; 404 when absent (a creator without a storefront has no entry either).
 */
export const removeStorefrontProduct = async (creatorId: string, productId: string): Promise<void> => {
  const username = await storefrontUsername(creatorId);
  if (!username) throw new DomainError('not_found', NOT_ON_STOREFRONT);
  // The product's own page lists the storefronts that show it.
  const changed = storefrontChanged(username, undefined, [productId]);
  const outcome = await writeTransaction(storefrontService, ({ storefront, storefrontProduct, outbox }) => ({
    entry: storefrontProduct.remove({ creator_id: creatorId, product_id: productId }).commit(),
    count: storefront.patch({ creator_id: creatorId }).add({ product_count: -1 }).commit(),
    event: outbox.create(changed.item).commit(),
  }));
  if (!outcome.ok && outcome.refused.length > 0) throw new DomainError('not_found', NOT_ON_STOREFRONT);
  if (!outcome.ok) throw changedMeanwhile();
};
