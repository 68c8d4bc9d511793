/**
 * A brand's billing period is settled when its invoice is paid, or when the month bills nothing (nothing
 * attributed, or refunds that outweigh it and are carried forward as credit). Creators are paid from
 * money received: a commission becomes payable once its hold has ended AND its period is settled
 * (functions/ledger/sales/release-matured-commissions.ts). Settling is a conditional write on the period's
 * billing counter (once), in the same transaction as what settles it and the BillPeriodSettled event
 * that releases the commissions already waiting for it.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, isConditionFailure, tableName } from '../../shared/data/client';
import { indexKeys, keys } from '../../shared/data/keys';
import { transactWriteWithRetry } from '../../shared/data/transactions';
import { outboxEvent, type TransactItem } from '../../shared/outbox/outbox-event';

export type SettledBy = 'invoice_paid' | 'nothing_due';

/** The transaction items that settle the period once and announce it. */
export const settlePeriodItems = (
  brandId: string,
  period: string,
  settledBy: SettledBy,
  at: Date,
): TransactItem[] => [
  {
    Update: {
      TableName: tableName(),
      Key: keys.brandBillingPeriod(brandId, period),
      UpdateExpression:
        'SET settled_at = :at, settled_by = :by, brand_id = :brand, period = :period, gsi2pk = :day, gsi2sk = :sort',
      ConditionExpression: 'attribute_not_exists(settled_at)',
      ExpressionAttributeValues: {
        ':at': at.toISOString(),
        ':by': settledBy,
        ':brand': brandId,
        ':period': period,
        ':day': indexKeys.periodsSettledOn(at.toISOString().slice(0, 10)),
        ':sort': `${brandId}#${period}`,
      },
    },
  },
  outboxEvent('BillPeriodSettled', { version: 1, brandId, period, settledBy }, at).write,
];

/** Settles a period that bills nothing; false when it was settled already. */
export const settleNothingDue = async (
  brandId: string,
  period: string,
  at = new Date(),
): Promise<boolean> => {
  try {
    await transactWriteWithRetry(settlePeriodItems(brandId, period, 'nothing_due', at));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

/** Whether the period is settled (read consistently: the release decides on it). */
export const isPeriodSettled = async (brandId: string, period: string): Promise<boolean> => {
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.brandBillingPeriod(brandId, period),
      ConsistentRead: true,
      ProjectionExpression: 'settled_at',
    }),
  );
  return Boolean(Item?.settled_at);
};

/** A ConditionCheck that the period is (or is not) settled, to join a release's transaction. */
export const periodSettledCheck = (brandId: string, period: string, settled: boolean): TransactItem => ({
  ConditionCheck: {
    TableName: tableName(),
    Key: keys.brandBillingPeriod(brandId, period),
    ConditionExpression: settled ? 'attribute_exists(settled_at)' : 'attribute_not_exists(settled_at)',
  },
});

/** Periods settled on a day (UTC), one Query page at a time: the release's backstop reads them. */
export const listPeriodsSettledOn = async (
  day: string,
  after?: Record<string, unknown>,
): Promise<{ periods: { brandId: string; period: string }[]; next?: Record<string, unknown> }> => {
  const { Items = [], LastEvaluatedKey } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'directory',
      KeyConditionExpression: 'gsi2pk = :day',
      ExpressionAttributeValues: { ':day': indexKeys.periodsSettledOn(day) },
      ProjectionExpression: 'brand_id, #period',
      ExpressionAttributeNames: { '#period': 'period' },
      ...(after ? { ExclusiveStartKey: after } : {}),
    }),
  );
  return {
    periods: Items.map((item) => ({ brandId: String(item.brand_id), period: String(item.period) })),
    ...(LastEvaluatedKey ? { next: LastEvaluatedKey } : {}),
  };
};
