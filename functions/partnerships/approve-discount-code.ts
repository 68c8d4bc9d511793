import type { Brand } from '../catalogue';
import { outboxEvent } from '../shared/outbox/outbox-event';
import { decideDiscountCode } from './decide-discount-code';
import { type DiscountCode, getDiscountCode } from './entities/discount-code';

/**
 * The brand approves a creator's discount-code request with a percentage. With a connected Shopify
 * store the approval (store_sync pending) and its DiscountCodeApproved event are one transaction (the
 * transactional outbox): the code cannot stay `pending` forever because a publish failed. The code's
 * text is fixed when it is requested, so it is read first to go into the event; the decision itself is
 * still the conditional write (pending, this brand) that refuses a second decision.
 */
export const approveDiscountCode = async (
  brand: Brand,
  creatorId: string,
  discountPercentage: number,
): Promise<DiscountCode> => {
  const toStore = brand.store_connected && brand.store_platform === 'shopify';
  const current = toStore ? await getDiscountCode(creatorId, brand.id) : undefined;
  const event =
    current && current.brand_id === brand.id
      ? outboxEvent('DiscountCodeApproved', {
          version: 1,
          creatorId,
          brandId: brand.id,
          code: current.code,
          discountPercentage,
        })
      : undefined;
  return decideDiscountCode(
    brand.id,
    creatorId,
    {
      status: 'approved',
      discount_percentage: discountPercentage,
      store_sync: toStore ? 'pending' : 'not_applicable',
    },
    event,
  );
};
