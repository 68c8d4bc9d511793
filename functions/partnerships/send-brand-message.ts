import { getConnectedBrandOrThrow } from '../catalogue';
import { requireOnboardedCreator } from '../identity';
import type { BrandMessage } from './entities/message';
import { sendThreadMessage } from './send-thread-message';

/**
 * 'Contact Brand' (spec 2.5, 8): the message starts or continues the creator's thread with the brand
 * (issue 21), with its subject; the brand reads it in its inbox and can answer. At most
 * rateLimits.brandMessage per creator per hour (429 beyond, nothing written).
 */
export const sendBrandMessage = async (
  creatorId: string,
  brandId: string,
  input: { subject: string; message: string },
): Promise<BrandMessage> => {
  const creator = await requireOnboardedCreator(creatorId);
  const brand = await getConnectedBrandOrThrow(brandId);
  const sent = await sendThreadMessage(
    brand,
    creator,
    { sender: 'creator', subject: input.subject, body: input.message },
    'brandMessage',
  );
  return {
    id: sent.id,
    brand_id: brand.id,
    creator_id: creator.id,
    creator_username: creator.username,
    subject: input.subject,
    message: input.message,
    created_at: sent.created_at,
  };
};
