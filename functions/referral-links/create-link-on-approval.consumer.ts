import type { EventBridgeEvent } from 'aws-lambda';
import { applicationApprovedV1 } from '../../events/schemas/application-approved';
import { log } from '../shared/log';
import { createReferralLink } from './create-referral-link';

/**
 * Consumer of ApplicationApproved: the creator's link for the product. Idempotent (one link per creator
 * and product), so a redelivered event changes nothing. A failure throws: EventBridge/Lambda retry it
 * and, in AWS, park it in the rule's dead-letter queue; the approval itself stands.
 */
export const handler = async (event: EventBridgeEvent<'ApplicationApproved', unknown>): Promise<void> => {
  const detail = applicationApprovedV1.parse(event.detail);
  const { link, created } = await createReferralLink({
    creatorId: detail.creatorId,
    brandId: detail.brandId,
    productId: detail.productId,
    campaign: 'partnership',
    requireAvailable: false,
  });
  log.info(created ? 'referral link created' : 'referral link exists; event ignored', {
    eventId: event.id,
    applicationId: detail.applicationId,
    code: link.referral_code,
  });
};
