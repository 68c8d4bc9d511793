/**
 * Moving a payout's ledger entries between statuses, in transactions of a few entries each with the
 * creator's totals (and whatever the step adds), on the condition that every entry is where the step
 * expects it. When a chunk's condition fails (an entry moved meanwhile: a redelivery, a race), its
 * entries are retried one by one and the ones that moved already are skipped, so the step is idempotent.
 */
import { writeTransaction } from '../../shared/data/entity';
import { moneyService } from '../entities/money-service';
import {
  type EntryRef,
  entryMove,
  type PayoutEntryStatus,
  statusTotalsMove,
} from '../entities/sales-side-items';

export type { EntryRef } from '../entities/sales-side-items';

/** Entries per transaction: small enough that a failed chunk is cheap to retry one by one. */
export const CHUNK = 25;

// biome-ignore lint/suspicious/noExplicitAny: any entity's committed operation, or a raw item.
type Operation = any;

/**
 * Moves the entries in chunks; `extra(chunk)` adds the step's own named operations to each chunk's
 * transaction. Returns the entries that moved now (not those that had moved before).
 */
export const moveEntries = async <E extends EntryRef>(
  entries: readonly E[],
  from: PayoutEntryStatus,
  to: PayoutEntryStatus,
  payoutId: string,
  extra: (moved: readonly E[]) => Record<string, Operation> = () => ({}),
): Promise<E[]> => {
  const moved: E[] = [];
  const attempt = async (chunk: readonly E[]): Promise<boolean> => {
    if (chunk.length === 0) return true;
    const creatorId = chunk[0]?.creator_id as string;
    const sum = chunk.reduce((total, entry) => total + entry.commission_cents, 0);
    const outcome = await writeTransaction(moneyService, () => ({
      ...Object.fromEntries(chunk.map((entry, i) => [`entry${i}`, entryMove(entry, from, to, payoutId)])),
      totals: statusTotalsMove(creatorId, from, to, sum),
      ...extra(chunk),
    }));
    if (outcome.ok) {
      moved.push(...chunk);
      return true;
    }
    if (outcome.refused.length > 0) return false;
    throw new Error(`Entries of payout ${payoutId} not moved: the transaction kept conflicting`);
  };
  for (let i = 0; i < entries.length; i += CHUNK) {
    const chunk = entries.slice(i, i + CHUNK);
    if (await attempt(chunk)) continue;
    for (const entry of chunk) await attempt([entry]);
  }
  return moved;
};
