import { writeTransaction } from '../shared/data/entity';
import { DomainError } from '../shared/errors';
import {
  storefrontChanged,
  storefrontProduct,
  storefrontService,
  storefrontUsername,
  toEntry,
} from './entities/storefront';
import { changedMeanwhile, NOT_ON_STOREFRONT, type StorefrontEntry } from './storefront-model';

/**
 * Marks featured and/or sets the custom description, with StorefrontChanged for the public page (one
 * transaction); 404 when the product is not on the storefront.
 */
export const updateStorefrontProduct = async (
  creatorId: string,
  productId: string,
  { custom_description, featured }: { featured?: boolean | undefined; custom_description?: string | null },
): Promise<StorefrontEntry> => {
  const username = await storefrontUsername(creatorId);
  if (!username) throw new DomainError('not_found', NOT_ON_STOREFRONT);
  const changed = storefrontChanged(username);
  const outcome = await writeTransaction(storefrontService, ({ storefrontProduct: entries, outbox }) => ({
    entry: entries
      .patch({ creator_id: creatorId, product_id: productId })
      .set({
        ...(featured !== undefined ? { featured } : {}),
        ...(typeof custom_description === 'string' ? { custom_description } : {}),
      })
      .remove(custom_description === null ? ['custom_description'] : [])
      .commit(),
    event: outbox.create(changed.item).commit(),
  }));
  if (!outcome.ok && outcome.refused.length > 0) throw new DomainError('not_found', NOT_ON_STOREFRONT);
  if (!outcome.ok) throw changedMeanwhile();
  const { data } = await storefrontProduct
    .get({ creator_id: creatorId, product_id: productId })
    .go({ consistent: true });
  if (!data) throw new DomainError('not_found', NOT_ON_STOREFRONT);
  return toEntry(data);
};
