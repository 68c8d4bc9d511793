import { log } from '../../shared/log';
import { listConnectedShopifyStores } from '../list-connected-shopify-stores';
import { subscribeBrandShop } from '../store/subscribe-brand-shop';

/**
 * Scheduled daily (and run once when the local cloud starts): every connected Shopify store is
 * subscribed to the webhooks again. Subscribing is idempotent, so this only adds what is missing — a
 * store connected before webhooks existed (an upgrade), or one whose subscriptions Shopify removed
 * after repeated failed deliveries. The connected brands come from the directory index (Query, pages).
 */
export const handler = async (): Promise<{ stores: number; subscribed: number; failed: number }> => {
  const summary = { stores: 0, subscribed: 0, failed: 0 };
  let after: Record<string, unknown> | undefined;
  do {
    const page = await listConnectedShopifyStores(after);
    for (const store of page.stores) {
      summary.stores++;
      try {
        if ((await subscribeBrandShop(store.brandId, store.shopDomain)) === 'subscribed')
          summary.subscribed++;
      } catch (error) {
        // One store's outage must not stop the others; the run reports it (and fails at the end).
        summary.failed++;
        log.error('webhook subscription check failed', { ...store, error: String(error) });
      }
    }
    after = page.next;
  } while (after);
  log.info('webhook subscriptions ensured', summary);
  if (summary.failed > 0) throw new Error(`${summary.failed} stores could not be checked`);
  return summary;
};
