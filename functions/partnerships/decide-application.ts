import type { Brand } from '../catalogue';
import { outboxEvent } from '../shared/outbox/outbox-event';
import { type Application, decideApplication, parseApplicationId } from './entities/application';

/**
 * The brand approves or denies a pending application (only pending ones: deciding twice is a 409).
 * An approval and its ApplicationApproved event are one transaction (the transactional outbox), so the
 * referral link its consumer creates cannot be lost to a failed publish: the event waits in the outbox
 * until the bus takes it.
 */
export const decide = async (
  brand: Brand,
  applicationId: string,
  decision: 'approved' | 'denied',
): Promise<Application> => {
  // The id names the creator and product; a malformed one is refused (404) by decideApplication.
  const parsed = parseApplicationId(applicationId);
  const events =
    decision === 'approved' && parsed
      ? [
          outboxEvent('ApplicationApproved', {
            version: 1,
            applicationId,
            creatorId: parsed.creatorId,
            productId: parsed.productId,
            brandId: brand.id,
          }).write,
        ]
      : [];
  return decideApplication(brand.id, applicationId, decision, events);
};
