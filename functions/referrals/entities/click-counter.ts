import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../shared/data/client';
import { defineEntity, SERVICE } from '../../shared/data/entity';
import { keys } from '../../shared/data/keys';
import type { TransactItem } from '../../shared/outbox/outbox-event';

/**
 * Click counting for a link that can go viral: the redirect ADDs to one of CLICK_SHARDS shard items
 * picked at random (link-redirect.ts), so a hot link's writes spread over that many partitions; the
 * totals people read (link, brand, creator, per day) are kept by the stream aggregator below, off the
 * request path. CLICK#{code} / SHARD#{n}.
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
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['code'], template: 'CLICK#${code}', casing: 'none' },
      sk: { field: 'sk', composite: ['shard'], template: 'SHARD#${shard}', casing: 'none' },
    },
  },
});

/**
 * How much of one click shard's count the aggregator has added to the totals: AGG#CLICK#{code} /
 * {the shard's sk}, written in the same transaction as the totals it covers (TTL).
 */
export const clickShardAggregated = defineEntity({
  model: { entity: 'click-aggregated', version: '1', service: SERVICE },
  attributes: {
    code: { type: 'string', required: true },
    /** The shard item's sort key (SHARD#n). */
    shard: { type: 'string', required: true },
    /** The shard count up to which clicks are in the totals. */
    applied: { type: 'number', required: true },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['code'], template: 'AGG#CLICK#${code}', casing: 'none' },
      sk: { field: 'sk', composite: ['shard'], template: '${shard}', casing: 'none' },
    },
  },
});

/** The exact count right now: the sum of a link's shards (one Query). */
export const countClicks = async (code: string): Promise<number> => {
  const { data } = await clickShard.query.primary({ code }).go({ pages: 'all', attributes: ['clicks'] });
  return data.reduce((sum, item) => sum + (item.clicks ?? 0), 0);
};

/** A table item's key. */
export type ItemKey = { pk: string; sk: string };

/** A shard's mark as one transaction sets it: from `previous` (none yet: absent) to `applied`. */
export interface ClickMarkWrite {
  code: string;
  /** The shard item's sort key (SHARD#n). */
  shard: string;
  previous: number | undefined;
  applied: number;
}

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
 * A mark outlives every record that could still be delivered (the stream keeps records 24 hours);
 * each aggregation renews it. Once it is gone, a shard's next records start a new mark.
 */
const MARK_TTL_SECONDS = 3 * 24 * 3600;
const MAX_READ_ATTEMPTS = 5;

/**
 * The shards' marks (consistent reads), in the order asked (undefined: none yet), asking again for
 * keys DynamoDB left unprocessed. Marks written before this entity hold no code or shard attribute.
 */
export const readClickMarks = async (
  shards: { code: string; shard: string }[],
): Promise<(number | undefined)[]> => {
  const marks: (number | undefined)[] = shards.map(() => undefined);
  let pending = shards.map((shard, i) => ({ ...shard, i }));
  for (let attempt = 1; pending.length > 0; attempt++) {
    if (attempt > MAX_READ_ATTEMPTS) throw new Error('readClickMarks: keys left unprocessed');
    if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt));
    const { data, unprocessed } = await clickShardAggregated
      .get(pending.map(({ code, shard }) => ({ code, shard })))
      .go({ consistent: true, preserveBatchOrder: true });
    pending.forEach(({ i }, at) => {
      const mark = data[at];
      if (mark) marks[i] = Number(mark.applied);
    });
    pending = unprocessed.length > 0 ? pending.filter((_, at) => !data[at]) : [];
  }
  return marks;
};

/**
 * One transaction: the marks, each on the condition that it is still what the clicks were computed
 * against (another delivery may have moved it meanwhile: the condition failure is thrown, and the
 * caller recomputes), and the totals' ADDs (distinct items).
 */
export const writeClickTotals = async (
  marks: ClickMarkWrite[],
  adds: { key: ItemKey; clicks: number }[],
  now: number,
): Promise<void> => {
  const expiresAt = Math.floor(now / 1000) + MARK_TTL_SECONDS;
  await db.send(
    new TransactWriteCommand({
      TransactItems: [
        ...marks.map((mark) => {
          const item = { code: mark.code, shard: mark.shard, applied: mark.applied, expiresAt };
          const put =
            mark.previous === undefined
              ? clickShardAggregated.create(item)
              : clickShardAggregated.put(item).where((attr, op) => op.eq(attr.applied, mark.previous));
          return { Put: put.params() as NonNullable<TransactItem['Put']> };
        }),
        // The totals are plain counters (the stats and day items are the ledger's and carry no `type`):
        // an ADD of the clicks, as every writer of those counters does.
        ...adds.map((target) => ({
          Update: {
            TableName: tableName(),
            Key: target.key,
            UpdateExpression: 'ADD clicks :clicks',
            ExpressionAttributeValues: { ':clicks': target.clicks },
          },
        })),
      ],
    }),
  );
};
