import { isConditionFailure } from '../../shared/data/client';
import { connectedBrands } from '../entities/brand';
import { brandDirectoryStats } from '../entities/brand-directory-stats';

const toStats = (item: { connected_stores?: number; directory_products?: number }) => ({
  connected_stores: Math.max(0, item.connected_stores ?? 0),
  products: Math.max(0, item.directory_products ?? 0),
});

/**
 * A table written before the totals were kept has brands but no counted totals. Count them once, from
 * the directory index (the only read of every connected brand, once per table's life), and store the
 * result only if no change landed meanwhile (`revision` still as read); else count again.
 */
const countOnce = async (): Promise<ReturnType<typeof toStats>> => {
  for (let attempt = 1; ; attempt++) {
    const { data: seen } = await brandDirectoryStats.get({}).go({ consistent: true });
    if (seen?.counted_at) return toStats(seen);
    const { data: brands } = await connectedBrands().go({
      pages: 'all',
      attributes: ['available_product_count'],
    });
    const counted = {
      connected_stores: brands.length,
      directory_products: brands.reduce(
        (sum, item) => sum + Math.max(0, item.available_product_count ?? 0),
        0,
      ),
      counted_at: new Date().toISOString(),
      revision: (seen?.revision ?? 0) + 1,
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
      return toStats(counted);
    } catch (error) {
      if (!isConditionFailure(error) || attempt >= 5) throw error;
    }
  }
};

/** The tiles: one GetItem (plus, once per table, the recount of data written before they were kept). */
export const getBrandDirectoryStats = async () => {
  const { data } = await brandDirectoryStats.get({}).go();
  return data?.counted_at ? toStats(data) : countOnce();
};
