import { listAvailableProductsOfBrand } from '../entities/product';
import { getConnectedBrandOrThrow } from './get-connected-brand';

/**
 * Brand profile (spec 2.5): the brand's public details and the products it made available to
 * influencers. One GetItem and one Query, run together.
 */
export const getBrandProfile = async (brandId: string) => {
  const [brand, products] = await Promise.all([
    getConnectedBrandOrThrow(brandId),
    listAvailableProductsOfBrand(brandId),
  ]);
  return {
    brand: {
      id: brand.id,
      brand_name: brand.brand_name,
      logo_url: brand.logo_url,
      website: brand.website,
      description: brand.description,
      mission_statement: brand.mission_statement,
      why_work_with_us: brand.why_work_with_us,
      social_media_links: brand.social_media_links ?? {},
      store_connected: brand.store_connected,
      store_platform: brand.store_platform,
      shop_domain: brand.shop_domain,
      program_mode: brand.program_mode,
    },
    products: products.map((product) => ({
      id: product.id,
      name: product.name,
      description: product.description,
      price_cents: product.price_cents,
      category: product.category,
      image_url: product.image_url,
      shopify_product_handle: product.shopify_product_handle,
      commission_percentage: product.commission_percentage,
      pending_rate: product.pending_rate,
      sample_eligible: product.sample_eligible,
      sample_available: product.sample_available,
      sample_credits: product.sample_credits,
      promotional_guidelines: product.promotional_guidelines,
    })),
  };
};
