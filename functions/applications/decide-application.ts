import { publishEvent } from '../../events/publisher';
import { type Application, decideApplication } from '../shared/data/entities/application';
import type { Brand } from '../shared/data/entities/brand';
import { log } from '../shared/log';

/**
 * The brand approves or denies a pending application (only pending ones: deciding twice is a 409).
 * Approval publishes ApplicationApproved; its consumer creates the referral link. If publishing fails
 * the approval still stands (it is logged; the creator can also get the link directly with Copy Link).
 */
export const decide = async (
  brand: Brand,
  applicationId: string,
  decision: 'approved' | 'denied',
): Promise<Application> => {
  const application = await decideApplication(brand.id, applicationId, decision);
  if (decision === 'approved') {
    try {
      await publishEvent('ApplicationApproved', {
        version: 1,
        applicationId: application.id,
        creatorId: application.creator_id,
        productId: application.product_id,
        brandId: application.brand_id,
      });
    } catch (error) {
      log.error('ApplicationApproved not published; the approval stands', { applicationId, error });
    }
  }
  return application;
};
