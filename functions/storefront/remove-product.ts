import { writeTransaction } from '../shared/data/entity';
import { DomainError } from '../shared/errors';
import { storefrontService } from './entities/storefront';
import { changedMeanwhile, NOT_ON_STOREFRONT } from './storefront-model';

/** Removes a product ('Product Removed'): the entry and the count, together; 404 when absent. */
export const removeStorefrontProduct = async (creatorId: string, productId: string): Promise<void> => {
  const outcome = await writeTransaction(storefrontService, ({ storefront, storefrontProduct }) => ({
    entry: storefrontProduct.remove({ creator_id: creatorId, product_id: productId }).commit(),
    count: storefront.patch({ creator_id: creatorId }).add({ product_count: -1 }).commit(),
  }));
  if (!outcome.ok && outcome.refused.length > 0) throw new DomainError('not_found', NOT_ON_STOREFRONT);
  if (!outcome.ok) throw changedMeanwhile();
};
