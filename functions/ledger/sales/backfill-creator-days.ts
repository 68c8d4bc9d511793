/**
 * The one-off migration of issue 21's brand-creator days (entities/sales-totals.ts brandCreatorDay):
 * sales recorded before those counters existed are counted in them once, whole, as they stand. Safe to
 * run beside live traffic and again after a failure:
 * - a sale recorded since carries `creator_days` (every change of it moves the days in its own
 *   transaction) and is skipped;
 * - an older sale is counted by one transaction that sets `creator_days` on the version read (not while a
 *   change of it is written in parts) with the ADD of its attributed sales net of reversals and its
 *   conversion: a refund landing meanwhile refuses it and the sale is read again; until counted, its
 *   changes leave the days alone (ledger-counters.ts `creatorDays`), so nothing counts twice.
 */
import { committed, writeTransaction } from '../../shared/data/entity';
import { prefixes } from '../../shared/data/keys';
import { getSaleItem, type SaleItem, saleEntity, toSale, toSaleItem } from '../entities/sale';
import { brandCreatorDayEntity, salesService } from '../entities/sales-totals';
import { conversionNoteOf } from './sale-view';

/** Attempts per sale when a concurrent change keeps refusing the count (each reads the sale again). */
const ATTEMPTS = 5;

/** What an older sale adds to its creator's day with the brand: nothing unless it is counted. */
const countOf = (sale: SaleItem) => {
  const method = sale.attribution?.method;
  const counted = sale.status === 'attributed' && (method === 'link' || method === 'code');
  return {
    sales_cents: counted ? sale.sale_cents : 0,
    conversions: counted && conversionNoteOf(toSale(sale)) === null ? 1 : 0,
  };
};

/** Counts one older sale (read again after a refused attempt); true once it is counted. */
const countSale = async (start: SaleItem): Promise<boolean> => {
  let sale: SaleItem | undefined = start;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    if (!sale || sale.creator_days || !sale.creator_id) return true;
    // A change written in parts (an order of hundreds of lines, its reversal) is finished first.
    if (sale.recording || sale.reversing) return false;
    const read: SaleItem = sale;
    const creatorId = sale.creator_id;
    const { sales_cents, conversions } = countOf(read);
    const operations: Record<string, object> = {
      sale: committed(
        saleEntity
          .patch({ brand_id: read.brand_id, sale_sk: read.sale_sk })
          .set({ creator_days: true })
          .where(
            (attr, op) =>
              `${op.eq(attr.version, read.version)} AND ${op.notExists(attr.creator_days)} AND ${op.notExists(attr.recording)} AND ${op.notExists(attr.reversing)}`,
          ),
      ),
    };
    if (sales_cents !== 0 || conversions !== 0) {
      operations.day = committed(
        brandCreatorDayEntity
          .update({ brand_id: read.brand_id, creator_id: creatorId, day: read.created_at.slice(0, 10) })
          .add({ sales_cents, conversions }),
      );
    }
    const outcome = await writeTransaction(salesService, () => operations);
    if (outcome.ok) return true;
    sale = await getSaleItem(read.brand_id, read.sale_sk);
  }
  return false;
};

/**
 * Counts a brand's older sales in their creators' days: its sales a page at a time (one Query each),
 * one transaction per sale not counted yet. Returns how many it counted and how many it left (a change
 * of them still being written, or refused every time): run it again for those.
 */
export const backfillCreatorDays = async (brandId: string) => {
  let cursor: string | null = null;
  let counted = 0;
  let left = 0;
  do {
    const page: { data: object[]; cursor: string | null } = await saleEntity.query
      .primary({ brand_id: brandId })
      .begins({ sale_sk: prefixes.sale })
      .go({ cursor, limit: 100 });
    for (const sale of page.data.map(toSaleItem)) {
      if (sale.creator_days || !sale.creator_id) continue;
      if (await countSale(sale)) counted += 1;
      else left += 1;
    }
    cursor = page.cursor;
  } while (cursor);
  return { counted, left };
};
