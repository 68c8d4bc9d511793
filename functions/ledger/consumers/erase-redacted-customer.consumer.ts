import type { EventBridgeEvent } from 'aws-lambda';
import { shopifyCustomerRedactRequestedV1 } from '../../../events/schemas/shopify-shop-events';
import { log } from '../../shared/log';
import { eraseCustomer } from '../sales/erase-customer-data';

/** Consumer of ShopifyCustomerRedactRequested (Shopify's customers/redact): erases the shopper's e-mail. */
export const handler = async (
  event: EventBridgeEvent<'ShopifyCustomerRedactRequested', unknown>,
): Promise<void> => {
  const detail = shopifyCustomerRedactRequestedV1.parse(event.detail);
  const erased = await eraseCustomer(detail);
  log.info('customers/redact handled', { shop: detail.shopDomain, orders: erased });
};
