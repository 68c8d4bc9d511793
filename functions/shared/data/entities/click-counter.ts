import { randomInt } from 'node:crypto';
import { QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, isConditionFailure, tableName } from '../client';
import { CLICK_SHARDS, keys } from '../keys';
import type { ReferralLink } from './referral-link';

/**
 * Click counting for a link that can go viral. The redirect makes exactly one write: an atomic ADD on
 * one of CLICK_SHARDS shard items picked at random, so a hot link's writes spread over that many
 * partitions instead of piling onto one (DynamoDB allows ~1,000 writes/s per partition key). No click is
 * lost: ADD is atomic. The totals people read (link, brand, creator, per day) are kept by the stream
 * aggregator below, off the request path.
 */
export const recordClick = async (
  link: Pick<ReferralLink, 'referral_code' | 'creator_id' | 'brand_id' | 'product_id'>,
) =>
  db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.clickShard(link.referral_code, randomInt(CLICK_SHARDS)),
      UpdateExpression:
        'ADD clicks :one SET #type = :type, code = :code, creator_id = :creator, brand_id = :brand, product_id = :product',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: {
        ':one': 1,
        ':type': 'click-shard',
        ':code': link.referral_code,
        ':creator': link.creator_id,
        ':brand': link.brand_id,
        ':product': link.product_id,
      },
    }),
  );

/** The exact count right now: the sum of a link's shards (one Query). */
export const countClicks = async (code: string): Promise<number> => {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.clickShard(code, 0).pk },
      ProjectionExpression: 'clicks',
    }),
  );
  return Items.reduce((sum, item) => sum + Number(item.clicks ?? 0), 0);
};

export interface ClickDelta {
  code: string;
  creatorId: string;
  brandId: string;
  /** UTC day of the clicks, YYYY-MM-DD. */
  day: string;
  clicks: number;
}

/**
 * Applies a batch of click deltas to the totals, exactly once per batch: every transaction writes a
 * marker item for (batch, chunk) under a condition, so a batch the stream delivers again adds nothing.
 * Deltas are summed per target item first (a transaction may not touch one item twice).
 */
export const applyClickDeltas = async (batchId: string, deltas: ClickDelta[]): Promise<number> => {
  const targets = new Map<string, { key: Record<string, string>; clicks: number }>();
  const add = (key: Record<string, string>, clicks: number) => {
    const id = `${key.pk}|${key.sk}`;
    const target = targets.get(id) ?? { key, clicks: 0 };
    target.clicks += clicks;
    targets.set(id, target);
  };
  for (const delta of deltas) {
    if (delta.clicks === 0) continue;
    add(keys.link(delta.code), delta.clicks);
    add(keys.brandStats(delta.brandId), delta.clicks);
    add(keys.brandDay(delta.brandId, delta.day), delta.clicks);
    add(keys.creatorStats(delta.creatorId), delta.clicks);
    add(keys.creatorDay(delta.creatorId, delta.day), delta.clicks);
  }
  const updates = [...targets.values()];
  const expires = Math.floor(Date.now() / 1000) + 7 * 24 * 3600;
  let applied = 0;
  for (let start = 0, chunk = 0; start < updates.length; start += 99, chunk++) {
    try {
      await db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: tableName(),
                Item: { ...keys.aggregation(`${batchId}#${chunk}`), type: 'aggregation', expiresAt: expires },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            ...updates.slice(start, start + 99).map((target) => ({
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
      applied++;
    } catch (error) {
      // This chunk was applied by an earlier delivery of the same batch.
      if (!isConditionFailure(error)) throw error;
    }
  }
  return applied;
};
