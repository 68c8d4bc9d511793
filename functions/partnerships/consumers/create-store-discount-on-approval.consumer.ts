import { getBrand, getSealedStoreToken } from '../../catalogue';
import { createShopifyDiscountCode, ShopifyUserError } from '../../integrations';
import { decryptSecret } from '../../shared/crypto/secret-box';
import { writeTransaction } from '../../shared/data/entity';
import { consumer } from '../../shared/events/consumer';
import { log } from '../../shared/log';
import { outboxEvent } from '../../shared/outbox/outbox-event';
import { discountCodeEntity, getDiscountCode, partnershipsService } from '../entities/discount-code';

type Detail = { creatorId: string; brandId: string };

/**
 * The store's outcome, on the code (a cleared error is an absent attribute), with DiscountCodeSynced in
 * the same transaction: the creator's storefront shows a code once the store takes it (issue 34).
 */
const recordStoreSync = async (
  { creatorId, brandId }: Detail,
  sync: 'created' | 'failed',
  error: string | null,
) => {
  const synced = outboxEvent('DiscountCodeSynced', { version: 1, creatorId, brandId, outcome: sync });
  const outcome = await writeTransaction(partnershipsService, ({ discountCode, outbox }) => {
    const update = discountCode
      .patch({ creator_id: creatorId, brand_id: brandId })
      .set(error === null ? { store_sync: sync } : { store_sync: sync, store_error: error });
    return {
      code: (error === null ? update.remove(['store_error']) : update).commit(),
      event: outbox.create(synced.item).commit(),
    };
  });
  // The code was deleted meanwhile (a redacted shop): nothing to record.
  if (!outcome.ok && outcome.refused.length === 0)
    throw new Error('recordStoreSync: the write lost every retry');
};

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
    await recordStoreSync(detail, 'failed', 'The Shopify store is no longer connected.');
    return;
  }
  const connection = {
    shop: brand.shop_domain,
    accessToken: await decryptSecret(sealed, { purpose: 'store-token', brandId: brand.id }),
    scope: '',
  };
  // Counts the call about to be made; how many were made before decides what "code taken" means.
  const { data: before } = await discountCodeEntity
    .patch({ creator_id: detail.creatorId, brand_id: detail.brandId })
    .add({ store_attempts: 1 })
    .go({ response: 'updated_old' });
  const earlierAttempts = Number(before?.store_attempts ?? 0);
  try {
    await createShopifyDiscountCode(connection, {
      code: detail.code,
      percentage: detail.discountPercentage,
      title: `Creator code ${detail.code}`,
    });
    await recordStoreSync(detail, 'created', null);
  } catch (error) {
    if (error instanceof ShopifyUserError && error.code === 'TAKEN') {
      if (earlierAttempts > 0) {
        await recordStoreSync(detail, 'created', null);
        return;
      }
      log.warn('store already has the discount code', { code: detail.code, brandId: detail.brandId });
      await recordStoreSync(detail, 'failed', `The store already has a discount code ${detail.code}.`);
      return;
    }
    if (error instanceof ShopifyUserError) {
      log.warn('store refused the discount code', { error });
      await recordStoreSync(detail, 'failed', error.message);
      return;
    }
    throw error;
  }
});
