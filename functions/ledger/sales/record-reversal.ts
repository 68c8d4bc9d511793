/**
 * refunds/create and orders/cancelled → reversal entries (docs/architecture.md section 5). A refund reverses the
 * refunded units of each line at the rate frozen on the sale; a cancellation reverses whatever is left.
 * A paid entry is never edited: the reversal is a new, negative entry. It takes the status of the entry
 * it reverses (a pending sale's reversal matures with it; a held one stays held), except that money
 * already in a payout or paid is taken back from the available balance — which may go negative and
 * nets against the next payout.
 *
 * The sale item is the order's state (units reversed per line, refunds applied); the transaction writes
 * it on the version it read, with the reversal entries and the totals, so concurrent or repeated refunds
 * of one order reverse each unit once. A reversal of more lines than one transaction holds is planned
 * on the sale in the first transaction and written in parts (ledger-chunks.ts); whoever reads the sale
 * next (a retry, the next refund) completes it first.
 *
 * A reversal of an order not recorded yet (Shopify does not order its webhooks) is kept for it
 * (early-reversal.ts) and applied by the order's recording (apply-early-reversals.ts).
 */

import { normalizedStoreDomain, storeHolder } from '../../integrations';
import { committed, writeTransaction } from '../../shared/data/entity';
import { log } from '../../shared/log';
import { formatUsdNumber } from '../../shared/money-text';
import { outboxEntity, outboxEvent, type TransactItem } from '../../shared/outbox/outbox-event';
import { openBillPeriod } from '../billing/open-bill-period';
import {
  type CommissionEntry,
  type CommissionStatus,
  createEntry,
  getEntries,
} from '../entities/commission-entry';
import { keepEarlyReversal } from '../entities/early-reversal';
import { getSaleItem, getShopOrder, type SaleItem, type SaleLine, saleEntity } from '../entities/sale';
import { salesService } from '../entities/sales-totals';
import { reverseUnits } from './commission-arithmetic';
import { type ChunkHooks, chunksOf, ENTRIES_PER_TRANSACTION, progressUpdate, written } from './ledger-chunks';
import { ledgerCounterOperations } from './ledger-counters';

export interface ReversalRequest {
  shopDomain: string;
  orderId: string;
  /** The refund's id, or CANCEL for a cancellation. */
  reversalId: string;
  /** Units per line id; `all` reverses what is left of every line (a cancellation). */
  units: Map<string, number> | 'all';
  at: string;
}

/** One line's part of a reversal written in several transactions (ledger-chunks.ts), planned on the sale. */
export interface ReversalPart {
  /** The sale entry it reverses. */
  entry_sk: string;
  line_quantity: number;
  quantity: number;
  base_cents: number;
  commission_cents: number;
  status: CommissionStatus;
}

/** `kept_for_order`: its order is not recorded yet; kept until it is (early-reversal.ts). */
export type ReversalOutcome = 'reversed' | 'duplicate' | 'kept_for_order' | 'not_recorded';

/** Statuses whose commission counts as earned (not held back, not voided). */
const EARNED: readonly CommissionStatus[] = ['pending', 'available', 'in_payout', 'paid'];

/** A reversal takes its entry's status, except that money already in a payout or paid is taken back from the available balance. */
export const reversalStatusOf = (status: CommissionStatus): CommissionStatus =>
  status === 'in_payout' || status === 'paid' ? 'available' : status;

const MAX_ROUNDS = 8;

const money = formatUsdNumber;

/** The reversal entry of one line's part, from the entry it reverses and what it takes back. */
const reversalEntry = (
  original: CommissionEntry,
  part: ReversalPart,
  reversal: { id: string; at: string; billPeriod: string },
): CommissionEntry => {
  const cancel = reversal.id === 'CANCEL';
  return {
    ...original,
    entry_sk: `${original.entry_sk}#REV#${reversal.id}`,
    kind: 'reversal',
    reverses: original.entry_sk,
    refund_id: cancel ? null : reversal.id,
    quantity: part.quantity,
    discount_cents: 0,
    base_cents: -part.base_cents,
    commission_cents: -part.commission_cents,
    status: part.status,
    bill_period: reversal.billPeriod,
    explanation: `${cancel ? 'Order cancelled' : `Refund ${reversal.id}`}: ${part.quantity} of ${part.line_quantity} unit(s) reversed at the sale's ${original.rate_percentage}% → −${money(part.commission_cents)} on a base of −${money(part.base_cents)}.`,
    created_at: reversal.at,
  };
};

/**
 * Whether the sale counts in sales, conversions and earnings: attributed, or held for review after its
 * money was paid (issue 36, `review_only`: it kept counting).
 */
export const countsInTotals = (sale: Pick<SaleItem, 'status' | 'review_only'>): boolean =>
  sale.status === 'attributed' || (sale.status === 'held' && sale.review_only === true);

/** The totals some reversal entries move (the lost conversion with the last part only). */
export const reversalCounters = (
  sale: SaleItem,
  reversals: CommissionEntry[],
  lostConversion: number,
  billPeriod: string,
) => {
  if (!sale.creator_id || (reversals.length === 0 && !lostConversion)) return {};
  const baseCents = reversals.reduce((sum, entry) => sum - entry.base_cents, 0);
  const byStatus: Partial<Record<CommissionStatus, number>> = {};
  for (const entry of reversals)
    byStatus[entry.status] = (byStatus[entry.status] ?? 0) + entry.commission_cents;
  delete byStatus.void;
  const earned = reversals
    .filter((entry) => EARNED.includes(entry.status))
    .reduce((sum, entry) => sum - entry.commission_cents, 0);
  return ledgerCounterOperations(
    {
      brandId: sale.brand_id,
      creatorId: sale.creator_id,
      day: sale.created_at.slice(0, 10),
      linkCode: sale.attribution?.method === 'link' ? sale.attribution.via : null,
      viaDiscountCode: sale.attribution?.method === 'code',
      billPeriod,
      creatorDays: sale.creator_days === true,
    },
    {
      conversions: -lostConversion,
      salesCents: -baseCents,
      commissionCents: -earned,
      byStatus,
      counted: countsInTotals(sale),
    },
  );
};

export const entryPuts = (reversals: CommissionEntry[]) =>
  Object.fromEntries(reversals.map((entry, i) => [`entry${i}`, committed(createEntry(entry))]));

/**
 * Writes the parts of a reversal planned on the sale that are not written yet. A part another worker
 * wrote meanwhile (its condition refused) is read again, never written twice.
 */
const completeReversal = async (start: SaleItem, hooks: ChunkHooks): Promise<void> => {
  let item: SaleItem | undefined = start;
  while (item?.reversing && item.creator_id) {
    const plan: NonNullable<SaleItem['reversing']> = item.reversing;
    const done: number = plan.done;
    const part = chunksOf<ReversalPart>(plan.parts)[done] ?? [];
    const originals = new Map(
      (
        await getEntries(
          item.creator_id,
          part.map((p) => p.entry_sk),
        )
      ).map((entry) => [entry.entry_sk, entry]),
    );
    const reversals = part.flatMap((p) => {
      const original = originals.get(p.entry_sk);
      return original
        ? [reversalEntry(original, p, { id: plan.id, at: plan.at, billPeriod: plan.bill_period })]
        : [];
    });
    const last = done + 1 >= plan.chunks;
    const outcome = await writeTransaction(salesService, () => ({
      progress: progressUpdate(item as SaleItem, 'reversing', done, plan.chunks, plan.id),
      ...entryPuts(reversals),
      ...reversalCounters(item as SaleItem, reversals, last ? plan.lost_conversion : 0, plan.bill_period),
    }));
    if (!written(outcome)) {
      // Another worker wrote this part meanwhile: read where it got to.
      const again: SaleItem | undefined = await getSaleItem(item.brand_id, item.sale_sk);
      if (again?.reversing?.id === plan.id && again?.reversing?.done === done)
        throw new Error(
          `Part ${done} of reversal ${plan.id} of sale ${item.sale_sk} was refused while still due`,
        );
      item = again;
      continue;
    }
    await hooks.afterTransaction?.(done, plan.chunks);
    item = await getSaleItem(item.brand_id, item.sale_sk);
  }
};

export const planReversal = (
  sale: SaleItem,
  request: ReversalRequest,
  entries: Map<string, CommissionEntry>,
  billPeriod: string,
) => {
  const reversals: CommissionEntry[] = [];
  const lines: SaleLine[] = sale.lines.map((line) => {
    const requested = request.units === 'all' ? line.quantity : (request.units.get(line.line_id) ?? 0);
    const reversal = reverseUnits(
      {
        quantity: line.quantity,
        baseCents: line.base_cents,
        commissionCents: line.commission_cents,
        reversedQuantity: line.reversed_quantity,
        reversedBaseCents: line.reversed_base_cents,
        reversedCommissionCents: line.reversed_commission_cents,
      },
      requested,
    );
    if (reversal.quantity === 0) return line;
    const original = line.entry_sk ? entries.get(line.entry_sk) : undefined;
    if (original && sale.status !== 'unattributed') {
      reversals.push(
        reversalEntry(
          original,
          {
            entry_sk: original.entry_sk,
            line_quantity: line.quantity,
            quantity: reversal.quantity,
            base_cents: reversal.baseCents,
            commission_cents: reversal.commissionCents,
            status: reversalStatusOf(original.status),
          },
          { id: request.reversalId, at: request.at, billPeriod },
        ),
      );
    }
    return {
      ...line,
      reversed_quantity: line.reversed_quantity + reversal.quantity,
      reversed_base_cents: line.reversed_base_cents + reversal.baseCents,
      reversed_commission_cents: line.reversed_commission_cents + reversal.commissionCents,
    };
  });
  return { lines, reversals };
};

/**
 * CommissionReversed, for a counted sale whose commission this reversal takes back (a held sale earns
 * nothing yet, an unattributed one never did).
 */
const reversalAnnouncement = (
  sale: SaleItem,
  cancel: boolean,
  commissionCents: number,
): Record<string, TransactItem> =>
  countsInTotals(sale) && sale.creator_id && commissionCents > 0
    ? {
        reversedEvent: committed(
          outboxEntity.create(
            outboxEvent('CommissionReversed', {
              version: 1,
              creatorId: sale.creator_id,
              brandId: sale.brand_id,
              brandName: sale.brand_name,
              saleId: sale.sale_sk,
              orderName: sale.order_name,
              reason: cancel ? 'cancellation' : 'refund',
              commissionCents,
            }).item,
          ),
        ),
      }
    : {};

export const recordReversal = async (
  request: ReversalRequest,
  /**
   * Test-only (never passed in production): a fault between transactions; `beforeKeeping` runs between
   * the pointer's read and the keep (where the order may be recorded by another worker).
   */
  hooks: ChunkHooks & { beforeKeeping?: () => Promise<unknown> } = {},
): Promise<ReversalOutcome> => {
  const shop = normalizedStoreDomain(request.shopDomain);
  if (!shop) return 'not_recorded';
  for (let round = 1; ; round++) {
    // The sale the order was recorded as, through its shop-order pointer (two GetItems).
    const pointer = await getShopOrder(shop, request.orderId);
    if (!pointer) {
      // Shopify does not order its webhooks: a refund or cancellation may come before its order. It is
      // kept (once) and the order's recording applies it (apply-early-reversals.ts). A store no brand
      // holds records no orders: nothing to keep.
      if (!(await storeHolder(shop))) return 'not_recorded';
      await hooks.beforeKeeping?.();
      const kept = await keepEarlyReversal({ ...request, shopDomain: shop }, new Date());
      // The order may have been recorded since the pointer was read, and have looked for kept reversals
      // before this one was written: read again, and apply it here if so (applying twice is a duplicate).
      if (await getShopOrder(shop, request.orderId)) continue;
      return kept ? 'kept_for_order' : 'duplicate';
    }
    const sale = await getSaleItem(pointer.brand_id, pointer.sale_sk);
    if (!sale) return 'not_recorded';
    // A large order still being recorded: the event is retried once it is complete.
    if (sale.recording) throw new Error(`Order ${request.orderId} is still being recorded; retry`);
    if (sale.reversing) {
      // An earlier reversal written in parts stopped part-way: complete it first, then read again.
      await completeReversal(sale, hooks);
      continue;
    }
    const cancel = request.reversalId === 'CANCEL';
    if (cancel ? sale.cancelled_at !== null : sale.refund_ids.includes(request.reversalId))
      return 'duplicate';
    const entrySks = sale.lines.flatMap((line) => (line.entry_sk ? [line.entry_sk] : []));
    const entries = new Map(
      (sale.creator_id ? await getEntries(sale.creator_id, entrySks) : []).map((entry) => [
        entry.entry_sk,
        entry,
      ]),
    );
    const billPeriod = await openBillPeriod(sale.brand_id, new Date());
    const { lines, reversals } = planReversal(sale, request, entries, billPeriod);
    const baseCents = reversals.reduce((sum, entry) => sum - entry.base_cents, 0);
    // A cancelled order is no longer a conversion (it was one if it earned anything).
    const lostConversion = cancel && countsInTotals(sale) && entrySks.length > 0 ? 1 : 0;
    const parts = chunksOf(reversals);
    const inParts = reversals.length > ENTRIES_PER_TRANSACTION;
    const counters = reversalCounters(sale, parts[0] ?? [], inParts ? 0 : lostConversion, billPeriod);
    const reversedCommission = reversals.reduce((sum, entry) => sum - entry.commission_cents, 0);
    const plan = inParts
      ? {
          id: request.reversalId,
          at: request.at,
          bill_period: billPeriod,
          chunks: parts.length,
          done: 1,
          lost_conversion: lostConversion,
          parts: reversals.map(
            (entry): ReversalPart => ({
              entry_sk: entry.reverses ?? '',
              line_quantity: sale.lines.find((line) => line.entry_sk === entry.reverses)?.quantity ?? 0,
              quantity: entry.quantity,
              base_cents: -entry.base_cents,
              commission_cents: -entry.commission_cents,
              status: entry.status,
            }),
          ),
        }
      : undefined;
    // The sale on the version read: its lines, net amounts, and the refund (or the cancellation).
    const saleUpdate = saleEntity
      .update({ brand_id: sale.brand_id, sale_sk: sale.sale_sk })
      .set({
        lines,
        version: sale.version + 1,
        ...(cancel ? { cancelled_at: request.at } : {}),
        ...(plan ? { reversing: plan } : {}),
      })
      .subtract({
        sale_cents: sale.status === 'unattributed' ? 0 : baseCents,
        commission_cents: sale.status === 'unattributed' ? 0 : reversedCommission,
      });
    const outcome = await writeTransaction(salesService, () => ({
      sale: committed(
        (cancel ? saleUpdate : saleUpdate.append({ refund_ids: [request.reversalId] })).where(
          (attr, op) => `${op.eq(attr.version, sale.version)} AND ${op.notExists(attr.reversing)}`,
        ),
      ),
      ...entryPuts(parts[0] ?? []),
      ...counters,
      // The creator is told what was taken back, once: with the sale's change on the version read.
      ...reversalAnnouncement(sale, cancel, reversedCommission),
    }));
    // Another refund of this order (or a release) moved the sale meanwhile: read it again.
    if (!written(outcome)) {
      if (round >= MAX_ROUNDS)
        throw new Error(`Sale ${sale.sale_sk} kept changing under its reversal; retry`);
      continue;
    }
    if (plan) {
      await hooks.afterTransaction?.(0, parts.length);
      const planned = await getSaleItem(sale.brand_id, sale.sale_sk);
      if (planned?.reversing) await completeReversal(planned, hooks);
    }
    log.info('reversal recorded', {
      orderId: request.orderId,
      reversalId: request.reversalId,
      entries: reversals.length,
      commissionCents: -reversedCommission,
    });
    return 'reversed';
  }
};
