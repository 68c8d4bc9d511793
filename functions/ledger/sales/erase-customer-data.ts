/**
 * Shopify's compliance requests (customers/redact, shop/redact): the only personal data the ledger keeps
 * about a shopper is the order's e-mail (self-referral checks and the brand's Sales view); erasing it
 * removes it from the sale and from the shop-order pointer. The money records stay: they hold no personal
 * data and are the creator's and the brand's accounts.
 */
import { normalizedStoreDomain } from '../../integrations';
import { isConditionFailure } from '../../shared/data/client';
import { type ShopOrderItem, saleEntity, shopOrderEntity } from '../entities/sale';
import { type CustomerRequest, customerOrderPointers, shopOrdersWhere } from './customer-orders';

/** Erases the shopper's e-mail from a sale (if it is there) and from its pointer. */
const eraseEmail = async (order: ShopOrderItem): Promise<void> => {
  // A sale that is gone has nothing to erase.
  await saleEntity
    .patch({ brand_id: order.brand_id, sale_sk: order.sale_sk })
    .remove(['customer_email'])
    .go()
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
    });
  await shopOrderEntity
    .update({ shop_domain: order.shop_domain, order_id: order.order_id })
    .remove(['customer_email'])
    .go();
};

export const eraseCustomer = async (input: CustomerRequest): Promise<number> => {
  const orders = await customerOrderPointers(input);
  for (const order of orders) await eraseEmail(order);
  return orders.length;
};

export const eraseShop = async (shopDomain: string): Promise<number> => {
  const shop = normalizedStoreDomain(shopDomain);
  if (!shop) return 0;
  const orders = await shopOrdersWhere(shop, (order) => order.customer_email !== null);
  for (const order of orders) await eraseEmail(order);
  return orders.length;
};
