/**
 * Issue 36: the reads of the leaked-code, refund-rate and new-account signals (signal-facts.ts runs them
 * beside the click reads, each only when its signal is on). BatchGets and bounded Queries only.
 */
import type { FraudSettings } from '../../../contracts/fraud';
import type { ShopifyOrderPaidV1 } from '../../../events/schemas/shopify-order-paid';
import { batchGetEntities } from '../../shared/data/batch-get';
import { DAY_MS } from '../../shared/time/days';
import { billingCreatorPeriodEntity } from '../entities/billing-creator-period';
import { billingPeriodEntity } from '../entities/billing-period';
import { monthCountEntity } from '../entities/program-terms';
import { creatorSalesWithBrandSince } from '../entities/sales-totals';
import type { OrderContext } from '../sales/order-paid/order-context';
import { codeUseOrders, codeUsesByDay, recordCodeUse, SPIKE_BASELINE_DAYS } from './code-uses';
import type { SignalFacts } from './signal';
import { REFUND_RATE_MIN_SALES } from './signals/refund-rate';

/** The days a leaked code's shoppers are counted over (the order's day and the six before). */
export const LEAK_WINDOW_DAYS = 7;
/** How many of the window's orders the evidence names. */
const EVIDENCE_ORDERS = 10;
/** The months of sales a refund rate is taken over: the order's and the two before (about 90 days). */
export const REFUND_MONTHS = 3;
/** A new account is one in its first seven days. */
export const NEW_ACCOUNT_DAYS = 7;

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Counts the order's shopper on its code's day (always: the history is there when the brand turns the
 * signal on), then, when the signal is on, reads the code's days back to the spike's baseline.
 */
export const codeFacts = async (input: {
  brandId: string;
  code: string;
  order: ShopifyOrderPaidV1['order'];
  createdAt: string;
  settings: FraudSettings;
}): Promise<SignalFacts['code']> => {
  const { brandId, code, order, createdAt, settings } = input;
  const at = Date.parse(createdAt);
  const day = dayOf(at);
  await recordCodeUse({
    brandId,
    code,
    day,
    email: order.email,
    orderId: order.id,
    orderName: order.name,
  });
  if (!settings.leaked_code.enabled) return null;
  const windowFrom = dayOf(at - (LEAK_WINDOW_DAYS - 1) * DAY_MS);
  const [usesByDay, orders] = await Promise.all([
    codeUsesByDay(brandId, code, dayOf(at - (SPIKE_BASELINE_DAYS + LEAK_WINDOW_DAYS) * DAY_MS), day),
    codeUseOrders(brandId, code, windowFrom, day, EVIDENCE_ORDERS),
  ]);
  return { code, usesByDay, orders };
};

/** The UTC month `back` months before the instant's (YYYY-MM). */
const monthBefore = (at: number, back: number): string => {
  const date = new Date(at);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
};

type Counter = { sales_cents?: number; credited_sales_cents?: number };

const sum = (values: readonly (number | undefined)[]) =>
  values.reduce<number>((total, v) => total + (v ?? 0), 0);

/**
 * The creator's and the brand's sales and refunds over the order's month and the two before, from the
 * ledger's own counters: first the creator's count of sales per month with the brand (one BatchGet);
 * only for a creator with enough sales to be compared, the billing counters (sales and refunds written
 * each month, the brand's and the creator's part of it: two BatchGets).
 */
export const refundFacts = async (
  brandId: string,
  creatorId: string,
  createdAt: string,
): Promise<SignalFacts['refunds']> => {
  const at = Date.parse(createdAt);
  const months = Array.from({ length: REFUND_MONTHS }, (_, i) => monthBefore(at, REFUND_MONTHS - 1 - i));
  const range = { from: months[0] as string, to: months.at(-1) as string };
  const counts = await batchGetEntities<{ sales?: number }>(
    monthCountEntity,
    months.map((month) => ({ brand_id: brandId, creator_id: creatorId, month })),
    { attributes: ['sales'] },
  );
  const sales = sum(counts.map((count) => count.sales));
  if (sales < REFUND_RATE_MIN_SALES)
    return {
      ...range,
      creator: { sales, salesCents: 0, refundedCents: 0 },
      brand: { salesCents: 0, refundedCents: 0 },
    };
  const attributes = ['sales_cents', 'credited_sales_cents'] as const;
  const [creator, brand] = await Promise.all([
    batchGetEntities<Counter>(
      billingCreatorPeriodEntity,
      months.map((period) => ({ brand_id: brandId, period, creator_id: creatorId })),
      { attributes },
    ),
    batchGetEntities<Counter>(
      billingPeriodEntity,
      months.map((period) => ({ brand_id: brandId, period })),
      { attributes },
    ),
  ]);
  return {
    ...range,
    creator: {
      sales,
      salesCents: sum(creator.map((item) => item.sales_cents)),
      refundedCents: sum(creator.map((item) => item.credited_sales_cents)),
    },
    brand: {
      salesCents: sum(brand.map((item) => item.sales_cents)),
      refundedCents: sum(brand.map((item) => item.credited_sales_cents)),
    },
  };
};

/**
 * A creator in their first week at the order's time: their account's day, stated followers, and counted
 * sales with the brand since that day (one Query of their days with the brand). Older accounts: null,
 * nothing read.
 */
export const accountFacts = async (
  brandId: string,
  creator: OrderContext['creator'],
  createdAt: string,
): Promise<SignalFacts['account']> => {
  if (!creator?.created_at) return null;
  const opened = Date.parse(creator.created_at);
  if (Number.isNaN(opened) || Date.parse(createdAt) - opened >= NEW_ACCOUNT_DAYS * DAY_MS) return null;
  const since = await creatorSalesWithBrandSince(brandId, creator.id, dayOf(opened));
  return {
    createdAt: creator.created_at,
    followerCount: creator.follower_count ?? 0,
    salesCentsSince: since.sales_cents,
  };
};
