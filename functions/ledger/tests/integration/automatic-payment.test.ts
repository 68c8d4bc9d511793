/**
 * Paid within days (issue 17, item 10), over the wire against the local cloud and the local Stripe:
 * a brand saves a card through Checkout in setup mode, turns automatic payment on, and its invoice is
 * charged off-session when issued — paid from payment_intent.succeeded, its period settled, its
 * creators' matured commissions payable without the hourly release. A card that declines leaves the
 * failure on the invoice and on the dashboard, is retried 1, 3 and 7 days after the first failure by the
 * daily run, and after the third retry stays unpaid and, past its due date, overdue — still visible.
 */

import { describe, expect, it } from 'vitest';
import {
  billBrand,
  brandWithMaturedSales,
  currentPeriod,
  invoiceOf,
  paymentSettingsOf,
  saveCard,
} from '../../../../tests/support/billing';
import { api, eventually } from '../../../../tests/support/cloud';
import { DAY_MS, forBrands, payoutsOf, runSchedule } from '../../../../tests/support/payouts';
import { ensureSecondFactor } from '../../../../tests/support/second-factor';

const json = (method: string, body?: unknown) => ({
  method,
  headers: { 'content-type': 'application/json' },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

const dashboardOf = async (token: string) => (await api('/brand/dashboard', { token })).body;

describe('automatic payment', () => {
  it('a saved card is shown, automatic payment needs one, and removing it turns automatic payment off', async () => {
    const { brand } = await brandWithMaturedSales(0);
    // Issue 35: paying, payment details and API keys need two-factor sign-in.
    await ensureSecondFactor(brand.token);
    expect(await paymentSettingsOf(brand.token)).toEqual({ payment_method: null, autopay: false });
    const refused = await api('/brand/billing/autopay', {
      ...json('PUT', { enabled: true }),
      token: brand.token,
    });
    expect(refused.status).toBe(409);
    const saved = await saveCard(brand.token, '4242424242424242');
    expect(saved.payment_method).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 12 });
    const on = await api('/brand/billing/autopay', { ...json('PUT', { enabled: true }), token: brand.token });
    expect(on.status).toBe(200);
    expect(on.body.autopay).toBe(true);
    const removed = await api('/brand/billing/payment-method', { method: 'DELETE', token: brand.token });
    expect(removed.body).toEqual({ payment_method: null, autopay: false });
  }, 180_000);

  it('the invoice is charged when issued: paid, its period settled, the commissions payable at once', async () => {
    const { brand, creator } = await brandWithMaturedSales(2, 2, async (payer) => {
      await saveCard(payer.token);
      await api('/brand/billing/autopay', { ...json('PUT', { enabled: true }), token: payer.token });
    });
    // No hourly release run anywhere in this test: the payment's settlement releases the entries.
    await billBrand(brand);
    const paid = await eventually(async () => {
      const invoice = await invoiceOf(brand.token, currentPeriod());
      return invoice?.status === 'paid' ? invoice : undefined;
    }, 30_000);
    expect(paid).toMatchObject({ paid_via: 'automatic' });
    expect(paid.payment_failures ?? []).toEqual([]);
    const { body } = await api('/creator/earnings?limit=100', { token: creator.token });
    const earned = (body.entries as { commission_cents: number }[]).reduce(
      (sum, entry) => sum + entry.commission_cents,
      0,
    );
    await eventually(
      async () =>
        (await payoutsOf(creator.token)).summary.pending_payouts_cents === earned ? true : undefined,
      20_000,
    );
    expect((await dashboardOf(brand.token)).billing_alerts).toEqual([]);
  }, 180_000);

  it('a declined card: the failure is shown, retried on days 1, 3 and 7, then left unpaid and overdue, visible', async () => {
    // Saves fine, every charge declines (Stripe's 4000 0000 0000 0341).
    const { brand } = await brandWithMaturedSales(1, 2, async (payer) => {
      await saveCard(payer.token, '4000000000000341');
      await api('/brand/billing/autopay', { ...json('PUT', { enabled: true }), token: payer.token });
    });
    const issued = await billBrand(brand);
    const failed = await eventually(async () => {
      const invoice = await invoiceOf(brand.token, issued.period);
      return invoice?.payment_failures?.length ? invoice : undefined;
    }, 30_000);
    expect(failed.status).toBe('pending');
    expect(failed.payment_failures?.[0]).toMatchObject({
      source: 'automatic',
      reason: 'Your card was declined.',
      code: 'generic_decline',
    });
    const firstFailedAt = Date.parse(failed.payment_failures?.[0]?.failed_at ?? '');
    expect(Date.parse(failed.next_retry_at ?? '')).toBe(firstFailedAt + DAY_MS);
    const [alert] = (await dashboardOf(brand.token)).billing_alerts;
    expect(alert).toMatchObject({
      invoice_number: issued.invoice_number,
      kind: 'payment_failed',
      reason: 'Your card was declined.',
    });
    // Not due yet: the daily run takes no retry.
    await runSchedule(
      'MarkOverdueInvoices',
      new Date(firstFailedAt + DAY_MS / 2).toISOString(),
      forBrands(brand),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await invoiceOf(brand.token, issued.period))?.payment_failures).toHaveLength(1);
    // Day 1, day 3, day 7: each retry charges again and fails again.
    for (const [index, day] of [1, 3, 7].entries()) {
      await runSchedule(
        'MarkOverdueInvoices',
        new Date(firstFailedAt + day * DAY_MS + 60_000).toISOString(),
        forBrands(brand),
      );
      const after = await eventually(async () => {
        const invoice = await invoiceOf(brand.token, issued.period);
        return (invoice?.payment_failures?.length ?? 0) >= index + 2 ? invoice : undefined;
      }, 30_000);
      const nextDay = [3, 7][index];
      expect(after.next_retry_at ? Date.parse(after.next_retry_at) : null).toBe(
        nextDay === undefined ? null : firstFailedAt + nextDay * DAY_MS,
      );
    }
    // No fourth retry.
    await runSchedule(
      'MarkOverdueInvoices',
      new Date(firstFailedAt + 10 * DAY_MS).toISOString(),
      forBrands(brand),
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const last = await invoiceOf(brand.token, issued.period);
    expect(last?.payment_failures).toHaveLength(4);
    // Past its due date: overdue, and the dashboard says so instead of "All caught up!".
    await runSchedule(
      'MarkOverdueInvoices',
      new Date(Date.parse(issued.due_at) + DAY_MS).toISOString(),
      forBrands(brand),
    );
    expect((await invoiceOf(brand.token, issued.period))?.status).toBe('overdue');
    expect((await dashboardOf(brand.token)).billing_alerts).toEqual([
      expect.objectContaining({ invoice_number: issued.invoice_number, kind: 'overdue' }),
    ]);
    // The brand was told of each failed payment once, and of the invoice overdue.
    const kinds = async () =>
      ((await api('/notifications', { token: brand.token })).body.notifications as { kind: string }[]).map(
        (notification) => notification.kind,
      );
    await eventually(async () => ((await kinds()).includes('invoice_overdue') ? true : undefined), 20_000);
    const told = await kinds();
    expect(told.filter((kind) => kind === 'invoice_payment_failed')).toHaveLength(4);
    expect(told.filter((kind) => kind === 'invoice_overdue')).toHaveLength(1);
  }, 240_000);
});
