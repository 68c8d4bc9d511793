import * as contracts from '../../../contracts/ops';
import { getProfiles, operatorActor } from '../../identity';
import { platformBalance } from '../../integrations';
import {
  decideSaleForReview,
  listPayoutsNeedingOperator,
  listSalesForReview,
  type Payout,
  retryPayout,
  toSaleView,
} from '../../ledger';
import { opsAuditEntry } from '../../shared/audit/ops-audit-entry';
import { createFeatureHandler, defineRoute } from '../../shared/http/api-handler';
import { listIntegrations } from '../list-integrations';
import { listOperations, toDeadLetterView } from '../list-operations';
import { readOpsMoney } from '../money';
import { replayAllDeadLetters, replayDeadLetter } from '../replay-dead-letter';
import { searchPeople } from '../search-people';
import { startViewAs } from '../start-view-as';
import { suspensionRoutes } from './suspension-routes';

/** A payout as the console lists it, with its creator's name and e-mail (one BatchGetItem of profiles). */
const withCreators = async (payouts: Payout[]): Promise<contracts.OpsPayoutView[]> => {
  const profiles = await getProfiles([...new Set(payouts.map((payout) => payout.creator_id))]);
  return payouts.map((payout) => {
    const profile = profiles.get(payout.creator_id);
    const name = [profile?.first_name, profile?.last_name].filter(Boolean).join(' ');
    return {
      payout_id: payout.payout_id,
      creator_id: payout.creator_id,
      creator_name: name || profile?.email || payout.creator_id,
      creator_email: profile?.email || null,
      status: payout.status,
      amount_cents: payout.amount_cents,
      opened_at: payout.opened_at,
      failure_code: payout.failure_code,
      failure_message: payout.failure_message ?? payout.last_error,
    };
  });
};

/** A held sale as the review queue lists it (its brand, when it was held, the sale as its brand sees it). */
const reviewItemOf = (sale: Parameters<typeof toSaleView>[0]): contracts.ReviewItemView => ({
  brand_id: sale.brand_id,
  brand_name: sale.brand_name,
  held_at: sale.held_at ?? sale.recorded_at,
  sale: toSaleView(sale) as contracts.ReviewItemView['sale'],
});

/**
 * The operator console (issue 36): every route `auth: 'operator'` (the API handler refuses anyone outside
 * the operator group); every action resolves the operator for its audit entry, written in the action's
 * own transaction.
 */
export const handler = createFeatureHandler({
  'GET /api/ops/dead-letters': defineRoute(contracts.getOperations, async () => ({
    body: await listOperations(),
  })),

  'POST /api/ops/dead-letters/{deadLetterId}/replay': defineRoute(
    contracts.replayDeadLetter,
    async ({ caller, params, event }) => {
      const letter = await replayDeadLetter(params.deadLetterId, await operatorActor(caller, event));
      return { status: 202, body: { dead_letter: toDeadLetterView(letter) } };
    },
  ),

  'POST /api/ops/dead-letters/replay-all': defineRoute(
    contracts.replayAllDeadLetters,
    async ({ caller, body, event }) => ({
      status: 202,
      body: await replayAllDeadLetters(await operatorActor(caller, event), body.rule),
    }),
  ),

  'GET /api/ops/payouts': defineRoute(contracts.listOpsPayouts, async ({ query }) => ({
    body: { state: query.state, payouts: await withCreators(await listPayoutsNeedingOperator(query.state)) },
  })),

  'POST /api/ops/payouts/{payoutId}/retry': defineRoute(
    contracts.retryOpsPayout,
    async ({ caller, params, body, event }) => {
      const actor = await operatorActor(caller, event);
      const retried = await retryPayout({
        creatorId: body.creator_id,
        payoutId: params.payoutId,
        audit: (retry) =>
          opsAuditEntry(actor, {
            kind: 'payout.retried',
            subject: { type: 'payout', id: params.payoutId, label: body.creator_id },
            before: { payout: params.payoutId, state: retry.kind },
            after: { payout: retry.payoutId },
          }).commit(),
      });
      return { status: 202, body: { payout_id: retried.payoutId, retry_of: retried.retryOf } };
    },
  ),
  // Issue 36 part 4: suspending a creator platform-wide, and the appeals.
  ...suspensionRoutes,

  'GET /api/ops/review': defineRoute(contracts.listReviewQueue, async ({ query }) => {
    const page = await listSalesForReview(query.limit, query.cursor || null);
    return { body: { items: page.sales.map(reviewItemOf), next_cursor: page.cursor } };
  }),

  'POST /api/ops/review/{brandId}/{saleId}/release': defineRoute(
    contracts.releaseReviewItem,
    async ({ caller, params, body, event }) => {
      const sale = await decideSaleForReview({
        ...params,
        decision: 'release',
        reason: body?.reason,
        actor: await operatorActor(caller, event),
      });
      return { body: { item: reviewItemOf(sale) } };
    },
  ),

  'POST /api/ops/review/{brandId}/{saleId}/void': defineRoute(
    contracts.voidReviewItem,
    async ({ caller, params, body, event }) => {
      const sale = await decideSaleForReview({
        ...params,
        decision: 'void',
        reason: body.reason,
        actor: await operatorActor(caller, event),
      });
      return { body: { item: reviewItemOf(sale) } };
    },
  ),

  'GET /api/ops/money': defineRoute(contracts.getOpsMoney, async ({ query }) => ({
    body: await readOpsMoney(query.until),
  })),

  'GET /api/ops/stripe-balance': defineRoute(contracts.getOpsStripeBalance, async () => ({
    body: await platformBalance(),
  })),

  'GET /api/ops/people': defineRoute(contracts.searchPeople, async ({ query }) => ({
    body: { people: await searchPeople(query.q) },
  })),

  'POST /api/ops/view-as': defineRoute(contracts.startViewAs, async ({ caller, body, event }) => ({
    status: 201,
    body: { view_as: await startViewAs(await operatorActor(caller, event), body.type, body.id) },
  })),

  'GET /api/ops/integrations': defineRoute(contracts.getOpsIntegrations, async () => ({
    body: await listIntegrations(),
  })),
});
