/**
 * The items of other kinds that a change of the ledger adds to, as the ledger writes them: counters
 * moved by atomic ADDs in the same transaction as the ledger entries (so totals never disagree with
 * the ledger), the payable-creator marker, and the discount-code claim attribution reads. Each entity
 * declares only the attributes the ledger writes or reads; the items' owners (referrals, partnerships,
 * credits, billing) keep the rest. `type` is each item kind's existing one.
 */
import { defineEntity, defineService, SERVICE } from '../../shared/data/entity';
import { indexKeys } from '../../shared/data/keys';
import { outboxEntity, type TransactItem } from '../../shared/outbox/outbox-event';
import { brandDayEntity, brandStatsEntity } from './brand-stats';
import { commissionEntity } from './commission-entry';
import { creatorDayEntity, creatorStatsEntity } from './creator-stats';
import { saleEntity, shopOrderEntity } from './sale';

const counter = { type: 'number' } as const;

/** LINK#{code} / LINK: the referral link's sales counters (Links dialog, My Campaigns). */
export const linkTotalsEntity = defineEntity({
  model: { entity: 'referral-link', version: '1', service: SERVICE },
  attributes: {
    referral_code: { type: 'string', required: true },
    conversions: counter,
    total_sales_cents: counter,
    commission_cents: counter,
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['referral_code'], template: 'LINK#${referral_code}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'LINK', casing: 'none' },
    },
  },
});

/** CREATOR#{creatorId} / CODE#{brandId}: the creator's discount code at a brand, its sales counters. */
export const codeTotalsEntity = defineEntity({
  model: { entity: 'discount-code', version: '1', service: SERVICE },
  attributes: {
    creator_id: { type: 'string', required: true },
    brand_id: { type: 'string', required: true },
    conversions: counter,
    total_sales_cents: counter,
    commission_cents: counter,
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['creator_id'], template: 'CREATOR#${creator_id}', casing: 'none' },
      sk: { field: 'sk', composite: ['brand_id'], template: 'CODE#${brand_id}', casing: 'none' },
    },
  },
});

/** SALESMONTH#{yyyy-mm} / CREATOR#{creatorId}: a creator's sales in a month (Top Performer ranks them). */
export const monthSalesEntity = defineEntity({
  model: { entity: 'creator-month-sales', version: '1', service: SERVICE },
  attributes: {
    month: { type: 'string', required: true },
    creator_id: { type: 'string', required: true },
    sales_cents: counter,
    conversions: counter,
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['month'], template: 'SALESMONTH#${month}', casing: 'none' },
      sk: { field: 'sk', composite: ['creator_id'], template: 'CREATOR#${creator_id}', casing: 'none' },
    },
  },
});

/**
 * BRAND#{brandId} / BILL#{period}: what the period's invoice bills, with its sparse byOwner entry
 * BILLING#{period} / {brandId} through which the billing run finds the brands to bill.
 */
export const billingCounterEntity = defineEntity({
  model: { entity: 'billing-period', version: '1', service: SERVICE },
  attributes: {
    brand_id: { type: 'string', required: true },
    period: { type: 'string', required: true },
    sales_cents: counter,
    commission_cents: counter,
    credited_sales_cents: counter,
    credited_commission_cents: counter,
    ugc_cents: counter,
    gsi1pk: { type: 'string' },
    gsi1sk: { type: 'string' },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['brand_id'], template: 'BRAND#${brand_id}', casing: 'none' },
      sk: { field: 'sk', composite: ['period'], template: 'BILL#${period}', casing: 'none' },
    },
  },
});

/**
 * ADDs to a brand's billing counter for a period (zero amounts left out), putting it in the period's
 * BILLING index partition; undefined when nothing is added.
 */
export const addToBillingCounter = (
  brandId: string,
  period: string,
  amounts: Partial<
    Record<
      'sales_cents' | 'commission_cents' | 'credited_sales_cents' | 'credited_commission_cents' | 'ugc_cents',
      number
    >
  >,
) => {
  const added = Object.fromEntries(Object.entries(amounts).filter(([, value]) => value !== 0));
  return Object.keys(added).length > 0
    ? billingCounterEntity
        .update({ brand_id: brandId, period })
        .add(added)
        .set({ gsi1pk: indexKeys.brandsToBill(period), gsi1sk: brandId })
    : undefined;
};

/** PAYABLE#{shard} / CREATOR#{creatorId}: a creator the next payout run must look at. */
export const payableCreatorEntity = defineEntity({
  model: { entity: 'payable-creator', version: '1', service: SERVICE },
  attributes: {
    shard: { type: 'number', required: true },
    creator_id: { type: 'string', required: true },
    marked_at: { type: 'string' },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['shard'], template: 'PAYABLE#${shard}', casing: 'none' },
      sk: { field: 'sk', composite: ['creator_id'], template: 'CREATOR#${creator_id}', casing: 'none' },
    },
  },
});

/** DCODE#{code, lower-cased} / DCODE: who holds a discount code's text (read by attribution). */
export const codeClaimEntity = defineEntity({
  model: { entity: 'discount-code-claim', version: '1', service: SERVICE },
  attributes: {
    claim: { type: 'string', required: true, field: 'claim_key' },
    creator_id: { type: 'string' },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['claim'], template: 'DCODE#${claim}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'DCODE', casing: 'none' },
    },
  },
});

/** The creator holding a discount code's text, if any (stores match codes case-insensitively). */
export const codeClaimantOf = async (code: string): Promise<string | undefined> =>
  (await codeClaimEntity.get({ claim: code.toLowerCase() }).go()).data?.creator_id;

/**
 * An entity operation as one item of a transaction. ElectroDB types `.commit()` only on the entities a
 * service hands its transaction callback; every operation has it. Its result is also a plain
 * TransactWriteItems item, so modules still writing raw transactions can join it too.
 */
export const committed = (operation: object): TransactItem =>
  (operation as { commit: () => TransactItem }).commit();

/** Everything a change of the sales ledger writes together, with its outbox events. */
export const salesService = defineService({
  sale: saleEntity,
  shopOrder: shopOrderEntity,
  entry: commissionEntity,
  creatorStats: creatorStatsEntity,
  brandStats: brandStatsEntity,
  creatorDay: creatorDayEntity,
  brandDay: brandDayEntity,
  linkTotals: linkTotalsEntity,
  codeTotals: codeTotalsEntity,
  monthSales: monthSalesEntity,
  billingCounter: billingCounterEntity,
  payableCreator: payableCreatorEntity,
  outbox: outboxEntity,
});
