import { getConnectedBrandOrThrow } from '../catalogue';
import { requireOnboardedCreator } from '../identity';
import { createId } from '../shared/data/ids';
import { writeWithinLimit } from '../shared/data/rate-limit';
import { type BrandMessage, brandMessageEntity } from './entities/message';

/**
 * 'Contact Brand' (spec 2.5, 8): the message goes to the brand's inbox (GET /api/brand/messages). At
 * most rateLimits.brandMessage per creator per hour (429 beyond, nothing written).
 */
export const sendBrandMessage = async (
  creatorId: string,
  brandId: string,
  input: { subject: string; message: string },
): Promise<BrandMessage> => {
  const creator = await requireOnboardedCreator(creatorId);
  await getConnectedBrandOrThrow(brandId);
  // Time-sorted ids: the inbox Query returns messages in the order they arrived.
  const message: BrandMessage = {
    id: createId('msg_'),
    brand_id: brandId,
    creator_id: creator.id,
    creator_username: creator.username,
    subject: input.subject,
    message: input.message,
    created_at: new Date().toISOString(),
  };
  // Counted against the creator's hourly limit in the same transaction (429 beyond it).
  await writeWithinLimit('brandMessage', creator.id, [{ Put: brandMessageEntity.create(message).params() }]);
  return message;
};
