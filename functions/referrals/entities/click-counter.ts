import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../shared/data/client';
import { defineEntity, SERVICE, tableKey } from '../../shared/data/entity';
import { keys } from '../../shared/data/keys';
import type { TransactItem } from '../../shared/outbox/outbox-event';

/**
 * Click counting for a link that can go viral: the redirect ADDs to one of CLICK_SHARDS shard items
 * picked at random (link-redirect.ts), so a hot link's writes spread over that many partitions; the
 * totals people read (link, brand, creator, per day) are kept by the stream aggregator below, off the
 * request path.
 */
export const clickShard = defineEntity({
  model: { entity: 'click-shard', version: '1', service: SERVICE },
  attributes: {
    code: { type: 'string', required: true },
    shard: { type: 'number', required: true },
    clicks: { type: 'number' },
    creator_id: { type: 'string' },
    brand_id: { type: 'string' },
    product_id: { type: 'string' },
  },
  indexes: { primary: { pk: tableKey('pk', 'CLICK#${code}'), sk: tableKey('sk', 'SHARD#${shard}') } },
});

/**
 * How much of one click shard's count (`applied`) the aggregator has added to the totals, written in
 * the same transaction as the totals it covers: AGG#CLICK#{code} / the shard's sk (SHARD#n), with a TTL.
 */
export const clickShardAggregated = defineEntity({
  model: { entity: 'click-aggregated', version: '1', service: SERVICE },
  attributes: {
    code: { type: 'string', required: true },
    shard: { type: 'string', required: true },
    applied: { type: 'number', required: true },
    expiresAt: { type: 'number', required: true },
  },
  indexes: { primary: { pk: tableKey('pk', 'AGG#CLICK#${code}'), sk: tableKey('sk', '${shard}') } },
});

/** The exact count right now: the sum of a link's shards (one Query). */
export const countClicks = async (code: string): Promise<number> => {
  const { data } = await clickShard.query.primary({ code }).go({ pages: 'all', attributes: ['clicks'] });
  return data.reduce((sum, item) => sum + (item.clicks ?? 0), 0);
};

export type ItemKey = { pk: string; sk: string };

/** A shard's mark as one transaction sets it: from `previous` (none yet: absent) to `applied`. */
export type ClickMarkWrite = { code: string; shard: string; previous: number | undefined; applied: number };

/** The items a shard's clicks add to (and its mark's): the keys the transactions group by. */
export const clickTotalKeys = (scope: { code: string; brandId: string; creatorId: string }) => ({
  link: keys.link(scope.code),
  brandStats: keys.brandStats(scope.brandId),
  creatorStats: keys.creatorStats(scope.creatorId),
  brandDay: (day: string) => keys.brandDay(scope.brandId, day),
  creatorDay: (day: string) => keys.creatorDay(scope.creatorId, day),
  mark: (shard: string) => keys.clickShardAggregated(scope.code, shard),
});

/**
 * One transaction: the marks, each on the condition that it is still what the clicks were computed
 * against (another delivery may have moved it meanwhile: the condition failure is thrown, and the
 * caller recomputes), and the totals' ADDs (distinct items). The totals are plain counters (the stats
 * and day items are the ledger's and carry no `type`): an ADD, as every writer of those counters does.
 */
export const writeClickTotals = async (
  marks: ClickMarkWrite[],
  adds: { key: ItemKey; clicks: number }[],
  expiresAt: number,
): Promise<void> => {
  const put = ({ code, shard, applied, previous }: ClickMarkWrite): TransactItem['Put'] => {
    const item = { code, shard, applied, expiresAt };
    if (previous === undefined) return clickShardAggregated.create(item).params();
    return clickShardAggregated
      .put(item)
      .where((attr, op) => op.eq(attr.applied, previous))
      .params();
  };
  const add = ({ key, clicks }: { key: ItemKey; clicks: number }) => ({
    TableName: tableName(),
    Key: key,
    UpdateExpression: 'ADD clicks :clicks',
    ExpressionAttributeValues: { ':clicks': clicks },
  });
  const TransactItems = [
    ...marks.map((mark) => ({ Put: put(mark) })),
    ...adds.map((a) => ({ Update: add(a) })),
  ];
  await db.send(new TransactWriteCommand({ TransactItems }));
};
