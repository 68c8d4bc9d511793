import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, isConditionFailure, tableName } from '../shared/data/client';
import { getBrand } from '../shared/data/entities/brand';
import { createInvoiceOnce, type Invoice } from '../shared/data/entities/invoice';
import { indexKeys, keys } from '../shared/data/keys';
import { platformSettings } from '../shared/platform-settings';
import { type BillingCounter, invoiceAmounts } from './invoice-lines';
import { nextPeriod } from './open-bill-period';
import { settleNothingDue } from './settle-period';

const DAY_MS = 24 * 3600 * 1000;

export type InvoiceOutcome =
  | { outcome: 'created' | 'exists'; invoice: Invoice }
  | { outcome: 'nothing_to_bill' }
  | { outcome: 'credit_carried'; to: string };

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
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.brandBillingPeriod(brandId, period),
      ConsistentRead: true,
    }),
  );
  const counter: BillingCounter = {
    sales_cents: Number(Item?.sales_cents ?? 0),
    commission_cents: Number(Item?.commission_cents ?? 0),
    credited_sales_cents: Number(Item?.credited_sales_cents ?? 0),
    credited_commission_cents: Number(Item?.credited_commission_cents ?? 0),
    ugc_cents: Number(Item?.ugc_cents ?? 0),
  };
  const amounts = invoiceAmounts(counter, platformSettings.platformFeePercent);
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
  const brand = await getBrand(brandId);
  const { invoice, created } = await createInvoiceOnce({
    ...amounts,
    brand_id: brandId,
    brand_name: brand?.brand_name ?? '',
    period,
    issued_at: issuedAt.toISOString(),
    due_at: new Date(issuedAt.getTime() + platformSettings.invoiceDueDays * DAY_MS).toISOString(),
  });
  return { outcome: created ? 'created' : 'exists', invoice };
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
