import * as z from 'zod/mini';
import { getCreatorYearlyTotals } from '../../../contracts/exports';
import { getCreatorEarnings } from '../../../contracts/sales';
import { listCreatorTerms, listPromotions } from '../../../contracts/terms';
import { keys } from '../../shared/data/keys';
import { defineRoute } from '../../shared/http/api-handler';
import { createCreatorFeatureHandler } from '../../shared/http/creator-feature-handler';
import { cursorSchema, encodeCursor } from '../../shared/http/page-cursor';
import { listEntriesOfCreator } from '../entities/commission-entry';
import { yearlyTotalsOf } from '../exports/yearly-totals';
import { readCreatorMoney } from '../sales/creator-money';
import { earningsMoneyOf } from '../sales/creator-totals';
import { lineStatusWith, readLineFacts } from '../sales/line-status-reads';
import { toEntryView } from '../sales/sale-view';
import { listCreatorTermViews } from '../terms/creator-terms';
import { listPromotionViews } from '../terms/offers';

/** A page of the ledger continues after an entry of the caller's own: the cursor carries the sort key only. */
const earningsQuery = z.extend(getCreatorEarnings.query, {
  cursor: cursorSchema(z.strictObject({ sk: z.string().check(z.regex(/^COMM#[\w:.#-]{1,200}$/)) })),
});

/** Earnings: the creator's ledger (every entry's receipt and where it is on its way to being paid) and its totals. */
// Issue 35: creator managers read these for the creator they act for (x-creator-id, checked per request).
export const handler = createCreatorFeatureHandler({
  'GET /api/creator/earnings': defineRoute(
    getCreatorEarnings,
    async ({ caller, query }) => {
      const now = new Date();
      // The totals split by the pending lines' states (creator-money.ts): what the lines below say.
      const [{ stats, totals }, page] = await Promise.all([
        readCreatorMoney(caller.userId, now),
        listEntriesOfCreator(caller.userId, {
          limit: query.limit,
          ...(query.cursor ? { after: { pk: keys.creator(caller.userId).pk, sk: query.cursor.sk } } : {}),
        }),
      ]);
      // Each line's state, reason and expected pay date: the invoices and payouts the page refers to, in
      // one batched read.
      const statusOf = lineStatusWith(await readLineFacts(page.entries), now);
      return {
        body: {
          totals: {
            ...earningsMoneyOf(totals),
            conversions: stats.conversions,
            total_sales_cents: stats.total_sales_cents,
          },
          entries: page.entries.map((entry) => toEntryView(entry, statusOf(entry))),
          next_cursor: page.next ? encodeCursor({ sk: String(page.next.sk) }) : null,
        },
      };
    },
    { query: earningsQuery },
  ),
  // The year for an accountant: per brand and per payout, from the ledger (the same reads as its CSV).
  'GET /api/creator/yearly-totals': defineRoute(getCreatorYearlyTotals, async ({ caller, query }) => ({
    body: await yearlyTotalsOf(caller.userId, query.year),
  })),
  // Issue 21, terms: the creator's terms with every brand, with each announced cut's date.
  // Issue 21: Explore → Promotions for creators, the offers running or coming (one bounded Query).
  'GET /api/creator/promotions': defineRoute(listPromotions, async () => ({
    body: { offers: await listPromotionViews() },
  })),
  'GET /api/creator/terms': defineRoute(listCreatorTerms, async ({ caller }) => ({
    body: { terms: await listCreatorTermViews(caller.userId) },
  })),
});
