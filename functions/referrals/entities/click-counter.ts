import { db, tableName } from '../../shared/data/client';
import { TransactWriteCommand } from '../../shared/data/dynamodb/commands';
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
    /** People's clicks (human-click.ts). */
    clicks: { type: 'number' },
    /** Other redirected requests (HEAD, prefetch, robots); the raw count is clicks + robot_clicks. */
    robot_clicks: { type: 'number' },
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
    /** The same for the shard's robot_clicks; absent on marks written before that count existed. */
    applied_robots: { type: 'number' },
    expiresAt: { type: 'number', required: true },
  },
  indexes: { primary: { pk: tableKey('pk', 'AGG#CLICK#${code}'), sk: tableKey('sk', '${shard}') } },
});

/** The exact counts right now: the sums of a link's shards (one Query); `clicks` is people's. */
export const countClickKinds = async (code: string): Promise<{ clicks: number; robotClicks: number }> => {
  const { data } = await clickShard.query
    .primary({ code })
    .go({ pages: 'all', attributes: ['clicks', 'robot_clicks'] });
  return {
    clicks: data.reduce((sum, item) => sum + (item.clicks ?? 0), 0),
    robotClicks: data.reduce((sum, item) => sum + (item.robot_clicks ?? 0), 0),
  };
};

/** People's clicks on a link right now (one Query). */
export const countClicks = async (code: string): Promise<number> => (await countClickKinds(code)).clicks;

export type ItemKey = { pk: string; sk: string };

/** How much of a shard's two counts the totals hold (`robots` undefined: none of that count yet). */
export type ShardMark = { applied: number; robots: number | undefined };

/** A shard's mark as one transaction sets it: from `previous` (none yet: absent) to `applied`/`robots`. */
export type ClickMarkWrite = {
  code: string;
  shard: string;
  previous: ShardMark | undefined;
  applied: number;
  robots: number;
};

/** The items a shard's clicks add to (and its mark's): the keys the transactions group by. */
export const clickTotalKeys = (scope: { code: string; brandId: string; creatorId: string }) => ({
  link: keys.link(scope.code),
  linkDay: (day: string) => keys.linkDay(scope.code, day),
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
  adds: { key: ItemKey; clicks: number; robots: number }[],
  expiresAt: number,
): Promise<void> => {
  const put = ({ code, shard, applied, robots, previous }: ClickMarkWrite): TransactItem['Put'] => {
    const item = { code, shard, applied, applied_robots: robots, expiresAt };
    if (previous === undefined) return clickShardAggregated.create(item).params();
    const { applied: was, robots: robotsWere } = previous;
    return clickShardAggregated
      .put(item)
      .where((attr, op) =>
        [
          op.eq(attr.applied, was),
          robotsWere === undefined
            ? op.notExists(attr.applied_robots)
            : op.eq(attr.applied_robots, robotsWere),
        ].join(' AND '),
      )
      .params();
  };
  // Only the counts that moved: a total never gets an attribute it has no clicks of.
  const add = ({ key, clicks, robots }: { key: ItemKey; clicks: number; robots: number }) => {
    const counts = Object.entries({ clicks, robot_clicks: robots }).filter(([, n]) => n !== 0);
    return {
      TableName: tableName(),
      Key: key,
      UpdateExpression: `ADD ${counts.map(([name]) => `${name} :${name}`).join(', ')}`,
      ExpressionAttributeValues: Object.fromEntries(counts.map(([name, n]) => [`:${name}`, n])),
    };
  };
  const TransactItems = [
    ...marks.map((mark) => ({ Put: put(mark) })),
    ...adds.map((a) => ({ Update: add(a) })),
  ];
  await db.send(new TransactWriteCommand({ TransactItems }));
};
