import { getProductOrThrow } from '../catalogue';
import type { Creator } from '../identity';
import { getLinkOfCreatorForProduct } from '../referrals';
import { DomainError } from '../shared/errors';
import { addStorefrontEntry } from './entities/storefront';

const NOT_PROMOTED =
  'You can only add products you promote: apply to promote this product and get your link first';

/**
 * Adds a product the creator promotes: only one they hold a referral link for, so every storefront
 * product goes through the creator's own /r/{code} and a sale through it earns them commission. The
 * product's name, image, price and brand are copied onto the entry (the public page joins nothing).
 */
export const addProductToStorefront = async (
  creator: Creator,
  input: {
    product_id: string;
    custom_description?: string | null | undefined;
    featured?: boolean | undefined;
  },
) => {
  const link = await getLinkOfCreatorForProduct(creator.id, input.product_id);
  if (!link) throw new DomainError('forbidden', NOT_PROMOTED, { product_id: NOT_PROMOTED });
  const product = await getProductOrThrow(link.brand_id, link.product_id);
  return addStorefrontEntry(creator, {
    product_id: product.id,
    brand_id: product.brand_id,
    name: product.name,
    brand_name: link.brand_name,
    image_url: product.image_url,
    price_cents: product.price_cents,
    referral_code: link.referral_code,
    custom_description: input.custom_description ?? null,
    featured: input.featured ?? false,
  });
};
