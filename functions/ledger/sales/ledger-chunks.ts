/**
 * Orders of any size (Shopify allows up to 500 lines): a change of the ledger that does not fit one
 * DynamoDB transaction (100 items, 4 MB) is written in several, each holding some entries, the running
 * totals those entries move, and a progress marker on the sale item. Each transaction is conditional
 * on the marker it advances, and every entry has a deterministic key written by a conditional Put, so a
 * retry after a failure between transactions completes the change from where it stopped and never
 * counts a part twice. The first transaction writes the whole plan on the sale; the last removes the
 * marker (and carries what must happen once: the conversion, the SaleAttributed event).
 */
import { tableName } from '../../shared/data/client';

/** Entries per transaction: with the sale's Update and at most 8 counter Updates, well under 100 items. */
export const ENTRIES_PER_TRANSACTION = 80;

/** The list in transaction-sized parts; one (empty) part when there is nothing. */
export const chunksOf = <T>(items: readonly T[], size = ENTRIES_PER_TRANSACTION): T[][] => {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks.length > 0 ? chunks : [[]];
};

/** A sale's marker of a change written in parts: how many parts, how many are written. */
export interface ChunkProgress {
  chunks: number;
  done: number;
}

/**
 * The Update of the sale item that records part `index` (1-based, after the first) as written: the
 * marker's count moves on from `index`, or the marker goes with the last part. Conditional on the
 * count (and on `id`, the change's identity), so two workers resuming the same change write each part
 * once.
 */
export const progressUpdate = (
  saleKey: { pk: string; sk: string },
  marker: 'recording' | 'reversing',
  index: number,
  total: number,
  id?: string,
) => ({
  Update: {
    TableName: tableName(),
    Key: saleKey,
    UpdateExpression: index + 1 >= total ? 'REMOVE #marker' : 'SET #marker.done = :next',
    ConditionExpression: `#marker.done = :done${id ? ' AND #marker.id = :id' : ''}`,
    ExpressionAttributeNames: { '#marker': marker },
    ExpressionAttributeValues: {
      ':done': index,
      ...(index + 1 >= total ? {} : { ':next': index + 1 }),
      ...(id ? { ':id': id } : {}),
    },
  },
});

/** Test-only fault hook: called after each transaction of a change written in parts (never in production). */
export interface ChunkHooks {
  afterTransaction?: (index: number, total: number) => void | Promise<void>;
}
