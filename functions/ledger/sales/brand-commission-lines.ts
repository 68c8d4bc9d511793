/**
 * A brand's commission lines (GET /api/v1/commissions, issue 22): a page of its sales (one Query, newest
 * first), then every ledger entry those sales wrote — each line's entry and its reversals — by their exact
 * keys (BatchGetItem; the entries live under the creators), then the invoices and payouts their statuses
 * need (line-status-reads.ts: at most two more batches). The statuses are the ledger's own, computed by
 * the same function as the creator's Earnings screen, so both sides read the same state.
 */
import type * as z from 'zod/mini';
import type { v1CommissionLine } from '../../../contracts/public-api';
import { batchGetEntities } from '../../shared/data/batch-get';
import { type CommissionEntry, commissionEntity, toEntry } from '../entities/commission-entry';
import { listSalesPageOfBrand, type Sale } from '../entities/sale';
import { lineStatusWith, readLineFacts } from './line-status-reads';
import { saleIdOf } from './sale-view';

type CommissionLine = z.input<typeof v1CommissionLine>;

/**
 * The keys of every entry a sale can have written: each earning line's entry and, per refund and for a
 * cancellation, that line's reversal (`{entry}#REV#{refund id | CANCEL}`, record-reversal.ts). A refund
 * that did not touch a line wrote nothing for it: that key is simply absent from the answer.
 */
export const entryKeysOf = (sale: Sale) => {
  const creatorId = sale.creator_id;
  if (!creatorId) return [];
  const reversals = [...sale.refund_ids, ...(sale.cancelled_at ? ['CANCEL'] : [])];
  return sale.lines.flatMap((line) =>
    line.entry_sk
      ? [line.entry_sk, ...reversals.map((id) => `${line.entry_sk}#REV#${id}`)].map((entrySk) => ({
          creator_id: creatorId,
          entry_sk: entrySk,
        }))
      : [],
  );
};

/** One page of the brand's commission lines, in its sales' order (each sale's lines, then reversals). */
export const brandCommissionPage = async (brandId: string, limit: number, afterSk?: string) => {
  const page = await listSalesPageOfBrand(brandId, limit, afterSk);
  const keys = page.sales.flatMap(entryKeysOf);
  const entries = keys.length ? (await batchGetEntities<object>(commissionEntity, keys)).map(toEntry) : [];
  const bySk = new Map(entries.map((entry) => [`${entry.creator_id}#${entry.entry_sk}`, entry]));
  const statusOf = lineStatusWith(await readLineFacts(entries));
  const lineOf = (sale: Sale, entry: CommissionEntry): CommissionLine => {
    const status = statusOf(entry);
    return {
      entry_id: entry.entry_sk,
      kind: entry.kind === 'reversal' ? 'reversal' : 'sale',
      sale_id: saleIdOf(sale),
      order_id: sale.order_id,
      order_name: sale.order_name,
      line_id: entry.line_id,
      product_id: entry.product_id,
      product_name: entry.product_name,
      creator_id: entry.creator_id,
      creator_username: sale.creator_username,
      quantity: entry.quantity,
      base_cents: entry.base_cents,
      rate_percentage: entry.rate_percentage,
      amount_cents: entry.commission_cents,
      currency: sale.currency,
      status: status.state,
      status_label: status.label,
      bill_period: entry.bill_period ?? null,
      created_at: entry.created_at,
    };
  };
  return {
    // In the order of the keys: per sale, each line's entry followed by its reversals.
    commissions: page.sales.flatMap((sale) =>
      entryKeysOf(sale).flatMap((key) => {
        const entry = bySk.get(`${key.creator_id}#${key.entry_sk}`);
        return entry ? [lineOf(sale, entry)] : [];
      }),
    ),
    nextSk: page.nextSk,
  };
};
