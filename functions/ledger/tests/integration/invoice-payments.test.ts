/**
 * One payment per invoice, and money released as soon as it is in (issue 17, items 2 and 10), over the
 * wire against the local cloud and the local Stripe through the official SDK:
 * - a settled period's matured entries become payable at once, without the hourly release;
 * - two Pay Invoice calls (two tabs) hand out the invoice's one open Checkout Session; a session that
 *   can no longer be paid is replaced by a new one;
 * - a second payment that lands anyway is refunded automatically, shown on the invoice, and the local
 *   Stripe's balance grows by the invoice's amount only.
 */

import { describe, expect, it } from 'vitest';
import {
  billBrand,
  brandWithMaturedSales,
  currentPeriod,
  invoiceOf,
  paymentSettingsOf,
} from '../../../../tests/support/billing';
import { api, eventually } from '../../../../tests/support/cloud';
import { payCheckout, stripeClient } from '../../../../tests/support/demo-stripe';
import { payInvoice, payoutsOf } from '../../../../tests/support/payouts';
import { ensureSecondFactor } from '../../../../tests/support/second-factor';

const sessionIdOf = (url: string) => new URL(url).pathname.split('/').pop() as string;

describe('a settled period', () => {
  it('makes its matured commissions payable at once, without the hourly release', async () => {
    const { brand, creator } = await brandWithMaturedSales(2);
    // Issue 35: paying, payment details and API keys need two-factor sign-in.
    await ensureSecondFactor(brand.token);
    // No release run: the matured entries are still in the hold index (never moved to the waiting one).
    expect((await payoutsOf(creator.token)).summary.pending_payouts_cents).toBe(0);
    await billBrand(brand);
    await payInvoice(brand, currentPeriod());
    const { body } = await api('/creator/earnings?limit=100', { token: creator.token });
    const earned = (body.entries as { commission_cents: number }[]).reduce(
      (sum, entry) => sum + entry.commission_cents,
      0,
    );
    const payable = await eventually(async () => {
      const cents = (await payoutsOf(creator.token)).summary.pending_payouts_cents as number;
      return cents === earned ? cents : undefined;
    }, 20_000);
    expect(payable).toBe(earned);
  }, 180_000);
});

describe('one payment per invoice', () => {
  it('two tabs get the same open session; a session that can no longer be paid is replaced', async () => {
    const { brand } = await brandWithMaturedSales(1);
    // Issue 35: paying, payment details and API keys need two-factor sign-in.
    await ensureSecondFactor(brand.token);
    const invoice = await billBrand(brand);
    const path = `/brand/invoices/${invoice.invoice_number}/checkout`;
    const first = await api(path, { method: 'POST', token: brand.token });
    const second = await api(path, { method: 'POST', token: brand.token });
    expect(first.status).toBe(200);
    expect(second.body.url).toBe(first.body.url);
    // The session expires at Stripe (as after 24 hours): the next Pay Invoice opens a new one.
    await stripeClient().checkout.sessions.expire(sessionIdOf(first.body.url));
    const third = await api(path, { method: 'POST', token: brand.token });
    expect(third.status).toBe(200);
    expect(third.body.url).not.toBe(first.body.url);
    const stale = await stripeClient().checkout.sessions.retrieve(sessionIdOf(first.body.url));
    expect(stale.status).toBe('expired');
    expect((await payCheckout({ url: first.body.url })).status).not.toBe(303);
    const fresh = await stripeClient().checkout.sessions.retrieve(sessionIdOf(third.body.url));
    expect((await payCheckout(fresh)).status).toBe(303);
    const paid = await eventually(async () => {
      const current = await invoiceOf(brand.token, invoice.period);
      return current?.status === 'paid' ? current : undefined;
    }, 20_000);
    expect(paid.refunds ?? []).toEqual([]);
    // The first payment kept its card for later (setup_future_usage): shown, automatic payment still off.
    const settings = await eventually(async () => {
      const current = await paymentSettingsOf(brand.token);
      return current.payment_method ? current : undefined;
    }, 20_000);
    expect(settings).toMatchObject({ payment_method: { brand: 'visa', last4: '4242' }, autopay: false });
    // Saved when the payment was made, as the invoice says it was paid (issue 35: the audit log agrees).
    expect(settings.payment_method?.saved_at).toBe(paid.paid_at);
  }, 180_000);

  it('a second payment that lands anyway is refunded automatically and shown on the invoice', async () => {
    const { brand } = await brandWithMaturedSales(1);
    // Issue 35: paying, payment details and API keys need two-factor sign-in.
    await ensureSecondFactor(brand.token);
    const invoice = await billBrand(brand);
    const opened = await api(`/brand/invoices/${invoice.invoice_number}/checkout`, {
      method: 'POST',
      token: brand.token,
    });
    // A second session for the same invoice, as an older tab (or the code before this change) had one.
    const other = await stripeClient().checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: invoice.amount_cents,
            product_data: { name: `Invoice ${invoice.invoice_number}` },
          },
        },
      ],
      client_reference_id: invoice.invoice_number,
      metadata: { brand_id: brand.brandId, period: invoice.period, invoice_number: invoice.invoice_number },
      success_url: 'http://localhost/ok',
    });
    const mine = await stripeClient().checkout.sessions.retrieve(sessionIdOf(opened.body.url));
    expect((await payCheckout(mine)).status).toBe(303);
    expect((await payCheckout(other)).status).toBe(303);
    const settled = await eventually(async () => {
      const current = await invoiceOf(brand.token, invoice.period);
      return current?.status === 'paid' && current.refunds?.length ? current : undefined;
    }, 30_000);
    expect(settled.refunds).toEqual([
      expect.objectContaining({
        amount_cents: invoice.amount_cents,
        reason: expect.stringMatching(/already paid/),
      }),
    ]);
    expect(settled.refunded_cents).toBe(invoice.amount_cents);
    // Money in = money owed: the two payments less their refunds come to the invoice's amount, once.
    // (Counted on this invoice's own payments: the platform's balance is shared with every test file
    // running at the same time, whose payouts and payments move it too.)
    let net = 0;
    for (const session of [mine, other]) {
      const { payment_intent: intentId } = await stripeClient().checkout.sessions.retrieve(session.id);
      const intent = await stripeClient().paymentIntents.retrieve(String(intentId));
      const refunds = await stripeClient().refunds.list({ payment_intent: intent.id, limit: 100 });
      net += intent.amount_received - refunds.data.reduce((sum, refund) => sum + refund.amount, 0);
    }
    expect(net).toBe(invoice.amount_cents);
    // Delivered again, nothing more is refunded.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await invoiceOf(brand.token, invoice.period))?.refunds).toHaveLength(1);
  }, 180_000);

  it('a Checkout payment that fails later is shown on the invoice and the dashboard, and Pay Invoice works again', async () => {
    const { brand } = await brandWithMaturedSales(1);
    // Issue 35: paying, payment details and API keys need two-factor sign-in.
    await ensureSecondFactor(brand.token);
    const invoice = await billBrand(brand);
    const path = `/brand/invoices/${invoice.invoice_number}/checkout`;
    const opened = await api(path, { method: 'POST', token: brand.token });
    const session = await stripeClient().checkout.sessions.retrieve(sessionIdOf(opened.body.url));
    expect((await payCheckout(session, 'pay_later_fails')).status).toBe(303);
    const failed = await eventually(async () => {
      const current = await invoiceOf(brand.token, invoice.period);
      return current?.payment_failures?.length ? current : undefined;
    }, 20_000);
    expect(failed.status).toBe('pending');
    expect(failed.payment_failures?.[0]).toMatchObject({ source: 'checkout', code: 'async_payment_failed' });
    const dashboard = (await api('/brand/dashboard', { token: brand.token })).body;
    expect(dashboard.billing_alerts).toEqual([
      expect.objectContaining({ invoice_number: invoice.invoice_number, kind: 'payment_failed' }),
    ]);
    // The failed session cannot be paid; Pay Invoice opens a new one, which pays the invoice.
    const again = await api(path, { method: 'POST', token: brand.token });
    expect(again.status).toBe(200);
    expect(again.body.url).not.toBe(opened.body.url);
    const fresh = await stripeClient().checkout.sessions.retrieve(sessionIdOf(again.body.url));
    expect((await payCheckout(fresh)).status).toBe(303);
    await eventually(async () => {
      const current = await invoiceOf(brand.token, invoice.period);
      return current?.status === 'paid' ? true : undefined;
    }, 20_000);
    expect((await api('/brand/dashboard', { token: brand.token })).body.billing_alerts).toEqual([]);
  }, 180_000);
});
