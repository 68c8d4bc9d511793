import { getBrand, getProductOrThrow } from '../catalogue';
import { requireOnboardedCreator } from '../identity';
import { AppError } from '../shared/http/errors';
import { createApplication } from './entities/application';
import { requireNotBlacklisted } from './entities/relationship';

/**
 * 'Apply' / 'Apply to Promote': a pending application, one per creator and product (409 otherwise).
 * A creator the brand blacklisted cannot apply (403).
 */
export const applyToPromote = async (
  creatorId: string,
  input: { brand_id: string; product_id: string; message?: string },
) => {
  const creator = await requireOnboardedCreator(creatorId);
  const brand = await getBrand(input.brand_id);
  if (!brand) throw new AppError('not_found', 'Brand not found');
  const product = await getProductOrThrow(brand.id, input.product_id);
  if (!product.available_to_influencers) throw new AppError('not_found', 'Product not found');
  await requireNotBlacklisted(brand.id, creator.id, 'apply');
  return createApplication({
    creator_id: creator.id,
    creator_username: creator.username,
    product_id: product.id,
    product_name: product.name,
    brand_id: brand.id,
    brand_name: brand.brand_name,
    message: input.message?.trim() || null,
  });
};
