import { randomInt } from 'node:crypto';
import { db, tableName } from '../../shared/data/client';
import { GetCommand, UpdateCommand } from '../../shared/data/dynamodb/commands';
import { CLICK_SHARDS, keys } from '../../shared/data/keys';
import type { ReferralLink } from './referral-link';

/**
 * The redirect's two calls (/r/{code}, the hottest path), on the document client directly: ElectroDB
 * would add ~220 KB to the redirect's bundle and its cold start. Same items and keys as the entities
 * `referralLink` (referral-link.ts) and `clickShard` (click-counter.ts); its IAM grant allows exactly
 * these two (GetItem on LINK#, UpdateItem on CLICK#; tests/integration/declared-access.test.ts).
 * The redirect keeps what it read for up to a minute (http/redirect.ts), so a hot link costs the write only.
 */
export type RedirectLink = Pick<
  ReferralLink,
  | 'referral_code'
  | 'creator_id'
  | 'brand_id'
  | 'product_id'
  | 'product_name'
  | 'product_handle'
  | 'destination_url'
  | 'utm_campaign'
  | 'utm_content'
>;

/** The link item by its code: one GetItem. */
export const getLinkForRedirect = async (code: string): Promise<RedirectLink | undefined> => {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.link(code) }));
  return Item as RedirectLink | undefined;
};

/**
 * Click counting for a link that can go viral. The redirect makes exactly one write: an atomic ADD on
 * one of CLICK_SHARDS shard items picked at random, so a hot link's writes spread over that many
 * partitions instead of piling onto one (DynamoDB allows ~1,000 writes/s per partition key). No click is
 * lost: ADD is atomic. The totals people read (link, brand, creator, per day) are kept by the stream
 * aggregator (click-counter.ts), off the request path.
 *
 * A person's click adds to `clicks` (the human count every screen shows); any other redirected request
 * (HEAD, prefetch, crawler: human-click.ts) adds to `robot_clicks`. The raw count, every redirected
 * request, is their sum: items written before the split hold only `clicks`, which then reads as both.
 */
export const recordClick = async (
  link: Pick<ReferralLink, 'referral_code' | 'creator_id' | 'brand_id' | 'product_id'>,
  { human, source }: { human: boolean; source?: ClickSource },
) =>
  db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.clickShard(link.referral_code, randomInt(CLICK_SHARDS)),
      // Issue 36: a person's click also leaves who made it (hashes) on the shard it counts on, in the same
      // write: the stream's record of this change carries them to the click-burst count.
      UpdateExpression: `ADD ${human ? 'clicks' : 'robot_clicks'} :one SET #type = :type, code = :code, creator_id = :creator, brand_id = :brand, product_id = :product${human && source ? ', click_source = :source' : ''}`,
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: {
        ':one': 1,
        ':type': 'click-shard',
        ':code': link.referral_code,
        ':creator': link.creator_id,
        ':brand': link.brand_id,
        ':product': link.product_id,
        ...(human && source ? { ':source': source } : {}),
      },
    }),
  );

/**
 * Who made a click: `{ip hash}.{user agent hash}`, short hashes (the address and the browser string are
 * never stored), one attribute so the hot write stays as small as it can.
 */
export type ClickSource = string;
