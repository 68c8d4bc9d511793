/**
 * The demo data's clicks, spread over the days of its history. A click's day is the day its shard write
 * reaches the table's stream (AggregateClicks dates it by the record's creation time), so a click
 * recorded today can only count today. The seed's past clicks therefore go through the same two writes
 * with an explicit day: the aggregator's own function (applyClickShardChanges) adds them to the link,
 * brand and creator totals and the daily series, with the shard's mark, and then the shard is raised by
 * as many clicks as the redirect would have added. The stream's record of that raise is already below
 * the mark, so the aggregator adds nothing twice; the shard count (countClicks) and the totals agree.
 * Seed-only: nothing in the product dates a click.
 */

import type { ClickShardChange, ReferralLink } from '../../../functions/referrals';
import { GetCommand, UpdateCommand } from '../../../functions/shared/data/dynamodb/commands';

/** One shard of each link carries the history (any shard will do: the totals are their sum). */
const HISTORY_SHARD = 0;
/** Days per aggregation: a shard's unit (3 totals + 2 per day + its mark) must fit one transaction. */
const DAYS_PER_CALL = 30;

export type DatedClicks = { day: string; clicks: number };

export const recordDatedClicks = async (
  link: Pick<ReferralLink, 'referral_code' | 'creator_id' | 'brand_id' | 'product_id'>,
  days: DatedClicks[],
): Promise<number> => {
  const { db, tableName } = await import('../../../functions/shared/data/client');
  const { keys } = await import('../../../functions/shared/data/keys');
  const { applyClickShardChanges } = await import('../../../functions/referrals');
  const key = keys.clickShard(link.referral_code, HISTORY_SHARD);
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  let count = Number(Item?.clicks ?? 0);
  // Seeded history is people's clicks only; the shard's robot count stays as it is.
  const robots = Number(Item?.robot_clicks ?? 0);
  let total = 0;
  const wanted = days.filter((entry) => entry.clicks > 0);
  for (let start = 0; start < wanted.length; start += DAYS_PER_CALL) {
    const changes: ClickShardChange[] = [];
    const from = count;
    for (const { day, clicks } of wanted.slice(start, start + DAYS_PER_CALL)) {
      changes.push({
        code: link.referral_code,
        shard: key.sk,
        creatorId: link.creator_id,
        brandId: link.brand_id,
        day,
        before: count,
        after: count + clicks,
        robotsBefore: robots,
        robotsAfter: robots,
      });
      count += clicks;
    }
    // Totals and mark first: the stream's record of the raise below then finds it counted already.
    await applyClickShardChanges(changes);
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression:
          'ADD clicks :clicks SET #type = :type, code = :code, creator_id = :creator, brand_id = :brand, product_id = :product',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: {
          ':clicks': count - from,
          ':type': 'click-shard',
          ':code': link.referral_code,
          ':creator': link.creator_id,
          ':brand': link.brand_id,
          ':product': link.product_id,
        },
      }),
    );
    total += count - from;
  }
  return total;
};
