import { getConnectedBrandOrThrow, getProductOrThrow } from '../catalogue';
import { requireOnboardedCreator } from '../identity';
import { isConditionFailure } from '../shared/data/client';
import { writeWithinLimit } from '../shared/data/rate-limit';
import { DomainError } from '../shared/errors';
import { outboxEvent } from '../shared/outbox/outbox-event';
import { getSampleRequest, type SampleRequest, sampleRequestEntity } from './entities/samples';

/**
 * 'Request Sample' on a brand profile, with the creator's pitch: only for a product the brand made
 * available and sample-eligible, once per creator and product, and at most rateLimits.sampleRequest per
 * creator per hour, counted in the same transaction (429 beyond, nothing written). The SampleRequested
 * event (the brand is told) is written with the request. A request already there is the answer
 * (`created: false`; issue 34), read before the write so that a second click counts nothing against
 * the limit; the create stays conditional, so two clicks at once still leave one request (the loser
 * reads and answers the winner's).
 */
export const requestSample = async (
  creatorId: string,
  brandId: string,
  productId: string,
  message: string | null,
): Promise<{ sample_request: SampleRequest; created: boolean }> => {
  const creator = await requireOnboardedCreator(creatorId);
  const [, product] = await Promise.all([
    getConnectedBrandOrThrow(brandId),
    // Looked up under the brand: another brand's product id is not found here.
    getProductOrThrow(brandId, productId),
  ]);
  // A paused product is invisible to creators: the same answer as an unknown one.
  if (!product.available_to_influencers) throw new DomainError('not_found', 'Product not found');
  if (!product.sample_eligible) throw new DomainError('conflict', 'This product is not eligible for samples');
  const earlier = await getSampleRequest(brandId, creator.id, productId);
  if (earlier) return { sample_request: earlier, created: false };
  const request: SampleRequest = {
    brand_id: brandId,
    product_id: productId,
    creator_id: creator.id,
    creator_username: creator.username,
    message: message?.trim() || null,
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
      { Put: sampleRequestEntity.create({ ...request, message: request.message ?? undefined }).params() },
      event.write,
    ]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // Another request of the same creator and product won the race: it is the answer.
    const winner = await getSampleRequest(brandId, creator.id, productId);
    if (winner) return { sample_request: winner, created: false };
    throw error;
  }
  return { sample_request: request, created: true };
};
