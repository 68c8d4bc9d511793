/**
 * Issue 36 part 4: a forfeit voids the frozen entries — pending and payable, with the suspension's brand
 * or everywhere — by new, opposite entries (append-only: the entries themselves are never edited), as a
 * refund's reversal does. Each voiding entry keeps its entry's status, hold and bill period, so the pair
 * travels the same way (matures together, waits for the same invoice, is gathered by the same payout)
 * and nets to zero in every figure. Billing follows reversals: the brand is credited in its open billing
 * period, so commission not yet invoiced is never charged, and commission already invoiced comes back as
 * a credit on the next invoice.
 *
 * One transaction per entry (its voiding entry's conditional Put and the totals it moves): a forfeit
 * interrupted and clicked again voids nothing twice.
 */
import { brandStatsEntity } from '../../catalogue';
import { committed, writeTransaction } from '../../shared/data/entity';
import { formatUsd } from '../../shared/money-text';
import type { TransactItem } from '../../shared/outbox/outbox-event';
import { openBillPeriod } from '../billing/open-bill-period';
import { type CommissionEntry, createEntry } from '../entities/commission-entry';
import type { CreatorCounter } from '../entities/creator-stats';
import { moneyService } from '../entities/money-service';
import { listPendingEntriesPage } from '../entities/sales-side-items';
import type { Suspension } from '../entities/suspension';
import { addToCreatorStats, billingCounterItems } from '../sales/ledger-counters';
import { freezeOf, frozenAvailableEntries, isFrozenEntry } from './frozen-money';
import { reasonOf } from './suspension-view';

/** The sort key suffix of a voiding entry: one per entry, whatever happens. */
export const FORFEIT_SUFFIX = '#FORFEIT';

const isVoiding = (entry: CommissionEntry) => entry.entry_sk.endsWith(FORFEIT_SUFFIX);

/** Every pending entry of the creator the suspension covers (all pages). */
const frozenPendingEntries = async (suspension: Suspension): Promise<CommissionEntry[]> => {
  const freeze = freezeOf([suspension]);
  const entries: CommissionEntry[] = [];
  let cursor: string | null = null;
  do {
    const page = await listPendingEntriesPage(suspension.creator_id, cursor);
    entries.push(...page.entries.filter((entry) => isFrozenEntry(freeze, entry)));
    cursor = page.next;
  } while (cursor);
  return entries;
};

/** The entry that voids `entry`: its opposite, in its status, hold and bill period. */
export const voidingEntryOf = (entry: CommissionEntry, reason: string, at: string): CommissionEntry => {
  const { held_for, hold_reason, ...kept } = entry;
  return {
    ...kept,
    entry_sk: `${entry.entry_sk}${FORFEIT_SUFFIX}`,
    kind: entry.kind === 'sale' ? 'reversal' : entry.kind,
    reverses: entry.entry_sk,
    refund_id: null,
    base_cents: -entry.base_cents,
    commission_cents: -entry.commission_cents,
    explanation: `Forfeited after a suspension's review (${reason}): ${formatUsd(-entry.commission_cents)}.`,
    created_at: at,
  };
};

/** The creator's counter of the entry's source (creator-totals.ts: commissions, content pay, cash-outs). */
const sourceCounter = (kind: CommissionEntry['kind']): CreatorCounter =>
  kind === 'ugc'
    ? 'content_earnings_cents'
    : kind === 'credit_cashout'
      ? 'credit_cashout_cents'
      : 'earnings_cents';

/** What voiding `entry` moves: the creator's totals, the brand's owed commission, its billing period. */
const voidCounters = (entry: CommissionEntry, period: string): Record<string, TransactItem> => {
  const cents = entry.commission_cents;
  const creator = addToCreatorStats(entry.creator_id, {
    [`commission_${entry.status}_cents`]: -cents,
    [sourceCounter(entry.kind)]: -cents,
  } as Partial<Record<CreatorCounter, number>>);
  const sale = entry.kind === 'sale' || entry.kind === 'reversal';
  const billed =
    entry.kind === 'credit_cashout'
      ? []
      : billingCounterItems(
          entry.brand_id,
          period,
          entry.creator_id,
          entry.kind === 'ugc'
            ? { ugc_cents: -cents }
            : cents > 0
              ? { credited_commission_cents: cents }
              : { commission_cents: -cents },
        );
  return {
    ...(creator ? { creatorStats: committed(creator) } : {}),
    ...(sale && cents !== 0
      ? {
          brandStats: committed(
            brandStatsEntity.update({ brandId: entry.brand_id }).add({ commissions_owed_cents: -cents }),
          ),
        }
      : {}),
    ...Object.fromEntries(billed.map((item, i) => [`billing${i}`, item])),
  };
};

/** Voids every entry the suspension freezes; answers the sum voided now. */
export const forfeitFrozenEntries = async (suspension: Suspension, now: Date): Promise<number> => {
  const at = now.toISOString();
  const reason = reasonOf(suspension);
  const entries = [
    ...(await frozenPendingEntries(suspension)),
    ...(await frozenAvailableEntries(suspension.creator_id, freezeOf([suspension]))),
  ].filter((entry) => !isVoiding(entry));
  const periods = new Map<string, string>();
  let voided = 0;
  for (const entry of entries) {
    let period = periods.get(entry.brand_id);
    if (!period) {
      period = await openBillPeriod(entry.brand_id, now);
      periods.set(entry.brand_id, period);
    }
    const outcome = await writeTransaction(moneyService, () => ({
      entry: committed(createEntry(voidingEntryOf(entry, reason, at))),
      ...voidCounters(entry, period),
    }));
    if (outcome.ok) voided += entry.commission_cents;
    else if (!outcome.refused.includes('entry'))
      throw new Error(`Entry ${entry.entry_sk} not forfeited: the transaction kept conflicting`);
  }
  return voided;
};
