/**
 * Three months of the money loop, walked in order so a newcomer meets every state of it: for each past
 * month, its orders (recorded as of their own time, order-history.ts), the BillMonth run on the next
 * 1st, the brands paying on the local Checkout, the release run, and the RunPayouts run on the 1st
 * paying creators through the local Stripe. One brand (the second) leaves its latest due invoice
 * unpaid, and the MarkOverdueInvoices run the day after its due date marks it overdue. The brand that
 * pays settles last month's invoice after this month's payout run, so its creators have money ready to
 * request. The current month's orders arrive by webhook and stay on hold.
 */

import { DAY_MS } from '../../../functions/shared/time/days';
import {
  connectPayoutAccount,
  invoiceFor,
  type MoneyContext,
  payInvoice,
  payoutsOf,
  runScheduleAt,
  type SeedInvoice,
  setStripeClock,
} from './money-history';
import {
  type PlacedOrder,
  placeOrders,
  planOrders,
  refundSome,
  type ShopHistory,
  subscribeShop,
} from './order-history';

const monthStart = (at: Date, offset: number) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + offset, 1));
const periodOf = (at: Date) => at.toISOString().slice(0, 7);
/** The daily 00:30 run of MarkOverdueInvoices that first sees the invoice past due. */
const overdueRunAfter = (dueAt: string) => {
  const due = new Date(dueAt);
  const run = new Date(Date.UTC(due.getUTCFullYear(), due.getUTCMonth(), due.getUTCDate(), 0, 30));
  return run.getTime() > due.getTime() ? run : new Date(run.getTime() + DAY_MS);
};
const earlier = (a: Date, b: Date) => (a.getTime() < b.getTime() ? a : b);
const HOUR_MS = 3600 * 1000;

export interface WalkBrand {
  email: string;
  brandName: string;
  history: ShopHistory;
  /** false: this brand leaves its latest due invoice unpaid (the demo's overdue invoice). */
  paysOnTime: boolean;
  /** Issue 35: the member who opens Checkout for its invoices (the audit log names them): an address. */
  payer: string;
}

export interface WalkCreator {
  email: string;
  firstName: string;
  lastName: string;
  /** Connects a Stripe Express account (payouts reach only those who have). */
  connectsPayouts: boolean;
}

export const walkMoneyHistory = async (
  context: MoneyContext,
  input: { brands: WalkBrand[]; creators: WalkCreator[]; now: Date },
): Promise<void> => {
  const { now } = input;
  /** The latest instant the walk dates a payment: a minute before it started. */
  const beforeNow = new Date(now.getTime() - 60_000);
  const months = [monthStart(now, -2), monthStart(now, -1), monthStart(now, 0)];
  const [first, last, current] = months as [Date, Date, Date];
  const brandTokens = new Map<string, string>();
  for (const brand of input.brands) brandTokens.set(brand.email, await context.tokenOf(brand.email));
  const tokenOfBrand = (brand: WalkBrand) => brandTokens.get(brand.email) as string;

  await Promise.all(
    input.creators
      .filter((candidate) => candidate.connectsPayouts)
      .map((creator) => connectPayoutAccount(context, creator)),
  );

  const plans = input.brands.map((brand, index) => planOrders(brand.history, index, first, now));
  const ordersIn = (plan: (typeof plans)[number], from: Date, to: Date) =>
    plan.filter((order) => order.at >= from && order.at < to);

  // The overdue invoice: the latest one already past its due date (last month's, once its due date has
  // gone by; before that, the month before's). Invoices are due invoiceDueDays after the 1st.
  const { platformSettings } = await import('../../../functions/platform');
  const dueOf = (billedOn: Date) => new Date(billedOn.getTime() + platformSettings.invoiceDueDays * DAY_MS);
  const overduePeriod =
    overdueRunAfter(dueOf(current).toISOString()) <= now ? periodOf(last) : periodOf(first);
  const unpaid: { brand: WalkBrand; invoice: SeedInvoice }[] = [];

  /** BillMonth on the 1st: each brand's invoice for the month before. */
  const bill = async (period: Date, billedOn: Date) => {
    await runScheduleAt(context, 'BillMonth', billedOn);
    return Promise.all(
      input.brands.map(async (brand) => ({
        brand,
        invoice: await invoiceFor(context, tokenOfBrand(brand), periodOf(period)),
      })),
    );
  };
  /**
   * The brands pay on the local Checkout (one leaves the overdue one and later ones), each on a day of
   * its own from `paidFrom` (the local Stripe's clock at that instant), then the release.
   */
  const pay = async (
    invoices: { brand: WalkBrand; invoice: SeedInvoice }[],
    paidFrom: Date,
    releaseAt: Date,
  ) => {
    for (const [index, { brand, invoice }] of invoices.entries()) {
      if (!brand.paysOnTime && invoice.period >= overduePeriod) {
        unpaid.push({ brand, invoice });
        continue;
      }
      await setStripeClock(
        context,
        earlier(new Date(paidFrom.getTime() + index * 2 * DAY_MS + (10 + index * 5) * HOUR_MS), beforeNow),
      );
      await payInvoice(context, await context.tokenOf(brand.payer), invoice);
    }
    await setStripeClock(context, null);
    // The hourly release run a week into the month: the paid periods' matured commissions are payable.
    await runScheduleAt(context, 'ReleaseMaturedCommissions', earlier(releaseAt, now));
  };
  // The shops sell side by side, as real shops do (the ledger's counters take concurrent orders).
  const placePast = (from: Date, to: Date) =>
    Promise.all(
      input.brands.map((brand, index) =>
        placeOrders(brand.history, ordersIn(plans[index] ?? [], from, to), { recordAsOfItsTime: true }),
      ),
    );

  // The month before last: its orders, billed on last month's 1st and paid in its first week.
  await placePast(first, last);
  await pay(
    await bill(first, last),
    new Date(last.getTime() + 2 * DAY_MS),
    new Date(last.getTime() + 8 * DAY_MS),
  );
  // Last month: its orders, billed on this month's 1st; the payout run that morning pays what the month
  // before last earned (the transfers dated then: the local Stripe's clock at the run); then last
  // month's invoices are paid, so that money waits for the next run.
  await placePast(last, current);
  const lastInvoices = await bill(last, current);
  const payoutRun = new Date(current.getTime() + 6 * HOUR_MS);
  await setStripeClock(context, earlier(new Date(payoutRun.getTime() + 60_000), beforeNow));
  try {
    await runScheduleAt(context, 'RunPayouts', payoutRun);
    await settlePayouts(context, input.creators);
  } finally {
    await setStripeClock(context, null);
  }
  await pay(lastInvoices, new Date(current.getTime() + 2 * DAY_MS), new Date(current.getTime() + 8 * DAY_MS));
  for (const { brand, invoice } of unpaid) {
    if (invoice.period !== overduePeriod) continue;
    await runScheduleAt(context, 'MarkOverdueInvoices', overdueRunAfter(invoice.due_at));
    context.log(`${brand.brandName} left its ${invoice.period} invoice unpaid: overdue`);
  }

  // This month: the shops subscribe to the app's webhooks and their orders arrive as any order does.
  await Promise.all(
    input.brands.map(async (brand, index) => {
      await subscribeShop(brand.history.target);
      const placed: PlacedOrder[] = await placeOrders(
        brand.history,
        ordersIn(plans[index] ?? [], current, now),
        {
          recordAsOfItsTime: false,
        },
      );
      await refundSome(brand.history, index, placed);
      context.log(
        `${brand.history.target.shop}: ${plans[index]?.length ?? 0} orders since ${first.toISOString().slice(0, 10)}`,
      );
    }),
  );
};

/**
 * Waits until the payout run's consumers have opened each connected creator's payout and Stripe has
 * answered: nothing payable left at or above the minimum, no payout still processing. Bounded: a
 * payout Stripe keeps refusing is left as the product leaves it, and said.
 */
const settlePayouts = async (context: MoneyContext, creators: WalkCreator[]) => {
  const { platformSettings } = await import('../../../functions/platform');
  const connected = creators.filter((candidate) => candidate.connectsPayouts);
  await Promise.all(
    connected.map(async (creator) => {
      const token = await context.tokenOf(creator.email);
      const settled = await context
        .wait(
          `payout of ${creator.email}`,
          async () => {
            const { payable, payouts } = await payoutsOf(context, token);
            return payable < platformSettings.minimumPayoutCents &&
              payouts.every((payout) => payout.status !== 'processing')
              ? true
              : undefined;
          },
          45_000,
        )
        .catch(() => false);
      if (!settled) context.log(`the payout run left ${creator.email}'s payout unsettled`);
    }),
  );
};
