import { consumer } from '../../shared/events/consumer';
import { log } from '../../shared/log';
import { eraseCustomer } from '../sales/erase-customer-data';

/** Consumer of ShopifyCustomerRedactRequested (Shopify's customers/redact): erases the shopper's e-mail. */
export const handler = consumer('ShopifyCustomerRedactRequested', async (detail) => {
  const erased = await eraseCustomer(detail);
  log.info('customers/redact handled', { shop: detail.shopDomain, orders: erased });
});
