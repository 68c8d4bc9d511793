/**
 * Issue 36, part 2: a signal's evidence can cover more than the order it fired on. A hit with a scope
 * (signal.ts: the creator's sales with the brand through the same link or code since an instant) holds
 * those earlier sales too, after the order's recording wrote it (record-order-paid.ts, and again on a
 * redelivery: a failure between the two is completed by the next delivery).
 *
 * - A related sale whose entries are all still pending is held exactly as a sale held at recording: its
 *   entries move pending → held and the totals move as if it had been recorded held (it leaves sales,
 *   conversions and earnings until released: the negative of decide-held-sale.ts's release).
 * - One whose money is already available, in a payout or paid (or a sale too large for one
 *   transaction) is put under review: held with the signal, its entries and totals left as they are
 *   (`review_only`); voiding it claws the commission back (decide-held-sale.ts).
 *
 * Each sale moves in one transaction conditional on its version and on still being attributed, each
 * entry on still being pending: a retry or a concurrent recording never holds or counts it twice. A sale
 * the brand released after this very hit is not held again (its signals name the order that found it).
 */
import type { RelatedSalesScope, SignalHit } from '../../../contracts/fraud';
import { committed, writeTransaction } from '../../shared/data/entity';
import { prefixes } from '../../shared/data/keys';
import { log } from '../../shared/log';
import type { TransactItem } from '../../shared/outbox/outbox-event';
import { openBillPeriod } from '../billing/open-bill-period';
import { type CommissionEntry, commissionEntity, toEntry } from '../entities/commission-entry';
import { getSaleItem, reviewIndexOf, type Sale, saleEntity } from '../entities/sale';
import { salesService } from '../entities/sales-totals';
import { ENTRIES_PER_TRANSACTION, written } from '../sales/ledger-chunks';
import { ledgerCounterOperations, ledgerScopeOfSale } from '../sales/ledger-counters';
import { saleHeldItems } from '../sales/sale-announcements';
import { heldForOf } from './hold-reason';
import { HOLD_TAIL, REVIEW_TAIL } from './signal';

/** What a related sale became: held (its entries with it), under review (entries untouched), or left. */
export type RelatedOutcome = 'held' | 'review' | 'skipped';

/** Attempts on a related sale that keeps changing under its hold (a refund, the release run). */
const ATTEMPTS = 5;

/** The creator's sales with the brand in the scope, before `upTo` (their sort keys, oldest first). */
const relatedSaleKeys = async (
  creatorId: string,
  brandId: string,
  scope: RelatedSalesScope,
  upTo: Sale,
): Promise<string[]> => {
  // The creator's ledger from `since`: one Query (all pages) of their own entries, not the brand's sales.
  const { data } = await commissionEntity.query
    .primary({ creator_id: creatorId })
    .gte({ entry_sk: `${prefixes.commissionEntry}${scope.since}` })
    .go({ pages: 'all' });
  const keys = data
    .map(toEntry)
    .filter(
      (entry) =>
        entry.kind === 'sale' &&
        entry.brand_id === brandId &&
        entry.attribution_method === scope.via &&
        entry.attribution_via === scope.key &&
        entry.created_at <= upTo.created_at &&
        entry.order_id !== upTo.order_id,
    )
    .map((entry) => entry.sale_sk);
  return [...new Set(keys)];
};

/** The hit as the related sale keeps it: the same evidence, the order that found it, what happens next. */
const relatedHit = (hit: SignalHit, trigger: Sale, tail: string): SignalHit => ({
  name: hit.name,
  reason: `${hit.reason.replace(HOLD_TAIL, '').trim()} Found when order ${trigger.order_name} was recorded. ${tail}`,
  evidence: hit.evidence,
  found_with: trigger.order_name,
});

const holdOne = async (
  saleSk: string,
  hit: SignalHit,
  trigger: Sale,
  now: Date,
): Promise<RelatedOutcome | 'changed'> => {
  const item = await getSaleItem(trigger.brand_id, saleSk);
  if (!item?.creator_id || item.status !== 'attributed' || item.recording || item.reversing) return 'skipped';
  // Released after this very hit found it: the brand has decided.
  if ((item.signals ?? []).some((s) => s.name === hit.name && s.found_with === trigger.order_name))
    return 'skipped';
  const creatorId = item.creator_id;
  const { data } = await commissionEntity.query
    .primary({ creator_id: creatorId })
    .begins({ entry_sk: `${prefixes.commissionEntry}${item.created_at}#${item.order_id}#` })
    .go({ pages: 'all', consistent: true });
  const entries: CommissionEntry[] = data.map(toEntry).filter((entry) => entry.status !== 'void');
  if (entries.length === 0) return 'skipped';
  // Money available, in a payout or paid has left or is promised: only a review, never an edit.
  const holdable =
    entries.every((entry) => entry.status === 'pending') && entries.length <= ENTRIES_PER_TRANSACTION;
  const found = relatedHit(hit, trigger, holdable ? HOLD_TAIL : REVIEW_TAIL);
  // Signals of an earlier hold the brand released stay on the sale; the reason is this hit's.
  const signals = [...(item.signals ?? []), found];
  const reason = found.reason;
  const heldFor = heldForOf([hit.name]) ?? hit.name;
  const sale = { brand_id: item.brand_id, sale_sk: item.sale_sk };
  const saleUpdate = committed(
    saleEntity
      .update(sale)
      .set({
        status: 'held',
        status_reason: reason,
        signals,
        version: item.version + 1,
        ...(holdable ? {} : { review_only: true }),
        ...reviewIndexOf(sale, now.toISOString()),
      })
      .where(
        (attr, op) =>
          `${op.eq(attr.version, item.version)} AND ${op.eq(attr.status, 'attributed')} AND ${op.notExists(attr.recording)} AND ${op.notExists(attr.reversing)}`,
      ),
  );
  const announced = saleHeldItems({ ...item, status: 'held', status_reason: reason }, now);
  let operations: Record<string, TransactItem> = { sale: saleUpdate, ...announced };
  if (holdable) {
    const net = entries.reduce((sum, entry) => sum + entry.commission_cents, 0);
    const sales = entries.reduce((sum, entry) => sum + entry.base_cents, 0);
    const converts = item.lines.some((line) => line.entry_sk !== null) && !item.cancelled_at;
    const billPeriod = await openBillPeriod(item.brand_id, now);
    // Exactly what a release puts back (decide-held-sale.ts), taken away: a held sale counts nowhere.
    const counters = ledgerCounterOperations(ledgerScopeOfSale(item, creatorId, billPeriod), {
      conversions: converts ? -1 : 0,
      salesCents: -sales,
      commissionCents: -net,
      byStatus: { pending: -net, held: net },
      counted: true,
    });
    operations = {
      ...operations,
      ...Object.fromEntries(
        entries.map((entry, i) => [
          `entry${i}`,
          committed(
            commissionEntity
              .update({ creator_id: creatorId, entry_sk: entry.entry_sk })
              .set({ status: 'held', held_for: heldFor, hold_reason: reason })
              // Held entries are in no stage index: the release and the payout runs never see them.
              .remove(['gsi1pk', 'gsi1sk'])
              .where((attr, op) => op.eq(attr.status, 'pending')),
          ),
        ]),
      ),
      ...(counters as Record<string, TransactItem>),
    };
  }
  const outcome = await writeTransaction(salesService, () => operations);
  // Refused: the sale or an entry moved meanwhile (a refund, the release run, another recording): read again.
  if (!written(outcome)) return 'changed';
  return holdable ? 'held' : 'review';
};

/** Holds (or puts under review) the earlier sales the sale's signals' scopes name; what became of each. */
export const holdRelatedSales = async (
  sale: Sale,
  now: Date = new Date(),
): Promise<Record<string, RelatedOutcome>> => {
  const outcomes: Record<string, RelatedOutcome> = {};
  if (sale.status !== 'held' || !sale.creator_id) return outcomes;
  for (const hit of sale.signals ?? []) {
    if (!hit.scope) continue;
    for (const saleSk of await relatedSaleKeys(sale.creator_id, sale.brand_id, hit.scope, sale)) {
      if (outcomes[saleSk] && outcomes[saleSk] !== 'skipped') continue;
      let outcome: RelatedOutcome | 'changed' = 'changed';
      for (let attempt = 0; attempt < ATTEMPTS && outcome === 'changed'; attempt++)
        outcome = await holdOne(saleSk, hit, sale, now);
      if (outcome === 'changed') throw new Error(`Sale ${saleSk} kept changing while being held; retry`);
      outcomes[saleSk] = outcome;
    }
  }
  const moved = Object.values(outcomes).filter((outcome) => outcome !== 'skipped').length;
  if (moved > 0) log.info('related sales held', { saleSk: sale.sale_sk, outcomes });
  return outcomes;
};
