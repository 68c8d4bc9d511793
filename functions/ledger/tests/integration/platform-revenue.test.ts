/**
 * Issue 36: the operator console's Money (the ledger's fee revenue and unpaid invoices), over the wire against the local cloud. Two brands' invoices of one
 * billing period no other file bills (a month long past), issued and paid by the billing code itself
 * (the issue's and the payment's own transactions ADD the period's fee revenue): the chart's month holds
 * exactly their fees, invoiced and paid, however often the run or the payment repeats; the unpaid list
 * holds the unpaid one with its amount, age and last failed payment, not the paid one. The Stripe
 * balance is the platform account's, as the SDK reads it from the local Stripe.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { REVENUE_MONTHS } from '../../../../contracts/ops';
import { brandNameOf, brandWithProducts, type TestBrand } from '../../../../tests/support/brand';
import { api, eventually, useCloudEnvironment } from '../../../../tests/support/cloud';
import { stripeClient } from '../../../../tests/support/demo-stripe';
import { signedUpOperator } from '../../../../tests/support/operators';

const DAY_MS = 24 * 3600 * 1000;
// A month between 1991 and 2010 no other file (nor an earlier run on a kept cloud) bills.
const period = `${1991 + Math.floor(Math.random() * 20)}-${String(1 + Math.floor(Math.random() * 12)).padStart(2, '0')}`;
const issuedAt = new Date(Date.now() - 10 * DAY_MS - 3600 * 1000);

let operator: { token: string };
let paidBrand: TestBrand;
let unpaidBrand: TestBrand;
let unpaidName: string;

const money = async (token: string, query = `?until=${period}`) => api(`/ops/money${query}`, { token });

beforeAll(async () => {
  [operator, paidBrand, unpaidBrand] = await Promise.all([
    signedUpOperator(),
    brandWithProducts(1, { firstName: 'Paid' }),
    brandWithProducts(1, { firstName: 'Unpaid' }),
  ]);
  unpaidName = await brandNameOf(unpaidBrand);
  useCloudEnvironment();
  const { billingPeriodEntity } = await import('../../entities/billing-period');
  const { createInvoiceForBrand } = await import('../../billing/create-invoice');
  const { payInvoice } = await import('../../billing/pay-invoice');
  const { recordInvoicePaymentFailure } = await import('../../billing/record-payment-failure');
  // The period's billing counters as the ledger's ADDs leave them: 5% of $1,000.00 and of $333.33.
  await billingPeriodEntity
    .update({ brand_id: paidBrand.brandId, period })
    .add({ sales_cents: 100_000, commission_cents: 10_000 })
    .go();
  await billingPeriodEntity
    .update({ brand_id: unpaidBrand.brandId, period })
    .add({ sales_cents: 33_333, commission_cents: 3_000 })
    .go();
  // The run issues each invoice; a repeated run finds it issued and counts nothing again.
  const paid = await createInvoiceForBrand(paidBrand.brandId, period, issuedAt);
  const unpaid = await createInvoiceForBrand(unpaidBrand.brandId, period, issuedAt);
  expect((await createInvoiceForBrand(unpaidBrand.brandId, period, issuedAt)).outcome).toBe('exists');
  if (paid.outcome !== 'created' || unpaid.outcome !== 'created') throw new Error('invoices not issued');
  // One is paid (twice: Stripe's webhook again), the other's card declined.
  expect(await payInvoice(paid.invoice, new Date(), { id: `pi_money_${period}`, via: 'checkout' })).toBe(
    true,
  );
  expect(await payInvoice(paid.invoice, new Date(), { id: `pi_money_${period}`, via: 'checkout' })).toBe(
    false,
  );
  await recordInvoicePaymentFailure({
    brandId: unpaidBrand.brandId,
    period,
    paymentId: `pi_declined_${period}`,
    source: 'checkout',
    reason: 'Your card was declined.',
    code: 'card_declined',
  });
}, 120_000);

describe('Money', () => {
  it("the chart's months: twelve, oldest first, the period holding exactly its invoices' fees", async () => {
    const answer = await money(operator.token);
    expect(answer.status).toBe(200);
    const { months, fee_percent } = answer.body as {
      months: { period: string; fee_invoiced_cents: number; fee_paid_cents: number }[];
      fee_percent: number;
    };
    expect(fee_percent).toBe(5);
    expect(months).toHaveLength(REVENUE_MONTHS);
    expect(months.at(-1)).toEqual({
      period,
      // 5,000 + 1,667 (5% of 33,333 rounded half-up).
      fee_invoiced_cents: 6_667,
      fee_paid_cents: 5_000,
      invoices_issued: 2,
      invoices_paid: 1,
    });
    // The eleven months before: nothing billed in them.
    for (const month of months.slice(0, -1))
      expect(month).toMatchObject({ fee_invoiced_cents: 0, fee_paid_cents: 0, invoices_issued: 0 });
    expect(months.map((month) => month.period)).toEqual([...months.map((m) => m.period)].sort());
    // Without `until`: the twelve months to this one.
    const current = (await money(operator.token, '')).body.months as { period: string }[];
    expect(current.at(-1)?.period).toBe(new Date().toISOString().slice(0, 7));
  });

  it('lists the unpaid invoice with its amount, age and last failure; the paid one is not listed', async () => {
    const { unpaid_invoices } = (await money(operator.token)).body as {
      unpaid_invoices: { brand_id: string }[];
    };
    expect(unpaid_invoices.find((invoice) => invoice.brand_id === paidBrand.brandId)).toBeUndefined();
    expect(unpaid_invoices.find((invoice) => invoice.brand_id === unpaidBrand.brandId)).toMatchObject({
      brand_name: unpaidName,
      period,
      status: 'pending',
      amount_cents: 4_667,
      age_days: 10,
      issued_at: issuedAt.toISOString(),
      payment_failures: 1,
      last_failure: { reason: 'Your card was declined.', code: 'card_declined', source: 'checkout' },
    });
  });

  it("refuses a month that isn't one (400)", async () => {
    const answer = await money(operator.token, '?until=2024-13');
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toHaveProperty('until');
  });

  it("the Stripe balance is the platform account's, as Stripe answers it", async () => {
    // Other files move money meanwhile: two reads agree once no payment landed between them.
    await eventually(async () => {
      const ours = await api('/ops/stripe-balance', { token: operator.token });
      expect(ours.status).toBe(200);
      const stripe = await stripeClient().balance.retrieve();
      const usd = (list: { amount: number; currency: string }[]) =>
        list.filter((entry) => entry.currency === 'usd').reduce((sum, entry) => sum + entry.amount, 0);
      return ours.body.available_cents === usd(stripe.available) &&
        ours.body.pending_cents === usd(stripe.pending)
        ? true
        : undefined;
    }, 20_000);
  });
});
