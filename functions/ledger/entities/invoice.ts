import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, isConditionFailure, tableName } from '../../shared/data/client';
import { indexKeys, keys, prefixes } from '../../shared/data/keys';
import type { TransactItem } from '../../shared/outbox/outbox-event';
import type { InvoiceAmounts } from '../billing/invoice-lines';

/**
 * invoices (spec 3): one per brand and billing period — a conditional Put, so a repeated or concurrent
 * billing run makes one invoice. Status pending → paid | overdue (overdue → paid too). While unpaid it
 * carries a sparse index entry by due date, for the daily overdue marking.
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

/** Automatic retries after a failed payment, counted in days from the first failure (docs/architecture.md section 5). */
export const CHARGE_RETRY_DAYS = [1, 3, 7] as const;
export const MAX_CHARGE_RETRIES = CHARGE_RETRY_DAYS.length;

interface InvoiceItem extends Invoice {
  pk: string;
  sk: string;
  type: 'invoice';
  gsi1pk?: string;
  gsi1sk?: string;
  gsi2pk?: string;
  gsi2sk?: string;
  refunded_payments?: Set<string>;
  failed_payments?: Set<string>;
}

const toInvoice = ({
  pk: _pk,
  sk: _sk,
  type: _type,
  gsi1pk: _a,
  gsi1sk: _b,
  gsi2pk: _c,
  gsi2sk: _d,
  refunded_payments: _e,
  failed_payments: _f,
  ...invoice
}: InvoiceItem): Invoice => invoice;

export const invoiceNumber = (brandId: string, period: string): string =>
  `INV-${period.replace('-', '')}-${brandId.slice(-8).toUpperCase()}`;

/**
 * Creates the brand's invoice for the period unless it exists; returns it and whether it is new. `also`
 * joins the Put's transaction (the outbox event of its automatic charge), written only with a new invoice.
 */
export const createInvoiceOnce = async (
  invoice: Omit<Invoice, 'id' | 'invoice_number' | 'status' | 'paid_at' | 'checkout_session_id'>,
  also: (invoiceNumber: string) => TransactItem[] = () => [],
): Promise<{ invoice: Invoice; created: boolean }> => {
  const number = invoiceNumber(invoice.brand_id, invoice.period);
  const full: Invoice = {
    ...invoice,
    id: number,
    invoice_number: number,
    status: 'pending',
    paid_at: null,
    checkout_session_id: null,
  };
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...keys.invoice(invoice.brand_id, invoice.period),
                type: 'invoice',
                ...full,
                gsi1pk: indexKeys.unpaidInvoices,
                gsi1sk: `${invoice.due_at}#${invoice.brand_id}#${invoice.period}`,
              } satisfies InvoiceItem,
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          ...also(number),
        ],
      }),
    );
    return { invoice: full, created: true };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const existing = await getInvoice(invoice.brand_id, invoice.period);
    if (!existing) throw error;
    return { invoice: existing, created: false };
  }
};

export const getInvoice = async (brandId: string, period: string): Promise<Invoice | undefined> => {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName(), Key: keys.invoice(brandId, period), ConsistentRead: true }),
  );
  return Item ? toInvoice(Item as InvoiceItem) : undefined;
};

/** Access pattern "a brand's invoices, newest first": one Query. */
export const listInvoicesOfBrand = async (brandId: string, limit = 24): Promise<Invoice[]> => {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.brand(brandId).pk, ':prefix': prefixes.invoice },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (Items as InvoiceItem[]).map(toInvoice);
};

/** Unpaid invoices due before `now` (sparse index, oldest first), a page at a time. */
export const listInvoicesDueBefore = async (now: string, after?: Record<string, unknown>) => {
  const { Items = [], LastEvaluatedKey } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'byOwner',
      KeyConditionExpression: 'gsi1pk = :unpaid AND gsi1sk < :now',
      ExpressionAttributeValues: { ':unpaid': indexKeys.unpaidInvoices, ':now': now },
      ...(after ? { ExclusiveStartKey: after } : {}),
    }),
  );
  return { invoices: (Items as InvoiceItem[]).map(toInvoice), next: LastEvaluatedKey };
};

/** pending → overdue, once (conditional); an invoice paid meanwhile stays paid. */
export const markInvoiceOverdue = async (brandId: string, period: string): Promise<boolean> => {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.invoice(brandId, period),
        UpdateExpression: 'SET #status = :overdue',
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':overdue': 'overdue', ':pending': 'pending' },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

/**
 * pending | overdue → paid, once, by one payment; leaves the unpaid and retry indexes. A transaction item
 * (the payment settles more).
 */
export const markInvoicePaidItem = (
  brandId: string,
  period: string,
  paidAt: string,
  payment: { id: string; via: PaymentSource },
) => ({
  Update: {
    TableName: tableName(),
    Key: keys.invoice(brandId, period),
    UpdateExpression:
      'SET #status = :paid, paid_at = :at, paid_by = :by, paid_via = :via, next_retry_at = :none REMOVE gsi1pk, gsi1sk, gsi2pk, gsi2sk',
    ConditionExpression: 'attribute_exists(pk) AND #status <> :paid',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':paid': 'paid',
      ':at': paidAt,
      ':by': payment.id,
      ':via': payment.via,
      ':none': null,
    },
  },
});

/** A refunded payment on the invoice, once per payment (the refund's own key makes Stripe refund once). */
export const recordInvoiceRefund = async (
  brandId: string,
  period: string,
  refund: InvoiceRefund,
): Promise<boolean> => {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.invoice(brandId, period),
        UpdateExpression:
          'SET refunds = list_append(if_not_exists(refunds, :empty), :refund) ADD refunded_cents :amount, refunded_payments :payment',
        ConditionExpression:
          'attribute_exists(pk) AND (attribute_not_exists(refunded_payments) OR NOT contains(refunded_payments, :id))',
        ExpressionAttributeValues: {
          ':empty': [],
          ':refund': [refund],
          ':amount': refund.amount_cents,
          ':payment': new Set([refund.payment_id]),
          ':id': refund.payment_id,
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

/** The retry index's attributes for an invoice whose automatic charge is due again at `at`. */
const retryIndexOf = (brandId: string, period: string, at: string) => ({
  gsi2pk: indexKeys.invoiceChargeRetries,
  gsi2sk: `${at}#${brandId}#${period}`,
});

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
  const retry = nextRetryAt ? retryIndexOf(brandId, period, nextRetryAt) : null;
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.invoice(brandId, period),
        UpdateExpression: `SET payment_failures = list_append(if_not_exists(payment_failures, :empty), :failure), next_retry_at = :next${
          retry ? ', gsi2pk = :rpk, gsi2sk = :rsk' : ''
        } ADD failed_payments :payment${retry ? '' : ' REMOVE gsi2pk, gsi2sk'}`,
        ConditionExpression:
          'attribute_exists(pk) AND #status <> :paid AND (attribute_not_exists(failed_payments) OR NOT contains(failed_payments, :id))',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':empty': [],
          ':failure': [failure],
          ':next': nextRetryAt,
          ':payment': new Set([failure.payment_id]),
          ':id': failure.payment_id,
          ':paid': 'paid',
          ...(retry ? { ':rpk': retry.gsi2pk, ':rsk': retry.gsi2sk } : {}),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

/** Unpaid invoices whose automatic retry is due before `now` (sparse index, oldest first), a page at a time. */
export const listChargeRetriesDue = async (now: string, after?: Record<string, unknown>) => {
  const { Items = [], LastEvaluatedKey } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'directory',
      KeyConditionExpression: 'gsi2pk = :retry AND gsi2sk < :now',
      ExpressionAttributeValues: { ':retry': indexKeys.invoiceChargeRetries, ':now': now },
      ...(after ? { ExclusiveStartKey: after } : {}),
    }),
  );
  return { invoices: (Items as InvoiceItem[]).map(toInvoice), next: LastEvaluatedKey };
};

/**
 * Takes a due retry once (conditional on it still being the one due): the retry count grows, the invoice
 * leaves the retry index, and `also` (the retry's outbox event) joins the same transaction.
 */
export const claimChargeRetry = async (
  invoice: Invoice,
  also: (retry: number) => TransactItem[],
): Promise<boolean> => {
  const retry = (invoice.charge_retries ?? 0) + 1;
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: keys.invoice(invoice.brand_id, invoice.period),
              UpdateExpression: 'SET charge_retries = :retry, next_retry_at = :none REMOVE gsi2pk, gsi2sk',
              ConditionExpression: '#status <> :paid AND next_retry_at = :due',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: {
                ':retry': retry,
                ':none': null,
                ':paid': 'paid',
                ':due': invoice.next_retry_at ?? '',
              },
            },
          },
          ...also(retry),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

/**
 * Records the Checkout Session of an attempt, once: true when this call recorded it; false when the
 * invoice has moved on (a session of this attempt, or a later one, is recorded already) or is paid.
 */
export const recordCheckoutSession = async (
  brandId: string,
  period: string,
  sessionId: string,
  attempt: number,
): Promise<boolean> => {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.invoice(brandId, period),
        UpdateExpression: 'SET checkout_session_id = :session, checkout_sessions = :next',
        ConditionExpression:
          'attribute_exists(pk) AND #status <> :paid AND (attribute_not_exists(checkout_sessions) OR checkout_sessions = :attempt)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':session': sessionId,
          ':next': attempt + 1,
          ':attempt': attempt,
          ':paid': 'paid',
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};
