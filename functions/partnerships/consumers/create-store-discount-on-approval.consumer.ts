import { getBrand, getSealedStoreToken } from '../../catalogue';
import { createShopifyDiscountCode, ShopifyUserError } from '../../integrations';
import { decryptSecret } from '../../shared/crypto/secret-box';
import { consumer } from '../../shared/events/consumer';
import { log } from '../../shared/log';
import { getDiscountCode, recordStoreAttempt, recordStoreSync } from '../entities/discount-code';

/**
 * Consumer of DiscountCodeApproved: creates the percentage discount in the brand's Shopify store
 * (Admin API; the demo store locally) and records the outcome on the code, visible to brand and creator.
 * Idempotent: only a code still `pending` is worked on, so a created or failed one is left alone.
 * Shopify's "code taken" answer is a failure on our first call (the store already had that code: the
 * brand's own, and counting it as ours would give two people one code); it counts as created only on a
 * retry after a call of ours that may have created it before its outcome was recorded.
 */
export const handler = consumer('DiscountCodeApproved', async (detail) => {
  const current = await getDiscountCode(detail.creatorId, detail.brandId);
  if (current?.status !== 'approved' || current.store_sync !== 'pending') return;
  const brand = await getBrand(detail.brandId);
  const sealed = await getSealedStoreToken(detail.brandId);
  if (!brand?.store_connected || brand.store_platform !== 'shopify' || !brand.shop_domain || !sealed) {
    await recordStoreSync(
      detail.creatorId,
      detail.brandId,
      'failed',
      'The Shopify store is no longer connected.',
    );
    return;
  }
  const connection = {
    shop: brand.shop_domain,
    accessToken: await decryptSecret(sealed, { purpose: 'store-token', brandId: brand.id }),
    scope: '',
  };
  const earlierAttempts = await recordStoreAttempt(detail.creatorId, detail.brandId);
  try {
    await createShopifyDiscountCode(connection, {
      code: detail.code,
      percentage: detail.discountPercentage,
      title: `Creator code ${detail.code}`,
    });
    await recordStoreSync(detail.creatorId, detail.brandId, 'created', null);
  } catch (error) {
    if (error instanceof ShopifyUserError && error.code === 'TAKEN') {
      if (earlierAttempts > 0) {
        await recordStoreSync(detail.creatorId, detail.brandId, 'created', null);
        return;
      }
      log.warn('store already has the discount code', { code: detail.code, brandId: detail.brandId });
      await recordStoreSync(
        detail.creatorId,
        detail.brandId,
        'failed',
        `The store already has a discount code ${detail.code}.`,
      );
      return;
    }
    if (error instanceof ShopifyUserError) {
      log.warn('store refused the discount code', { error });
      await recordStoreSync(detail.creatorId, detail.brandId, 'failed', error.message);
      return;
    }
    throw error;
  }
});
