/**
 * What the ledger holds about one of a shop's customers (Shopify's customers/data_request and
 * customers/redact name a shop, the customer's e-mail and some order ids): the shop's recorded orders
 * found through their SHOPORDER# pointers (one Query per page of the shop's pointers, never a Scan),
 * and each order's sale under its brand.
 */
import { normalizedStoreDomain } from '../../integrations';
import {
  getSaleItem,
  getShopOrder,
  type ShopOrderItem,
  shopOrderEntity,
  toShopOrder,
} from '../entities/sale';

/** The shop's recorded orders matching `keep` (all pages of the shop's pointers: one Query each). */
export const shopOrdersWhere = async (shop: string, keep: (order: ShopOrderItem) => boolean) => {
  // Keys included: old pointers hold the order id only in their sort key.
  const { data } = await shopOrderEntity.query
    .primary({ shop_domain: shop })
    .go({ pages: 'all', data: 'includeKeys' });
  return data
    .map((item) => toShopOrder(shop, (item as unknown as { sk: string }).sk.slice('ORDER#'.length), item))
    .filter(keep);
};

export interface CustomerRequest {
  shopDomain: string;
  customerEmail: string | null;
  orderIds: readonly string[];
}

/** The pointers of the orders a request names, and of the shop's orders carrying the customer's e-mail. */
export const customerOrderPointers = async (request: CustomerRequest): Promise<ShopOrderItem[]> => {
  const shop = normalizedStoreDomain(request.shopDomain);
  if (!shop) return [];
  const named = (await Promise.all(request.orderIds.map((id) => getShopOrder(shop, id)))).filter(
    (order): order is ShopOrderItem => order !== undefined,
  );
  const email = request.customerEmail?.trim().toLowerCase();
  const byEmail = email ? await shopOrdersWhere(shop, (order) => order.customer_email === email) : [];
  return [...new Map([...named, ...byEmail].map((order) => [order.order_id, order])).values()];
};

/** One order as the product holds it about its customer: what a data request is answered with. */
export interface CustomerOrder {
  order_name: string;
  order_id: string;
  created_at: string;
  customer_email: string | null;
  currency: string;
  /** The attributed creator's username, if any (the sale's receipt). */
  creator_username: string | null;
  status: string;
  /** The order's commissionable amount, net of reversals. */
  sale_cents: number;
}

/** The customer's orders the ledger recorded, oldest first, for a brand to hand back to the customer. */
export const customerOrdersOf = async (
  request: CustomerRequest,
  brandId: string,
): Promise<CustomerOrder[]> => {
  const pointers = (await customerOrderPointers(request)).filter((order) => order.brand_id === brandId);
  const sales = await Promise.all(pointers.map((order) => getSaleItem(order.brand_id, order.sale_sk)));
  return sales
    .filter((sale) => sale !== undefined)
    .map((sale) => ({
      order_name: sale.order_name,
      order_id: sale.order_id,
      created_at: sale.created_at,
      customer_email: sale.customer_email,
      currency: sale.currency,
      creator_username: sale.creator_username,
      status: sale.status,
      sale_cents: sale.sale_cents,
    }))
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
};

/** The brands that recorded orders of the shop (its pointers): whose other records may name its customers. */
export const brandsOfShopOrders = async (shopDomain: string): Promise<string[]> => {
  const shop = normalizedStoreDomain(shopDomain);
  if (!shop) return [];
  return [...new Set((await shopOrdersWhere(shop, () => true)).map((order) => order.brand_id))];
};
