/**
 * The pure rules of paying invoices (issue 17): when a failed payment is retried (1, 3 and 7 days after
 * the first failure, three times, only with a card to charge), what the brand dashboard flags (overdue
 * and failed invoices, never a paid one), and which Stripe PaymentIntent events settle an invoice.
 */
import { describe, expect, it } from 'vitest';
import { billingAlerts } from '../../../dashboards';
import { stripeEventTypes } from '../../../integrations';
import type { Invoice } from '../../billing/invoice-rules';
import { nextRetryAt } from '../../billing/record-payment-failure';

const DAY = 24 * 3600 * 1000;
const first = '2026-12-01T00:05:00.000Z';
const at = (ms: number) => new Date(Date.parse(first) + ms);

describe('nextRetryAt', () => {
  it('retries 1, 3 and 7 days after the first failure, then no more', () => {
    const next = (retriesDone: number, now: Date) =>
      nextRetryAt({ retriesDone, firstFailedAt: first, canCharge: true }, now);
    expect(next(0, at(0))).toBe(at(DAY).toISOString());
    expect(next(1, at(DAY))).toBe(at(3 * DAY).toISOString());
    expect(next(2, at(3 * DAY))).toBe(at(7 * DAY).toISOString());
    expect(next(3, at(7 * DAY))).toBeNull();
  });

  it('never schedules in the past, and not at all without a card to charge', () => {
    expect(nextRetryAt({ retriesDone: 0, firstFailedAt: first, canCharge: true }, at(5 * DAY))).toBe(
      at(5 * DAY + 3600 * 1000).toISOString(),
    );
    expect(nextRetryAt({ retriesDone: 0, firstFailedAt: first, canCharge: false }, at(0))).toBeNull();
  });
});

const invoice = (over: Partial<Invoice>): Invoice => ({
  id: 'INV-202611-A',
  invoice_number: 'INV-202611-A',
  brand_id: 'b',
  brand_name: 'B',
  period: '2026-11',
  status: 'pending',
  issued_at: '2026-12-01T00:00:00.000Z',
  due_at: '2026-12-15T00:00:00.000Z',
  paid_at: null,
  checkout_session_id: null,
  total_sales_cents: 1000,
  commission_rate_percent: 5,
  lines: [],
  amount_cents: 150,
  ...over,
});

describe('billingAlerts', () => {
  const failure = {
    payment_id: 'pi_1',
    source: 'automatic' as const,
    reason: 'Your card was declined.',
    code: 'generic_decline',
    failed_at: first,
  };

  it('flags an overdue invoice and a failed payment, not a pending or paid one', () => {
    const alerts = billingAlerts([
      invoice({ invoice_number: 'A' }),
      invoice({ invoice_number: 'B', status: 'overdue' }),
      invoice({ invoice_number: 'C', payment_failures: [failure], next_retry_at: at(DAY).toISOString() }),
      invoice({ invoice_number: 'D', status: 'paid', payment_failures: [failure] }),
    ]);
    expect(alerts.map((alert) => [alert.invoice_number, alert.kind])).toEqual([
      ['B', 'overdue'],
      ['C', 'payment_failed'],
    ]);
    expect(alerts[1]).toMatchObject({
      reason: 'Your card was declined.',
      next_retry_at: at(DAY).toISOString(),
    });
  });
});

describe('payment_intent events', () => {
  const event = (type: string, object: Record<string, unknown>) =>
    stripeEventTypes[type]?.({ id: 'evt_1', type, created: 1, data: { object } });
  const intent = {
    id: 'pi_1',
    amount: 150,
    currency: 'usd',
    metadata: { invoice_number: 'INV-202611-A', brand_id: 'b', period: '2026-11', attempt: '0' },
  };

  it("an invoice's charge becomes StripePaymentIntentSettled, with the decline's message and code", () => {
    expect(event('payment_intent.succeeded', intent)?.detail).toMatchObject({
      paymentIntentId: 'pi_1',
      amount: 150,
      failureMessage: null,
    });
    expect(
      event('payment_intent.payment_failed', {
        ...intent,
        last_payment_error: {
          message: 'Your card has insufficient funds.',
          code: 'card_declined',
          decline_code: 'insufficient_funds',
        },
      })?.detail,
    ).toMatchObject({
      failureMessage: 'Your card has insufficient funds.',
      failureCode: 'insufficient_funds',
    });
  });

  it("a PaymentIntent that is not an invoice's charge (a Checkout payment's own) is a receipt only", () => {
    expect(event('payment_intent.succeeded', { ...intent, metadata: {} })).toBeUndefined();
  });
});
