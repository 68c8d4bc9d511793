import { GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, outputs } from './cloud';

/** The item at `key`, read consistently (what a request just wrote), or undefined. */
export const tableItem = async (key: { pk: string; sk: string }) =>
  (
    await documentClient().send(
      new GetCommand({ TableName: outputs().TableName, Key: key, ConsistentRead: true }),
    )
  ).Item;

/**
 * Test-only Scan of the (small, per-run) table: the outbox items whose event detail has `field` = `value`
 * (a webhook's id, a Stripe event's id), to show what a delivery wrote, or that it wrote nothing.
 */
export const outboxItemsWith = async (field: string, value: string) => {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new ScanCommand({
        TableName: outputs().TableName,
        FilterExpression: 'begins_with(pk, :outbox) AND #detail.#field = :value',
        ExpressionAttributeNames: { '#detail': 'detail', '#field': field },
        ExpressionAttributeValues: { ':outbox': 'OUTBOX#', ':value': value },
        ExclusiveStartKey: start,
        ConsistentRead: true,
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
};
