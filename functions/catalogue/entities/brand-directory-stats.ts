import { isConditionFailure } from '../../shared/data/client';
import { defineEntity, SERVICE } from '../../shared/data/entity';
import { countConnectedBrands } from './brand';
import type { CatalogueWriteEntities } from './catalogue-service';

/**
 * The creators' brands directory tiles (spec 2.5): how many brands have a connected store and how many
 * products those brands made available. Kept with atomic ADDs inside the transactions that change them
 * (a brand connects or disconnects: updateBrand; a connected brand's product goes live, is paused or
 * deleted: product.ts), so the tiles are one GetItem whatever the number of brands.
 *
 * One item, not shards: it changes on human actions (connecting a store, toggling a product), far below
 * one partition's write limit; transactions that meet on it at the same moment are retried by callers.
 */
export interface BrandDirectoryStats {
  connected_stores: number;
  /** Products available to creators, of brands with a connected store. */
  products: number;
}

/**
 * STATS#BRAND_DIRECTORY / STATS. `revision` moves with every change, so the one-off recount below can
 * tell that nothing moved while it counted; `counted_at` marks totals that include the data written
 * before they were kept.
 */
export const brandDirectoryStats = defineEntity({
  model: { entity: 'brand-directory-stats', version: '1', service: SERVICE },
  attributes: {
    connected_stores: { type: 'number' },
    directory_products: { type: 'number' },
    revision: { type: 'number' },
    counted_at: { type: 'string' },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: [], template: 'STATS#BRAND_DIRECTORY', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'STATS', casing: 'none' },
    },
  },
});

/** The ADD for a change of the totals, as an operation of a catalogue transaction. */
export const changeBrandDirectoryStats = (
  entities: CatalogueWriteEntities,
  change: { stores: number; products: number },
) =>
  entities.stats
    .update({})
    .add({ connected_stores: change.stores, directory_products: change.products, revision: 1 })
    .commit();

const MAX_ATTEMPTS = 5;

const toStats = (item: { connected_stores?: number; directory_products?: number }): BrandDirectoryStats => ({
  connected_stores: Math.max(0, Number(item.connected_stores ?? 0)),
  products: Math.max(0, Number(item.directory_products ?? 0)),
});

/**
 * A table written before the totals were kept has brands but no counted totals. Count them once, from
 * the directory index (the only read of every connected brand, once per table's life), and store the
 * result only if no change landed meanwhile (`revision` still as read); else count again.
 */
const countOnce = async (): Promise<BrandDirectoryStats> => {
  for (let attempt = 1; ; attempt++) {
    const { data: seen } = await brandDirectoryStats.get({}).go({ consistent: true });
    if (seen?.counted_at) return toStats(seen);
    const { stores, products } = await countConnectedBrands();
    const counted = {
      connected_stores: stores,
      directory_products: products,
      counted_at: new Date().toISOString(),
      revision: Number(seen?.revision ?? 0) + 1,
    };
    try {
      if (seen) {
        await brandDirectoryStats
          .update({})
          .set(counted)
          .where(
            (attr, op) => `${op.notExists(attr.counted_at)} AND ${op.eq(attr.revision, seen.revision ?? 0)}`,
          )
          .go();
      } else {
        await brandDirectoryStats.create(counted).go();
      }
      return { connected_stores: stores, products };
    } catch (error) {
      if (!isConditionFailure(error) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
};

/** The tiles: one GetItem (plus, once per table, the recount of data written before they were kept). */
export const getBrandDirectoryStats = async (): Promise<BrandDirectoryStats> => {
  const { data } = await brandDirectoryStats.get({}).go();
  return data?.counted_at ? toStats(data) : countOnce();
};
