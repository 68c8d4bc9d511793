import { unlessRefused } from '../../shared/data/client';
import { defineEntity, SERVICE, tableKey, transactional } from '../../shared/data/entity';

/**
 * One store, one brand: a claim item keyed by the store's normalized domain (STORE#{domain} / STORE)
 * names the brand connected to it. updateBrand writes it in the same transaction as the connection (so
 * two brands racing for one shop leave one owner and the other brand's record untouched), deletes it on
 * disconnect or when the brand moves to another store, and lets the holder re-connect its own store.
 * The brand item keeps the domain it holds in `store_claim`, which guards those writes.
 */
export const storeClaimEntity = defineEntity({
  model: { entity: 'store-claim', version: '1', service: SERVICE },
  attributes: {
    domain: { type: 'string', required: true },
    brand_id: { type: 'string', required: true },
    /** Re-written each time a brand connects the store. */
    claimed_at: { type: 'string' },
    /**
     * The order webhook topics Shopify refused for this connection (sorted, comma-separated), once the
     * brand was told (webhook-health.ts); a reconnection re-writes the claim without it.
     */
    webhooks_refused: { type: 'string' },
    webhooks_refused_at: { type: 'string' },
  },
  indexes: { primary: { pk: tableKey('pk', 'STORE#${domain}'), sk: tableKey('sk', 'STORE') } },
});

/** The brand holding a store domain, if any (strongly consistent: the early check before a Shopify OAuth). */
export const storeHolder = async (domain: string): Promise<string | undefined> =>
  (await storeClaimEntity.get({ domain }).go({ consistent: true })).data?.brand_id;

/** The claim of `domain` (who holds it since when), or null: the uninstall consumer's read. */
export const getStoreClaim = async (domain: string) =>
  (await storeClaimEntity.get({ domain }).go({ consistent: true })).data ?? null;

/** A transaction's operation (the brand's connection): take `domain` for the brand (free, or already its own). */
export const claimStoreItem = (domain: string, brandId: string, now: string) =>
  transactional(storeClaimEntity)
    .put({ domain, brand_id: brandId, claimed_at: now })
    .where((attr, op) => `${op.notExists(attr.brand_id)} OR ${op.eq(attr.brand_id, brandId)}`)
    .commit();

/** A transaction's operation: give `domain` back (only if this brand holds it; a missing claim is fine). */
export const releaseStoreItem = (domain: string, brandId: string) =>
  transactional(storeClaimEntity)
    .delete({ domain })
    .where((attr, op) => `${op.notExists(attr.brand_id)} OR ${op.eq(attr.brand_id, brandId)}`)
    .commit();

/**
 * A transaction's operation: records the refused topics on the claim of the brand that holds `domain`,
 * only when they differ from those recorded (a brand is told once per refused set, not every day).
 */
export const markWebhooksRefused = (domain: string, brandId: string, topics: string, at: string) =>
  transactional(storeClaimEntity)
    .patch({ domain })
    .set({ webhooks_refused: topics, webhooks_refused_at: at })
    .where(
      (attr, op) =>
        `${op.eq(attr.brand_id, brandId)} AND (${op.notExists(attr.webhooks_refused)} OR ${op.ne(attr.webhooks_refused, topics)})`,
    )
    .commit();

/** Every topic subscribed again: the mark goes (so a later refusal is told again). */
export const clearWebhooksRefused = async (domain: string, brandId: string): Promise<void> => {
  await unlessRefused(
    storeClaimEntity
      .patch({ domain })
      .remove(['webhooks_refused', 'webhooks_refused_at'])
      .where((attr, op) => `${op.eq(attr.brand_id, brandId)} AND ${op.exists(attr.webhooks_refused)}`)
      .go(),
  );
};
