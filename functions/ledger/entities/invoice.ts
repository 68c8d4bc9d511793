import { isConditionFailure } from '../../shared/data/client';
import { defineEntity, SERVICE, tableKey } from '../../shared/data/entity';
import { indexKeys } from '../../shared/data/keys';
import type { InvoiceAmounts } from '../billing/invoice-lines';
import { transactional } from './transactional';

/**
 * invoices (spec 3): one per brand and billing period (BRAND#{brandId} / INVOICE#{period}) — a
 * conditional Put, so a repeated or concurrent billing run makes one invoice. Status pending → paid |
 * overdue (overdue → paid too). While unpaid it is in the unpaid index (byOwner INVOICES#UNPAID /
 * `{due_at}#{brandId}#{period}`, the daily overdue marking); while an automatic retry is due, in the retry
 * index (directory INVOICES#RETRY / `{next_retry_at}#{brandId}#{period}`).
 *
 * Both indexes are sparse and their keys mix attributes every invoice has (brand, period, due date), so
 * they are declared by their key fields (`gsi1pk`… as attributes, values from `unpaidIndexOf` and
 * `retryIndexOf`): ElectroDB then sets and removes both keys of an entry exactly as the table holds them.
 */
export type InvoiceStatus = 'pending' | 'paid' | 'overdue';

export interface Invoice extends InvoiceAmounts {
  id: string;
  /** Unique and readable: INV-{yyyymm}-{brand}. */
  invoice_number: string;
  brand_id: string;
  brand_name: string;
  period: string;
  status: InvoiceStatus;
  issued_at: string;
  due_at: string;
  paid_at: string | null;
  /** The Stripe Checkout Session last created to pay it (never shown to others). */
  checkout_session_id: string | null;
  /** Checkout Sessions recorded for it: the next one's attempt (part of its idempotency key). */
  checkout_sessions?: number;
  /** The payment that paid it (a PaymentIntent id, or a Checkout Session's): any other is refunded. */
  paid_by?: string;
  /** How it was paid: the brand's Checkout, or the automatic charge of its saved payment method. */
  paid_via?: PaymentSource;
  /** Payments refunded because the invoice was paid already (or did not match it): money in = money owed. */
  refunds?: InvoiceRefund[];
  refunded_cents?: number;
  /** Failed payments, oldest first (automatic charges and Checkout payments), shown to the brand. */
  payment_failures?: PaymentFailure[];
  /** Automatic charges tried (0 at issue, then up to MAX_CHARGE_RETRIES retries). */
  charge_retries?: number;
  /** When the next automatic retry is due (the retry index's sort key), or null when none is. */
  next_retry_at?: string | null;
}

export type PaymentSource = 'checkout' | 'automatic';

export interface InvoiceRefund {
  refund_id: string;
  /** The refunded payment (PaymentIntent id). */
  payment_id: string;
  amount_cents: number;
  reason: string;
  refunded_at: string;
}

export interface PaymentFailure {
  payment_id: string;
  source: PaymentSource;
  /** Stripe's message for the brand ("Your card was declined."). */
  reason: string;
  /** Stripe's decline or error code (card_declined, insufficient_funds, authentication_required…). */
  code: string | null;
  failed_at: string;
}

/** Automatic retries after a failed payment, counted in days from the first failure (docs/product.md). */
export const CHARGE_RETRY_DAYS = [1, 3, 7] as const;
export const MAX_CHARGE_RETRIES = CHARGE_RETRY_DAYS.length;

const indexKey = { type: 'string' } as const;

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
    lines: { type: 'any' },
    amount_cents: { type: 'number' },
    checkout_session_id: { type: 'string' },
    checkout_sessions: { type: 'number' },
    paid_by: { type: 'string' },
    paid_via: { type: ['checkout', 'automatic'] as const },
    refunds: { type: 'any' },
    refunded_cents: { type: 'number' },
    /** The refunded and the failed payments' ids (string sets): each is recorded once. */
    refunded_payments: { type: 'set', items: 'string' },
    payment_failures: { type: 'any' },
    failed_payments: { type: 'set', items: 'string' },
    charge_retries: { type: 'number' },
    next_retry_at: { type: 'string' },
    gsi1pk: indexKey,
    gsi1sk: indexKey,
    gsi2pk: indexKey,
    gsi2sk: indexKey,
  },
  indexes: {
    primary: {
      pk: tableKey('pk', 'BRAND#${brand_id}'),
      sk: tableKey('sk', 'INVOICE#${period}'),
    },
    unpaid: {
      index: 'byOwner',
      pk: tableKey('gsi1pk'),
      sk: tableKey('gsi1sk'),
    },
    retries: {
      index: 'directory',
      pk: tableKey('gsi2pk'),
      sk: tableKey('gsi2sk'),
    },
  },
});

/** The unpaid index entry of an invoice (present until it is paid). */
const unpaidIndexOf = (invoice: Pick<Invoice, 'due_at' | 'brand_id' | 'period'>) => ({
  gsi1pk: indexKeys.unpaidInvoices,
  gsi1sk: `${invoice.due_at}#${invoice.brand_id}#${invoice.period}`,
});

/** The retry index entry of an invoice whose automatic charge is due again at `at`. */
const retryIndexOf = (brandId: string, period: string, at: string) => ({
  gsi2pk: indexKeys.invoiceChargeRetries,
  gsi2sk: `${at}#${brandId}#${period}`,
});

/** An item as callers know it (today's shape): index keys and payment-id sets left out, absent nulls read as null. */
const toInvoice = (item: Record<string, unknown>): Invoice => {
  const {
    refunded_payments: _r,
    failed_payments: _f,
    gsi1pk: _a,
    gsi1sk: _b,
    gsi2pk: _c,
    gsi2sk: _d,
    ...invoice
  } = item;
  return {
    ...(invoice as unknown as Invoice),
    paid_at: (invoice.paid_at as string | undefined) ?? null,
    checkout_session_id: (invoice.checkout_session_id as string | undefined) ?? null,
  };
};

const key = (brandId: string, period: string) => ({ brand_id: brandId, period });

export const invoiceNumber = (brandId: string, period: string): string =>
  `INV-${period.replace('-', '')}-${brandId.slice(-8).toUpperCase()}`;

export type NewInvoice = Omit<
  Invoice,
  'id' | 'invoice_number' | 'status' | 'paid_at' | 'checkout_session_id'
>;

/** A pending invoice as first stored, and the Put that stores it once (a transaction's operation). */
export const newInvoice = (invoice: NewInvoice) => {
  const number = invoiceNumber(invoice.brand_id, invoice.period);
  const full: Invoice = {
    ...invoice,
    id: number,
    invoice_number: number,
    status: 'pending',
    paid_at: null,
    checkout_session_id: null,
  };
  // Nulls are not stored: an absent paid_at / checkout_session_id reads as null.
  const { paid_at: _p, checkout_session_id: _c, next_retry_at: _n, ...stored } = full;
  return {
    invoice: full,
    create: () =>
      transactional(invoiceEntity)
        .create({ ...stored, ...unpaidIndexOf(full) })
        .commit(),
  };
};

export const getInvoice = async (brandId: string, period: string): Promise<Invoice | undefined> => {
  const { data } = await invoiceEntity.get(key(brandId, period)).go({ consistent: true });
  return data ? toInvoice(data) : undefined;
};

/** Access pattern "a brand's invoices, newest first": one Query. */
export const listInvoicesOfBrand = async (brandId: string, limit = 24): Promise<Invoice[]> => {
  const { data } = await invoiceEntity.query
    .primary({ brand_id: brandId })
    .go({ limit, order: 'desc', pages: 1 });
  return data.map(toInvoice);
};

/** Unpaid invoices due before `now` (sparse index, oldest first), a page at a time. */
export const listInvoicesDueBefore = async (now: string, cursor?: string | null) => {
  const page = await invoiceEntity.query
    .unpaid({ gsi1pk: indexKeys.unpaidInvoices })
    .lt({ gsi1sk: now })
    .go({ cursor: cursor ?? null, pages: 1 });
  return { invoices: page.data.map(toInvoice), next: page.cursor };
};

/** pending → overdue, once (conditional); an invoice paid meanwhile stays paid. */
export const markInvoiceOverdue = async (brandId: string, period: string): Promise<boolean> =>
  invoiceEntity
    .update(key(brandId, period))
    .set({ status: 'overdue' })
    .where((attr, op) => op.eq(attr.status, 'pending'))
    .go()
    .then(
      () => true,
      (error) => refusedOrThrow(error),
    );

/**
 * pending | overdue → paid, once, by one payment; leaves the unpaid and retry indexes. A transaction's
 * operation (the payment settles more).
 */
export const markInvoicePaid = (
  brandId: string,
  period: string,
  paidAt: string,
  payment: { id: string; via: PaymentSource },
) =>
  transactional(invoiceEntity)
    .patch(key(brandId, period))
    .set({ status: 'paid', paid_at: paidAt, paid_by: payment.id, paid_via: payment.via })
    .remove(['next_retry_at', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk'])
    .where((attr, op) => op.ne(attr.status, 'paid'))
    .commit();

const refusedOrThrow = (error: unknown): false => {
  if (isConditionFailure(error)) return false;
  throw error;
};

/** A refunded payment on the invoice, once per payment (the refund's own key makes Stripe refund once). */
export const recordInvoiceRefund = async (
  brandId: string,
  period: string,
  refund: InvoiceRefund,
): Promise<boolean> =>
  invoiceEntity
    .patch(key(brandId, period))
    .append({ refunds: [refund] })
    .add({ refunded_cents: refund.amount_cents, refunded_payments: [refund.payment_id] })
    .where(
      (attr, op) =>
        `${op.notExists(attr.refunded_payments)} OR ${op.notContains(attr.refunded_payments, refund.payment_id)}`,
    )
    .go()
    .then(
      () => true,
      (error) => refusedOrThrow(error),
    );

/**
 * A failed payment on an unpaid invoice, once per payment (Stripe's webhook and the charging consumer
 * may both report it), with the next automatic retry (or none): the brand sees it on Billing and its
 * dashboard. Returns false when it was recorded already or the invoice is paid.
 */
export const recordPaymentFailure = async (
  brandId: string,
  period: string,
  failure: PaymentFailure,
  nextRetryAt: string | null,
): Promise<boolean> => {
  const update = invoiceEntity
    .patch(key(brandId, period))
    .append({ payment_failures: [failure] })
    .add({ failed_payments: [failure.payment_id] });
  const scheduled = nextRetryAt
    ? update.set({ next_retry_at: nextRetryAt, ...retryIndexOf(brandId, period, nextRetryAt) })
    : update.remove(['next_retry_at', 'gsi2pk', 'gsi2sk']);
  return scheduled
    .where(
      (attr, op) =>
        `${op.ne(attr.status, 'paid')} AND (${op.notExists(attr.failed_payments)} OR ${op.notContains(attr.failed_payments, failure.payment_id)})`,
    )
    .go()
    .then(
      () => true,
      (error) => refusedOrThrow(error),
    );
};

/** Unpaid invoices whose automatic retry is due before `now` (sparse index, oldest first), a page at a time. */
export const listChargeRetriesDue = async (now: string, cursor?: string | null) => {
  const page = await invoiceEntity.query
    .retries({ gsi2pk: indexKeys.invoiceChargeRetries })
    .lt({ gsi2sk: now })
    .go({ cursor: cursor ?? null, pages: 1 });
  return { invoices: page.data.map(toInvoice), next: page.cursor };
};

/**
 * Takes a due retry (a transaction's operation, conditional on it still being the one due): the retry
 * count grows and the invoice leaves the retry index.
 */
export const claimChargeRetry = (invoice: Invoice, retry: number) =>
  transactional(invoiceEntity)
    .update(key(invoice.brand_id, invoice.period))
    .set({ charge_retries: retry })
    .remove(['next_retry_at', 'gsi2pk', 'gsi2sk'])
    .where(
      (attr, op) =>
        `${op.ne(attr.status, 'paid')} AND ${op.eq(attr.next_retry_at, invoice.next_retry_at ?? '')}`,
    )
    .commit();

/**
 * Records the Checkout Session of an attempt, once: true when this call recorded it; false when the
 * invoice has moved on (a session of this attempt, or a later one, is recorded already) or is paid.
 */
export const recordCheckoutSession = async (
  brandId: string,
  period: string,
  sessionId: string,
  attempt: number,
): Promise<boolean> =>
  invoiceEntity
    .patch(key(brandId, period))
    .set({ checkout_session_id: sessionId, checkout_sessions: attempt + 1 })
    .where(
      (attr, op) =>
        `${op.ne(attr.status, 'paid')} AND (${op.notExists(attr.checkout_sessions)} OR ${op.eq(attr.checkout_sessions, attempt)})`,
    )
    .go()
    .then(
      () => true,
      (error) => refusedOrThrow(error),
    );

/** Whether the brand's invoice for the period exists (read consistently, only its key). */
export const invoiceExists = async (brandId: string, period: string): Promise<boolean> => {
  const { data } = await invoiceEntity
    .get(key(brandId, period))
    .go({ consistent: true, attributes: ['period'] });
  return data !== null;
};
