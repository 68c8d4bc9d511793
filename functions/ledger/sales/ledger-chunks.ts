/**
 * Orders of any size (Shopify allows up to 500 lines): a change of the ledger that does not fit one
 * DynamoDB transaction (100 items, 4 MB) is written in several, each holding some entries, the running
 * totals those entries move, and a progress marker on the sale item. Each transaction is conditional
 * on the marker it advances, and every entry has a deterministic key written by a conditional Put, so a
 * retry after a failure between transactions completes the change from where it stopped and never
 * counts a part twice. The first transaction writes the whole plan on the sale; the last removes the
 * marker (and carries what must happen once: the conversion, the SaleAttributed event).
 */
import { committed, type TransactionOutcome } from '../../shared/data/entity';
import type { TransactItem } from '../../shared/outbox/outbox-event';
import { saleEntity } from '../entities/sale';

/** Entries per transaction: with the sale's Update and at most 10 counter Updates (ledger-counters.ts), under 100 items. */
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
 * The update of the sale that records part `index` (1-based, after the first) as written: the marker's
 * count moves on from `index`, or the marker goes with the last part. Conditional on the count (and on
 * `id`, the change's identity), so two workers resuming the same change write each part once.
 */
export const progressUpdate = (
  sale: { brand_id: string; sale_sk: string },
  marker: 'recording' | 'reversing',
  index: number,
  total: number,
  id?: string,
): TransactItem => {
  const update = saleEntity.update({ brand_id: sale.brand_id, sale_sk: sale.sale_sk });
  const last = index + 1 >= total;
  const changed = last
    ? update.remove([marker])
    : update.data((attr, op) => op.set(attr[marker].done, index + 1));
  return committed(
    changed.where((attr, op) =>
      id && marker === 'reversing'
        ? `${op.eq(attr.reversing.done, index)} AND ${op.eq(attr.reversing.id, id)}`
        : op.eq(attr[marker].done, index),
    ),
  );
};

/**
 * A transaction's outcome as "written" (true) or "refused by a condition" (false); losing every retry to
 * concurrent transactions is an error (the event is retried later), as it was before the data layer.
 */
export const written = (outcome: TransactionOutcome<string>): boolean => {
  if (outcome.ok) return true;
  if (outcome.refused.length > 0) return false;
  throw new Error('The ledger transaction lost every retry to concurrent writes; retry later.');
};

/** Test-only fault hook: called after each transaction of a change written in parts (never in production). */
export interface ChunkHooks {
  afterTransaction?: (index: number, total: number) => void | Promise<void>;
}
