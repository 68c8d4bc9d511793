/**
 * A failed payment of an invoice (an automatic charge declined, or a Checkout payment that failed): it
 * is recorded on the invoice with Stripe's reason and time — the brand sees it on Billing and its
 * dashboard — and, while the brand has automatic payment on, the next automatic retry is scheduled:
 * 1, 3 and 7 days after the first failure (CHARGE_RETRY_DAYS), three retries in all. After the third
 * the invoice stays unpaid (and becomes overdue at its due date) until the brand pays it.
 */

import { transactional, writeTransaction } from '../../shared/data/entity';
import { log } from '../../shared/log';
import { DAY_MS } from '../../shared/time/days';
import { getBillingProfile } from '../entities/brand-billing-profile';
import { getInvoice, invoiceEntity, retryIndexOf } from '../entities/invoice';
import { moneyService } from '../entities/money-service';
import { paymentFailedItem } from './invoice-announcements';
import type { PaymentFailure, PaymentSource } from './invoice-rules';

/** Automatic retries after a failed payment, counted in days from the first failure (docs/product.md). */
export const CHARGE_RETRY_DAYS = [1, 3, 7] as const;

/** When the next retry is due, or null: none left, or no card to charge. */
export const nextRetryAt = (
  input: { retriesDone: number; firstFailedAt: string; canCharge: boolean },
  now: Date,
): string | null => {
  const days = CHARGE_RETRY_DAYS[input.retriesDone];
  if (days === undefined || !input.canCharge) return null;
  const due = Date.parse(input.firstFailedAt) + days * DAY_MS;
  // Never in the past (a failure reported late): at the earliest an hour from now.
  return new Date(Math.max(due, now.getTime() + 3600 * 1000)).toISOString();
};

export const recordInvoicePaymentFailure = async (input: {
  brandId: string;
  period: string;
  paymentId: string;
  source: PaymentSource;
  reason: string;
  code: string | null;
  now?: Date;
}): Promise<boolean> => {
  const now = input.now ?? new Date();
  const [invoice, profile] = await Promise.all([
    getInvoice(input.brandId, input.period),
    getBillingProfile(input.brandId),
  ]);
  if (!invoice || invoice.status === 'paid') return false;
  const next = nextRetryAt(
    {
      retriesDone: invoice.charge_retries ?? 0,
      firstFailedAt: invoice.payment_failures?.[0]?.failed_at ?? now.toISOString(),
      canCharge: profile.autopay && profile.payment_method !== null,
    },
    now,
  );
  const failure: PaymentFailure = {
    payment_id: input.paymentId,
    source: input.source,
    reason: input.reason,
    code: input.code,
    failed_at: now.toISOString(),
  };
  const update = transactional(invoiceEntity)
    .patch(invoice)
    .append({ payment_failures: [failure] })
    .add({ failed_payments: [failure.payment_id] });
  // Once per payment (Stripe's webhook and the charging consumer may both report it), on an unpaid
  // invoice; the brand is told in the same transaction.
  const outcome = await writeTransaction(
    moneyService,
    (): Record<string, unknown> => ({
      failure: (next
        ? update.set({ next_retry_at: next, ...retryIndexOf(invoice, next) })
        : update.remove(['next_retry_at', 'gsi2pk', 'gsi2sk'])
      )
        .where(
          (attr, op) =>
            `${op.ne(attr.status, 'paid')} AND (${op.notExists(attr.failed_payments)} OR ${op.notContains(attr.failed_payments, failure.payment_id)})`,
        )
        .commit(),
      told: paymentFailedItem(invoice, failure, next, now),
    }),
  );
  if (!outcome.ok && outcome.refused.length === 0)
    throw new Error(`Failure of ${invoice.invoice_number} not recorded: the transaction kept conflicting`);
  const recorded = outcome.ok;
  if (recorded)
    log.warn('invoice payment failed', {
      invoice: invoice.invoice_number,
      payment: input.paymentId,
      source: input.source,
      code: input.code,
      nextRetryAt: next,
    });
  return recorded;
};
