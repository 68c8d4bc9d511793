import { eventMetaOf } from '../../../events/catalogue';
import { getStoreClaim, normalizedStoreDomain } from '../../integrations';
import { consumer } from '../../shared/events/consumer';
import { log } from '../../shared/log';
import { getBrand } from '../entities/brand';
import { disconnectStore } from '../store/disconnect-store';
import { StoreChangedError } from '../update-brand';

/**
 * Consumer of ShopifyAppUninstalled: the brand holding the shop (its STORE# claim) is disconnected
 * through the same transaction as the brand's own Disconnect (claim released, directory totals moved),
 * with `store_disconnected_reason: 'app_uninstalled'` and the time, which the brand's account shows.
 * Idempotent: once disconnected no brand holds the shop, so a repeat finds no claim and does nothing;
 * a shop no brand holds does nothing. An uninstall received before the brand (re)connected the shop
 * (claim newer than the webhook) is about an earlier install and is ignored.
 */
export const handler = consumer('ShopifyAppUninstalled', async (detail, event) => {
  const meta = eventMetaOf(event.detail);
  const logged = { eventId: meta?.eventId ?? event.id, shop: detail.shopDomain, webhookId: detail.webhookId };
  const domain = normalizedStoreDomain(detail.shopDomain);
  const claim = domain ? await getStoreClaim(domain) : null;
  if (!claim?.brand_id) {
    log.info('app uninstalled from a shop no brand holds; nothing to disconnect', logged);
    return;
  }
  const receivedAt = meta?.occurredAt ?? event.time;
  if (claim.claimed_at && receivedAt && claim.claimed_at > receivedAt) {
    log.info('app uninstalled before the shop was connected again; ignored', { ...logged, claim });
    return;
  }
  const brand = await getBrand(claim.brand_id);
  // The claim and the brand are written in one transaction, so they agree; checked all the same, as the
  // brand is what gets disconnected.
  if (!brand?.store_connected || normalizedStoreDomain(brand.shop_domain) !== domain) {
    log.warn('store claim and brand disagree; nothing disconnected', { ...logged, brandId: claim.brand_id });
    return;
  }
  try {
    await disconnectStore(brand, { reason: 'app_uninstalled', at: new Date(receivedAt) });
  } catch (error) {
    // The brand moved to another store between the read above and the write: that store stays.
    if (error instanceof StoreChangedError) {
      log.info('brand changed store meanwhile; nothing disconnected', { ...logged, brandId: brand.id });
      return;
    }
    throw error;
  }
  log.info('store disconnected: app uninstalled', { ...logged, brandId: brand.id });
});
