import type { EventBridgeEvent } from 'aws-lambda';
import { eventMetaOf } from '../../events/catalogue';
import { shopifyStoreConnectedV1 } from '../../events/schemas/shopify-store-connected';
import { ShopifyAuthError, subscribeShopToWebhooks } from '../integrations/shopify';
import { decryptSecret } from '../shared/crypto/secret-box';
import { getBrand, getSealedStoreToken } from '../shared/data/entities/brand';
import { log } from '../shared/log';

/**
 * Consumer of ShopifyStoreConnected: subscribes the shop to the webhooks orders come in by, at
 * `${SHOPIFY_APP_URL}/api/webhooks/shopify`. Idempotent: Shopify's "already taken" answer for a topic
 * counts as subscribed, so a repeated event creates nothing twice. A brand that meanwhile disconnected
 * or moved to another store is left alone; a store that refuses the token (uninstalled in between) too:
 * its app/uninstalled webhook disconnects it. Anything else throws, so the event is retried.
 */
export const handler = async (event: EventBridgeEvent<'ShopifyStoreConnected', unknown>): Promise<void> => {
  const detail = shopifyStoreConnectedV1.parse(event.detail);
  const logged = { eventId: eventMetaOf(event.detail)?.eventId ?? event.id, ...detail };
  const [brand, sealed] = await Promise.all([getBrand(detail.brandId), getSealedStoreToken(detail.brandId)]);
  if (
    !brand?.store_connected ||
    brand.store_platform !== 'shopify' ||
    brand.shop_domain !== detail.shopDomain ||
    !sealed
  ) {
    log.info('store no longer connected to this brand; no webhooks subscribed', logged);
    return;
  }
  const connection = {
    shop: detail.shopDomain,
    accessToken: await decryptSecret(sealed, { purpose: 'store-token', brandId: detail.brandId }),
    scope: '',
  };
  try {
    const result = await subscribeShopToWebhooks(connection);
    log.info('shop subscribed to webhooks', { ...logged, ...result });
  } catch (error) {
    if (error instanceof ShopifyAuthError) {
      log.warn('store refused the token; webhooks not subscribed', { ...logged, reason: error.reason });
      return;
    }
    throw error;
  }
};
