import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { getBrand } from '../../catalogue';
import { platformSettings } from '../../platform';
import { env } from '../../shared/config';
import { db, isConditionFailure, tableName } from '../../shared/data/client';
import { indexKeys, keys } from '../../shared/data/keys';
import { DAY_MS } from '../../shared/days';
import { log } from '../../shared/log';
import { outboxEvent } from '../../shared/outbox/outbox-event';
import { getBillingProfile } from '../entities/brand-billing-profile';
import { createInvoiceOnce, type Invoice } from '../entities/invoice';
import { type BillingCounter, invoiceAmounts } from './invoice-lines';
import { nextPeriod } from './open-bill-period';
import { settleNothingDue } from './settle-period';

export type InvoiceOutcome =
  | { outcome: 'created' | 'exists'; invoice: Invoice }
  | { outcome: 'nothing_to_bill' }
  | { outcome: 'credit_carried'; to: string }
  | { outcome: 'held_for_review'; reason: string };

let exactClient: DynamoDBDocumentClient | undefined;
/** A document client that reads numbers as their exact text (the shared one throws beyond 2^53). */
const exactNumbers = (): DynamoDBDocumentClient => {
  exactClient ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: env.region,
      ...(env.dynamoDbEndpoint ? { endpoint: env.dynamoDbEndpoint } : {}),
    }),
    { unmarshallOptions: { wrapNumbers: true } },
  );
  return exactClient;
};

const COUNTER_FIELDS = [
  'sales_cents',
  'commission_cents',
  'credited_sales_cents',
  'credited_commission_cents',
  'ugc_cents',
] as const;

/**
 * The period's counter, read so that no value can break the run: DynamoDB numbers beyond 2^53 (an
 * absurd order that reached the ledger) are read exactly (wrapNumbers) and reported instead of
 * throwing, so the brand's invoice is held for review with a reason while every other brand is billed.
 */
const readCounter = async (
  brandId: string,
  period: string,
): Promise<{ item: Record<string, unknown> | undefined; counter: BillingCounter; unsafe: string[] }> => {
  const { Item } = await exactNumbers().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.brandBillingPeriod(brandId, period),
      ConsistentRead: true,
    }),
  );
  const unsafe: string[] = [];
  const counter = {} as Record<(typeof COUNTER_FIELDS)[number], number>;
  for (const field of COUNTER_FIELDS) {
    const raw = Item?.[field] as unknown;
    const text = raw === undefined || raw === null ? '0' : String((raw as { value?: string }).value ?? raw);
    const value = Number(text);
    if (!Number.isSafeInteger(value)) {
      unsafe.push(`${field} = ${text}`);
      counter[field] = 0;
    } else counter[field] = value;
  }
  return { item: Item, counter, unsafe };
};

/**
 * The brand's invoice for a period, from the period's billing counter (one GetItem), issued at the
 * schedule's time: due `invoiceDueDays` later. Nothing attributed (or a month that nets to nothing owed)
 * makes no invoice. One invoice per brand and period (createInvoiceOnce's conditional Put).
 */
export const createInvoiceForBrand = async (
  brandId: string,
  period: string,
  issuedAt: Date,
): Promise<InvoiceOutcome> => {
  const { item: Item, counter, unsafe } = await readCounter(brandId, period);
  if (unsafe.length > 0)
    return holdForReview(brandId, period, `Totals beyond a safe amount: ${unsafe.join(', ')}`);
  const amounts = invoiceAmounts(counter, platformSettings.platformFeePercent);
  if (
    !Number.isSafeInteger(amounts.amount_cents) ||
    amounts.lines.some((line) => !Number.isSafeInteger(line.amount_cents))
  )
    return holdForReview(
      brandId,
      period,
      `The invoice's amount is beyond a safe amount (${amounts.amount_cents})`,
    );
  if (amounts.lines.length === 0) {
    // Nothing to pay for: the month's commissions (if any nets to zero) are covered as they stand.
    await settleNothingDue(brandId, period, issuedAt);
    return { outcome: 'nothing_to_bill' };
  }
  if (amounts.amount_cents <= 0) {
    // More reversed than billed this month (refunds of sales an earlier invoice billed): no invoice,
    // and the credit moves to the next period, where it is netted against what that month bills. The
    // month's own commissions are covered by that credit (money already received), so it is settled.
    const carried = Item?.carried_to
      ? ({ outcome: 'credit_carried', to: String(Item.carried_to) } as const)
      : await carryCredit(brandId, period, counter);
    await settleNothingDue(brandId, period, issuedAt);
    return carried;
  }
  const [brand, profile] = await Promise.all([getBrand(brandId), getBillingProfile(brandId)]);
  const autopay = profile.autopay && profile.payment_method !== null;
  const { invoice, created } = await createInvoiceOnce(
    {
      ...amounts,
      brand_id: brandId,
      brand_name: brand?.brand_name ?? '',
      period,
      issued_at: issuedAt.toISOString(),
      due_at: new Date(issuedAt.getTime() + platformSettings.invoiceDueDays * DAY_MS).toISOString(),
    },
    // Automatic payment: the charge is an event of its own, in the invoice's transaction (never a
    // Stripe call inside the billing run), consumed by ChargeInvoiceOffSession.
    (invoiceNumber) =>
      autopay
        ? [outboxEvent('InvoiceChargeDue', { version: 1, brandId, period, invoiceNumber, attempt: 0 }).write]
        : [],
  );
  return { outcome: created ? 'created' : 'exists', invoice };
};

/**
 * A period whose totals cannot be billed (a record beyond safe amounts) is held: no invoice, the reason
 * recorded on the period's counter (the brand's Billing screen lists it), the run carries on with the
 * other brands. A person corrects the record and bills the period again.
 */
const holdForReview = async (brandId: string, period: string, reason: string): Promise<InvoiceOutcome> => {
  await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.brandBillingPeriod(brandId, period),
      UpdateExpression: 'SET billing_held = :held',
      ExpressionAttributeValues: { ':held': { reason, at: new Date().toISOString() } },
    }),
  );
  log.error('invoice held for review', { brandId, period, reason });
  return { outcome: 'held_for_review', reason };
};

const carryCredit = async (
  brandId: string,
  period: string,
  counter: BillingCounter,
): Promise<InvoiceOutcome> => {
  const to = nextPeriod(period);
  const commission = Math.max(0, counter.credited_commission_cents - counter.commission_cents);
  const sales = Math.max(0, counter.credited_sales_cents - counter.sales_cents);
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: keys.brandBillingPeriod(brandId, period),
              UpdateExpression: 'SET carried_to = :to',
              ConditionExpression: 'attribute_not_exists(carried_to)',
              ExpressionAttributeValues: { ':to': to },
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: keys.brandBillingPeriod(brandId, to),
              UpdateExpression:
                'ADD credited_commission_cents :commission, credited_sales_cents :sales SET #type = :type, brand_id = :brand, period = :period, gsi1pk = :billing, gsi1sk = :brand',
              ExpressionAttributeNames: { '#type': 'type' },
              ExpressionAttributeValues: {
                ':commission': commission,
                ':sales': sales,
                ':type': 'billing-period',
                ':brand': brandId,
                ':period': to,
                ':billing': indexKeys.brandsToBill(to),
              },
            },
          },
        ],
      }),
    );
  } catch (error) {
    // Carried already (a repeated event): the first carry stands.
    if (!isConditionFailure(error)) throw error;
  }
  return { outcome: 'credit_carried', to };
};
