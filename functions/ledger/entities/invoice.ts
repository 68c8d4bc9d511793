import { CustomAttributeType } from 'electrodb';
import { defineEntity, SERVICE, tableKey, transactional } from '../../shared/data/entity';
import { indexKeys } from '../../shared/data/keys';
import { withNulls } from '../../shared/data/nulls';
import {
  type Invoice,
  type InvoiceRefund,
  invoiceNumber,
  type PaymentFailure,
} from '../billing/invoice-rules';

/**
 * invoices (spec 3): one per brand and billing period (BRAND#{brandId} / INVOICE#{period}) — a
 * conditional Put, so a repeated or concurrent billing run makes one invoice. Status pending → paid |
 * overdue (overdue → paid too). While unpaid it is in the unpaid index (byOwner INVOICES#UNPAID /
 * `{due_at}#{brandId}#{period}`, the daily overdue marking); while an automatic retry is due, in the retry
 * index (directory INVOICES#RETRY / `{next_retry_at}#{brandId}#{period}`).
 *
 * Both indexes are sparse and their keys mix attributes every invoice has (brand, period, due date), so
 * they are declared by their key fields, set and removed explicitly, exactly as the table holds them.
 * Those fields and the payment-id sets are hidden: reads return the invoice as callers know it.
 */
const indexKey = { type: 'string', hidden: true } as const;

export const invoiceEntity = defineEntity({
  model: { entity: 'invoice', version: '1', service: SERVICE },
  attributes: {
    brand_id: { type: 'string', required: true },
    period: { type: 'string', required: true },
    id: { type: 'string' },
    invoice_number: { type: 'string' },
    brand_name: { type: 'string' },
    status: { type: ['pending', 'paid', 'overdue'] as const },
    issued_at: { type: 'string' },
    due_at: { type: 'string' },
    paid_at: { type: 'string' },
    total_sales_cents: { type: 'number' },
    commission_rate_percent: { type: 'number' },
    lines: { type: CustomAttributeType<Invoice['lines']>('any') },
    creators: { type: CustomAttributeType<NonNullable<Invoice['creators']>>('any') },
    amount_cents: { type: 'number' },
    checkout_session_id: { type: 'string' },
    checkout_sessions: { type: 'number' },
    /** Issue 35: who opened the recorded Checkout Session: the audit log names them when it pays. */
    checkout_actor: { type: CustomAttributeType<NonNullable<Invoice['checkout_actor']>>('any') },
    paid_by: { type: 'string' },
    paid_via: { type: ['checkout', 'automatic'] as const },
    refunds: { type: CustomAttributeType<InvoiceRefund[]>('any') },
    refunded_cents: { type: 'number' },
    /** The refunded and the failed payments' ids (string sets): each is recorded once. */
    refunded_payments: { type: 'set', items: 'string', hidden: true },
    payment_failures: { type: CustomAttributeType<PaymentFailure[]>('any') },
    failed_payments: { type: 'set', items: 'string', hidden: true },
    charge_retries: { type: 'number' },
    next_retry_at: { type: 'string' },
    /** When the brand was reminded that it is due within three days (once per invoice). */
    due_reminded_at: { type: 'string' },
    gsi1pk: indexKey,
    gsi1sk: indexKey,
    gsi2pk: indexKey,
    gsi2sk: indexKey,
  },
  indexes: {
    primary: { pk: tableKey('pk', 'BRAND#${brand_id}'), sk: tableKey('sk', 'INVOICE#${period}') },
    unpaid: { index: 'byOwner', pk: tableKey('gsi1pk'), sk: tableKey('gsi1sk') },
    retries: { index: 'directory', pk: tableKey('gsi2pk'), sk: tableKey('gsi2sk') },
  },
});

/** Nulls are not stored: an absent paid_at / checkout_session_id reads as null. */
export const toInvoice = (item: object) => withNulls<Invoice>(item, ['paid_at', 'checkout_session_id']);

/** A pending invoice as first stored, in the unpaid index, and the Put that stores it once (a transaction's operation). */
export const newInvoice = (
  fields: Omit<Invoice, 'id' | 'invoice_number' | 'status' | 'paid_at' | 'checkout_session_id'>,
) => {
  const number = invoiceNumber(fields.brand_id, fields.period);
  const invoice = toInvoice({ ...fields, id: number, invoice_number: number, status: 'pending' });
  const { paid_at: _p, checkout_session_id: _c, next_retry_at: _n, ...stored } = invoice;
  const unpaid = {
    gsi1pk: indexKeys.unpaidInvoices,
    gsi1sk: `${invoice.due_at}#${invoice.brand_id}#${invoice.period}`,
  };
  return {
    invoice,
    create: () =>
      transactional(invoiceEntity)
        .create({ ...stored, ...unpaid })
        .commit(),
  };
};

export const getInvoice = async (brandId: string, period: string): Promise<Invoice | undefined> => {
  const { data } = await invoiceEntity.get({ brand_id: brandId, period }).go({ consistent: true });
  return data ? toInvoice(data) : undefined;
};

/** Access pattern "a brand's invoices, newest first": one Query. */
export const listInvoicesOfBrand = async (brandId: string, limit = 24): Promise<Invoice[]> => {
  const { data } = await invoiceEntity.query
    .primary({ brand_id: brandId })
    .go({ limit, order: 'desc', pages: 1 });
  return data.map(toInvoice);
};

/**
 * One page (oldest first) of the unpaid invoices due before `now` (`unpaid`), or of those whose
 * automatic retry is due before `now` (`retries`): sparse indexes, Queries, never a Scan.
 */
export const listInvoicesDue = async (which: 'unpaid' | 'retries', now: string, cursor: string | null) => {
  const query =
    which === 'unpaid'
      ? invoiceEntity.query.unpaid({ gsi1pk: indexKeys.unpaidInvoices }).lt({ gsi1sk: now })
      : invoiceEntity.query.retries({ gsi2pk: indexKeys.invoiceChargeRetries }).lt({ gsi2sk: now });
  const page = await query.go({ cursor, pages: 1 });
  return { invoices: page.data.map(toInvoice), next: page.cursor };
};

/**
 * One page (soonest due first) of the unpaid invoices due between `from` and `to` (the due-soon
 * reminder): the same sparse index, a bounded key range, never a Scan.
 */
export const listInvoicesDueBetween = async (from: string, to: string, cursor: string | null) => {
  const page = await invoiceEntity.query
    .unpaid({ gsi1pk: indexKeys.unpaidInvoices })
    .between({ gsi1sk: from }, { gsi1sk: to })
    .go({ cursor, pages: 1 });
  return { invoices: page.data.map(toInvoice), next: page.cursor };
};

/** The due-soon reminder's mark, as a transaction's operation: once, and only while still pending. */
export const markDueReminded = (invoice: Pick<Invoice, 'brand_id' | 'period'>, at: string) =>
  transactional(invoiceEntity)
    .update({ brand_id: invoice.brand_id, period: invoice.period })
    .set({ due_reminded_at: at })
    .where((attr, op) => `${op.eq(attr.status, 'pending')} AND ${op.notExists(attr.due_reminded_at)}`)
    .commit();

/** pending → overdue as a transaction's operation (once: an invoice paid meanwhile stays paid). */
export const markOverdue = (invoice: Pick<Invoice, 'brand_id' | 'period'>) =>
  transactional(invoiceEntity)
    .update({ brand_id: invoice.brand_id, period: invoice.period })
    .set({ status: 'overdue' })
    .where((attr, op) => op.eq(attr.status, 'pending'))
    .commit();

/** The retry index entry of an invoice whose automatic charge is due again at `at`. */
export const retryIndexOf = (invoice: Pick<Invoice, 'brand_id' | 'period'>, at: string) => ({
  gsi2pk: indexKeys.invoiceChargeRetries,
  gsi2sk: `${at}#${invoice.brand_id}#${invoice.period}`,
});

/**
 * Issue 36: the operator console's unpaid invoices across brands, soonest due first: the unpaid index's
 * one partition (Queries of at most `limit` items; an invoice leaves it when paid). `more` when there are more.
 */
export const listUnpaidInvoices = async (limit: number): Promise<{ invoices: Invoice[]; more: boolean }> => {
  const page = await invoiceEntity.query
    .unpaid({ gsi1pk: indexKeys.unpaidInvoices })
    .go({ limit, pages: 'all' });
  return { invoices: page.data.map(toInvoice), more: page.cursor !== null };
};
