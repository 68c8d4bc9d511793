import { isConditionFailure } from '../shared/data/client';
import { DomainError } from '../shared/errors';
import { storefrontProduct, toEntry } from './entities/storefront';
import { NOT_ON_STOREFRONT, type StorefrontEntry } from './storefront-model';

/** Marks featured and/or sets the custom description; 404 when the product is not on the storefront. */
export const updateStorefrontProduct = async (
  creatorId: string,
  productId: string,
  { custom_description, featured }: { featured?: boolean | undefined; custom_description?: string | null },
): Promise<StorefrontEntry> => {
  try {
    const { data } = await storefrontProduct
      .patch({ creator_id: creatorId, product_id: productId })
      .set({
        ...(featured !== undefined ? { featured } : {}),
        ...(typeof custom_description === 'string' ? { custom_description } : {}),
      })
      .remove(custom_description === null ? ['custom_description'] : [])
      .go({ response: 'all_new' });
    return toEntry(data);
  } catch (error) {
    if (isConditionFailure(error)) throw new DomainError('not_found', NOT_ON_STOREFRONT);
    throw error;
  }
};
