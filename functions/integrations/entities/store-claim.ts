import { defineEntity, SERVICE } from '../../shared/data/entity';
import { DomainError } from '../../shared/errors';
import type { TransactItem } from '../../shared/outbox/outbox-event';

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
    claimed_at: { type: 'string' },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['domain'], template: 'STORE#${domain}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'STORE', casing: 'none' },
    },
  },
});

export const STORE_ALREADY_CONNECTED =
  'This store is already connected to another brand. Disconnect it there first, or contact support.';

/** 409: the store is another brand's. `field` names the form field the message belongs to. */
export class StoreAlreadyConnectedError extends DomainError {
  constructor(field?: string) {
    super('conflict', STORE_ALREADY_CONNECTED, field ? { [field]: STORE_ALREADY_CONNECTED } : undefined);
  }
}

/**
 * The domain a store is known by, whatever the brand typed: host only, lower-cased, without `www.`
 * or a trailing dot (https://WWW.Shop.example.com/en and shop.example.com are one store). Undefined
 * when there is no usable host (an 'other' store recorded without a URL).
 */
export const normalizedStoreDomain = (shopDomain: string | null | undefined): string | undefined => {
  const text = shopDomain?.trim();
  if (!text) return undefined;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
    const host = url.hostname
      .toLowerCase()
      .replace(/\.$/, '')
      .replace(/^www\./, '');
    return host || undefined;
  } catch {
    return undefined;
  }
};

/**
 * The claim on a store domain: which brand holds it and since when (the claim is re-written each time a
 * brand connects the store), or undefined when no brand holds it. Strongly consistent.
 */
export const getStoreClaim = async (
  domain: string,
): Promise<{ brandId: string; claimedAt: string } | undefined> => {
  const { data } = await storeClaimEntity.get({ domain }).go({ consistent: true });
  return data?.brand_id ? { brandId: data.brand_id, claimedAt: data.claimed_at ?? '' } : undefined;
};

/** The brand holding a store domain, if any (the early check before a Shopify OAuth round trip). */
export const storeHolder = async (domain: string): Promise<string | undefined> =>
  (await getStoreClaim(domain))?.brandId;

/** Refuses (409) a store another brand holds; the transaction in updateBrand is what enforces it. */
export const requireStoreFree = async (domain: string, brandId: string, field: string): Promise<void> => {
  const holder = await storeHolder(domain);
  if (holder && holder !== brandId) throw new StoreAlreadyConnectedError(field);
};

/** Transaction items: take `domain` for the brand (free, or already this brand's). */
export const claimStoreItem = (domain: string, brandId: string, now: string): TransactItem => ({
  Put: storeClaimEntity
    .put({ domain, brand_id: brandId, claimed_at: now })
    .where((attr, op) => `${op.notExists(attr.brand_id)} OR ${op.eq(attr.brand_id, brandId)}`)
    .params(),
});

/** Transaction items: give `domain` back (only if this brand holds it; a missing claim is fine). */
export const releaseStoreItem = (domain: string, brandId: string): TransactItem => ({
  Delete: storeClaimEntity
    .delete({ domain })
    .where((attr, op) => `${op.notExists(attr.brand_id)} OR ${op.eq(attr.brand_id, brandId)}`)
    .params(),
});
