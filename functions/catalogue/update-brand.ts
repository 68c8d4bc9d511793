import {
  claimStoreItem,
  normalizedStoreDomain,
  releaseStoreItem,
  StoreAlreadyConnectedError,
} from '../integrations';
import { isConditionFailure } from '../shared/data/client';
import { indexKeys } from '../shared/data/keys';
import { DomainError } from '../shared/errors';
import { outboxEvent } from '../shared/outbox/outbox-event';
import {
  type Brand,
  type BrandField,
  type BrandItem,
  brand,
  committed,
  connectedBrandsSortKey,
  type Guard,
  getBrand,
  notConnected,
  readBrand,
  toBrand,
} from './entities/brand';
import { changeBrandDirectoryStats } from './entities/brand-directory-stats';
import { catalogueService } from './entities/catalogue-service';
import { writeMixedTransaction } from './entities/transact';

type Updatable = Partial<
  Omit<Brand, 'id' | 'user_id' | 'created_at' | 'updated_at' | 'store_missing_scopes'>
> & {
  shopify_access_token_sealed?: string;
  shopify_granted_scopes?: string;
  /** The store's own currency (Shopify `shop.currencyCode`), recorded when it connects. */
  store_currency?: string;
};

const MAX_ATTEMPTS = 5;

/**
 * What an update does to the brand's directory entry. The entry depends on two fields (connected,
 * name); when the update sets only one of them the other is read first, and the write is guarded on it
 * still having the value read (`guard`), so a concurrent rename or (dis)connect makes this one retry.
 */
interface DirectoryPlan {
  entry: 'set' | 'remove' | 'keep';
  sortKey?: string;
  guard?: Guard;
}

const planDirectoryEntry = async (brandId: string, set: Updatable): Promise<DirectoryPlan> => {
  if (set.store_connected === false) return { entry: 'remove' };
  if (set.store_connected === true && set.brand_name !== undefined)
    return { entry: 'set', sortKey: connectedBrandsSortKey(set.brand_name, brandId) };
  if (set.store_connected === undefined && set.brand_name === undefined) return { entry: 'keep' };
  const item = await readBrand(brandId, ['brand_name', 'store_connected'], true);
  if (!item) throw new DomainError('not_found', 'Brand not found');
  if (set.store_connected === true) {
    const name = item.brand_name;
    return {
      entry: 'set',
      sortKey: connectedBrandsSortKey(name, brandId),
      guard: (attr, op) => op.eq(attr.brand_name, name),
    };
  }
  // A rename: the entry moves only if the store is connected.
  if (item.store_connected === true) {
    return {
      entry: 'set',
      sortKey: connectedBrandsSortKey(set.brand_name as string, brandId),
      guard: (attr, op) => op.eq(attr.store_connected, true),
    };
  }
  return { entry: 'keep', guard: notConnected };
};

/**
 * What an update does to the brand's store claim (store-claim.ts): only updates that set the store's
 * domain or disconnect it touch it. `seen` is the domain the brand held when read; the write is
 * guarded on it, so two changes of one brand's store at once cannot leave a claim nobody holds.
 */
interface StoreClaimPlan {
  seen: string | undefined;
  next: string | undefined;
  guard: Guard;
}

const planStoreClaim = async (brandId: string, set: Updatable): Promise<StoreClaimPlan | undefined> => {
  if (set.shop_domain === undefined && set.store_connected !== false) return undefined;
  const item = await readBrand(brandId, ['store_claim'], true);
  if (!item) throw new DomainError('not_found', 'Brand not found');
  const seen = item.store_claim ?? undefined;
  return {
    seen,
    next: set.store_connected === false ? undefined : normalizedStoreDomain(set.shop_domain),
    guard: seen ? (attr, op) => op.eq(attr.store_claim, seen) : (attr, op) => op.notExists(attr.store_claim),
  };
};

/**
 * What an update does to the brands directory totals (brand-directory-stats.ts): only a change of
 * store_connected moves them, by one store and by the brand's available products. Both are read here
 * and the write is guarded on them (`guard`), so a product toggled or a second (dis)connect at the same
 * moment makes this one retry instead of counting the wrong number.
 */
interface DirectoryCountPlan {
  change?: { stores: number; products: number };
  guard: Guard;
}

const planDirectoryCount = async (
  brandId: string,
  set: Updatable,
): Promise<DirectoryCountPlan | undefined> => {
  if (set.store_connected === undefined) return undefined;
  const item = await readBrand(brandId, ['store_connected', 'available_product_count'], true);
  if (!item) throw new DomainError('not_found', 'Brand not found');
  const was = item.store_connected === true;
  const connectedGuard: Guard = was ? (attr, op) => op.eq(attr.store_connected, true) : notConnected;
  if (was === set.store_connected) return { guard: connectedGuard };
  const count = item.available_product_count ?? undefined;
  const products = Math.max(0, Number(count ?? 0));
  return {
    change: { stores: was ? -1 : 1, products: was ? -products : products },
    guard: (attr, op) =>
      `${connectedGuard(attr, op)} AND ${
        count === undefined
          ? op.notExists(attr.available_product_count)
          : op.eq(attr.available_product_count, count)
      }`,
  };
};

/** The brand's store is no longer the one a change was meant for (see `onlyIfShop`). */
export class StoreChangedError extends Error {}

/**
 * SET the given fields (null: REMOVE them, read back as null), REMOVE those in `remove`, on an existing
 * brand only, keeping the connected-brands directory entry in step (see DirectoryPlan). Returns the
 * updated brand. A change of store takes the new store's claim and releases the old one in the same
 * transaction: a store another brand holds is a 409 (StoreAlreadyConnectedError) and nothing is written.
 */
export const updateBrand = async (
  brandId: string,
  set: Updatable,
  remove: BrandField[] = [],
  /** Apply only while the brand's store is still this shop (a change about that store, e.g. its uninstall). */
  onlyIfShop?: string,
): Promise<Brand> => {
  for (let attempt = 1; ; attempt++) {
    const plan = await planDirectoryEntry(brandId, set);
    const claim = await planStoreClaim(brandId, set);
    const count = await planDirectoryCount(brandId, set);
    const now = new Date().toISOString();
    const values: Partial<BrandItem> = { updated_at: now };
    const removals = new Set<BrandField>(remove);
    for (const [field, value] of Object.entries(set) as [BrandField, unknown][]) {
      if (value === null) removals.add(field);
      else if (value !== undefined) Object.assign(values, { [field]: value });
    }
    // A store connecting ends whatever disconnected the last one (the brand sees a connected store).
    if (set.store_connected === true) {
      for (const field of ['store_disconnected_reason', 'store_disconnected_at'] as const)
        if (set[field] === undefined) removals.add(field);
    }
    if (plan.entry === 'set')
      Object.assign(values, { gsi2pk: indexKeys.connectedBrands, gsi2sk: plan.sortKey });
    else if (plan.entry === 'remove') removals.add('gsi2pk').add('gsi2sk');
    if (claim?.next) values.store_claim = claim.next;
    else if (claim) removals.add('store_claim');
    const guards = [
      onlyIfShop ? (((attr, op) => op.eq(attr.shop_domain, onlyIfShop)) satisfies Guard) : undefined,
      plan.guard,
      claim?.guard,
      count?.guard,
    ].filter((guard): guard is Guard => guard !== undefined);
    const update = (entity: typeof brand) => {
      let operation = entity.patch({ id: brandId }).set(values);
      if (removals.size > 0) operation = operation.remove([...removals] as never);
      return guards.reduce((chain, guard) => chain.where(guard), operation);
    };
    const takes = claim?.next && claim.next !== claim.seen ? claim.next : undefined;
    const releases = claim?.seen && claim.seen !== claim.next ? claim.seen : undefined;
    // Connecting a Shopify store announces it in the same transaction: its webhooks get subscribed.
    const connected =
      set.store_connected === true && set.store_platform === 'shopify' && set.shop_domain
        ? outboxEvent('ShopifyStoreConnected', { version: 1, brandId, shopDomain: set.shop_domain })
        : undefined;
    let refused: string[];
    let conflict = false;
    if (!takes && !releases && !count?.change && !connected) {
      try {
        const { data } = await update(brand).go({ response: 'all_new' });
        return toBrand(data as BrandItem);
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        refused = ['brand'];
      }
    } else {
      const outcome = await writeMixedTransaction(
        catalogueService(),
        (entities): Record<string, unknown> => ({
          brand: committed(update(entities.brand as unknown as typeof brand)),
          ...(takes ? { claim: claimStoreItem(takes, brandId, now) } : {}),
          ...(releases ? { release: releaseStoreItem(releases, brandId) } : {}),
          ...(count?.change ? { stats: changeBrandDirectoryStats(entities, count.change) } : {}),
          ...(connected ? { event: entities.outbox.create(connected.item).commit() } : {}),
        }),
      );
      if (outcome.ok) return (await getBrandConsistently(brandId)) as Brand;
      ({ refused, conflict } = outcome);
    }
    if (onlyIfShop && refused.length > 0) {
      const current = await getBrand(brandId);
      if (current?.shop_domain !== onlyIfShop)
        throw new StoreChangedError(`${brandId} no longer holds ${onlyIfShop}`);
    }
    if (refused.includes('claim')) throw new StoreAlreadyConnectedError();
    // Without a guard the only condition is existence; with one, re-plan (which 404s if it is gone).
    if (guards.length === (onlyIfShop ? 1 : 0) && !conflict)
      throw new DomainError('not_found', 'Brand not found');
    if (attempt >= MAX_ATTEMPTS)
      throw new DomainError(
        'conflict',
        'The brand was changed at the same time elsewhere. Please try again.',
      );
  }
};

const getBrandConsistently = async (brandId: string): Promise<Brand | undefined> => {
  const { data } = await brand.get({ id: brandId }).go({ consistent: true });
  return data ? toBrand(data) : undefined;
};
