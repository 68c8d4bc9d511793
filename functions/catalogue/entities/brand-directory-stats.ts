import { defineEntity, SERVICE, tableKey } from '../../shared/data/entity';
import type { CatalogueWriteEntities } from './catalogue-service';

/**
 * The creators' brands directory tiles (spec 2.5): how many brands have a connected store and how many
 * products those brands made available. Kept with atomic ADDs inside the transactions that change them
 * (a brand connects or disconnects: updateBrand; a connected brand's product goes live, is paused or
 * deleted: product.ts), so the tiles are one GetItem whatever the number of brands.
 *
 * One item, not shards: it changes on human actions (connecting a store, toggling a product), far below
 * one partition's write limit; transactions that meet on it at the same moment are retried by callers.
 *
 * STATS#BRAND_DIRECTORY / STATS. `revision` moves with every change, so the one-off recount
 * (getBrandDirectoryStats) can tell that nothing moved while it counted; `counted_at` marks totals that
 * include the data written before they were kept.
 */
export const brandDirectoryStats = defineEntity({
  model: { entity: 'brand-directory-stats', version: '1', service: SERVICE },
  attributes: {
    connected_stores: { type: 'number' },
    /** Products available to creators, of brands with a connected store. */
    directory_products: { type: 'number' },
    revision: { type: 'number' },
    counted_at: { type: 'string' },
  },
  indexes: { primary: { pk: tableKey('pk', 'STATS#BRAND_DIRECTORY'), sk: tableKey('sk', 'STATS') } },
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
