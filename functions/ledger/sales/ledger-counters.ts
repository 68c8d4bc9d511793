/**
 * The running totals a change of the ledger moves, as transaction Updates (atomic ADDs) to join the
 * transaction that writes the ledger entries: the totals can never disagree with the ledger, under
 * concurrent orders or redelivery. Who reads them: the link (Links dialog, My Campaigns), the creator's
 * discount code, the creator's and the brand's dashboards and their daily series.
 */

import { brandStatsEntity } from '../../catalogue';
import { addToCodeTotals } from '../../partnerships';
import { addToLinkTotals } from '../../referrals';
import { brandDayEntity, creatorDayEntity } from '../../shared/data/daily-counters';
import { committed } from '../../shared/data/entity';
import { indexKeys } from '../../shared/data/keys';
import type { TransactItem } from '../../shared/outbox/outbox-event';
import type { BillingCounter } from '../billing/invoice-lines';
import { billingCreatorPeriodEntity } from '../entities/billing-creator-period';
import { billingPeriodEntity } from '../entities/billing-period';
import type { CommissionStatus } from '../entities/commission-entry';
import { type CreatorCounter, creatorStatsEntity } from '../entities/creator-stats';
import { brandCreatorDayEntity, monthSalesEntity } from '../entities/sales-totals';

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
  /**
   * Whether the sale counts in the creator's days with the brand (the sale's `creator_days`): a sale
   * recorded before those counters existed is left out until the backfill counts it whole.
   */
  creatorDays?: boolean;
}

/** The scope of a change of a recorded sale's entries (held, released, voided, clawed back). */
export const ledgerScopeOfSale = (
  sale: {
    brand_id: string;
    created_at: string;
    attribution?: { method: 'link' | 'code'; via: string } | null;
    creator_days?: boolean | null;
  },
  creatorId: string,
  billPeriod: string,
): LedgerScope => ({
  brandId: sale.brand_id,
  creatorId,
  day: sale.created_at.slice(0, 10),
  linkCode: sale.attribution?.method === 'link' ? sale.attribution.via : null,
  viaDiscountCode: sale.attribution?.method === 'code',
  billPeriod,
  creatorDays: sale.creator_days === true,
});

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

/** A transaction's operation: an ElectroDB commit (ours, or one another module hands out). */
type Operation = object;

/** The ADDs of `values` that are not zero, or none at all. */
const nonZero = <K extends string>(
  values: Partial<Record<K, number>>,
): Partial<Record<K, number>> | undefined => {
  const entries = Object.entries(values).filter(([, value]) => value !== 0);
  return entries.length > 0 ? (Object.fromEntries(entries) as Partial<Record<K, number>>) : undefined;
};

/** ADDs to a creator's totals (a transaction's operation; none at all: undefined). */
export const addToCreatorStats = (creatorId: string, amounts: Partial<Record<CreatorCounter, number>>) => {
  const added = nonZero(amounts);
  return added && creatorStatsEntity.update({ creatorId }).add(added);
};

/**
 * ADDs to a brand's billing period (entities/billing-period.ts: what its invoice bills), putting it in
 * the period's BILLING index partition: the billing run lists the brands to bill by a Query, never a Scan.
 */
export const addToBillingCounter = (brandId: string, period: string, amounts: Partial<BillingCounter>) => {
  const added = nonZero(amounts);
  return (
    added &&
    billingPeriodEntity
      .update({ brand_id: brandId, period })
      .add(added)
      .set({ gsi1pk: indexKeys.brandsToBill(period), gsi1sk: brandId })
  );
};

/** ADDs to one creator's part of a brand's billing period: the invoice's row for that creator. */
export const addToCreatorBillingCounter = (
  brandId: string,
  period: string,
  creatorId: string,
  amounts: Partial<BillingCounter>,
) => {
  const added = nonZero(amounts);
  return (
    added &&
    billingCreatorPeriodEntity.update({ brand_id: brandId, period, creator_id: creatorId }).add(added)
  );
};

/**
 * What a change bills, as the transaction's operations: the brand's period and the creator's part of it,
 * always together, so the invoice's rows by creator add up to its totals.
 */
export const billingCounterItems = (
  brandId: string,
  period: string,
  creatorId: string,
  amounts: Partial<BillingCounter>,
): TransactItem[] =>
  [
    addToBillingCounter(brandId, period, amounts),
    addToCreatorBillingCounter(brandId, period, creatorId, amounts),
  ].flatMap((operation) => (operation ? [committed(operation)] : []));

const statusColumns = (byStatus: LedgerDelta['byStatus']) =>
  Object.fromEntries(
    Object.entries(byStatus).map(([status, cents]) => [`commission_${status}_cents`, cents ?? 0]),
  );

/**
 * The totals a change moves, by name (the names of the transaction's operations); a total the change
 * leaves as it is has no operation.
 */
export const ledgerCounterOperations = (
  scope: LedgerScope,
  delta: LedgerDelta,
): Record<string, Operation> => {
  const counted = delta.counted
    ? {
        conversions: delta.conversions,
        total_sales_cents: delta.salesCents,
        commission_cents: delta.commissionCents,
      }
    : { conversions: 0, total_sales_cents: 0, commission_cents: 0 };
  const owed =
    (delta.byStatus.pending ?? 0) + (delta.byStatus.available ?? 0) + (delta.byStatus.in_payout ?? 0);
  const day = {
    sales_cents: counted.total_sales_cents,
    commission_cents: counted.commission_cents,
    conversions: counted.conversions,
  };
  const link = scope.linkCode ? nonZero(counted) : undefined;
  const code = scope.viaDiscountCode ? nonZero(counted) : undefined;
  const creator = addToCreatorStats(scope.creatorId, {
    conversions: counted.conversions,
    total_sales_cents: counted.total_sales_cents,
    earnings_cents: counted.commission_cents,
    ...statusColumns(delta.byStatus),
  });
  const brand = nonZero({
    conversions: counted.conversions,
    total_sales_cents: counted.total_sales_cents,
    commissions_owed_cents: owed,
    commissions_held_cents: delta.byStatus.held ?? 0,
  });
  const creatorDay = nonZero(day);
  const brandDay = nonZero(day);
  const month = scope.day.slice(0, 7);
  const monthSales =
    delta.counted && (counted.total_sales_cents !== 0 || counted.conversions !== 0)
      ? monthSalesEntity
          .update({ month, creator_id: scope.creatorId })
          .add({ sales_cents: counted.total_sales_cents, conversions: counted.conversions })
      : undefined;
  // The creator's day with this brand counts what the link's or the code's totals count (the samples'
  // sales since the first sample sum these days).
  const brandCreatorDay =
    scope.creatorDays && (link || code)
      ? nonZero({ sales_cents: counted.total_sales_cents, conversions: counted.conversions })
      : undefined;
  // The link's and the code's totals are their modules' items: they hand out the operations.
  const owned = {
    ...(link && scope.linkCode ? { linkTotals: addToLinkTotals(scope.linkCode, link) } : {}),
    ...(code ? { codeTotals: addToCodeTotals(scope.creatorId, scope.brandId, code) } : {}),
  };
  const operations = {
    creatorStats: creator,
    brandStats: brand ? brandStatsEntity.update({ brandId: scope.brandId }).add(brand) : undefined,
    creatorDay: creatorDay
      ? creatorDayEntity.update({ creatorId: scope.creatorId, day: scope.day }).add(creatorDay)
      : undefined,
    brandDay: brandDay
      ? brandDayEntity.update({ brandId: scope.brandId, day: scope.day }).add(brandDay)
      : undefined,
    monthSales,
    brandCreatorDay: brandCreatorDay
      ? brandCreatorDayEntity
          .update({ brand_id: scope.brandId, creator_id: scope.creatorId, day: scope.day })
          .add(brandCreatorDay)
      : undefined,
    billingCounter: billingUpdate(scope, delta, addToBillingCounter),
    creatorBillingCounter: billingUpdate(scope, delta, (brandId, period, amounts) =>
      addToCreatorBillingCounter(brandId, period, scope.creatorId, amounts),
    ),
  };
  return {
    ...owned,
    ...Object.fromEntries(
      Object.entries(operations).flatMap(([name, operation]) =>
        operation ? [[name, committed(operation)]] : [],
      ),
    ),
  };
};

type CounterUpdate = { Update: NonNullable<TransactItem['Update']> & { Key: Record<string, string> } };

/** The same operations as a list of Updates (for raw transactions and the billing bench). */
export const ledgerCounterUpdates = (scope: LedgerScope, delta: LedgerDelta): CounterUpdate[] =>
  Object.values(ledgerCounterOperations(scope, delta)) as CounterUpdate[];

/**
 * The brand's billing counter for the period (functions/ledger/billing/): what the month's invoice bills
 * (and, with `add` the creator's, its row for the creator). Additions and reversals are kept apart, so the
 * invoice shows refund credits as their own line.
 */
const billingUpdate = <T>(
  scope: LedgerScope,
  delta: LedgerDelta,
  add: (brandId: string, period: string, amounts: Partial<BillingCounter>) => T,
) => {
  if (!delta.counted || (delta.salesCents === 0 && delta.commissionCents === 0)) return undefined;
  const period = scope.billPeriod ?? billPeriodOf(new Date());
  return add(scope.brandId, period, {
    sales_cents: Math.max(0, delta.salesCents),
    commission_cents: Math.max(0, delta.commissionCents),
    credited_sales_cents: Math.max(0, -delta.salesCents),
    credited_commission_cents: Math.max(0, -delta.commissionCents),
  });
};
