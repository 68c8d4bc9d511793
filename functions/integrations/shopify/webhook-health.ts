/**
 * Whether a connected store can send us its orders: Shopify refuses an order webhook topic whose access
 * scope the store has not granted (webhook-subscriptions.ts), and then no order of that topic ever
 * reaches the ledger. That is what the product can truthfully detect (a delivery Shopify gives up on
 * never reaches us). The brand is told once per refused set (StoreWebhooksFailing, written with the mark
 * on the store's claim); a full subscription clears the mark, a reconnection re-writes the claim.
 */
import { committed, defineService, writeTransaction } from '../../shared/data/entity';
import { log } from '../../shared/log';
import { outboxEntity, outboxEvent } from '../../shared/outbox/outbox-event';
import { clearWebhooksRefused, markWebhooksRefused, storeClaimEntity } from '../entities/store-claim';
import { normalizedStoreDomain } from '../store/store-ownership';

const claims = defineService({ storeClaim: storeClaimEntity, outbox: outboxEntity });

export const recordRefusedTopics = async (
  brandId: string,
  shopDomain: string,
  topics: readonly string[],
  now = new Date(),
): Promise<'told' | 'told before' | 'clear'> => {
  const domain = normalizedStoreDomain(shopDomain);
  if (!domain) return 'clear';
  if (topics.length === 0) {
    await clearWebhooksRefused(domain, brandId);
    return 'clear';
  }
  const sorted = [...new Set(topics)].sort();
  const outcome = await writeTransaction(
    claims,
    (): Record<string, unknown> => ({
      mark: markWebhooksRefused(domain, brandId, sorted.join(','), now.toISOString()),
      told: committed(
        outboxEntity.create(
          outboxEvent(
            'StoreWebhooksFailing',
            { version: 1, brandId, shopDomain: domain, topics: sorted },
            now,
          ).item,
        ),
      ),
    }),
  );
  if (outcome.ok) return 'told';
  if (outcome.refused.length > 0) return 'told before';
  log.warn('refused webhook topics not recorded: the transaction kept conflicting', { brandId, domain });
  throw new Error(`Refused topics of ${domain} not recorded`);
};
