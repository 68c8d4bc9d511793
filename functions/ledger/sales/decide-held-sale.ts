/**
 * The decision on a held sale (held by fraud signals, issue 36; self-referral before), by the brand or a
 * marketplace operator from the review queue, with the decider's words (required to void):
 * - release: its entries go on as any sale's (pending until the hold ends, then available) and it
 *   counts in sales, conversions and earnings from then;
 * - void: its entries are void and it never earns.
 * A sale under review after its money was paid (`review_only`, hold-related-sales.ts) kept counting and
 * its entries were never edited: released, the review just ends; voided, its commission is clawed back
 * with new negative entries, as a refund's reversal takes money back (record-reversal.ts: money already
 * in a payout or paid is taken from the available balance, which nets against the next payout).
 * Each is audited in its transaction (the brand's log; an operator's in OPS#AUDIT too) and written on
 * the creator's entries in plain words. One transaction on the version read (several for a held sale of
 * more than 80 lines, see below).
 */

import type { Actor } from '../../shared/audit/actor';
import { auditEntry } from '../../shared/audit/audit-entry';
import { committed, transactional, writeTransaction } from '../../shared/data/entity';
import { prefixes } from '../../shared/data/keys';
import { DomainError } from '../../shared/errors';
import { formatUsdNumber } from '../../shared/money-text';
import type { TransactItem } from '../../shared/outbox/outbox-event';
import { openBillPeriod } from '../billing/open-bill-period';
import { type CommissionEntry, commissionEntity, holdIndexOf, toEntry } from '../entities/commission-entry';
import { getSaleItem, type Sale, type SaleItem, saleEntity, saleSortKey, toSale } from '../entities/sale';
import { salesService } from '../entities/sales-totals';
import { heldForOf } from '../fraud/hold-reason';
import { chunksOf, ENTRIES_PER_TRANSACTION, written } from './ledger-chunks';
import { ledgerCounterOperations, ledgerScopeOfSale } from './ledger-counters';
import { entryPuts, planReversal, reversalCounters } from './record-reversal';
import { heldSaleDecidedItem, saleAttributedItem } from './sale-announcements';

export type HeldSaleDecision = 'release' | 'void';

export interface HeldSaleDecisionInput {
  decision: HeldSaleDecision;
  actor: Actor;
  /** The decider's words (trimmed; required to void: the contracts refuse a void without them). */
  reason?: string | null;
  /** An operator's decision: its entry in the operators' log, in the same transaction. */
  opsAudit?: TransactItem;
  now?: Date;
}

const CHANGED = 'This sale changed meanwhile (a refund or another decision). Reload and try again.';

/** The sale's entries under its creator (its lines and their reversals): one Query, all pages. */
const entriesOf = async (item: SaleItem, creatorId: string): Promise<CommissionEntry[]> => {
  const { data } = await commissionEntity.query
    .primary({ creator_id: creatorId })
    .begins({ entry_sk: `${prefixes.commissionEntry}${item.created_at}#${item.order_id}#` })
    .go({ pages: 'all', consistent: true });
  return data.map(toEntry);
};

/** What the decision says, in the words the brand's list and the creator's line show. */
const wordsOf = (item: SaleItem, input: HeldSaleDecisionInput) => {
  const who = input.actor.type === 'operator' ? 'the marketplace' : item.brand_name || 'the brand';
  // Sales held before fraud signals were all self-referrals.
  const heldFor = heldForOf((item.signals ?? []).map((hit) => hit.name)) ?? 'self-referral';
  const reason = input.reason?.trim() || null;
  const decision =
    input.decision === 'void'
      ? `Voided by ${who}: ${reason ?? 'it earns nothing.'}`
      : `Released by ${who}${reason ? `: ${reason}` : '.'}`;
  const statusReason =
    input.decision === 'void'
      ? `Voided by ${who} (${heldFor}): ${reason ?? 'it earns nothing.'}`
      : `Released by ${who} after a ${heldFor} hold${reason ? `: ${reason}` : '.'}`;
  return { who, heldFor, reason, decision, statusReason };
};

export const decideHeldSale = async (
  brandId: string,
  sale: { created_at: string; order_id: string },
  input: HeldSaleDecisionInput,
): Promise<Sale> => {
  const item = await getSaleItem(brandId, saleSortKey(sale.created_at, sale.order_id));
  if (!item) throw new DomainError('not_found', 'Sale not found');
  if (item.status !== 'held' || !item.creator_id) {
    throw new DomainError('conflict', 'Only a held sale can be released or voided.');
  }
  if (item.recording || item.reversing)
    throw new DomainError('conflict', 'This sale is still being recorded. Try again in a minute.');
  const now = input.now ?? new Date();
  const entries = await entriesOf(item, item.creator_id);
  if (item.review_only) await decideReview(item, item.creator_id, entries, input, now);
  else await decideHold(item, item.creator_id, entries, input, now);
  const updated = await getSaleItem(brandId, item.sale_sk);
  if (!updated) throw new DomainError('not_found', 'Sale not found');
  return toSale(updated);
};

/** The audit entries of the decision (the brand's; an operator's own too), for its last transaction. */
const auditItems = (
  item: SaleItem,
  input: HeldSaleDecisionInput,
  before: object,
  after: object,
  now: Date,
): Record<string, TransactItem> => ({
  audit: auditEntry(
    item.brand_id,
    input.actor,
    {
      kind: input.decision === 'void' ? 'sale.voided' : 'sale.released',
      subject: { type: 'sale', id: item.order_id, label: item.order_name ?? item.order_id },
      before,
      after,
    },
    now,
  ).write,
  ...(input.opsAudit ? { opsAudit: input.opsAudit } : {}),
});

/**
 * A sale held with its entries (at recording, or found by another order while still pending). A sale
 * of hundreds of lines is decided in several transactions (ledger-chunks.ts), each moving some entries
 * and the totals they carry; an entry's own status is the progress marker (each move is conditional on
 * `held`), so a decision retried after a failure between them moves only what is left. The last
 * transaction decides the sale, counts the conversion and announces it.
 */
const decideHold = async (
  item: SaleItem,
  creatorId: string,
  all: CommissionEntry[],
  input: HeldSaleDecisionInput,
  now: Date,
) => {
  const { decision } = input;
  const entries = all.filter((entry) => entry.status === 'held');
  const billPeriod = await openBillPeriod(item.brand_id, now);
  // Released entries are pending until the release finds them matured and their invoice paid.
  const next = decision === 'void' ? 'void' : 'pending';
  const scope = ledgerScopeOfSale(item, creatorId, billPeriod);
  const words = wordsOf(item, input);
  const parts = chunksOf(entries);
  const held = entries.reduce((sum, entry) => sum + entry.commission_cents, 0);
  const audit = auditItems(
    item,
    input,
    { status: 'held', commission_cents: held },
    {
      status: decision === 'void' ? 'void' : 'attributed',
      commission_cents: decision === 'void' ? 0 : held,
      ...(words.reason ? { reason: words.reason } : {}),
    },
    now,
  );
  const converts = item.lines.some((line) => line.entry_sk !== null) && !item.cancelled_at;
  const announcedAtRecording = (item.signals ?? []).some((hit) => hit.found_with !== undefined);
  for (const [index, part] of parts.entries()) {
    const last = index === parts.length - 1;
    const net = part.reduce((sum, entry) => sum + entry.commission_cents, 0);
    const sales = part.reduce((sum, entry) => sum + entry.base_cents, 0);
    const counters = ledgerCounterOperations(
      scope,
      decision === 'void'
        ? { conversions: 0, salesCents: 0, commissionCents: 0, byStatus: { held: -net }, counted: false }
        : {
            conversions: last && converts ? 1 : 0,
            salesCents: sales,
            commissionCents: net,
            byStatus: { held: -net, [next]: net },
            counted: true,
          },
    );
    const sale = { brand_id: item.brand_id, sale_sk: item.sale_sk };
    const outcome = await writeTransaction(
      salesService,
      (): Record<string, TransactItem> => ({
        // The sale on the version read, still held: decided by the last part, checked by the others.
        sale: committed(
          (last
            ? saleEntity
                .update(sale)
                .set({
                  status: decision === 'void' ? 'void' : 'attributed',
                  status_reason: words.statusReason,
                  version: item.version + 1,
                })
                // Decided: out of the operators' review queue.
                .remove(['gsi2pk', 'gsi2sk'])
            : transactional(saleEntity).check(sale)
          ).where((attr, op) => `${op.eq(attr.version, item.version)} AND ${op.eq(attr.status, 'held')}`),
        ),
        // Each entry billed in this period (it was not billable while held), on the condition that it is
        // still held; released, it joins the hold index. The creator's line says who decided and why.
        ...Object.fromEntries(
          part.map((entry, i) => [
            `entry${i}`,
            committed(
              commissionEntity
                .update({ creator_id: creatorId, entry_sk: entry.entry_sk })
                .set({
                  status: next,
                  bill_period: billPeriod,
                  review_decision: words.decision,
                  ...(next === 'pending' ? holdIndexOf(entry) : {}),
                })
                .where((attr, op) => op.eq(attr.status, 'held')),
            ),
          ]),
        ),
        ...counters,
        // Released, it counts from now on: announced like any attributed sale — unless it was attributed
        // and announced at its recording and held afterwards by another order's hit (its signals name
        // that order): the creator's notice and the brand's webhook already went out once.
        ...(decision === 'void' || !last || announcedAtRecording
          ? {}
          : { saleAttributed: saleAttributedItem(item, creatorId, now) }),
        // Decided, whichever way: the brand's notification asking for it is done.
        ...(last ? { decided: heldSaleDecidedItem(item, decision, now), ...audit } : {}),
      }),
    );
    if (!written(outcome)) throw new DomainError('conflict', CHANGED);
  }
};

/**
 * A sale under review after its money was available, in a payout or paid: its entries were left as
 * they were and it kept counting. Released: the review ends. Voided: what is left of every line is
 * reversed as a cancellation reverses it (record-reversal.ts planReversal: the same arithmetic, each
 * reversal taking its entry's status except that money in a payout or paid is taken back from the
 * available balance), with the totals those reversals move and the lost conversion. One transaction.
 */
const decideReview = async (
  item: SaleItem,
  creatorId: string,
  all: CommissionEntry[],
  input: HeldSaleDecisionInput,
  now: Date,
) => {
  const words = wordsOf(item, input);
  const sale = { brand_id: item.brand_id, sale_sk: item.sale_sk };
  if (input.decision === 'release') {
    const outcome = await writeTransaction(salesService, () => ({
      sale: committed(
        saleEntity
          .update(sale)
          .set({ status: 'attributed', status_reason: words.statusReason, version: item.version + 1 })
          .remove(['review_only', 'gsi2pk', 'gsi2sk'])
          .where(
            (attr, op) =>
              `${op.eq(attr.version, item.version)} AND ${op.eq(attr.status, 'held')} AND ${op.notExists(attr.reversing)}`,
          ),
      ),
      decided: heldSaleDecidedItem(item, 'release', now),
      ...auditItems(
        item,
        input,
        { status: 'under review', commission_cents: item.commission_cents },
        {
          status: 'attributed',
          commission_cents: item.commission_cents,
          ...(words.reason ? { reason: words.reason } : {}),
        },
        now,
      ),
    }));
    if (!written(outcome)) throw new DomainError('conflict', CHANGED);
    return;
  }
  const billPeriod = await openBillPeriod(item.brand_id, now);
  const { lines, reversals: planned } = planReversal(
    item,
    {
      shopDomain: item.shop_domain,
      orderId: item.order_id,
      reversalId: 'VOID',
      units: 'all',
      at: now.toISOString(),
    },
    new Map(all.map((entry) => [entry.entry_sk, entry])),
    billPeriod,
  );
  if (planned.length > ENTRIES_PER_TRANSACTION)
    throw new DomainError(
      'conflict',
      `This sale has more than ${ENTRIES_PER_TRANSACTION} lines: void it line by line with refunds in the store.`,
    );
  // The clawback's lines say why in the creator's words: who voided it, why, and what is taken back.
  const reversals = planned.map((entry) => ({
    ...entry,
    review_decision: words.decision,
    explanation: `${words.decision} −${formatUsdNumber(-entry.commission_cents)} (${entry.quantity} unit(s) at the sale's ${entry.rate_percentage}%) ${
      entry.status === 'available'
        ? 'taken back from your balance: it nets against your next payout.'
        : 'taken back.'
    }`,
  }));
  const converts = item.lines.some((line) => line.entry_sk !== null) && !item.cancelled_at;
  const baseCents = reversals.reduce((sum, entry) => sum - entry.base_cents, 0);
  const clawback = reversals.reduce((sum, entry) => sum - entry.commission_cents, 0);
  const outcome = await writeTransaction(salesService, () => ({
    sale: committed(
      saleEntity
        .update(sale)
        .set({ status: 'void', status_reason: words.statusReason, lines, version: item.version + 1 })
        .subtract({ sale_cents: baseCents, commission_cents: clawback })
        .remove(['review_only', 'gsi2pk', 'gsi2sk'])
        .where(
          (attr, op) =>
            `${op.eq(attr.version, item.version)} AND ${op.eq(attr.status, 'held')} AND ${op.notExists(attr.reversing)}`,
        ),
    ),
    ...entryPuts(reversals),
    // Counted as the sale counted (review_only): the totals lose what the clawback takes back.
    ...(reversalCounters(item, reversals, converts ? 1 : 0, billPeriod) as Record<string, TransactItem>),
    decided: heldSaleDecidedItem(item, 'void', now),
    ...auditItems(
      item,
      input,
      { status: 'under review', commission_cents: item.commission_cents },
      { status: 'void', clawback_cents: clawback, ...(words.reason ? { reason: words.reason } : {}) },
      now,
    ),
  }));
  if (!written(outcome)) throw new DomainError('conflict', CHANGED);
};
