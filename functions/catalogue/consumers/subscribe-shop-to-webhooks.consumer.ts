import { eventMetaOf } from '../../../events/catalogue';
import { consumer } from '../../shared/events/consumer';
import { log } from '../../shared/log';
import { subscribeBrandShop } from '../store/subscribe-brand-shop';

/**
 * Consumer of ShopifyStoreConnected: the newly connected shop is subscribed to the webhooks orders come
 * in by (subscribe-brand-shop.ts; idempotent, so a repeated event creates nothing twice).
 */
export const handler = consumer('ShopifyStoreConnected', async (detail, event) => {
  const outcome = await subscribeBrandShop(detail.brandId, detail.shopDomain);
  log.info('ShopifyStoreConnected handled', {
    eventId: eventMetaOf(event.detail)?.eventId ?? event.id,
    ...detail,
    outcome,
  });
});
