/**
 * refunds/create and orders/cancelled → reversal entries (DESIGN.md section 5). A refund reverses the
 * refunded units of each line at the rate frozen on the sale; a cancellation reverses whatever is left.
 * A paid entry is never edited: the reversal is a new, negative entry. It takes the status of the entry
 * it reverses (a pending sale's reversal matures with it; a held one stays held), except that money
 * already in a payout or paid is taken back from the available balance — which may go negative and
 * nets against the next payout.
 *
 * The sale item is the order's state (units reversed per line, refunds applied); the transaction writes
 * it on the version it read, with the reversal entries and the totals, so concurrent or repeated refunds
 * of one order reverse each unit once.
 */

import { openBillPeriod } from '../billing/open-bill-period';
import { isConditionFailure, tableName } from '../shared/data/client';
import {
  type CommissionEntry,
  type CommissionStatus,
  entryItem,
  getEntries,
  reversalEntrySortKey,
} from '../shared/data/entities/commission-entry';
import { findSaleOfOrder, type SaleItem, type SaleLine } from '../shared/data/entities/sale';
import { normalizedStoreDomain } from '../shared/data/entities/store-claim';
import { transactWriteWithRetry } from '../shared/data/transactions';
import { log } from '../shared/log';
import { formatUsdNumber } from '../shared/money-text';
import { reverseUnits } from './commission-arithmetic';
import { ledgerCounterUpdates } from './ledger-counters';

export interface ReversalRequest {
  shopDomain: string;
  orderId: string;
  /** The refund's id, or CANCEL for a cancellation. */
  reversalId: string;
  /** Units per line id; `all` reverses what is left of every line (a cancellation). */
  units: Map<string, number> | 'all';
  at: string;
}

export type ReversalOutcome = 'reversed' | 'duplicate' | 'not_recorded';

/** Statuses whose commission counts as earned (not held back, not voided). */
const EARNED: readonly CommissionStatus[] = ['pending', 'available', 'in_payout', 'paid'];

const reversalStatusOf = (status: CommissionStatus): CommissionStatus =>
  status === 'in_payout' || status === 'paid' ? 'available' : status;

const MAX_ROUNDS = 8;

const money = formatUsdNumber;

const planReversal = (
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
      const cancel = request.reversalId === 'CANCEL';
      reversals.push({
        ...original,
        entry_sk: reversalEntrySortKey(original.entry_sk, request.reversalId),
        kind: 'reversal',
        reverses: original.entry_sk,
        refund_id: cancel ? null : request.reversalId,
        quantity: reversal.quantity,
        discount_cents: 0,
        base_cents: -reversal.baseCents,
        commission_cents: -reversal.commissionCents,
        status: reversalStatusOf(original.status),
        bill_period: billPeriod,
        explanation: `${cancel ? 'Order cancelled' : `Refund ${request.reversalId}`}: ${reversal.quantity} of ${line.quantity} unit(s) reversed at the sale's ${original.rate_percentage}% → −${money(reversal.commissionCents)} on a base of −${money(reversal.baseCents)}.`,
        created_at: request.at,
      });
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

export const recordReversal = async (request: ReversalRequest): Promise<ReversalOutcome> => {
  const shop = normalizedStoreDomain(request.shopDomain);
  if (!shop) return 'not_recorded';
  for (let round = 1; ; round++) {
    const sale = await findSaleOfOrder(shop, request.orderId);
    if (!sale) return 'not_recorded';
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
    const byStatus: Partial<Record<CommissionStatus, number>> = {};
    for (const entry of reversals)
      byStatus[entry.status] = (byStatus[entry.status] ?? 0) + entry.commission_cents;
    delete byStatus.void;
    const earned = reversals
      .filter((entry) => EARNED.includes(entry.status))
      .reduce((sum, entry) => sum - entry.commission_cents, 0);
    // A cancelled order is no longer a conversion (it was one if it earned anything).
    const lostConversion = cancel && sale.status === 'attributed' && entrySks.length > 0 ? 1 : 0;
    const counters =
      sale.creator_id && (reversals.length > 0 || lostConversion)
        ? ledgerCounterUpdates(
            {
              brandId: sale.brand_id,
              creatorId: sale.creator_id,
              day: sale.created_at.slice(0, 10),
              linkCode: sale.attribution?.method === 'link' ? sale.attribution.via : null,
              viaDiscountCode: sale.attribution?.method === 'code',
              billPeriod,
            },
            {
              conversions: -lostConversion,
              salesCents: -baseCents,
              commissionCents: -earned,
              byStatus,
              counted: sale.status === 'attributed',
            },
          )
        : [];
    const reversedCommission = reversals.reduce((sum, entry) => sum - entry.commission_cents, 0);
    try {
      await transactWriteWithRetry([
        {
          Update: {
            TableName: tableName(),
            Key: { pk: sale.pk, sk: sale.sk },
            UpdateExpression: cancel
              ? 'SET #lines = :lines, sale_cents = sale_cents - :base, commission_cents = commission_cents - :commission, cancelled_at = :at, version = :next'
              : 'SET #lines = :lines, sale_cents = sale_cents - :base, commission_cents = commission_cents - :commission, refund_ids = list_append(refund_ids, :refund), version = :next',
            ConditionExpression: 'version = :version',
            ExpressionAttributeNames: { '#lines': 'lines' },
            ExpressionAttributeValues: {
              ':lines': lines,
              ':base': sale.status === 'unattributed' ? 0 : baseCents,
              ':commission': sale.status === 'unattributed' ? 0 : reversedCommission,
              ':version': sale.version,
              ':next': sale.version + 1,
              ...(cancel ? { ':at': request.at } : { ':refund': [request.reversalId] }),
            },
          },
        },
        ...reversals.map((entry) => ({
          Put: {
            TableName: tableName(),
            Item: entryItem(entry),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        })),
        ...counters,
      ]);
      log.info('reversal recorded', {
        orderId: request.orderId,
        reversalId: request.reversalId,
        entries: reversals.length,
        commissionCents: -reversedCommission,
      });
      return 'reversed';
    } catch (error) {
      // Another refund of this order (or a release) moved the sale meanwhile: read it again.
      if (!isConditionFailure(error) || round >= MAX_ROUNDS) throw error;
    }
  }
};
