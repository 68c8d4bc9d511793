import { consumer } from '../../shared/events/consumer';
import { log } from '../../shared/log';
import { eraseShop } from '../sales/erase-customer-data';

/** Consumer of ShopifyShopRedactRequested (Shopify's shop/redact): erases the shop's shoppers' e-mails. */
export const handler = consumer('ShopifyShopRedactRequested', async (detail) => {
  const erased = await eraseShop(detail.shopDomain);
  log.info('shop/redact handled', { shop: detail.shopDomain, orders: erased });
});
