/**
 * The running totals a change of the ledger moves, as transaction Updates (atomic ADDs) to join the
 * transaction that writes the ledger entries: the totals can never disagree with the ledger, under
 * concurrent orders or redelivery. Who reads them: the link (Links dialog, My Campaigns), the creator's
 * discount code, the creator's and the brand's dashboards and their daily series.
 */
import { tableName } from '../../shared/data/client';
import { indexKeys, keys } from '../../shared/data/keys';
import type { CommissionStatus } from '../entities/commission-entry';

export interface LedgerScope {
  brandId: string;
  creatorId: string;
  /** The order's UTC day (YYYY-MM-DD): sales and their reversals count on the day of the sale. */
  day: string;
  /** The link the order came through (method link). */
  linkCode: string | null;
  /** Method code: the creator's discount code at this brand carries the totals instead of a link. */
  viaDiscountCode: boolean;
  /**
   * The billing period (YYYY-MM, UTC) the change is billed in: the month it is written, so a change
   * arriving after its sale's month was invoiced (a late order, a refund, a released hold) lands on the
   * next invoice instead of being lost. Defaults to the current month.
   */
  billPeriod?: string;
}

/** The billing period (UTC month) of an instant. */
export const billPeriodOf = (at: Date): string => at.toISOString().slice(0, 7);

export interface LedgerDelta {
  conversions: number;
  /** Attributed sales (commissionable bases). */
  salesCents: number;
  /** Commission, all statuses that count as earned (not held, not void). */
  commissionCents: number;
  /** Commission by status (held included). */
  byStatus: Partial<Record<CommissionStatus, number>>;
  /** Whether the sale counts in sales, conversions and earnings (held and void sales do not). */
  counted: boolean;
}

type Update = {
  Update: {
    TableName: string;
    Key: Record<string, string>;
    UpdateExpression: string;
    ExpressionAttributeValues: Record<string, unknown>;
  };
};

const adds = (key: Record<string, string>, values: Record<string, number>): Update | undefined => {
  const entries = Object.entries(values).filter(([, value]) => value !== 0);
  if (entries.length === 0) return undefined;
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: `ADD ${entries.map(([name]) => `${name} :${name}`).join(', ')}`,
      ExpressionAttributeValues: Object.fromEntries(entries.map(([name, value]) => [`:${name}`, value])),
    },
  };
};

const statusColumns = (byStatus: LedgerDelta['byStatus']) =>
  Object.fromEntries(
    Object.entries(byStatus).map(([status, cents]) => [`commission_${status}_cents`, cents ?? 0]),
  );

export const ledgerCounterUpdates = (scope: LedgerScope, delta: LedgerDelta): Update[] => {
  const counted = delta.counted
    ? {
        conversions: delta.conversions,
        total_sales_cents: delta.salesCents,
        commission_cents: delta.commissionCents,
      }
    : { conversions: 0, total_sales_cents: 0, commission_cents: 0 };
  const owed =
    (delta.byStatus.pending ?? 0) + (delta.byStatus.available ?? 0) + (delta.byStatus.in_payout ?? 0);
  const updates = [
    scope.linkCode ? adds(keys.link(scope.linkCode), counted) : undefined,
    scope.viaDiscountCode ? adds(keys.discountCode(scope.creatorId, scope.brandId), counted) : undefined,
    adds(keys.creatorStats(scope.creatorId), {
      conversions: counted.conversions,
      total_sales_cents: counted.total_sales_cents,
      earnings_cents: counted.commission_cents,
      ...statusColumns(delta.byStatus),
    }),
    adds(keys.brandStats(scope.brandId), {
      conversions: counted.conversions,
      total_sales_cents: counted.total_sales_cents,
      commissions_owed_cents: owed,
      commissions_held_cents: delta.byStatus.held ?? 0,
    }),
    adds(keys.creatorDay(scope.creatorId, scope.day), {
      sales_cents: counted.total_sales_cents,
      commission_cents: counted.commission_cents,
      conversions: counted.conversions,
    }),
    adds(keys.brandDay(scope.brandId, scope.day), {
      sales_cents: counted.total_sales_cents,
      commission_cents: counted.commission_cents,
      conversions: counted.conversions,
    }),
  ];
  const month = scope.day.slice(0, 7);
  const monthSales: Update | undefined =
    delta.counted && (counted.total_sales_cents !== 0 || counted.conversions !== 0)
      ? {
          Update: {
            TableName: tableName(),
            Key: keys.creatorMonthSales(month, scope.creatorId),
            UpdateExpression:
              'ADD sales_cents :sales, conversions :conversions SET #type = :type, creator_id = :creator, #month = :month',
            ExpressionAttributeNames: { '#type': 'type', '#month': 'month' },
            ExpressionAttributeValues: {
              ':type': 'creator-month-sales',
              ':sales': counted.total_sales_cents,
              ':conversions': counted.conversions,
              ':creator': scope.creatorId,
              ':month': month,
            },
          } as Update['Update'],
        }
      : undefined;
  return [...updates, monthSales, billingUpdate(scope, delta)].filter(
    (update): update is Update => update !== undefined,
  );
};

/**
 * The brand's billing counter for the period (functions/billing/): what the month's invoice bills.
 * Additions and reversals are kept apart, so the invoice shows refund credits as their own line. The
 * counter carries a sparse index entry (`BILLING#{period}`): the billing run lists the brands to bill by
 * a Query, never a Scan.
 */
const billingUpdate = (scope: LedgerScope, delta: LedgerDelta): Update | undefined => {
  if (!delta.counted || (delta.salesCents === 0 && delta.commissionCents === 0)) return undefined;
  const period = scope.billPeriod ?? billPeriodOf(new Date());
  const values = {
    sales_cents: Math.max(0, delta.salesCents),
    commission_cents: Math.max(0, delta.commissionCents),
    credited_sales_cents: Math.max(0, -delta.salesCents),
    credited_commission_cents: Math.max(0, -delta.commissionCents),
  };
  const added = Object.entries(values).filter(([, value]) => value !== 0);
  return {
    Update: {
      TableName: tableName(),
      Key: keys.brandBillingPeriod(scope.brandId, period),
      UpdateExpression: `ADD ${added.map(([name]) => `${name} :${name}`).join(', ')} SET #type = :type, brand_id = :brand, period = :period, gsi1pk = :billing, gsi1sk = :brand`,
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: {
        ...Object.fromEntries(added.map(([name, value]) => [`:${name}`, value])),
        ':type': 'billing-period',
        ':brand': scope.brandId,
        ':period': period,
        ':billing': indexKeys.brandsToBill(period),
      },
    } as Update['Update'],
  };
};
