/**
 * Money-out helpers over the wire: run a schedule as if it fired at an instant (the local cloud's
 * /__local/schedules endpoint that `npm run schedule` uses), connect a creator's payout account through
 * the local Stripe's hosted onboarding, pay a brand's invoice through its Checkout page, and earn a
 * payable balance the way production does: a sale, its hold over, the brand's invoice paid.
 */

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import type * as z from 'zod/mini';
import type { invoice } from '../../contracts/billing';
import { testBankDetailsFor } from '../../stand-ins/stripe/bank-accounts';
import { api, documentClient, eventually, outputs } from './cloud';
import { payCheckout, stripeClient, stripeEvents, submitStripePage } from './demo-stripe';
import { localControlUrl } from './local-only';
import type { StoreBrand } from './partnership';
import { deliver, newOrderId, orderPayload, type StoreProduct } from './sales';
import { ensureSecondFactor } from './second-factor';

export const DAY_MS = 24 * 3600 * 1000;

export const runSchedule = async (name: string, scheduledTime: string, input?: Record<string, unknown>) => {
  const response = await fetch(`${localControlUrl(`runs ${name} by hand`)}/__local/schedules/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ scheduledTime, ...(input ? { input } : {}) }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { result: Record<string, unknown> };
};

/**
 * A money schedule run for these brands (BillMonth, ReleaseMaturedCommissions, MarkOverdueInvoices) or
 * creators (RunPayouts, SweepStalePayouts) only. Test files share one cloud and run the schedules at
 * simulated instants: unscoped, one file's run of next month's billing or payouts would bill or pay
 * another file's brand or creator in the middle of its own measurement.
 */
export const forBrands = (...brands: { brandId: string }[]) => ({ brandIds: brands.map((b) => b.brandId) });
export const forCreators = (...tokens: string[]) => ({ creatorIds: tokens.map(userIdOf) });

/** The user id (Cognito `sub`) in an access token: a brand's or creator's id. */
export const userIdOf = (token: string): string =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string }).sub;

/** The 1st of the month `offset` months from now (UTC), as ISO. */
export const firstOfMonth = (offset: number, at = new Date()) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + offset, 1)).toISOString();

/**
 * Completes the creator's Stripe Express onboarding on the local hosted page; waits until active. Each
 * creator has a bank account and address of their own (`bank`: give two creators the same to make them
 * share one, issue 36's duplicate payout account).
 */
export const connectPayouts = async (
  token: string,
  bank: Record<string, string> = testBankDetailsFor(token),
) => {
  const link = await api('/creator/payout-account/onboarding-link', { method: 'POST', token });
  expect(link.status).toBe(200);
  const submitted = await submitStripePage(link.body.url, {
    choice: 'submit',
    first_name: 'Jenny',
    last_name: 'Rosen',
    ...bank,
  });
  expect(submitted.status).toBe(303);
  await eventually(async () =>
    (await api('/creator/payout-account', { token })).body.status === 'active' ? true : undefined,
  );
};

/** An invoice as Billing & Invoices lists it (the API's invoice object). */
export type ListedInvoice = z.infer<typeof invoice>;

export const invoicesOf = async (token: string) =>
  (await api('/brand/invoices', { token })).body.invoices as ListedInvoice[];

/** Pays the brand's invoice for the period on the local Checkout page; waits for the webhook's effect. */
export const payInvoice = async (brand: StoreBrand, period: string) => {
  // The invoice is made by a consumer of the billing run's event: on CI's loaded cores it took over 30 s
  // once (run M), as the payout runs' effects did (60 s there too).
  const invoice = await eventually(
    async () => (await invoicesOf(brand.token)).find((candidate) => candidate.period === period),
    60_000,
  );
  await ensureSecondFactor(brand.token);
  const checkout = await api(`/brand/invoices/${invoice.invoice_number}/checkout`, {
    method: 'POST',
    token: brand.token,
  });
  expect(checkout.status).toBe(200);
  const sessionId = new URL(checkout.body.url).pathname.split('/').pop() as string;
  const session = await stripeClient().checkout.sessions.retrieve(sessionId);
  expect((await payCheckout(session)).status).toBe(303);
  return eventually(async () => {
    const paid = (await invoicesOf(brand.token)).find((candidate) => candidate.period === period);
    return paid?.status === 'paid' ? paid : undefined;
  }, 20_000);
};

/** Transfers the local Stripe made for these payouts (from its transfer.created events). */
export const transfersFor = async (payoutIds: string[]) => {
  const events = await stripeEvents('transfer.created');
  const transfers = await Promise.all(
    events.map((event) => stripeClient().transfers.retrieve(event.objectId)),
  );
  return transfers.filter((transfer) => payoutIds.includes(transfer.metadata.payout_id ?? ''));
};

export const payoutsOf = async (token: string) => (await api('/creator/payouts', { token })).body;

/**
 * An order through the creator's link, dated `daysAgo` days back (so its hold is over), delivered as
 * Shopify delivers it; returns the order id and the commission it earns.
 */
export const oldSale = async (
  brand: StoreBrand,
  product: StoreProduct,
  code: string,
  quantity: number,
  daysAgo = 9,
) => {
  const id = newOrderId();
  await deliver(
    'orders/paid',
    brand.shop,
    orderPayload({
      id,
      ref: code,
      lines: [{ product, quantity }],
      createdAt: new Date(Date.now() - daysAgo * DAY_MS).toISOString(),
    }),
  );
  return id;
};

/**
 * The hourly release, as it runs between an invoice's payment and a payout run: it moves the lines the
 * payment made payable and marks their creators for the run. Run again until no line of these creators
 * is payable and still unmoved (entry `pending`, line `payable`): the Payouts summary counts such a line
 * as payable by its state already, so it cannot tell, and a payout run takes only moved lines. A release
 * that ran before the payment reached every line (CI run K: half a creator's balance left behind) is
 * followed by another, as the next hour's would be.
 */
export const releaseUntilMoved = async (brand: StoreBrand, creators: readonly { token: string }[]) => {
  await eventually(async () => {
    await runSchedule('ReleaseMaturedCommissions', new Date().toISOString(), forBrands(brand));
    const unmoved = await inBatches(creators, 10, async (creator) => {
      const { entries } = (await api('/creator/earnings?limit=100', { token: creator.token })).body as {
        entries: { status: string; line_status: { state: string } }[];
      };
      return entries.some((entry) => entry.status === 'pending' && entry.line_status.state === 'payable');
    });
    return unmoved.some(Boolean) ? undefined : true;
  }, 60_000);
};

/**
 * A payable balance for a fresh brand's creator, the way production makes one: an old sale through the
 * creator's link (hold over), the release run, the brand billed on the 1st and its invoice paid on the
 * local Checkout. Resolves once the balance is payable; returns it in cents.
 */
export const earnPayableBalance = async (input: {
  brand: StoreBrand;
  product: StoreProduct;
  creator: { token: string; code: string };
  quantity: number;
}): Promise<number> => {
  // Known before the sale: the release and the billing are run by hand (skips the test on other stacks).
  localControlUrl('earns a payable balance by running the release and the billing by hand');
  const { brand, product, creator, quantity } = input;
  const before = (await payoutsOf(creator.token)).summary.pending_payouts_cents as number;
  await oldSale(brand, product, creator.code, quantity);
  await eventually(async () =>
    (await payoutsOf(creator.token)).summary.on_hold_cents > 0 ? true : undefined,
  );
  await runSchedule('ReleaseMaturedCommissions', new Date().toISOString(), forBrands(brand));
  await runSchedule('BillMonth', firstOfMonth(1), forBrands(brand));
  const period = new Date().toISOString().slice(0, 7);
  await payInvoice(brand, period);
  await releaseUntilMoved(brand, [creator]);
  return eventually(async () => {
    const now = (await payoutsOf(creator.token)).summary.pending_payouts_cents as number;
    return now > before ? now : undefined;
  }, 20_000);
};

/**
 * Runs `work` over `items`, at most `size` at a time (setting up many creators without flooding the cloud);
 * answers in the items' order. A pool, not batches: the next item starts as soon as any one ends, so one
 * slow item does not hold back the nine beside it.
 */
export const inBatches = async <T, R>(
  items: readonly T[],
  size: number,
  work: (item: T, index: number) => Promise<R>,
) => {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) {
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  return results;
};

/**
 * Payable balances for many creators of ONE brand at once, the way production makes them: one old sale
 * per creator (`quantities[i]` units), the release run, the brand billed as at `billAt` (the 1st after
 * the sales' month) and its one invoice for `period` paid. Resolves with each creator's payable balance
 * once every one has grown.
 */
export const earnPayableBalances = async (input: {
  brand: StoreBrand;
  product: StoreProduct;
  creators: readonly { token: string; code: string }[];
  quantities: readonly number[];
  billAt: string;
  period: string;
}): Promise<number[]> => {
  localControlUrl('earns payable balances by running the release and the billing by hand');
  const { brand, product, creators, quantities } = input;
  const before = await inBatches(creators, 10, async (creator) => {
    const screen = await payoutsOf(creator.token);
    return (screen.summary.pending_payouts_cents as number) + (screen.summary.paid_out_cents as number);
  });
  await inBatches(creators, 10, (creator, i) => oldSale(brand, product, creator.code, quantities[i] ?? 1));
  await inBatches(creators, 10, (creator) =>
    eventually(
      async () => ((await payoutsOf(creator.token)).summary.on_hold_cents > 0 ? true : undefined),
      60_000,
    ),
  );
  await runSchedule('ReleaseMaturedCommissions', new Date().toISOString(), forBrands(brand));
  await runSchedule('BillMonth', input.billAt, forBrands(brand));
  await payInvoice(brand, input.period);
  await releaseUntilMoved(brand, creators);
  return inBatches(creators, 10, (creator, i) =>
    eventually(async () => {
      const screen = await payoutsOf(creator.token);
      const now =
        (screen.summary.pending_payouts_cents as number) + (screen.summary.paid_out_cents as number);
      return now > (before[i] ?? 0) ? (screen.summary.pending_payouts_cents as number) : undefined;
    }, 60_000),
  );
};

/**
 * Points our record of a creator's connected account at `accountId` (one Stripe does not have: its next
 * transfer is refused for good, "No such destination"); answers the account it replaced, to restore.
 */
export const setPayoutDestination = async (creatorId: string, accountId: string): Promise<string> => {
  const { Attributes } = await documentClient().send(
    new UpdateCommand({
      TableName: outputs().TableName,
      Key: { pk: `CREATOR#${creatorId}`, sk: 'PAYOUT_ACCOUNT' },
      UpdateExpression: 'SET stripe_account_id = :id',
      ExpressionAttributeValues: { ':id': accountId },
      ReturnValues: 'UPDATED_OLD',
    }),
  );
  return Attributes?.stripe_account_id as string;
};

/** An account id Stripe has never heard of, for `setPayoutDestination`. */
export const closedAccountOf = (creatorId: string) =>
  `acct_closed${creatorId.replace(/-/g, '').slice(0, 12)}`;

/** Request Payout, or the payout a concurrent run (another file's) opened for the creator: its id. */
export const requestOrOpenPayout = async (token: string): Promise<string> => {
  const requested = await api('/creator/payouts', { method: 'POST', token });
  if (requested.status === 202) return requested.body.payout.payout_id as string;
  const open = ((await payoutsOf(token)).payouts as { payout_id: string; status: string }[]).find(
    (payout) => payout.status === 'processing',
  );
  if (!open) throw new Error(`Request Payout refused (${requested.status}) and no payout is processing`);
  return open.payout_id;
};
