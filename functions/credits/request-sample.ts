import { getConnectedBrandOrThrow, getProductOrThrow } from '../catalogue';
import { requireOnboardedCreator } from '../identity';
import { isConditionFailure } from '../shared/data/client';
import { writeWithinLimit } from '../shared/data/rate-limit';
import { DomainError } from '../shared/errors';
import { outboxEvent } from '../shared/outbox/outbox-event';
import { type SampleRequest, sampleRequestEntity } from './entities/samples';

export const ALREADY_REQUESTED = 'You already requested a sample of this product';

/**
 * 'Request Sample' on a brand profile: only for a product the brand made available and sample-eligible,
 * once per creator and product (a create, so two clicks at once leave one request; the second is 409),
 * and at most rateLimits.sampleRequest per creator per hour, counted in the same transaction (429
 * beyond, nothing written; a 409 counts nothing). The SampleRequested event (the brand is told) is
 * written with the request.
 */
export const requestSample = async (
  creatorId: string,
  brandId: string,
  productId: string,
  message: string | null,
): Promise<SampleRequest> => {
  const creator = await requireOnboardedCreator(creatorId);
  const [, product] = await Promise.all([
    getConnectedBrandOrThrow(brandId),
    // Looked up under the brand: another brand's product id is not found here.
    getProductOrThrow(brandId, productId),
  ]);
  // A paused product is invisible to creators: the same answer as an unknown one.
  if (!product.available_to_influencers) throw new DomainError('not_found', 'Product not found');
  if (!product.sample_eligible) throw new DomainError('conflict', 'This product is not eligible for samples');
  const request: SampleRequest = {
    brand_id: brandId,
    product_id: productId,
    creator_id: creator.id,
    creator_username: creator.username,
    message,
    status: 'pending',
    created_at: new Date().toISOString(),
  };
  const event = outboxEvent('SampleRequested', {
    version: 1,
    brandId,
    creatorId: creator.id,
    creatorUsername: creator.username,
    productId,
    productName: product.name,
  });
  try {
    await writeWithinLimit('sampleRequest', creator.id, [
      { Put: sampleRequestEntity.create({ ...request, message: message ?? undefined }).params() },
      event.write,
    ]);
  } catch (error) {
    if (isConditionFailure(error)) throw new DomainError('conflict', ALREADY_REQUESTED);
    throw error;
  }
  return request;
};
