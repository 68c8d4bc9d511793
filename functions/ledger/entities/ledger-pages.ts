/**
 * The ledger read page by page over a date range, for the exports (docs/architecture.md section 5,
 * "Exports"): each is a Query over one partition's key range, oldest first, one page (at most PAGE_ITEMS,
 * and at most DynamoDB's 1 MB) at a time, so a caller holds one page in memory whatever the range holds. Never a Scan.
 */
import { prefixes } from '../../shared/data/keys';
import { commissionEntity, toEntry } from './commission-entry';
import { invoiceEntity, toInvoice } from './invoice';
import { payoutEntity, toPayout } from './payout';
import { saleEntity, toSale, toSaleItem } from './sale';

/**
 * Items per Query page. Memory is bounded by DynamoDB's 1 MB page either way; the Limit keeps every page
 * as cheap as the first on DynamoDB Local, which, without one, reads the rest of the key range for each
 * page (100,000 entries: minutes, against seconds with it). Deployed it only means more, smaller pages.
 */
const PAGE_ITEMS = 500;

/** UTC days, both ends inclusive (YYYY-MM-DD). */
export interface DayRange {
  from: string;
  to: string;
}

/** The first instant of `from` and a bound above every ISO time of `to` ('~' sorts after the digits). */
const isoBounds = (range: DayRange) => ({ low: `${range.from}T`, high: `${range.to}T~` });

type PageOf<T> = { data: T[]; cursor: string | null };

/** Follows ElectroDB's cursor page after page; yields each page's items. */
async function* pagesOf<T, R>(
  read: (cursor: string | null) => Promise<PageOf<T>>,
  map: (item: T) => R,
): AsyncGenerator<R[]> {
  let cursor: string | null = null;
  do {
    const page: PageOf<T> = await read(cursor);
    if (page.data.length > 0) yield page.data.map(map);
    cursor = page.cursor;
  } while (cursor);
}

/** A brand's sales made in the range (BRAND#{id} / SALE#{created_at}#{order}), oldest first. */
export const salesInRange = (brandId: string, range: DayRange) => {
  const { low, high } = isoBounds(range);
  return pagesOf(
    (cursor) =>
      saleEntity.query
        .primary({ brand_id: brandId })
        .between({ sale_sk: `${prefixes.sale}${low}` }, { sale_sk: `${prefixes.sale}${high}` })
        .go({ cursor, pages: 1, limit: PAGE_ITEMS }),
    (item) => toSale(toSaleItem(item)),
  );
};

/** A creator's ledger entries written in the range (CREATOR#{id} / COMM#{created_at}#…), oldest first. */
export const entriesInRange = (creatorId: string, range: DayRange) => {
  const { low, high } = isoBounds(range);
  return pagesOf(
    (cursor) =>
      commissionEntity.query
        .primary({ creator_id: creatorId })
        .between(
          { entry_sk: `${prefixes.commissionEntry}${low}` },
          { entry_sk: `${prefixes.commissionEntry}${high}` },
        )
        .go({ cursor, pages: 1, limit: PAGE_ITEMS }),
    toEntry,
  );
};

/** A brand's invoices for the billing periods (months) the range touches, oldest first. */
export const invoicesInRange = (brandId: string, range: DayRange) =>
  pagesOf(
    (cursor) =>
      invoiceEntity.query
        .primary({ brand_id: brandId })
        .between({ period: range.from.slice(0, 7) }, { period: range.to.slice(0, 7) })
        .go({ cursor, pages: 1, limit: PAGE_ITEMS }),
    toInvoice,
  );

/** A creator's payouts opened in the range: their ids begin with the time (`PO-{yyyymmddhhmmss}-…`). */
export const payoutsInRange = (creatorId: string, range: DayRange) =>
  pagesOf(
    (cursor) =>
      payoutEntity.query
        .primary({ creator_id: creatorId })
        .between(
          { payout_id: `PO-${range.from.replaceAll('-', '')}` },
          { payout_id: `PO-${range.to.replaceAll('-', '')}~` },
        )
        .go({ cursor, pages: 1, limit: PAGE_ITEMS }),
    toPayout,
  );
