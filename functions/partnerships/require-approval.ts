import { DomainError } from '../shared/errors';
import { applicationEntity } from './entities/application';

export type ApplicationStatus = 'pending' | 'approved' | 'denied';

/** One GetItem (strongly consistent: an approval a moment ago counts): the creator's application, if any. */
export const getApplicationStatus = async (
  creatorId: string,
  productId: string,
): Promise<ApplicationStatus | undefined> => {
  const { data } = await applicationEntity
    .get({ creator_id: creatorId, product_id: productId })
    .go({ consistent: true, attributes: ['status'] });
  return data?.status;
};

/**
 * A brand whose program requires approval (issue 21) lets a creator have a link for a product only
 * after approving the creator's application for it: without one, a 403 `approval_required` whose words
 * say what the creator can do (apply, wait, or nothing more after a denial).
 */
export const requireApprovedApplication = async (
  brand: { id: string; brand_name: string },
  creatorId: string,
  product: { id: string; name: string },
): Promise<void> => {
  const status = await getApplicationStatus(creatorId, product.id);
  if (status === 'approved') return;
  const message =
    status === 'pending'
      ? `Your application to promote ${product.name} is waiting for ${brand.brand_name}'s decision: you get a link once it is approved.`
      : status === 'denied'
        ? `${brand.brand_name} did not approve your application to promote ${product.name}, so you can't create a link for it.`
        : `${brand.brand_name} approves creators before they promote its products: apply to promote ${product.name} first.`;
  throw new DomainError('approval_required', message);
};
