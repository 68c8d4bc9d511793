import {
  claimStoreItem,
  normalizedStoreDomain,
  releaseStoreItem,
  StoreAlreadyConnectedError,
} from '../integrations';
import { isConditionFailure } from '../shared/data/client';
import { committed, writeTransaction } from '../shared/data/entity';
import { indexKeys } from '../shared/data/keys';
import { DomainError } from '../shared/errors';
import { outboxEvent } from '../shared/outbox/outbox-event';
import { type Brand, toBrand } from './brand-view';
import { type BrandItem, brand, type Guard, getBrand, notConnected, readBrand } from './entities/brand';
import { changeBrandDirectoryStats } from './entities/brand-directory-stats';
import { catalogueService } from './entities/catalogue-service';

type Updatable = Partial<
  Omit<Brand, 'id' | 'user_id' | 'created_at' | 'updated_at' | 'store_missing_scopes'>
> &
  Partial<Pick<BrandItem, 'shopify_access_token_sealed' | 'shopify_granted_scopes' | 'store_currency'>>;

/** The brand's store is no longer the one a change was meant for (see `onlyIfShop`). */
export class StoreChangedError extends Error {}

const sortKeyOf = (brandName: string, brandId: string) => `${brandName.trim().toLowerCase()}#${brandId}`;

/** The brand's fields the public product pages show (name, logo, where "Buy" goes): BrandChanged. */
const shownFields = ['brand_name', 'logo_url', 'store_connected', 'store_platform', 'shop_domain'] as const;
type ShownField = (typeof shownFields)[number];

/** A shown field's value as compared: absent, null and (for the connection) false are one. */
const shown = (field: ShownField, value: unknown) =>
  field === 'store_connected' ? value === true : ((value as string | null | undefined) ?? null);

/** The field still holds the value read (old items may hold null where new ones hold nothing). */
const stillShows =
  (field: ShownField, value: string | boolean | null): Guard =>
  (attr, op) =>
    field === 'store_connected'
      ? value
        ? op.eq(attr.store_connected, true)
        : `(${op.notExists(attr.store_connected)} OR ${op.eq(attr.store_connected, false)})`
      : value === null
        ? `(${op.notExists(attr[field])} OR ${op.type(attr[field], 'NULL')})`
        : op.eq(attr[field] as never, value as never);

/**
 * What an update does besides its own fields, read once (strongly consistent) when it depends on the
 * brand as it is; every value read is guarded, so a concurrent change makes the write retry:
 * - the directory entry (gsi2pk/gsi2sk) follows two fields, connected and name: when the update sets
 *   one of them, the other is read;
 * - the store claim (store-claim.ts) changes only when the update sets the store's domain or
 *   disconnects; guarded on the domain held when read, so two changes of one brand's store at once
 *   cannot leave a claim nobody holds;
 * - the directory totals (brand-directory-stats.ts) move only when store_connected changes, by one store
 *   and by the brand's available products, so a product toggled at the same moment is not miscounted.
 */
const plan = async (brandId: string, set: Updatable) => {
  const renames = set.brand_name !== undefined;
  const claims = set.shop_domain !== undefined || set.store_connected === false;
  const shows = shownFields.filter((field) => set[field] !== undefined);
  if (set.store_connected === undefined && !renames && !claims && shows.length === 0)
    return { guards: [] as Guard[], announces: false };
  const item = await readBrand(brandId, ['store_claim', 'available_product_count', ...shownFields], true);
  if (!item) throw new DomainError('not_found', 'Brand not found');
  const was = item.store_connected === true;
  const guards: Guard[] = [];
  // What the public pages show of the brand: a change announces BrandChanged; a write of the same
  // values is guarded on them, so one racing a change re-reads and announces what it then changes.
  const announces = shows.some((field) => shown(field, set[field]) !== shown(field, item[field]));
  if (!announces) guards.push(...shows.map((field) => stillShows(field, shown(field, item[field]))));
  if (set.store_connected !== undefined || renames)
    guards.push(was ? (attr, op) => op.eq(attr.store_connected, true) : notConnected);
  // Listed after the update: connecting or disconnecting decides; a rename moves a listed entry only.
  const listed = set.store_connected ?? (renames && was ? true : undefined);
  const name = set.brand_name ?? item.brand_name;
  if (set.store_connected === true && !renames) guards.push((attr, op) => op.eq(attr.brand_name, name));
  const seen = item.store_claim ?? undefined;
  const claim = claims
    ? { seen, next: set.store_connected === false ? undefined : normalizedStoreDomain(set.shop_domain) }
    : undefined;
  if (claim)
    guards.push((attr, op) => (seen ? op.eq(attr.store_claim, seen) : op.notExists(attr.store_claim)));
  let count: { stores: number; products: number } | undefined;
  if (set.store_connected !== undefined && set.store_connected !== was) {
    const held = item.available_product_count ?? undefined;
    const products = Math.max(0, held ?? 0);
    count = { stores: was ? -1 : 1, products: was ? -products : products };
    guards.push((attr, op) =>
      held === undefined
        ? op.notExists(attr.available_product_count)
        : op.eq(attr.available_product_count, held),
    );
  }
  return { guards, listed, sortKey: sortKeyOf(name, brandId), claim, count, announces };
};

/**
 * SET the given fields (null: REMOVE them, read back as null), REMOVE those in `remove`, on an existing
 * brand only, keeping the connected-brands directory entry in step (see `plan`). Returns the updated
 * brand. A change of store takes the new store's claim and releases the old one in the same
 * transaction: a store another brand holds is a 409 (StoreAlreadyConnectedError) and nothing is written.
 */
export const updateBrand = async (
  brandId: string,
  set: Updatable,
  remove: (keyof BrandItem)[] = [],
  /** Apply only while the brand's store is still this shop (a change about that store, e.g. its uninstall). */
  onlyIfShop?: string,
): Promise<Brand> => {
  for (let attempt = 1; ; attempt++) {
    const { guards, listed, sortKey, claim, count, announces } = await plan(brandId, set);
    if (onlyIfShop) guards.unshift((attr, op) => op.eq(attr.shop_domain, onlyIfShop));
    const now = new Date().toISOString();
    const values: Partial<BrandItem> = { updated_at: now };
    const removals = new Set(remove);
    for (const [field, value] of Object.entries(set) as [keyof BrandItem, unknown][]) {
      if (value === null) removals.add(field);
      else if (value !== undefined) Object.assign(values, { [field]: value });
    }
    // A store connecting ends whatever disconnected the last one (the brand sees a connected store).
    if (set.store_connected === true) {
      for (const field of ['store_disconnected_reason', 'store_disconnected_at'] as const)
        if (set[field] === undefined) removals.add(field);
    }
    if (listed === true) Object.assign(values, { gsi2pk: indexKeys.connectedBrands, gsi2sk: sortKey });
    else if (listed === false) removals.add('gsi2pk').add('gsi2sk');
    if (claim?.next) values.store_claim = claim.next;
    else if (claim) removals.add('store_claim');
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
    // Disconnected from the store's side (its app uninstalled): the brand is told, in the same transaction.
    const disconnected =
      set.store_connected === false && set.store_disconnected_reason && onlyIfShop
        ? outboxEvent('StoreDisconnected', {
            version: 1,
            brandId,
            shopDomain: onlyIfShop,
            reason: set.store_disconnected_reason,
          })
        : undefined;
    // The public pages show the brand's name, logo and store: their edge copies are invalidated.
    const changed = announces ? outboxEvent('BrandChanged', { version: 1, brandId }) : undefined;
    let refused: string[];
    let conflict = false;
    if (!takes && !releases && !count && !connected && !disconnected && !changed) {
      try {
        return toBrand((await update(brand).go({ response: 'all_new' })).data as BrandItem);
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        refused = ['brand'];
      }
    } else {
      // The store claim is the integrations module's item: its exported transaction items join by name.
      const outcome = await writeTransaction(
        catalogueService(),
        (entities): Record<string, unknown> => ({
          brand: committed(update(entities.brand as unknown as typeof brand)),
          ...(takes ? { claim: claimStoreItem(takes, brandId, now) } : {}),
          ...(releases ? { release: releaseStoreItem(releases, brandId) } : {}),
          ...(count ? { stats: changeBrandDirectoryStats(entities, count) } : {}),
          ...(connected ? { event: entities.outbox.create(connected.item).commit() } : {}),
          ...(disconnected ? { told: entities.outbox.create(disconnected.item).commit() } : {}),
          ...(changed ? { changed: entities.outbox.create(changed.item).commit() } : {}),
        }),
      );
      if (outcome.ok)
        return toBrand((await brand.get({ id: brandId }).go({ consistent: true })).data as BrandItem);
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
    if (attempt >= 5)
      throw new DomainError(
        'conflict',
        'The brand was changed at the same time elsewhere. Please try again.',
      );
  }
};
