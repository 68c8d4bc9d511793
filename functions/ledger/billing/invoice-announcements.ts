/**
 * What an invoice's changes tell its brand, as outbox Puts for the transaction that makes each change
 * (so each is told once, when the change happens): issued, due within three days, overdue, a payment
 * failed, paid.
 */
import { committed } from '../../shared/data/entity';
import { outboxEntity, outboxEvent, type TransactItem } from '../../shared/outbox/outbox-event';
import type { Invoice, PaymentFailure } from './invoice-rules';

type Told = Pick<Invoice, 'brand_id' | 'period' | 'invoice_number' | 'amount_cents' | 'due_at'>;

const fieldsOf = (invoice: Told) => ({
  version: 1 as const,
  brandId: invoice.brand_id,
  period: invoice.period,
  invoiceNumber: invoice.invoice_number,
  amountCents: invoice.amount_cents,
  dueAt: invoice.due_at,
});

export const invoiceNoticeItem = (
  name: 'InvoiceIssued' | 'InvoiceDueSoon' | 'InvoiceOverdue' | 'InvoicePaid',
  invoice: Told,
  at = new Date(),
): TransactItem => committed(outboxEntity.create(outboxEvent(name, fieldsOf(invoice), at).item));

export const paymentFailedItem = (
  invoice: Told,
  failure: Pick<PaymentFailure, 'reason' | 'source'>,
  nextRetryAt: string | null,
  at = new Date(),
): TransactItem =>
  committed(
    outboxEntity.create(
      outboxEvent(
        'InvoicePaymentFailed',
        { ...fieldsOf(invoice), reason: failure.reason, source: failure.source, nextRetryAt },
        at,
      ).item,
    ),
  );
