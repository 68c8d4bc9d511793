/**
 * One set of figures, and why and when (issue 17, items 8 and 9), over the wire:
 *  - after a sale and an approved content payment, the dashboard, Campaigns → Earnings and Earnings &
 *    Payouts show the same total (content pay included);
 *  - every ledger line says its state, reason and expected pay date;
 *  - Request Payout refused says what the balance is made of;
 *  - a brand's conversions count and its Sales list agree after sales, a cancellation, a refund, a held
 *    (self-referral) sale and an order with nothing in the program; a paused product's line says
 *    "Not in the program".
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, eventually } from '../../../../tests/support/cloud';
import { brandWithStore, json, type StoreBrand } from '../../../../tests/support/partnership';
import { connectPayouts, earnPayableBalance, payoutsOf } from '../../../../tests/support/payouts';
import {
  deliver,
  earningsOf,
  newOrderId,
  orderPayload,
  partnerOn,
  productsOf,
  type StoreProduct,
  salesOf,
  sellingBrand,
} from '../../../../tests/support/sales';

let brand: StoreBrand;
let live: StoreProduct;
let paused: StoreProduct;
let creator: Awaited<ReturnType<typeof partnerOn>>;

const UGC_BUDGET = 15_000;
const monthName = (at: Date) => at.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });

const dashboardOf = async (token: string) => (await api('/creator/dashboard', { token })).body;

beforeAll(async () => {
  const seller = await sellingBrand(1);
  ({ brand, live } = seller);
  paused = seller.products.find((p) => !brand.liveProductIds.includes(p.id)) as StoreProduct;
  creator = await partnerOn(brand, live.id);
}, 180_000);

describe('the same total on every screen', () => {
  it('after a sale and an approved content payment: dashboard = Campaigns → Earnings = Earnings & Payouts', async () => {
    await deliver(
      'orders/paid',
      brand.shop,
      orderPayload({ id: newOrderId(), ref: creator.code, lines: [{ product: live, quantity: 3 }] }),
    );
    const commission = await eventually(async () => {
      const { entries } = await earningsOf(creator.token);
      const sale = entries.find((e: { kind: string }) => e.kind === 'sale');
      return sale ? (sale.commission_cents as number) : undefined;
    });
    const request = await api('/brand/ugc-requests', {
      ...json('POST', {
        title: 'Unboxing reel',
        description: 'A 30-second reel unboxing our bestseller.',
        budget_cents: UGC_BUDGET,
        licensing_terms: 'Organic social, worldwide.',
        licensing_duration_months: 6,
        duration_seconds: 30,
        deadline: null,
      }),
      token: brand.token,
    });
    expect(request.status).toBe(201);
    const submitted = await api('/creator/ugc-submissions', {
      ...json('POST', {
        brand_id: brand.brandId,
        ugc_request_id: request.body.request.id,
        content_url: 'https://www.instagram.com/reel/figures-test',
        content_description: 'Unboxing in natural light.',
      }),
      token: creator.token,
    });
    expect(submitted.status).toBe(201);
    const approved = await api(`/brand/ugc-submissions/${submitted.body.submission.id}/approve`, {
      ...json('POST', {}),
      token: brand.token,
    });
    expect(approved.status).toBe(200);

    const total = commission + UGC_BUDGET;
    const [dashboard, earnings, payouts] = await Promise.all([
      dashboardOf(creator.token),
      earningsOf(creator.token),
      payoutsOf(creator.token),
    ]);
    expect(dashboard.totals.earnings_cents).toBe(total);
    expect(earnings.totals.earned_cents).toBe(total);
    expect(payouts.summary.total_earnings_cents).toBe(total);
    expect(earnings.totals).toMatchObject({
      commission_cents: commission,
      content_cents: UGC_BUDGET,
      credit_cashout_cents: 0,
      pending_cents: total,
      available_cents: 0,
      in_payout_cents: 0,
      paid_cents: 0,
    });
    expect(payouts.summary).toMatchObject({
      on_hold_cents: total,
      pending_payouts_cents: 0,
      commission_earnings_cents: commission,
      content_earnings_cents: UGC_BUDGET,
    });
    expect(dashboard.totals).toMatchObject({ pending_cents: total, available_cents: 0, in_payout_cents: 0 });
  });

  it('every ledger line says its state, reason and expected pay date', async () => {
    const now = new Date();
    const month = monthName(now);
    const { entries } = await earningsOf(creator.token);
    const sale = entries.find((e: { kind: string }) => e.kind === 'sale');
    const ugc = entries.find((e: { kind: string }) => e.kind === 'ugc');
    expect(sale.line_status).toMatchObject({
      state: 'on_hold',
      label: expect.stringMatching(
        new RegExp(
          `^on hold until [A-Z][a-z]{2} \\d{1,2}(, \\d{4})?, then .+'s ${month}( \\d{4})? invoice \\(issued`,
        ),
      ),
      expected_pay_at: expect.stringMatching(/T06:00:00\.000Z$/),
    });
    // Content pay has no hold: it waits for the brand's invoice for this month.
    expect(ugc.line_status).toMatchObject({
      state: 'awaiting_invoice',
      label: expect.stringMatching(new RegExp(`^waiting for .+'s ${month} invoice, issued [A-Z][a-z]{2} 1`)),
    });
    expect(Date.parse(ugc.line_status.expected_pay_at)).toBeGreaterThan(now.getTime());
  });

  it('Request Payout refused says what the balance is made of, after the spec text', async () => {
    await connectPayouts(creator.token);
    const refused = await api('/creator/payouts', { ...json('POST'), token: creator.token });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('below_payout_minimum');
    const message = refused.body.error.message as string;
    expect(message).toMatch(/^Minimum \$25 required\. Nothing is ready yet: \$[\d,]+\.\d\d earned — /);
    const { totals } = await earningsOf(creator.token);
    const usd = (cents: number) =>
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
    expect(message).toContain(`${usd(totals.earned_cents)} earned`);
    expect(message).toContain(`${usd(totals.commission_cents)} on hold until `);
    expect(message).toContain(`${usd(UGC_BUDGET)} waiting for `);
    expect(message).toMatch(
      /invoice \(issued [A-Z][a-z]{2} 1(, \d{4})?, due [A-Z][a-z]{2} 15(, \d{4})?\)\.$/,
    );
    // The screen says the same before the click.
    const screen = await payoutsOf(creator.token);
    expect(screen.request_blocked_by).toBe('below_minimum');
    expect(`Minimum $25 required. ${screen.balance_note}`).toBe(message);
  });
});

describe('a line through payable, in payout and paid', () => {
  it('says "payable — next payout …", then in the receipt "in payout since …" or "paid …"', async () => {
    const payer = await brandWithStore(1);
    const product = (await productsOf(payer)).find((p) => p.id === payer.liveProductIds[0]) as StoreProduct;
    const earner = await partnerOn(payer, product.id);
    await connectPayouts(earner.token);
    const quantity =
      Math.ceil(
        3_000 / Math.max(1, Math.floor((product.price_cents * product.commission_percentage) / 100)),
      ) + 1;
    await earnPayableBalance({ brand: payer, product, creator: earner, quantity });
    const payable = (await earningsOf(earner.token)).entries.find((e: { kind: string }) => e.kind === 'sale');
    expect(payable.status).toBe('available');
    expect(payable.line_status).toMatchObject({
      state: 'payable',
      label: expect.stringMatching(/^payable — next payout [A-Z][a-z]{2} \d{1,2}(, \d{4})?$/),
    });
    const requested = await api('/creator/payouts', { ...json('POST'), token: earner.token });
    expect(requested.status).toBe(202);
    // The payout's lines (gathered when it opens; read until they are there). Read while the transfer
    // completes, a line may already be paid before its payout's date is: then it says just "paid".
    const lines = await eventually(async () => {
      const receipt = await api(`/creator/payouts/${requested.body.payout.payout_id}`, {
        token: earner.token,
      });
      return receipt.status === 200 && receipt.body.lines.length > 0 ? receipt.body.lines : undefined;
    }, 20_000);
    expect(lines[0].line_status.label).toMatch(
      /^(in payout since|paid) [A-Z][a-z]{2} \d{1,2}(, \d{4})?$|^in payout$|^paid$/,
    );
    // The lines are marked paid, then the payout is closed with its date (process-payout.ts: two writes,
    // so a crash between them leaves the payout open and retried): until then the line says just "paid".
    const paid = await eventually(async () => {
      const line = (await earningsOf(earner.token)).entries.find((e: { kind: string }) => e.kind === 'sale');
      return line.status === 'paid' && line.line_status.label !== 'paid' ? line : undefined;
    }, 20_000);
    expect(paid.line_status).toMatchObject({
      state: 'paid',
      label: expect.stringMatching(/^paid [A-Z][a-z]{2} \d{1,2}(, \d{4})?$/),
    });
  }, 120_000);
});

describe("a brand's conversions and its Sales list: one definition", () => {
  it('agree after sales, a cancellation, a refund, a held sale and an order with nothing in the program', async () => {
    const attributed = [newOrderId(), newOrderId(), newOrderId()];
    for (const id of attributed)
      await deliver(
        'orders/paid',
        brand.shop,
        orderPayload({ id, ref: creator.code, lines: [{ product: live, quantity: 1 }] }),
      );
    const [cancelled, refunded, held, outside] = [newOrderId(), newOrderId(), newOrderId(), newOrderId()];
    await deliver(
      'orders/paid',
      brand.shop,
      orderPayload({ id: cancelled, ref: creator.code, lines: [{ product: live, quantity: 1 }] }),
    );
    await deliver(
      'orders/paid',
      brand.shop,
      orderPayload({ id: refunded, ref: creator.code, lines: [{ product: live, quantity: 2 }] }),
    );
    const me = (await api('/me', { token: creator.token })).body;
    await deliver(
      'orders/paid',
      brand.shop,
      orderPayload({ id: held, ref: creator.code, email: me.email, lines: [{ product: live, quantity: 1 }] }),
    );
    await deliver(
      'orders/paid',
      brand.shop,
      orderPayload({
        id: outside,
        ref: creator.code,
        lines: [{ product: paused, quantity: 2, discountCents: 880 }],
      }),
    );
    const orderIds = [...attributed, cancelled, refunded, held, outside].map(String);
    await eventually(async () => {
      const { sales } = await salesOf(brand.token);
      return orderIds.every((id) => sales.some((s: { order_id: string }) => s.order_id === id))
        ? true
        : undefined;
    }, 20_000);
    await deliver('orders/cancelled', brand.shop, {
      ...orderPayload({ id: cancelled, lines: [] }),
      cancelled_at: new Date().toISOString(),
      cancel_reason: 'customer',
    });
    await deliver('refunds/create', brand.shop, {
      id: newOrderId(),
      order_id: refunded,
      created_at: new Date().toISOString(),
      refund_line_items: [{ id: 1, line_item_id: refunded * 10 + 1, quantity: 2 }],
    });
    type SaleView = {
      order_id: string;
      cancelled_at: string | null;
      refund_count: number;
      counts_as_conversion: boolean;
      conversion_note: string | null;
      lines: { outside_program: boolean; commission_cents: number; reason: string | null }[];
    };
    const sales = await eventually(async () => {
      const listed = (await salesOf(brand.token)).sales as SaleView[];
      const byId = new Map(listed.map((s) => [s.order_id, s]));
      return byId.get(String(cancelled))?.cancelled_at && byId.get(String(refunded))?.refund_count === 1
        ? listed
        : undefined;
    }, 20_000);
    const dashboard = (await api('/brand/dashboard', { token: brand.token })).body;
    const counted = sales.filter((s) => s.counts_as_conversion);
    expect(dashboard.totals.conversions).toBe(counted.length);
    const of = (id: number) => sales.find((s) => s.order_id === String(id)) as SaleView;
    // The first test's sale, three more, and the refunded one (a refund does not undo a sale).
    expect(counted.map((s) => s.order_id).sort()).toEqual(
      [
        ...sales
          .filter((s) => ![cancelled, held, outside].map(String).includes(s.order_id))
          .map((s) => s.order_id),
      ].sort(),
    );
    expect(of(refunded).counts_as_conversion).toBe(true);
    expect(of(cancelled).conversion_note).toBe('Not counted as a conversion: the order was cancelled.');
    expect(of(held).conversion_note).toBe(
      'Not counted as a conversion until you release it (self-purchase).',
    );
    expect(of(outside).conversion_note).toBe('Not counted as a conversion: nothing on it is in the program.');
    // A paused product's line: outside the program, not arithmetic.
    expect(of(outside).lines[0]).toMatchObject({ outside_program: true, commission_cents: 0 });
    expect(of(attributed[0] as number).lines[0]?.outside_program).toBe(false);

    // The brand releases the held sale: it counts on both.
    const saleId = (await salesOf(brand.token)).sales.find(
      (s: { order_id: string }) => s.order_id === String(held),
    ).sale_id;
    expect(
      (await api(`/brand/sales/${saleId}/release`, { ...json('POST'), token: brand.token })).status,
    ).toBe(200);
    const after = (await salesOf(brand.token)).sales as SaleView[];
    const afterDashboard = (await api('/brand/dashboard', { token: brand.token })).body;
    expect(afterDashboard.totals.conversions).toBe(after.filter((s) => s.counts_as_conversion).length);
    expect(afterDashboard.totals.conversions).toBe(counted.length + 1);
  });
});
