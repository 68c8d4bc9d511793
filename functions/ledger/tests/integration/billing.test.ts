/**
 * Monthly billing over the wire: the ledger's changes accrue to the month they are written (the
 * brand's BILL#{period} counter); the billing run, as if the schedule fired on the 1st (through the
 * local cloud's /__local/schedules endpoint that `npm run schedule` uses), fans out one event per brand
 * and each becomes one invoice — however often the run repeats. A refund after the invoice is a credit
 * on the next one; an unpaid invoice past its due date becomes overdue.
 */

import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, expect, it } from 'vitest';
import {
  api,
  documentClient,
  eventually,
  outputs,
  useCloudEnvironment,
} from '../../../../tests/support/cloud';
import { payCheckout, stripeClient, stripeEvents } from '../../../../tests/support/demo-stripe';
import { localOnly } from '../../../../tests/support/local-only';
import { brandWithStore, type StoreBrand } from '../../../../tests/support/partnership';
import { forBrands, runSchedule } from '../../../../tests/support/payouts';
import {
  deliver,
  newOrderId,
  orderPayload,
  partnerOn,
  type StoreProduct,
  sellingBrand,
  share,
} from '../../../../tests/support/sales';
import { ensureSecondFactor } from '../../../../tests/support/second-factor';

const now = new Date();
const period = now.toISOString().slice(0, 7);
const firstOfNext = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString();
const firstOfAfter = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1)).toISOString();
const nextPeriod = firstOfNext.slice(0, 7);
const periodAfterNext = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1))
  .toISOString()
  .slice(0, 7);
const firstOfThird = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 3, 1)).toISOString();

let brand: StoreBrand;
let product: StoreProduct;
let creator: Awaited<ReturnType<typeof partnerOn>>;
const orderId = newOrderId();

const invoicesOf = async () =>
  (await api('/brand/invoices', { token: brand.token })).body.invoices as {
    period: string;
    status: string;
    amount_cents: number;
    total_sales_cents: number;
    invoice_number: string;
    due_at: string;
    paid_at: string | null;
    lines: { kind: string; amount_cents: number }[];
  }[];

beforeAll(async () => {
  ({ brand, live: product } = await sellingBrand(1));
  await ensureSecondFactor(brand.token);
  creator = await partnerOn(brand, product.id);
  await deliver(
    'orders/paid',
    brand.shop,
    orderPayload({ id: orderId, ref: creator.code, lines: [{ product, quantity: 2 }] }),
  );
  await eventually(async () =>
    (await api('/creator/earnings', { token: creator.token })).body.entries.length ? true : undefined,
  );
}, 120_000);

localOnly('bills by running BillMonth and MarkOverdueInvoices by hand').describe('monthly invoices', () => {
  it('the run on the 1st bills the month before: one invoice with commissions and the 5% fee, whatever the repeats', async () => {
    const base = product.price_cents * 2;
    const commission = share(base, Math.round(product.commission_percentage * 100), 10_000);
    // The run at the start of this month bills the month before: nothing of this month's sale. (Other
    // test files share the cloud and may run this month's billing too, so only this brand's periods count.)
    await runSchedule(
      'BillMonth',
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString(),
      forBrands(brand),
    );
    expect((await invoicesOf()).filter((invoice) => invoice.period !== period)).toHaveLength(0);
    const run = await runSchedule('BillMonth', firstOfNext, forBrands(brand));
    expect(run.result).toMatchObject({ period });
    const [invoice] = await eventually(async () => {
      const list = await invoicesOf();
      return list.length ? list : undefined;
    }, 20_000);
    expect(invoice).toMatchObject({
      period,
      status: 'pending',
      total_sales_cents: base,
      commission_rate_percent: 5,
    });
    expect(invoice?.lines).toEqual([
      expect.objectContaining({ kind: 'commissions', amount_cents: commission }),
      expect.objectContaining({ kind: 'platform_fee', amount_cents: share(base, 500, 10_000) }),
    ]);
    expect(invoice?.amount_cents).toBe(commission + share(base, 500, 10_000));
    expect(invoice?.due_at).toBe(new Date(Date.parse(firstOfNext) + 14 * 24 * 3600 * 1000).toISOString());
    expect(invoice?.invoice_number).toMatch(new RegExp(`^INV-${period.replace('-', '')}-`));
    // The run repeated (a retry, a late run, twice at once): still one invoice.
    await Promise.all([
      runSchedule('BillMonth', firstOfNext, forBrands(brand)),
      runSchedule('BillMonth', firstOfNext, forBrands(brand)),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await invoicesOf()).toHaveLength(1);
  }, 60_000);

  it('a refund after the invoice is a credit on the next period, never a change under the invoice', async () => {
    const before = (await invoicesOf())[0];
    await deliver('refunds/create', brand.shop, {
      id: newOrderId(),
      order_id: orderId,
      created_at: new Date().toISOString(),
      refund_line_items: [{ id: 1, line_item_id: orderId * 10 + 1, quantity: 1 }],
    });
    const reversal = await eventually(async () =>
      (await api('/creator/earnings', { token: creator.token })).body.entries.find(
        (e: { kind: string }) => e.kind === 'reversal',
      ),
    );
    // This month is invoiced already, so the reversal is billed in the next period.
    const counter = async (p: string) =>
      (
        await documentClient().send(
          new GetCommand({
            TableName: outputs().TableName,
            Key: { pk: `BRAND#${brand.brandId}`, sk: `BILL#${p}` },
          }),
        )
      ).Item;
    expect(await counter(nextPeriod)).toMatchObject({
      credited_commission_cents: -reversal.commission_cents,
      credited_sales_cents: -reversal.base_cents,
    });
    expect((await invoicesOf())[0]).toEqual(before);
    // Billing the next period: it holds only the credit, so no invoice; the credit moves on, once.
    await runSchedule('BillMonth', firstOfAfter, forBrands(brand));
    await eventually(async () => ((await counter(nextPeriod))?.carried_to ? true : undefined), 20_000);
    await runSchedule('BillMonth', firstOfAfter, forBrands(brand));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await invoicesOf()).toHaveLength(1);
    const following = await counter(periodAfterNext);
    expect(following).toMatchObject({ credited_commission_cents: -reversal.commission_cents });
  }, 60_000);

  it('an unpaid invoice past its due date becomes overdue, once', async () => {
    const [invoice] = await invoicesOf();
    if (!invoice) throw new Error('no invoice');
    const dayAfterDue = new Date(Date.parse(invoice.due_at) + 24 * 3600 * 1000).toISOString();
    await runSchedule(
      'MarkOverdueInvoices',
      new Date(Date.parse(invoice.due_at) - 3600 * 1000).toISOString(),
      forBrands(brand),
    );
    expect((await invoicesOf())[0]?.status).toBe('pending');
    const first = await runSchedule('MarkOverdueInvoices', dayAfterDue, forBrands(brand));
    expect(Number(first.result.overdue)).toBeGreaterThanOrEqual(1);
    expect((await invoicesOf())[0]?.status).toBe('overdue');
    // The brand was told once each: the reminder (due within three days of the first run), overdue.
    await runSchedule('MarkOverdueInvoices', dayAfterDue, forBrands(brand));
    const kinds = async () =>
      ((await api('/notifications', { token: brand.token })).body.notifications as { kind: string }[]).map(
        (notification) => notification.kind,
      );
    await eventually(async () => ((await kinds()).includes('invoice_overdue') ? true : undefined), 20_000);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await kinds()).filter((kind) => kind.startsWith('invoice_')).sort()).toEqual([
      'invoice_due_soon',
      'invoice_issued',
      'invoice_overdue',
    ]);
  }, 60_000);

  it("Pay Invoice: a Checkout Session for the amount; the invoice is paid from Stripe's webhook, once", async () => {
    const [invoice] = await invoicesOf();
    if (!invoice) throw new Error('no invoice');
    const path = `/brand/invoices/${invoice.invoice_number}/checkout`;
    const payPage = async () => {
      const response = await api(path, { method: 'POST', token: brand.token });
      expect(response.status).toBe(200);
      return response.body.url as string;
    };
    const sessionOf = (url: string) => new URL(url).pathname.split('/').pop() as string;
    // The invoice as a request that read it before any session was recorded sees it (read here, so the
    // race is set up on purpose rather than left to the timing of two requests).
    useCloudEnvironment();
    process.env.STRIPE_API_URL = outputs().StripeApiUrl;
    const { getInvoice } = await import('../../entities/invoice');
    const { createInvoiceCheckout } = await import('../../billing/create-invoice-checkout');
    const { scriptActor } = await import('../../../shared/audit/actor');
    const unrecorded = await getInvoice(brand.brandId, invoice.period);
    if (!unrecorded || unrecorded.checkout_session_id)
      throw new Error('expected an invoice without a session');
    // A double click, however the two requests interleave (at once, or one after the other), and a
    // request that read the invoice before the first session was recorded: one session.
    const clicks = await Promise.all([payPage(), payPage(), payPage()]);
    clicks.push(
      await payPage(),
      await payPage(),
      await createInvoiceCheckout(unrecorded, scriptActor('billing test')),
    );
    expect(new Set(clicks)).toEqual(new Set([clicks[0]]));
    // The session expires (as after 24 hours): the next double click opens one new session, and so does
    // a request that read the invoice two sessions ago — it hands out the new one, not its stale one.
    await stripeClient().checkout.sessions.expire(sessionOf(clicks[0] as string));
    const renewed = await Promise.all([payPage(), payPage()]);
    renewed.push(await payPage(), await createInvoiceCheckout(unrecorded, scriptActor('billing test')));
    expect(new Set(renewed)).toEqual(new Set([renewed[0]]));
    expect(renewed[0]).not.toBe(clicks[0]);
    const sessionId = sessionOf(renewed[0] as string);
    const session = await stripeClient().checkout.sessions.retrieve(sessionId);
    expect(session.status).toBe('open');
    expect(session).toMatchObject({
      amount_total: invoice.amount_cents,
      client_reference_id: invoice.invoice_number,
    });
    // Returning from the checkout page marks nothing: only the webhook does.
    expect((await invoicesOf())[0]?.status).not.toBe('paid');
    const paid = await payCheckout(session);
    expect(paid.status).toBe(303);
    const after = await eventually(async () => {
      const current = (await invoicesOf())[0];
      return current?.status === 'paid' ? current : undefined;
    }, 20_000);
    expect(after.paid_at).toBeTruthy();
    // The event delivered again (twice more): still paid once, paid_at unchanged.
    const [completed] = (await stripeEvents('checkout.session.completed')).filter(
      (event) => event.objectId === sessionId,
    );
    if (!completed) throw new Error('no checkout.session.completed event');
    for (let i = 0; i < 2; i++) {
      await fetch(`${outputs().WebUrl}/__stripe/__events/${completed.id}/resend`, { method: 'POST' });
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await invoicesOf())[0]).toMatchObject({ status: 'paid', paid_at: after.paid_at });
    // Paid: no new session; another brand cannot reach it.
    expect((await api(path, { method: 'POST', token: brand.token })).status).toBe(409);
    const stranger = await brandWithStore(0);
    await ensureSecondFactor(stranger.token);
    expect((await api(path, { method: 'POST', token: stranger.token })).status).toBe(404);
    expect(
      (await api('/brand/invoices/not-an-invoice/checkout', { method: 'POST', token: brand.token })).status,
    ).toBe(400);
  }, 90_000);

  it('npm run schedule runs a schedule against the running cloud, and says so when it cannot', () => {
    // This run's cloud, as `npm start` describes itself to the script: its outputs.json in a data folder.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'schedule-cli-'));
    writeFileSync(path.join(dataDir, 'outputs.json'), JSON.stringify(outputs()));
    const run = (...args: string[]) =>
      spawnSync('npx', ['tsx', 'scripts/schedule.ts', ...args], {
        env: { ...process.env, LOCAL_DATA_DIR: dataDir },
        encoding: 'utf8',
        timeout: 60_000,
      });
    // Scoped to this file's brand (functions/shared/schedules/run-scope.ts), as an operator re-runs one brand.
    const ok = run('billing', firstOfThird, '--brand', brand.brandId);
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout).toMatch(/"brands":[01]\b/);
    const noId = run('billing', firstOfThird, '--brand');
    expect(noId.status).toBe(1);
    expect(noId.stderr).toContain('--brand needs an id');
    expect(ok.stdout).toContain(`BillMonth ran as at ${firstOfThird}`);
    expect(ok.stdout).toContain(firstOfAfter.slice(0, 7));
    const unknown = run('no-such-schedule');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No schedule named');
    const bad = run('billing', 'not-a-date');
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('not an ISO instant');
  }, 90_000);
});
