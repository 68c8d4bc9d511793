import { productPageUrl } from '../integrations/shopify/urls';
import { type Brand, getBrand } from '../shared/data/entities/brand';
import { getProductOrThrow, type Product } from '../shared/data/entities/product';
import { ensureReferralLink, type ReferralLink } from '../shared/data/entities/referral-link';
import { AppError } from '../shared/http/errors';
import { requireOnboardedCreator } from '../shared/require-creator';

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Where a link sends the shopper (spec 7.5): the store's product page (Shopify handle, else one derived
 * from the name); a store given by URL gets /products/{handle} on it; without a store, this site's
 * product page.
 */
export const destinationFor = (brand: Brand, product: Product): string => {
  const handle = product.shopify_product_handle ?? slug(product.name);
  if (brand.store_connected && brand.store_platform === 'shopify' && brand.shop_domain) {
    return productPageUrl(brand.shop_domain, handle);
  }
  if (brand.store_connected && brand.shop_domain && /^https?:\/\//i.test(brand.shop_domain)) {
    return new URL(`/products/${encodeURIComponent(handle)}`, brand.shop_domain).toString();
  }
  return `/product/${encodeURIComponent(product.id)}`;
};

/** Spec 7.5: username + '_' + the first 8 characters of the product id (after its prefix). */
export const referralCodeFor = (username: string, productId: string) =>
  `${username}_${productId.replace(/^pr_/, '').slice(0, 8)}`;

/**
 * The creator's referral link for a product, created once and reused after (spec 5). `requireAvailable`
 * is for direct requests; an approval creates the link even if the brand paused the product since.
 */
export const createReferralLink = async (input: {
  creatorId: string;
  brandId: string;
  productId: string;
  campaign: string;
  requireAvailable: boolean;
}): Promise<{ link: ReferralLink; created: boolean }> => {
  const creator = await requireOnboardedCreator(input.creatorId);
  const brand = await getBrand(input.brandId);
  if (!brand) throw new AppError('not_found', 'Brand not found');
  const product = await getProductOrThrow(brand.id, input.productId);
  if (input.requireAvailable && !product.available_to_influencers) {
    throw new AppError('not_found', 'Product not found');
  }
  return ensureReferralLink({
    referral_code: referralCodeFor(creator.username, product.id),
    creator_id: creator.id,
    creator_username: creator.username,
    creator_avatar_url: creator.avatar_url,
    product_id: product.id,
    product_name: product.name,
    brand_id: brand.id,
    brand_name: brand.brand_name,
    destination_url: destinationFor(brand, product),
    utm_campaign: input.campaign,
    utm_content: creator.username || 'unknown',
  });
};
