import { type AuditEntryItem, auditEntity } from './audit-entry';

/** Entries per Query page (DynamoDB's 1 MB bounds it too): the export holds one page at a time. */
const PAGE_ITEMS = 500;

/**
 * A brand's audit entries made between two UTC days (both included), oldest first, one Query page at a
 * time: the CSV export (functions/ledger/http/ledger-exports.ts). Never a Scan.
 */
export async function* auditEntriesInRange(
  brandId: string,
  range: { from: string; to: string },
): AsyncGenerator<AuditEntryItem[]> {
  let cursor: string | null = null;
  do {
    const page: { data: AuditEntryItem[]; cursor: string | null } = await auditEntity.query
      .primary({ brand_id: brandId })
      // '~' sorts after every digit: the last instant of `to` and every id after it.
      .between({ at: `${range.from}T` }, { at: `${range.to}T~` })
      .go({ cursor, pages: 1, limit: PAGE_ITEMS });
    if (page.data.length > 0) yield page.data;
    cursor = page.cursor;
  } while (cursor);
}
