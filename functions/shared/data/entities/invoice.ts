import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { InvoiceAmounts } from '../../../billing/invoice-lines';
import { db, isConditionFailure, tableName } from '../client';
import { indexKeys, keys, prefixes } from '../keys';

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
  /** How many Checkout Sessions were created for it (part of the next one's idempotency key). */
  checkout_sessions?: number;
}

interface InvoiceItem extends Invoice {
  pk: string;
  sk: string;
  type: 'invoice';
  gsi1pk?: string;
  gsi1sk?: string;
}

const toInvoice = ({
  pk: _pk,
  sk: _sk,
  type: _type,
  gsi1pk: _a,
  gsi1sk: _b,
  ...invoice
}: InvoiceItem): Invoice => invoice;

export const invoiceNumber = (brandId: string, period: string): string =>
  `INV-${period.replace('-', '')}-${brandId.slice(-8).toUpperCase()}`;

/** Creates the brand's invoice for the period unless it exists; returns it and whether it is new. */
export const createInvoiceOnce = async (
  invoice: Omit<Invoice, 'id' | 'invoice_number' | 'status' | 'paid_at' | 'checkout_session_id'>,
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
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.invoice(invoice.brand_id, invoice.period),
          type: 'invoice',
          ...full,
          gsi1pk: indexKeys.unpaidInvoices,
          gsi1sk: `${invoice.due_at}#${invoice.brand_id}#${invoice.period}`,
        } satisfies InvoiceItem,
        ConditionExpression: 'attribute_not_exists(pk)',
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

/** pending | overdue → paid, once; leaves the unpaid index. A transaction item (the payment settles more). */
export const markInvoicePaidItem = (brandId: string, period: string, paidAt: string) => ({
  Update: {
    TableName: tableName(),
    Key: keys.invoice(brandId, period),
    UpdateExpression: 'SET #status = :paid, paid_at = :at REMOVE gsi1pk, gsi1sk',
    ConditionExpression: 'attribute_exists(pk) AND #status <> :paid',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':paid': 'paid', ':at': paidAt },
  },
});

/** Records a new Checkout Session once per attempt (a double click's second write changes nothing). */
export const recordCheckoutSession = async (
  brandId: string,
  period: string,
  sessionId: string,
  attempt: number,
): Promise<void> => {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.invoice(brandId, period),
        UpdateExpression: 'SET checkout_session_id = :session, checkout_sessions = :next',
        ConditionExpression: 'attribute_not_exists(checkout_sessions) OR checkout_sessions = :attempt',
        ExpressionAttributeValues: { ':session': sessionId, ':next': attempt + 1, ':attempt': attempt },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
};
