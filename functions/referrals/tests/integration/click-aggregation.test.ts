/**
 * The click aggregator (a DynamoDB stream consumer) against DynamoDB Local, fed synthetic stream records
 * the way Lambda delivers them: repeated, overlapping, split (bisectBatchOnError) and retried after a
 * batch failed half-way. Every case must leave the totals exact: each click counted once.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentClient, outputs, useCloudEnvironment } from '../../../../tests/support/cloud';

beforeAll(() => {
  useCloudEnvironment();
});

const DAY_1 = '2026-11-20';
const DAY_2 = '2026-11-21';
let sequence = 1_000_000;

/** The stream records of `clicks` redirects on one click shard, starting from its count `from`. */
const shardRecords = (
  link: { code: string; brandId: string; creatorId: string },
  shard: number,
  clicks: number,
  { from = 0, day = DAY_1 }: { from?: number; day?: string } = {},
): DynamoDBRecord[] =>
  Array.from({ length: clicks }, (_, index) => {
    const before = from + index;
    const image = (count: number) => ({
      pk: { S: `CLICK#${link.code}` },
      sk: { S: `SHARD#${shard}` },
      type: { S: 'click-shard' },
      clicks: { N: String(count) },
      code: { S: link.code },
      creator_id: { S: link.creatorId },
      brand_id: { S: link.brandId },
      product_id: { S: 'pr_test' },
    });
    return {
      eventID: randomUUID(),
      eventName: before === 0 ? 'INSERT' : 'MODIFY',
      eventSource: 'aws:dynamodb',
      dynamodb: {
        ApproximateCreationDateTime: Date.parse(`${day}T12:00:00Z`) / 1000,
        Keys: { pk: { S: `CLICK#${link.code}` }, sk: { S: `SHARD#${shard}` } },
        NewImage: image(before + 1),
        ...(before === 0 ? {} : { OldImage: image(before) }),
        SequenceNumber: String(sequence++),
        StreamViewType: 'NEW_AND_OLD_IMAGES',
      },
    } as DynamoDBRecord;
  });

/** Answers the consumer's partial batch response: the records to retry from (none when all landed). */
const aggregate = async (records: DynamoDBRecord[]) => {
  const { handler } = await import('../../streams/aggregate-clicks.stream');
  return handler({ Records: records } as DynamoDBStreamEvent);
};

const clicksOf = async (key: { pk: string; sk: string }) => {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: outputs().TableName, Key: key, ConsistentRead: true }),
  );
  return Number(Item?.clicks ?? 0);
};

const totals = async (owner: { brandId: string; creatorId: string }, codes: string[]) => ({
  links: Object.fromEntries(
    await Promise.all(codes.map(async (code) => [code, await clicksOf({ pk: `LINK#${code}`, sk: 'LINK' })])),
  ),
  brand: await clicksOf({ pk: `BRAND#${owner.brandId}`, sk: 'STATS' }),
  creator: await clicksOf({ pk: `CREATOR#${owner.creatorId}`, sk: 'STATS' }),
  brandDays: [
    await clicksOf({ pk: `BRAND#${owner.brandId}`, sk: `DAY#${DAY_1}` }),
    await clicksOf({ pk: `BRAND#${owner.brandId}`, sk: `DAY#${DAY_2}` }),
  ],
  creatorDays: [
    await clicksOf({ pk: `CREATOR#${owner.creatorId}`, sk: `DAY#${DAY_1}` }),
    await clicksOf({ pk: `CREATOR#${owner.creatorId}`, sk: `DAY#${DAY_2}` }),
  ],
});

const newOwner = () => ({ brandId: `br_agg_${randomUUID()}`, creatorId: `cr_agg_${randomUUID()}` });

describe('click aggregation, exactly once per click', () => {
  it('replayed, overlapping and split batches of the same records count each click once', async () => {
    const owner = newOwner();
    const a = { ...owner, code: `agg_a_${randomUUID().slice(0, 8)}` };
    const b = { ...owner, code: `agg_b_${randomUUID().slice(0, 8)}` };
    // Link a: 10 clicks on shard 0 (6 on day 1, 4 on day 2) and 5 on shard 3; link b: 4 on shard 0.
    const records = [
      ...shardRecords(a, 0, 6),
      ...shardRecords(b, 0, 4),
      ...shardRecords(a, 3, 5),
      ...shardRecords(a, 0, 4, { from: 6, day: DAY_2 }),
    ];
    const expected = {
      links: { [a.code]: 15, [b.code]: 4 },
      brand: 19,
      creator: 19,
      brandDays: [15, 4],
      creatorDays: [15, 4],
    };

    await aggregate(records.slice(0, 12));
    await aggregate(records.slice(8));
    expect(await totals(owner, [a.code, b.code])).toEqual(expected);

    // The whole batch again, its halves (as bisectBatchOnError splits it), single records, reversed.
    await aggregate(records);
    await aggregate(records.slice(0, 9));
    await aggregate(records.slice(9));
    for (const record of records.slice(3, 7)) await aggregate([record]);
    await aggregate([...records].reverse());
    await aggregate([...records, ...records]);
    expect(await totals(owner, [a.code, b.code])).toEqual(expected);

    // New clicks after all that still count.
    await aggregate([...records, ...shardRecords(b, 0, 2, { from: 4, day: DAY_2 })]);
    expect(await totals(owner, [a.code, b.code])).toMatchObject({
      links: { [a.code]: 15, [b.code]: 6 },
      brand: 21,
      brandDays: [15, 6],
    });
  });

  it('a batch whose later transaction fails, retried whole and split, ends with exact totals', async () => {
    const first = newOwner();
    const second = newOwner();
    // 60 links × 2 clicks: more items than one transaction takes (100), so at least two transactions.
    const links = Array.from({ length: 60 }, (_, index) => ({
      ...(index < 30 ? first : second),
      code: `agg_f${index}_${randomUUID().slice(0, 8)}`,
    }));
    const records = links.flatMap((link) => shardRecords(link, 1, 2));
    const last = links.at(-1)?.code ?? '';
    // The last link's item holds a text where a count belongs: its transaction fails (ValidationException).
    const lastLink = { pk: `LINK#${last}`, sk: 'LINK' };
    await documentClient().send(
      new PutCommand({ TableName: outputs().TableName, Item: { ...lastLink, clicks: 'broken' } }),
    );
    // The batch fails as a whole, then record by record up to the broken link's first record: that one
    // and every later one are reported failed (the stream retries from there), the earlier ones counted.
    const failedFrom = records.length - 2;
    expect(await aggregate(records)).toEqual({
      batchItemFailures: records.slice(failedFrom).map((record) => ({
        itemIdentifier: record.dynamodb?.SequenceNumber,
      })),
    });
    expect((await totals(first, [])).brand).toBe(60);
    expect(await clicksOf({ pk: `LINK#${links[0]?.code}`, sk: 'LINK' })).toBe(2);
    expect((await totals(second, [])).brand).toBe(58);
    expect(await clicksOf(lastLink)).toBeNaN();
    // Retried from the failed record while the item is still broken: nothing moves, all of it fails.
    await expect(aggregate(records.slice(failedFrom))).rejects.toThrow();
    expect((await totals(second, [])).brand).toBe(58);

    await documentClient().send(
      new UpdateCommand({
        TableName: outputs().TableName,
        Key: lastLink,
        UpdateExpression: 'SET clicks = :zero',
        ExpressionAttributeValues: { ':zero': 0 },
      }),
    );
    // Lambda retries from the failed record; a retry whole, in halves (bisectBatchOnError) and whole
    // again changes nothing more.
    expect(await aggregate(records.slice(failedFrom))).toEqual({ batchItemFailures: [] });
    await aggregate(records);
    await aggregate(records.slice(0, 60));
    await aggregate(records.slice(60));
    await aggregate(records);

    const codes = links.map((link) => link.code);
    const firstTotals = await totals(first, codes.slice(0, 30));
    const secondTotals = await totals(second, codes.slice(30));
    for (const count of [...Object.values(firstTotals.links), ...Object.values(secondTotals.links)]) {
      expect(count).toBe(2);
    }
    expect(firstTotals).toMatchObject({ brand: 60, creator: 60, brandDays: [60, 0], creatorDays: [60, 0] });
    expect(secondTotals).toMatchObject({ brand: 60, creator: 60, brandDays: [60, 0], creatorDays: [60, 0] });
  });

  it('robot_clicks move beside people’s clicks, also on a shard whose mark predates them', async () => {
    const owner = newOwner();
    const link = { ...owner, code: `agg_r_${randomUUID().slice(0, 8)}` };
    // A shard counted before robot_clicks existed: 5 clicks, all in the totals, a mark without applied_robots.
    const { clickShardAggregated } = await import('../../entities/click-counter');
    await clickShardAggregated
      .create({
        code: link.code,
        shard: 'SHARD#2',
        applied: 5,
        expiresAt: Math.floor(Date.now() / 1000) + 3600,
      })
      .go();
    // Then: a prefetch, a HEAD (robots 0 → 2), a person (clicks 5 → 6), a bot (robots 2 → 3).
    const steps: [number, number][] = [
      [5, 0],
      [5, 1],
      [5, 2],
      [6, 2],
      [6, 3],
    ];
    const image = ([clicks, robots]: [number, number]) => ({
      pk: { S: `CLICK#${link.code}` },
      sk: { S: 'SHARD#2' },
      type: { S: 'click-shard' },
      clicks: { N: String(clicks) },
      ...(robots ? { robot_clicks: { N: String(robots) } } : {}),
      code: { S: link.code },
      creator_id: { S: link.creatorId },
      brand_id: { S: link.brandId },
    });
    const records = steps.slice(1).map(
      (after, index) =>
        ({
          eventID: randomUUID(),
          eventName: 'MODIFY',
          eventSource: 'aws:dynamodb',
          dynamodb: {
            ApproximateCreationDateTime: Date.parse(`${DAY_2}T12:00:00Z`) / 1000,
            Keys: { pk: { S: `CLICK#${link.code}` }, sk: { S: 'SHARD#2' } },
            NewImage: image(after),
            OldImage: image(steps[index] as [number, number]),
            SequenceNumber: String(sequence++),
            StreamViewType: 'NEW_AND_OLD_IMAGES',
          },
        }) as DynamoDBRecord,
    );
    const both = async (key: { pk: string; sk: string }) => {
      const { Item } = await documentClient().send(
        new GetCommand({ TableName: outputs().TableName, Key: key, ConsistentRead: true }),
      );
      return [Number(Item?.clicks ?? 0), Number(Item?.robot_clicks ?? 0)];
    };
    await aggregate(records.slice(0, 2));
    await aggregate(records);
    await aggregate([...records].reverse());
    for (const key of [
      { pk: `LINK#${link.code}`, sk: 'LINK' },
      { pk: `BRAND#${owner.brandId}`, sk: 'STATS' },
      { pk: `CREATOR#${owner.creatorId}`, sk: `DAY#${DAY_2}` },
    ]) {
      expect(await both(key), key.pk).toEqual([1, 3]);
    }
    const { Item: mark } = await documentClient().send(
      new GetCommand({
        TableName: outputs().TableName,
        Key: { pk: `AGG#CLICK#${link.code}`, sk: 'SHARD#2' },
        ConsistentRead: true,
      }),
    );
    expect(mark).toMatchObject({ applied: 6, applied_robots: 3 });
  });

  it('marks expire: every mark the aggregator writes carries a TTL', async () => {
    const owner = newOwner();
    const link = { ...owner, code: `agg_ttl_${randomUUID().slice(0, 8)}` };
    await aggregate(shardRecords(link, 7, 3));
    const { Item } = await documentClient().send(
      new GetCommand({
        TableName: outputs().TableName,
        Key: { pk: `AGG#CLICK#${link.code}`, sk: 'SHARD#7' },
        ConsistentRead: true,
      }),
    );
    expect(Item).toMatchObject({ applied: 3 });
    expect(Item?.expiresAt).toBeGreaterThan(Date.now() / 1000 + 24 * 3600);
  });
});
