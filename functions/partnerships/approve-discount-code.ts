import type { Brand } from '../catalogue';
import { decideDiscountCode } from './decide-discount-code';
import type { DiscountCode } from './entities/discount-code';

/**
 * The brand approves a creator's discount-code request with a percentage. With a connected Shopify
 * store the code waits for the store (store_sync pending) and the DiscountCodeApproved consumer creates
 * it there; the event is written with every approval (the creator is told either way), in the
 * decision's transaction, so the code cannot stay `pending` forever because a publish failed.
 */
export const approveDiscountCode = async (
  brand: Brand,
  creatorId: string,
  discountPercentage: number,
  at = new Date(),
): Promise<DiscountCode> => {
  const toStore = brand.store_connected && brand.store_platform === 'shopify';
  return decideDiscountCode(
    brand.id,
    creatorId,
    {
      status: 'approved',
      discount_percentage: discountPercentage,
      store_sync: toStore ? 'pending' : 'not_applicable',
    },
    at,
  );
};
