import { randomBytes } from 'node:crypto';
import * as z from 'zod/mini';
import * as contracts from '../../../contracts/payouts';
import { platformSettings } from '../../platform';
import { createFeatureHandler, defineRoute } from '../../shared/http/api-handler';
import { AppError } from '../../shared/http/errors';
import { cursorSchema, encodeCursor } from '../../shared/http/page-cursor';
import { earningsSummaryOf } from '../earnings-summary';
import { getEntries } from '../entities/commission-entry';
import { listCreatorDays } from '../entities/creator-stats';
import { getPayout, listPayoutsOfCreator } from '../entities/payout';
import { getPayoutAccount } from '../entities/payout-account';
import { balanceBreakdownText } from '../payouts/balance-breakdown';
import {
  isPayoutAccountActive,
  type OpenRefusal,
  openPayout,
  requestedPayoutId,
} from '../payouts/open-payout';
import { payoutAccountView, toPayoutView } from '../payouts/payout-view';
import { payableReachesMinimum, readCreatorMoney, type UnpaidLine } from '../sales/creator-money';
import type { CreatorTotals } from '../sales/creator-totals';
import { lineStatusOf } from '../sales/line-status';
import { releaseRipeEntries } from '../sales/release-matured-commissions';
import { frozenMoneyOf, readFreeze } from '../suspension/frozen-money';
import { creatorSuspensionRoutes } from './creator-suspension-routes';

const PAGE = 20;

/** A page of payouts continues after a payout of the caller's own: the cursor carries its sort key only. */
const payoutsQuery = z.object({
  cursor: cursorSchema(z.strictObject({ sk: z.string().check(z.regex(/^PAYOUT#PO-[A-Z0-9-]{8,60}$/)) })),
});

/** What the balance is made of, in words (when nothing or too little is payable). */
const balanceNoteOf = (totals: CreatorTotals, unpaid: readonly UnpaidLine[], now: Date): string =>
  balanceBreakdownText(totals, unpaid, now);

const refusalError = (refusal: OpenRefusal, balanceNote?: string): AppError => {
  if (refusal === 'no_active_account')
    return new AppError('payout_account_required', contracts.PAYOUT_ACCOUNT_REQUIRED_MESSAGE);
  if (refusal === 'below_minimum')
    return new AppError(
      'below_payout_minimum',
      `${contracts.BELOW_PAYOUT_MINIMUM_MESSAGE}.${balanceNote ? ` ${balanceNote}` : ''}`,
    );
  if (refusal === 'suspended') return new AppError('conflict', contracts.PAYOUT_SUSPENDED_MESSAGE);
  return new AppError('conflict', contracts.PAYOUT_IN_FLIGHT_MESSAGE);
};

/**
 * Earnings & Payouts (spec 2.5): the screen in one call, Request Payout, and one payout's receipt.
 * Always the caller's own (creator id = user id from the token; payouts live under it).
 */
export const handler = createFeatureHandler({
  'GET /api/creator/payouts': defineRoute(
    contracts.getCreatorPayouts,
    async ({ caller, query }) => {
      const creatorId = caller.userId;
      const now = new Date();
      const today = now.toISOString().slice(0, 10);
      // One read of the stats item and of the pending lines serves the figures and whether Request
      // Payout is offered (the request itself re-checks, consistently).
      const [{ stats, totals, unpaid }, monthDays, account, page, freeze] = await Promise.all([
        readCreatorMoney(creatorId, now),
        listCreatorDays(creatorId, `${today.slice(0, 7)}-01`, today),
        getPayoutAccount(creatorId),
        listPayoutsOfCreator(creatorId, {
          limit: PAGE,
          ...(query.cursor ? { afterSk: query.cursor.sk } : {}),
        }),
        readFreeze(creatorId),
      ]);
      const summary = earningsSummaryOf(totals, monthDays);
      const blocked: (typeof contracts.payoutRequestBlocks)[number] | null = !isPayoutAccountActive(account)
        ? 'no_active_account'
        : freeze.platform
          ? 'suspended'
          : stats.payout_in_flight
            ? 'in_flight'
            : !payableReachesMinimum(totals)
              ? 'below_minimum'
              : null;
      return {
        body: {
          summary,
          balance_note: blocked === 'below_minimum' ? balanceNoteOf(totals, unpaid, now) : null,
          frozen: await frozenMoneyOf(creatorId, freeze, { totals, unpaid }),
          account: payoutAccountView(account),
          request_blocked_by: blocked,
          payouts: page.payouts.map(toPayoutView),
          next_cursor: page.nextSk ? encodeCursor({ sk: page.nextSk }) : null,
        },
      };
    },
    { query: payoutsQuery },
  ),

  'POST /api/creator/payouts': defineRoute(contracts.requestPayout, async ({ caller }) => {
    const at = new Date();
    const now = at.toISOString();
    // Lines whose state is payable already (hold over, invoice paid) but not yet moved by the hourly
    // release are moved first: Request Payout takes what the screen called payable.
    await releaseRipeEntries((await readCreatorMoney(caller.userId, at)).unpaid, at);
    const outcome = await openPayout({
      creatorId: caller.userId,
      payoutId: requestedPayoutId(now, randomBytes(3).toString('hex')),
      trigger: 'requested',
      createdAt: now,
    });
    // Below the minimum: the spec's text, then what the balance is made of and when it is paid.
    if ('refused' in outcome) {
      const after =
        outcome.refused === 'below_minimum' ? await readCreatorMoney(caller.userId, at) : undefined;
      throw refusalError(outcome.refused, after && balanceNoteOf(after.totals, after.unpaid, at));
    }
    return { status: 202, body: { payout: toPayoutView(outcome.opened) } };
  }),

  'GET /api/creator/payouts/{payoutId}': defineRoute(
    contracts.getCreatorPayout,
    async ({ caller, params }) => {
      const payout = await getPayout(caller.userId, params.payoutId);
      if (!payout) throw new AppError('not_found', 'Payout not found');
      const entries = await getEntries(caller.userId, payout.entry_sks);
      const now = new Date();
      return {
        body: {
          payout: toPayoutView(payout),
          lines: entries
            .sort((a, b) => a.entry_sk.localeCompare(b.entry_sk))
            .map((entry) => ({
              entry_id: entry.entry_sk.replace(/^COMM#/, ''),
              kind: entry.kind,
              brand_name: entry.brand_name,
              product_name: entry.product_name,
              order_name: entry.order_name,
              commission_cents: entry.commission_cents,
              created_at: entry.created_at,
              line_status: lineStatusOf(entry, {
                now,
                schedule: platformSettings.payoutSchedule,
                payout: { created_at: payout.created_at, paid_at: payout.paid_at },
              }),
            })),
        },
      };
    },
  ),
  // Issue 36 part 4: the suspended creator's banner and appeal thread.
  ...creatorSuspensionRoutes,
});
