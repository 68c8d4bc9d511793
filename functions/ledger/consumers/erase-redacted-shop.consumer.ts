import type { EventBridgeEvent } from 'aws-lambda';
import { shopifyShopRedactRequestedV1 } from '../../../events/schemas/shopify-shop-events';
import { log } from '../../shared/log';
import { eraseShop } from '../sales/erase-customer-data';

/** Consumer of ShopifyShopRedactRequested (Shopify's shop/redact): erases the shop's shoppers' e-mails. */
export const handler = async (
  event: EventBridgeEvent<'ShopifyShopRedactRequested', unknown>,
): Promise<void> => {
  const detail = shopifyShopRedactRequestedV1.parse(event.detail);
  const erased = await eraseShop(detail.shopDomain);
  log.info('shop/redact handled', { shop: detail.shopDomain, orders: erased });
};
