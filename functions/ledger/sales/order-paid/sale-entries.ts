/**
 * A recorded sale's ledger entries and the transaction operations that write them, planned from the sale
 * alone (its lines, status and attribution): the first transaction and a resumed one (complete-recording.ts)
 * write exactly what was planned, part by part (ledger-chunks.ts).
 */
import { committed } from '../../../shared/data/entity';
import { formatUsdNumber } from '../../../shared/money-text';
import type { TransactItem } from '../../../shared/outbox/outbox-event';
import { type CommissionEntry, type CommissionStatus, createEntry } from '../../entities/commission-entry';
import type { Sale } from '../../entities/sale';
import { heldForOf } from '../../fraud/hold-reason';
import { ledgerCounterOperations } from '../ledger-counters';
import { saleAttributedItem } from '../sale-announcements';

/** The sale's ledger entries, from the sale alone: a resumed recording writes exactly what was planned. */
export const entriesOfSale = (sale: Sale, billPeriod: string): CommissionEntry[] => {
  if (sale.status === 'unattributed' || sale.status === 'needs_review' || !sale.creator_id) return [];
  const creatorId = sale.creator_id;
  const attribution = sale.attribution;
  const entryStatus: CommissionStatus = sale.status === 'held' ? 'held' : 'pending';
  const heldFor = sale.status === 'held' ? heldForOf((sale.signals ?? []).map((hit) => hit.name)) : null;
  return sale.lines.flatMap((line) => {
    if (!line.entry_sk || line.rate_percentage === null || !attribution) return [];
    return [
      {
        entry_sk: line.entry_sk,
        creator_id: creatorId,
        brand_id: sale.brand_id,
        brand_name: sale.brand_name,
        order_id: sale.order_id,
        order_name: sale.order_name,
        sale_sk: sale.sale_sk,
        line_id: line.line_id,
        product_id: line.product_id,
        product_name: line.product_name,
        link_code: attribution.method === 'link' ? attribution.via : null,
        kind: 'sale' as const,
        reverses: null,
        refund_id: null,
        quantity: line.quantity,
        price_cents: line.price_cents,
        discount_cents: line.discount_cents,
        base_cents: line.base_cents,
        rate_percentage: line.rate_percentage,
        ...(line.creator_rate_rule ? { rate_rule: line.creator_rate_rule } : {}),
        commission_cents: line.commission_cents,
        status: entryStatus,
        hold_until: sale.hold_until,
        bill_period: billPeriod,
        attribution_method: attribution.method,
        attribution_via: attribution.via,
        explanation: `(${line.quantity} × ${formatUsdNumber(line.price_cents)} − ${formatUsdNumber(line.discount_cents)} discount) × ${line.rate_percentage}%${line.creator_rate_rule ? ` (${line.creator_rate_rule})` : ''} = ${formatUsdNumber(line.commission_cents)}, rounded half-up to the cent. ${attribution.explanation}`,
        created_at: sale.created_at,
        ...(heldFor && sale.status_reason ? { held_for: heldFor, hold_reason: sale.status_reason } : {}),
      },
    ];
  });
};

/**
 * Part `index` of the sale's entries as named transaction operations: the entries (conditional Puts),
 * the totals they move, and, in the last part, the conversion and the SaleAttributed announcement.
 */
export const saleChunkOperations = (
  sale: Sale,
  entries: CommissionEntry[],
  billPeriod: string,
  last: boolean,
  now: Date,
): Record<string, TransactItem> => {
  if (sale.status === 'unattributed' || sale.status === 'needs_review' || !sale.creator_id) return {};
  const creatorId = sale.creator_id;
  const salesCents = entries.reduce((sum, entry) => sum + entry.base_cents, 0);
  const commissionCents = entries.reduce((sum, entry) => sum + entry.commission_cents, 0);
  const entryStatus: CommissionStatus = sale.status === 'held' ? 'held' : 'pending';
  const counters = ledgerCounterOperations(
    {
      brandId: sale.brand_id,
      creatorId,
      day: sale.created_at.slice(0, 10),
      linkCode: sale.attribution?.method === 'link' ? sale.attribution.via : null,
      viaDiscountCode: sale.attribution?.method === 'code',
      billPeriod,
      creatorDays: sale.creator_days === true,
    },
    {
      conversions: last ? 1 : 0,
      salesCents,
      commissionCents,
      byStatus: { [entryStatus]: commissionCents },
      counted: sale.status === 'attributed',
    },
  );
  return {
    ...Object.fromEntries(entries.map((entry, i) => [`entry${i}`, committed(createEntry(entry))])),
    ...counters,
    ...(last && sale.status === 'attributed'
      ? { saleAttributed: saleAttributedItem(sale, creatorId, now) }
      : {}),
  };
};
