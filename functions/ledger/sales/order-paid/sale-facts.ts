/**
 * Everything about an attributed order that does not depend on its number in the creator's month: its
 * status and why, its times, the bill period it falls in, and the brand's tiers, milestones and offers at
 * its time. A sale whose month ordinal another sale took is planned again from the same facts
 * (write-sale.ts).
 */

import type { SignalHit } from '../../../../contracts/fraud';
import type { SaleStatus } from '../../../../contracts/sales';
import type { ShopifyOrderPaidV1 } from '../../../../events/schemas/shopify-order-paid';
import { platformSettings } from '../../../platform';
import { DAY_MS } from '../../../shared/time/days';
import { openBillPeriod } from '../../billing/open-bill-period';
import { saleSortKey } from '../../entities/sale';
import { holdReasonOf } from '../../fraud/hold-reason';
import { runSignals } from '../../fraud/run-signals';
import { getFraudSettings } from '../../fraud/settings';
import { readSignalFacts } from '../../fraud/signal-facts';
import { offerCandidates } from '../../terms/offers';
import {
  type Milestone,
  type MilestoneChange,
  milestonesAt,
  type TierChange,
  tiersAt,
} from '../../terms/tiers';
import type { Attribution, LinkCandidate } from '../attribution';
import { orderReviewReason, PROGRAM_CURRENCY } from '../order-review';
import type { OrderContext } from './order-context';
import { BLOCKED_REASON, CLOSED_REASON } from './sale-line';

export interface OrderToRecord {
  order: ShopifyOrderPaidV1['order'];
  /** The store's normalized domain. */
  shop: string;
  brandId: string;
  attribution: Extract<Attribution, { attributed: true }>;
  link: LinkCandidate | undefined;
  now: Date;
}

export type SaleFacts = Awaited<ReturnType<typeof saleFactsOf>>;

/**
 * The sale's status: up for review, blocked (never reaching back before the block), held by fraud
 * signals (issue 36: the brand's enabled signals, fraud/run-signals.ts), or counted.
 */
const saleStatusOf = async (input: OrderToRecord, context: OrderContext, createdAt: string) => {
  const { order } = input;
  const reviewReason = orderReviewReason(order, PROGRAM_CURRENCY);
  // Blacklisting is the one cut without notice, and never reaches back: orders placed before it earn.
  // Issue 35: so is closing the account: the creator's old links still send shoppers to the store, and
  // what they buy from the closing on earns nobody.
  const closed = !!context.profile?.closed_at && context.profile.closed_at <= createdAt;
  const blockedReason =
    context.blockedSince !== null && context.blockedSince <= createdAt
      ? BLOCKED_REASON
      : closed
        ? CLOSED_REASON
        : null;
  const blocked = blockedReason !== null;
  // Only a sale that would count is looked at: one up for review or blocked earns nothing anyway.
  const hits = reviewReason || blocked ? [] : await signalsOnOrder(input, context, createdAt);
  const status: SaleStatus = reviewReason
    ? 'needs_review'
    : blocked
      ? 'unattributed'
      : hits.length > 0
        ? 'held'
        : 'attributed';
  const statusReason = reviewReason ?? blockedReason ?? holdReasonOf(hits);
  return { reviewReason, blocked, blockedReason, status, statusReason, signals: hits };
};

const signalsOnOrder = async (
  input: OrderToRecord,
  context: OrderContext,
  createdAt: string,
): Promise<SignalHit[]> => {
  const { settings } = await getFraudSettings(input.brandId);
  const facts = await readSignalFacts({
    brandId: input.brandId,
    order: input.order,
    createdAt,
    attribution: input.attribution,
    context,
    settings,
  });
  return runSignals(facts, settings);
};

export const saleFactsOf = async (input: OrderToRecord, context: OrderContext) => {
  const { order, brandId, now } = input;
  const createdAt = new Date(order.createdAt).toISOString();
  const { reviewReason, blocked, blockedReason, status, statusReason, signals } = await saleStatusOf(
    input,
    context,
    createdAt,
  );
  const holdUntil = new Date(
    new Date(createdAt).getTime() + platformSettings.commissionHoldDays * DAY_MS,
  ).toISOString();
  const billPeriod = await openBillPeriod(brandId, now);
  const { program } = context;
  const tiers = tiersAt(program?.tier_changes as TierChange[] | undefined, createdAt);
  const milestones = milestonesAt(
    program?.milestone_changes as MilestoneChange[] | undefined,
    program?.milestones as Milestone[] | undefined,
    createdAt,
  );
  return {
    ...input,
    context,
    creatorId: input.attribution.creatorId,
    reviewReason,
    blocked,
    blockedReason,
    status,
    statusReason,
    /** Issue 36: the fraud signals that hold it (empty when none fired). */
    signals,
    createdAt,
    holdUntil,
    saleSk: saleSortKey(createdAt, order.id),
    billPeriod,
    /** The UTC month of the order: the creator's month with the brand that tiers and milestones count. */
    month: createdAt.slice(0, 7),
    tiers,
    milestones,
    offersFor: offerCandidates(context.offers, createdAt),
    /** Only a brand with tiers or milestones needs the sale's month ordinal before writing. */
    tiered: status === 'attributed' && (tiers.length > 0 || milestones.length > 0),
  };
};
