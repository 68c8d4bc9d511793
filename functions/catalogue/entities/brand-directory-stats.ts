import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, isConditionFailure, tableName } from '../../shared/data/client';
import { indexKeys, keys } from '../../shared/data/keys';

/**
 * The creators' brands directory tiles (spec 2.5): how many brands have a connected store and how many
 * products those brands made available. Kept with atomic ADDs inside the transactions that change them
 * (a brand connects or disconnects: brand.ts updateBrand; a connected brand's product goes live, is
 * paused or deleted: product.ts), so the tiles are one GetItem whatever the number of brands.
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
 * The ADD for a change of the totals, as a transaction item. `revision` moves with every change, so
 * the one-off recount below can tell that nothing moved while it counted.
 */
export const brandDirectoryStatsChange = (change: { stores: number; products: number }) => ({
  Update: {
    TableName: tableName(),
    Key: keys.brandDirectoryStats(),
    UpdateExpression:
      'SET #type = :type ADD connected_stores :stores, directory_products :products, revision :one',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: {
      ':type': 'brand-directory-stats',
      ':stores': change.stores,
      ':products': change.products,
      ':one': 1,
    },
  },
});

const MAX_ATTEMPTS = 5;

/**
 * A table written before the totals were kept has brands but no counted totals. Count them once, from
 * the directory index (the only read of every connected brand, once per table's life), and store the
 * result only if no change landed meanwhile (`revision` still as read); else count again.
 */
const countOnce = async (): Promise<BrandDirectoryStats> => {
  for (let attempt = 1; ; attempt++) {
    const { Item } = await db.send(
      new GetCommand({ TableName: tableName(), Key: keys.brandDirectoryStats(), ConsistentRead: true }),
    );
    if (Item?.counted_at) return toStats(Item);
    let stores = 0;
    let products = 0;
    let cursor: Record<string, unknown> | undefined;
    do {
      const page = await db.send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: 'directory',
          KeyConditionExpression: 'gsi2pk = :directory',
          ExpressionAttributeValues: { ':directory': indexKeys.connectedBrands },
          ProjectionExpression: 'available_product_count',
          ExclusiveStartKey: cursor,
        }),
      );
      for (const brand of page.Items ?? []) {
        stores += 1;
        products += Math.max(0, Number(brand.available_product_count ?? 0));
      }
      cursor = page.LastEvaluatedKey;
    } while (cursor);
    try {
      await db.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.brandDirectoryStats(),
          UpdateExpression:
            'SET #type = :type, connected_stores = :stores, directory_products = :products, counted_at = :now, revision = :next',
          ConditionExpression: Item
            ? 'attribute_not_exists(counted_at) AND revision = :seen'
            : 'attribute_not_exists(pk)',
          ExpressionAttributeNames: { '#type': 'type' },
          ExpressionAttributeValues: {
            ':type': 'brand-directory-stats',
            ':stores': stores,
            ':products': products,
            ':now': new Date().toISOString(),
            ':next': Number(Item?.revision ?? 0) + 1,
            ...(Item ? { ':seen': Item.revision ?? 0 } : {}),
          },
        }),
      );
      return { connected_stores: stores, products };
    } catch (error) {
      if (!isConditionFailure(error) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
};

const toStats = (item: Record<string, unknown>): BrandDirectoryStats => ({
  connected_stores: Math.max(0, Number(item.connected_stores ?? 0)),
  products: Math.max(0, Number(item.directory_products ?? 0)),
});

/** The tiles: one GetItem (plus, once per table, the recount of data written before they were kept). */
export const getBrandDirectoryStats = async (): Promise<BrandDirectoryStats> => {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.brandDirectoryStats() }));
  return Item?.counted_at ? toStats(Item) : countOnce();
};
