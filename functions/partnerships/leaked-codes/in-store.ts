import { DomainError } from '../../shared/errors';
import type { DiscountCode } from '../entities/discount-code';

/**
 * A brand's code that its Shopify store holds: approved and created there. Anything else is a 404 (not
 * this brand's) or a 409 (nothing in the store to change yet, or it failed there).
 */
export const inStore = (code: DiscountCode | undefined, brandId: string, change: string): DiscountCode => {
  if (!code || code.brand_id !== brandId) throw new DomainError('not_found', 'Discount code not found');
  if (code.status !== 'approved' || code.store_sync !== 'created')
    throw new DomainError('conflict', `Only a code working in your Shopify store can be ${change}.`);
  return code;
};
