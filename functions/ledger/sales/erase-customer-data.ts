/**
 * Shopify's compliance requests (customers/redact, shop/redact): the only personal data the ledger keeps
 * about a shopper is the order's e-mail (self-referral checks and the brand's Sales view); erasing it
 * removes it from the sale and from the shop-order pointer. The money records stay: they hold no personal
 * data and are the creator's and the brand's accounts.
 */
import { normalizedStoreDomain } from '../../integrations';
import { isConditionFailure } from '../../shared/data/client';
import { getShopOrder, type ShopOrderItem, saleEntity, shopOrderEntity, toShopOrder } from '../entities/sale';

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

/** The shop's recorded orders matching `keep` (all pages of the shop's pointers: one Query each). */
const shopOrdersWhere = async (shop: string, keep: (order: ShopOrderItem) => boolean) => {
  // Keys included: old pointers hold the order id only in their sort key.
  const { data } = await shopOrderEntity.query
    .primary({ shop_domain: shop })
    .go({ pages: 'all', data: 'includeKeys' });
  return data
    .map((item) => toShopOrder(shop, (item as unknown as { sk: string }).sk.slice('ORDER#'.length), item))
    .filter(keep);
};

export const eraseCustomer = async (input: {
  shopDomain: string;
  customerEmail: string | null;
  orderIds: readonly string[];
}): Promise<number> => {
  const shop = normalizedStoreDomain(input.shopDomain);
  if (!shop) return 0;
  const named = (await Promise.all(input.orderIds.map((id) => getShopOrder(shop, id)))).filter(
    (order): order is ShopOrderItem => order !== undefined,
  );
  const email = input.customerEmail?.trim().toLowerCase();
  const byEmail = email ? await shopOrdersWhere(shop, (order) => order.customer_email === email) : [];
  const orders = new Map([...named, ...byEmail].map((order) => [order.order_id, order]));
  for (const order of orders.values()) await eraseEmail(order);
  return orders.size;
};

export const eraseShop = async (shopDomain: string): Promise<number> => {
  const shop = normalizedStoreDomain(shopDomain);
  if (!shop) return 0;
  const orders = await shopOrdersWhere(shop, (order) => order.customer_email !== null);
  for (const order of orders) await eraseEmail(order);
  return orders.length;
};
