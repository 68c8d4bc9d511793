/**
 * New account, big sales: in the creator's first 7 days, their sales with the brand (counted ones, this
 * order included) are far above what their stated audience makes likely. The threshold is the dollars
 * of sales allowed per 1,000 stated followers; an audience under 1,000 (or none stated) counts as 1,000,
 * so a creator who stated nothing is allowed the threshold itself.
 */
import { DAY_MS } from '../../../shared/time/days';
import { HOLD_TAIL, type Signal } from '../signal';

/** The audience a creator is allowed sales for, at least (followers). */
export const AUDIENCE_FLOOR = 1_000;

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export const newAccountBigSales: Signal = {
  name: 'new_account_big_sales',
  detect: ({ account, order, createdAt }, dollarsPerThousand) => {
    if (!account) return null;
    const orderCents = order.lineItems.reduce(
      (sum, line) => sum + Math.max(0, line.priceCents * line.quantity - line.discountCents),
      0,
    );
    const weekCents = account.salesCentsSince + orderCents;
    const allowed = Math.floor(
      (dollarsPerThousand * 100 * Math.max(account.followerCount, AUDIENCE_FLOOR)) / 1_000,
    );
    if (weekCents <= allowed) return null;
    const ageDays = Math.max(0, Math.floor((Date.parse(createdAt) - Date.parse(account.createdAt)) / DAY_MS));
    const followers = account.followerCount.toLocaleString('en-US');
    return {
      reason: `New account, big sales: the creator's account was ${ageDays === 0 ? 'opened the same day' : `${ageDays} day${ageDays === 1 ? '' : 's'} old`} and states ${followers} followers, yet sold ${dollars(weekCents)} with your store in its first week (more than ${dollars(allowed)}). ${HOLD_TAIL}`,
      evidence: {
        audience: {
          account_created_at: account.createdAt,
          account_age_days: ageDays,
          follower_count: account.followerCount,
          week_sales_cents: weekCents,
          allowed_cents: allowed,
        },
        orders: [order.name],
      },
    };
  },
};
