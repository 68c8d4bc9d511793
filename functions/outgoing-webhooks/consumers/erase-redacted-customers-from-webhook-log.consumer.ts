import type { EventDetail } from '../../../events/catalogue';
import { consumerOfAny } from '../../shared/events/consumer';
import { log } from '../../shared/log';
import { eraseCustomerEmailsFromDeliveries } from '../erase-customer-emails';

/**
 * Consumer of Shopify's customers/redact and shop/redact (issue 35): the customer's e-mail (or every
 * customer's of the shop) leaves the brands' webhook logs, as it leaves the sales (EraseRedactedCustomer,
 * EraseRedactedShop). Idempotent: a body already erased matches nothing.
 */
export const handler = consumerOfAny(
  ['ShopifyCustomerRedactRequested', 'ShopifyShopRedactRequested'],
  async (_name, received) => {
    const detail = received as EventDetail<'ShopifyCustomerRedactRequested' | 'ShopifyShopRedactRequested'>;
    const rewritten = await eraseCustomerEmailsFromDeliveries(
      detail.shopDomain,
      'customerEmail' in detail
        ? { email: detail.customerEmail, orderIds: detail.orderIds }
        : 'every customer',
    );
    log.info('webhook log erased', { shop: detail.shopDomain, rewritten });
  },
);
