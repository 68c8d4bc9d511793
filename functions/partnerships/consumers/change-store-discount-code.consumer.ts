import { ShopifyAuthError } from '../../integrations';
import { unlessRefused } from '../../shared/data/client';
import { consumer } from '../../shared/events/consumer';
import { log } from '../../shared/log';
import { discountCodeEntity, toCode } from '../entities/discount-code';
import { limitInStore } from '../leaked-codes/restrict-discount-code';
import { retirePreviousCode } from '../leaked-codes/retire-previous-code';
import { rotateInStore } from '../leaked-codes/rotate-discount-code';
import { brandShopifyConnection } from '../leaked-codes/store-connection';
import { StoreRefusedChange } from '../leaked-codes/store-refused-change';

/**
 * Consumer of DiscountCodeChangeRequested (issue 36, leaked codes): makes the brand's change in its
 * Shopify store — a rotation (rotateInStore; with no grace period the old code is deactivated at once,
 * else RetireRotatedDiscountCodes does it when the grace period ends) or the once-per-customer limit
 * (limitInStore). Idempotent: only a change still pending on the code, for the code's text the brand
 * saw, is worked on. A refusal by the store (or a store no longer connected) ends the change with its
 * reason on the code for the brand; anything else throws, and the event is retried.
 */
export const handler = consumer('DiscountCodeChangeRequested', async (detail) => {
  const key = { creator_id: detail.creatorId, brand_id: detail.brandId };
  const { data } = await discountCodeEntity.get(key).go({ consistent: true });
  if (!data || data.pending_change !== detail.change || data.code !== detail.code) return;
  const code = {
    ...toCode(data),
    pending_code: data.pending_code ?? null,
    pending_grace_hours: data.pending_grace_hours ?? null,
  };
  try {
    const connection = await brandShopifyConnection(detail.brandId);
    if (!connection) throw new StoreRefusedChange('Your Shopify store is no longer connected.');
    if (detail.change === 'once_per_customer') return await limitInStore(connection, key, code.code);
    await rotateInStore(connection, key, code);
  } catch (error) {
    const refused =
      error instanceof ShopifyAuthError
        ? 'Your Shopify store no longer accepts the app: connect it again.'
        : error instanceof StoreRefusedChange
          ? error.message
          : undefined;
    if (refused === undefined) throw error;
    log.warn('store refused a discount code change', { ...key, change: detail.change, refused });
    await unlessRefused(
      discountCodeEntity
        .patch(key)
        .set({ change_error: refused })
        .remove(['pending_change', 'pending_grace_hours', 'pending_code'])
        .where((attr, op) => op.eq(attr.pending_change, detail.change))
        .go(),
    );
    return;
  }
  if (!code.pending_grace_hours) {
    // No grace period: the old code stops now. Should the store fail here, the schedule retries.
    await retirePreviousCode(key).catch((error) =>
      log.warn('the old code could not be deactivated at once; the schedule retries', { ...key, error }),
    );
  }
});
