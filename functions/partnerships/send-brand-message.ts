import { getConnectedBrandOrThrow } from '../catalogue';
import { requireOnboardedCreator } from '../identity';
import { createBrandMessage } from './entities/message';

/**
 * 'Contact Brand' (spec 2.5, 8): the message goes to the brand's inbox (GET /api/brand/messages). At
 * most rateLimits.brandMessage per creator per hour (429 beyond, nothing written).
 */
export const sendBrandMessage = async (
  creatorId: string,
  brandId: string,
  input: { subject: string; message: string },
) => {
  const creator = await requireOnboardedCreator(creatorId);
  await getConnectedBrandOrThrow(brandId);
  return createBrandMessage({
    brand_id: brandId,
    creator_id: creator.id,
    creator_username: creator.username,
    subject: input.subject,
    message: input.message,
  });
};
