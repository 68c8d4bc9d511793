import {
  findShopifyCodeDiscount,
  limitShopifyDiscountToOncePerCustomer,
  type ShopifyConnection,
  ShopifyUserError,
} from '../../integrations';
import { unlessRefused } from '../../shared/data/client';
import { discountCodeEntity } from '../entities/discount-code';
import { StoreRefusedChange } from './store-refused-change';

/**
 * The store's side of the once-per-customer limit (ChangeStoreDiscountCode): Shopify's
 * appliesOncePerCustomer on the code's discount, then recorded on the code with the pending change
 * cleared. Setting it twice in the store is harmless, so a retried event simply sets it again.
 */
export const limitInStore = async (
  connection: ShopifyConnection,
  key: { creator_id: string; brand_id: string },
  text: string,
): Promise<void> => {
  const discount = await findShopifyCodeDiscount(connection, text);
  if (!discount) throw new StoreRefusedChange(`Your Shopify store no longer has the code ${text}.`);
  try {
    await limitShopifyDiscountToOncePerCustomer(connection, discount.id);
  } catch (error) {
    if (error instanceof ShopifyUserError)
      throw new StoreRefusedChange(`Shopify refused the change: ${error.message}`);
    throw error;
  }
  // Refused: a redelivered event found it recorded already.
  await unlessRefused(
    discountCodeEntity
      .patch(key)
      .set({ applies_once_per_customer: true })
      .remove(['pending_change'])
      .where((attr, op) => `${op.eq(attr.code, text)} AND ${op.eq(attr.pending_change, 'once_per_customer')}`)
      .go(),
  );
};
