import { getConnectedBrandOrThrow, getProductOrThrow } from '../catalogue';
import { requireOnboardedCreator } from '../identity';
import { AppError } from '../shared/http/errors';
import { createSampleRequestOnce } from './entities/sample-request';

/**
 * 'Request Sample' on a brand profile: only for a product the brand made available and sample-eligible,
 * once per creator and product (a conditional write; the second is 409), and at most
 * rateLimits.sampleRequest per creator per hour (429 beyond, nothing written).
 */
export const requestSample = async (
  creatorId: string,
  brandId: string,
  productId: string,
  message: string | null,
) => {
  const creator = await requireOnboardedCreator(creatorId);
  const [, product] = await Promise.all([
    getConnectedBrandOrThrow(brandId),
    // Looked up under the brand: another brand's product id is not found here.
    getProductOrThrow(brandId, productId),
  ]);
  // A paused product is invisible to creators: the same answer as an unknown one.
  if (!product.available_to_influencers) throw new AppError('not_found', 'Product not found');
  if (!product.sample_eligible) throw new AppError('conflict', 'This product is not eligible for samples');
  return createSampleRequestOnce({
    brand_id: brandId,
    product_id: productId,
    creator_id: creator.id,
    creator_username: creator.username,
    message,
  });
};
