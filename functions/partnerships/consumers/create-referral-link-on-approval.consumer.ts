import { eventMetaOf } from '../../../events/catalogue';
import { DomainError } from '../../shared/errors';
import { consumer } from '../../shared/events/consumer';
import { AppError } from '../../shared/http/errors';
import { log } from '../../shared/log';
import { createReferralLink } from '../create-referral-link';

/**
 * Consumer of ApplicationApproved: the creator's link for the product. Idempotent (one link per creator
 * and product, a conditional write), so a redelivered or re-published event changes nothing. A failure throws: EventBridge/Lambda retry it
 * and, in AWS, park it in the rule's dead-letter queue; the approval itself stands.
 */
export const handler = consumer('ApplicationApproved', async (detail, event) => {
  const outcome = await createReferralLink({
    creatorId: detail.creatorId,
    brandId: detail.brandId,
    productId: detail.productId,
    campaign: 'partnership',
    requireAvailable: false,
  }).catch((error: unknown) => {
    // The brand deleted the product (or its brand) between the approval and this event: no link can
    // exist for it, and retrying would only fill the dead-letter queue. Anything else is retried.
    if ((error instanceof DomainError || error instanceof AppError) && error.code === 'not_found') {
      log.warn('approved product no longer exists; no link created', {
        applicationId: detail.applicationId,
        productId: detail.productId,
      });
      return undefined;
    }
    throw error;
  });
  if (!outcome) return;
  const { link, created } = outcome;
  log.info(created ? 'referral link created' : 'referral link exists; event ignored', {
    // The outbox id is the same on every publication of this event; the envelope id is not.
    eventId: eventMetaOf(event.detail)?.eventId ?? event.id,
    applicationId: detail.applicationId,
    code: link.referral_code,
  });
});
