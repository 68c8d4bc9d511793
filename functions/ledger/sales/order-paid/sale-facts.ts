/**
 * Everything about an attributed order that does not depend on its number in the creator's month: its
 * status and why, its times, the bill period it falls in, and the brand's tiers, milestones and offers at
 * its time. A sale whose month ordinal another sale took is planned again from the same facts
 * (write-sale.ts).
 */
import type { SaleStatus } from '../../../../contracts/sales';
import type { ShopifyOrderPaidV1 } from '../../../../events/schemas/shopify-order-paid';
import { platformSettings } from '../../../platform';
import { DAY_MS } from '../../../shared/time/days';
import { openBillPeriod } from '../../billing/open-bill-period';
import { saleSortKey } from '../../entities/sale';
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

export const SELF_REFERRAL_REASON =
  "Self-referral: the shopper's e-mail is the creator's own account e-mail. Held until the brand releases or voids it.";

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

/** The sale's status: up for review, blocked (never reaching back before the block), self-referred, or counted. */
const saleStatusOf = (input: OrderToRecord, context: OrderContext, createdAt: string) => {
  const { order } = input;
  const reviewReason = orderReviewReason(order, PROGRAM_CURRENCY);
  const selfReferral =
    !!order.email &&
    !!context.profile?.email &&
    context.profile.email.trim().toLowerCase() === order.email.trim().toLowerCase();
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
  const status: SaleStatus = reviewReason
    ? 'needs_review'
    : blocked
      ? 'unattributed'
      : selfReferral
        ? 'held'
        : 'attributed';
  const statusReason = reviewReason ?? blockedReason ?? (selfReferral ? SELF_REFERRAL_REASON : null);
  return { reviewReason, blocked, blockedReason, status, statusReason };
};

export const saleFactsOf = async (input: OrderToRecord, context: OrderContext) => {
  const { order, brandId, now } = input;
  const createdAt = new Date(order.createdAt).toISOString();
  const { reviewReason, blocked, blockedReason, status, statusReason } = saleStatusOf(
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
