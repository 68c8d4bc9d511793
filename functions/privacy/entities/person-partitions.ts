/**
 * Issue 35, Download my data: a person's items as stored, read partition by partition (Query, every page;
 * never a Scan). The single table keeps what the product holds about a person under their own
 * partitions (USER#{id}, CREATOR#{id}, a brand's BRAND#{id}, a brand–creator thread's THREAD#…), so an
 * export reads those and keeps the item kinds the person may see (export/sections.ts).
 */
import { db, tableName } from '../../shared/data/client';
import { QueryCommand } from '../../shared/data/dynamodb/commands';

export type StoredItem = Record<string, unknown>;

/** Every item of the partition `pk`, oldest sort key first. */
export const readPartition = async (pk: string): Promise<StoredItem[]> => {
  const items: StoredItem[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    items.push(...((page.Items ?? []) as StoredItem[]));
    start = page.LastEvaluatedKey as Record<string, unknown> | undefined;
  } while (start);
  return items;
};
