import { recordRefusedTopics, ShopifyAuthError, subscribeShopToWebhooks } from '../../integrations';
import { decryptSecret } from '../../shared/crypto/secret-box';
import { log } from '../../shared/log';
import { getBrand, getSealedStoreToken } from '../entities/brand';

export type SubscribeOutcome = 'subscribed' | 'not_connected' | 'token_refused';

/**
 * Subscribes a brand's Shopify store to the webhooks orders come in by, at
 * `${SHOPIFY_APP_URL}/api/webhooks/shopify`. Idempotent: Shopify's "already taken" answer for a topic
 * counts as subscribed. A brand that is no longer connected to this shop is left alone; a store that
 * refuses the token (uninstalled meanwhile) too: its app/uninstalled webhook disconnects it. Anything
 * else throws, so the caller's retry applies.
 */
export const subscribeBrandShop = async (brandId: string, shopDomain: string): Promise<SubscribeOutcome> => {
  const [brand, sealed] = await Promise.all([getBrand(brandId), getSealedStoreToken(brandId)]);
  if (
    !brand?.store_connected ||
    brand.store_platform !== 'shopify' ||
    brand.shop_domain !== shopDomain ||
    !sealed
  ) {
    return 'not_connected';
  }
  const connection = {
    shop: shopDomain,
    accessToken: await decryptSecret(sealed, { purpose: 'store-token', brandId }),
    scope: '',
  };
  try {
    const result = await subscribeShopToWebhooks(connection);
    log.info('shop subscribed to webhooks', { brandId, shopDomain, ...result });
    // Only the merchant reconnecting can grant a missing scope (the brand's store card asks for it);
    // the brand is told once per refused set (webhook-health.ts).
    if (result.refused.length)
      log.warn('store refused webhook topics: it lacks scopes until reconnected', {
        brandId,
        shopDomain,
        refused: result.refused,
      });
    // Told about the order topics (sales go untracked without them); a refused fulfilments topic only
    // leaves samples to be marked shipped by hand, which the store card's reconnect prompt covers.
    await recordRefusedTopics(
      brandId,
      shopDomain,
      result.refused.map((refused) => refused.topic).filter((topic) => topic !== 'FULFILLMENTS_CREATE'),
    );
    return 'subscribed';
  } catch (error) {
    if (error instanceof ShopifyAuthError) {
      log.warn('store refused the token; webhooks not subscribed', {
        brandId,
        shopDomain,
        reason: error.reason,
      });
      return 'token_refused';
    }
    throw error;
  }
};
