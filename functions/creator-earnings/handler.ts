import * as z from 'zod/mini';
import { getCreatorEarnings } from '../../contracts/sales';
import { toEntryView } from '../sales/sale-view';
import { listEntriesOfCreator } from '../shared/data/entities/commission-entry';
import { getCreatorStats } from '../shared/data/entities/creator-stats';
import { keys } from '../shared/data/keys';
import { createFeatureHandler, defineRoute } from '../shared/http/api-handler';
import { cursorSchema, encodeCursor } from '../shared/http/page-cursor';

/** A page of the ledger continues after an entry of the caller's own: the cursor carries the sort key only. */
const earningsQuery = z.extend(getCreatorEarnings.query, {
  cursor: cursorSchema(z.strictObject({ sk: z.string().check(z.regex(/^COMM#[\w:.#-]{1,200}$/)) })),
});

/** Earnings: the creator's commission ledger (every entry's receipt) and its totals by status. */
export const handler = createFeatureHandler({
  'GET /api/creator/earnings': defineRoute(
    getCreatorEarnings,
    async ({ caller, query }) => {
      const [stats, page] = await Promise.all([
        getCreatorStats(caller.userId),
        listEntriesOfCreator(caller.userId, {
          limit: query.limit,
          ...(query.cursor ? { after: { pk: keys.creator(caller.userId).pk, sk: query.cursor.sk } } : {}),
        }),
      ]);
      return {
        body: {
          totals: {
            earned_cents: stats.earnings_cents,
            pending_cents: stats.commission_pending_cents,
            available_cents: stats.commission_available_cents,
            held_cents: stats.commission_held_cents,
            paid_cents: stats.commission_paid_cents,
            conversions: stats.conversions,
            total_sales_cents: stats.total_sales_cents,
          },
          entries: page.entries.map(toEntryView),
          next_cursor: page.next ? encodeCursor({ sk: String(page.next.sk) }) : null,
        },
      };
    },
    { query: earningsQuery },
  ),
});
