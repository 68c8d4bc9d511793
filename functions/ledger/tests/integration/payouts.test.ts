/**
 * Money out, end to end in simulated time over the wire: a sale through a creator's link, its hold over
 * → it waits for the brand's invoice → billing on the 1st → the invoice paid on the local Checkout →
 * payable → the payout run → one transfer in the local Stripe → history 'paid' (shown as completed).
 * A refund after the payout leaves a negative balance that the next payout nets; runs repeated make one
 * invoice and one transfer; a reversed transfer returns the money to the balance, once; Request Payout
 * refuses what spec 5 refuses and pays once at a time.
 */
import { beforeAll, expect, it } from 'vitest';
import { api, eventually, outputs } from '../../../../tests/support/cloud';
import { stripeClient, stripeEvents } from '../../../../tests/support/demo-stripe';
import { localOnly } from '../../../../tests/support/local-only';
import { onboardedCreator, type StoreBrand } from '../../../../tests/support/partnership';
import {
  connectPayouts,
  DAY_MS,
  firstOfMonth,
  forBrands,
  forCreators,
  invoicesOf,
  oldSale,
  payInvoice,
  payoutsOf,
  releaseUntilMoved,
  runSchedule,
  transfersFor,
} from '../../../../tests/support/payouts';
import {
  deliver,
  earningsOf,
  newOrderId,
  partnerOn,
  type StoreProduct,
  sellingBrand,
  share,
} from '../../../../tests/support/sales';

let brand: StoreBrand;
let product: StoreProduct;
let creator: Awaited<ReturnType<typeof partnerOn>>;
let perUnit: number;
const period = new Date().toISOString().slice(0, 7);
const nextPeriod = firstOfMonth(1).slice(0, 7);

beforeAll(async () => {
  ({ brand, live: product } = await sellingBrand(1));
  creator = await partnerOn(brand, product.id);
  perUnit = share(product.price_cents, Math.round(product.commission_percentage * 100), 10_000);
  await connectPayouts(creator.token);
}, 180_000);

const byHand = localOnly(
  'walks the month by running the schedules by hand (Request Payout pays what it left)',
);
byHand.describe('a commission is paid out once its hold is over and its invoice is paid', () => {
  const quantity = () => Math.ceil(3_000 / Math.max(perUnit, 1)) + 1;
  let orderId: number;
  let payoutId: string;

  it('the hold over, it waits for the invoice: not payable, not paid by a run', async () => {
    orderId = await oldSale(brand, product, creator.code, quantity());
    const entry = await eventually(async () =>
      (await earningsOf(creator.token)).entries.find((e: { kind: string }) => e.kind === 'sale'),
    );
    expect(entry).toMatchObject({ status: 'pending', commission_cents: perUnit * quantity() });
    const release = await runSchedule(
      'ReleaseMaturedCommissions',
      new Date().toISOString(),
      forBrands(brand),
    );
    expect(Number(release.result.awaiting)).toBeGreaterThanOrEqual(1);
    const screen = await payoutsOf(creator.token);
    expect(screen.summary).toMatchObject({ pending_payouts_cents: 0, on_hold_cents: perUnit * quantity() });
    expect(screen.request_blocked_by).toBe('below_minimum');
    // A payout run now pays nothing: the brand has not paid for it.
    await runSchedule('RunPayouts', new Date().toISOString(), forCreators(creator.token));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await payoutsOf(creator.token)).payouts).toEqual([]);
  }, 60_000);

  it('billing on the 1st and the invoice paid: payable; the payout run (repeated) makes one transfer', async () => {
    await Promise.all([
      runSchedule('BillMonth', firstOfMonth(1), forBrands(brand)),
      runSchedule('BillMonth', firstOfMonth(1), forBrands(brand)),
    ]);
    await payInvoice(brand, period);
    expect((await invoicesOf(brand.token)).filter((invoice) => invoice.period === period)).toHaveLength(1);
    // The hourly release before the payout run (tests/support/payouts.ts).
    await releaseUntilMoved(brand, [creator]);
    const earned = perUnit * quantity();
    await eventually(async () =>
      (await payoutsOf(creator.token)).summary.pending_payouts_cents === earned ? true : undefined,
    );
    expect((await payoutsOf(creator.token)).request_blocked_by).toBeNull();
    // The brand's dashboard counts what its invoice paid for.
    const dashboard = await api('/brand/dashboard', { token: brand.token });
    expect(dashboard.body.totals.commissions_paid_cents).toBe(earned);

    const runAt = new Date(Date.parse(firstOfMonth(1)) + 6 * 3600 * 1000).toISOString();
    await Promise.all([
      runSchedule('RunPayouts', runAt, forCreators(creator.token)),
      runSchedule('RunPayouts', runAt, forCreators(creator.token)),
    ]);
    await runSchedule('RunPayouts', runAt, forCreators(creator.token));
    const paid = await eventually(async () => {
      const [latest] = (await payoutsOf(creator.token)).payouts;
      return latest?.status === 'paid' ? latest : undefined;
    }, 60_000);
    payoutId = paid.payout_id;
    expect(paid).toMatchObject({ trigger: 'scheduled', amount_cents: earned, entry_count: 1 });
    expect(paid.brand_names).toEqual([expect.any(String)]);
    const screen = await payoutsOf(creator.token);
    expect(screen.payouts).toHaveLength(1);
    expect(screen.summary).toMatchObject({
      pending_payouts_cents: 0,
      paid_out_cents: earned,
      in_payout_cents: 0,
    });
    // One transfer in the local Stripe, for the payout's amount, keyed by the payout.
    const transfers = await transfersFor([payoutId]);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({ amount: earned, currency: 'usd', transfer_group: payoutId });
    // The receipt: the entry it paid.
    const receipt = await api(`/creator/payouts/${payoutId}`, { token: creator.token });
    expect(receipt.status).toBe(200);
    expect(receipt.body.lines).toEqual([
      expect.objectContaining({ kind: 'sale', commission_cents: earned, product_name: product.name }),
    ]);
    expect((await earningsOf(creator.token)).entries[0].status).toBe('paid');
  }, 120_000);

  it('a refund after the payout leaves a negative balance; the next payout nets it', async () => {
    await deliver('refunds/create', brand.shop, {
      id: newOrderId(),
      order_id: orderId,
      created_at: new Date().toISOString(),
      refund_line_items: [{ id: 1, line_item_id: orderId * 10 + 1, quantity: 1 }],
    });
    await eventually(async () =>
      (await payoutsOf(creator.token)).summary.pending_payouts_cents === -perUnit ? true : undefined,
    );
    // Negative: the next run pays nothing.
    const secondRun = new Date(Date.parse(firstOfMonth(2)) + 6 * 3600 * 1000).toISOString();
    await runSchedule('RunPayouts', secondRun, forCreators(creator.token));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await payoutsOf(creator.token)).payouts).toHaveLength(1);

    // A new sale, billed next month (this month is invoiced) and paid: the payout is the net.
    await oldSale(brand, product, creator.code, quantity());
    await eventually(async () =>
      (await payoutsOf(creator.token)).summary.on_hold_cents > 0 ? true : undefined,
    );
    await runSchedule('ReleaseMaturedCommissions', new Date().toISOString(), forBrands(brand));
    await runSchedule('BillMonth', firstOfMonth(2), forBrands(brand));
    const invoice = await payInvoice(brand, nextPeriod);
    // The next invoice credits the refund and bills the new sale.
    expect(invoice.amount_cents).toBeGreaterThan(0);
    // The hourly release moves the lines the payment made payable (the summary below counts them by
    // state already; the payout run takes moved lines only).
    await releaseUntilMoved(brand, [creator]);
    const net = perUnit * quantity() - perUnit;
    await eventually(async () =>
      (await payoutsOf(creator.token)).summary.pending_payouts_cents === net ? true : undefined,
    );
    await runSchedule('RunPayouts', secondRun, forCreators(creator.token));
    const second = await eventually(async () => {
      const [latest] = (await payoutsOf(creator.token)).payouts;
      return latest?.payout_id !== payoutId && latest?.status === 'paid' ? latest : undefined;
    }, 60_000);
    expect(second).toMatchObject({ amount_cents: net, entry_count: 2 });
    expect(await transfersFor([payoutId, second.payout_id])).toHaveLength(2);
  }, 120_000);

  it('a reversed transfer turns the payout reversed and its money payable again, once (3 deliveries)', async () => {
    const [latest] = (await payoutsOf(creator.token)).payouts;
    const [transfer] = await transfersFor([latest.payout_id]);
    if (!transfer) throw new Error('no transfer');
    await stripeClient().transfers.createReversal(transfer.id, { amount: transfer.amount });
    const reversed = await eventually(async () => {
      const [current] = (await payoutsOf(creator.token)).payouts;
      return current?.status === 'reversed' ? current : undefined;
    }, 60_000);
    expect(reversed.failure_reason).toMatch(/reversed/);
    await eventually(async () =>
      (await payoutsOf(creator.token)).summary.pending_payouts_cents === latest.amount_cents
        ? true
        : undefined,
    );
    const [event] = (await stripeEvents('transfer.reversed')).filter((e) => e.objectId === transfer.id);
    if (!event) throw new Error('no transfer.reversed event');
    for (let i = 0; i < 2; i++) {
      await fetch(`${outputs().WebUrl}/__stripe/__events/${event.id}/resend`, { method: 'POST' });
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect((await payoutsOf(creator.token)).summary.pending_payouts_cents).toBe(latest.amount_cents);
  }, 90_000);
});

byHand.describe('Request Payout', () => {
  it('refuses without an active account, under $25, and while one is in flight; pays once', async () => {
    const stranger = await onboardedCreator();
    const noAccount = await api('/creator/payouts', { method: 'POST', token: stranger.token });
    expect(noAccount.status).toBe(409);
    expect(noAccount.body.error).toMatchObject({
      code: 'payout_account_required',
      message: 'Please set up your Stripe Connect account first to request payouts.',
    });
    await connectPayouts(stranger.token);
    const low = await api('/creator/payouts', { method: 'POST', token: stranger.token });
    expect(low.status).toBe(409);
    expect(low.body.error.code).toBe('below_payout_minimum');
    expect((await payoutsOf(stranger.token)).payouts).toEqual([]);

    // The reversed money of the first creator is payable: two requests at once make one payout.
    const available = (await payoutsOf(creator.token)).summary.pending_payouts_cents;
    expect(available).toBeGreaterThanOrEqual(2_500);
    const [first, second] = await Promise.all([
      api('/creator/payouts', { method: 'POST', token: creator.token }),
      api('/creator/payouts', { method: 'POST', token: creator.token }),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([202, 409]);
    const accepted = first.status === 202 ? first : second;
    expect(accepted.body.payout).toMatchObject({ trigger: 'requested', status: 'processing' });
    const done = await eventually(async () => {
      const found = (await payoutsOf(creator.token)).payouts.find(
        (p: { payout_id: string }) => p.payout_id === accepted.body.payout.payout_id,
      );
      return found?.status === 'paid' ? found : undefined;
    }, 60_000);
    expect(done.amount_cents).toBe(available);
    expect(await transfersFor([done.payout_id])).toHaveLength(1);
    // Nothing left: refused, and another creator cannot read this payout.
    expect((await api('/creator/payouts', { method: 'POST', token: creator.token })).status).toBe(409);
    expect((await api(`/creator/payouts/${done.payout_id}`, { token: stranger.token })).status).toBe(404);
    expect((await api('/creator/payouts/not-a-payout', { token: creator.token })).status).toBe(400);
  }, 120_000);
});

it('a payout run at a later instant pays nothing twice (entries paid stay paid)', async () => {
  const before = await payoutsOf(creator.token);
  await runSchedule(
    'RunPayouts',
    new Date(Date.now() + 40 * DAY_MS).toISOString(),
    forCreators(creator.token),
  );
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect((await payoutsOf(creator.token)).payouts).toHaveLength(before.payouts.length);
});
