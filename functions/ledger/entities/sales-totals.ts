/**
 * Items of other modules' kinds that the ledger adds to in its transactions (counters moved by atomic
 * ADDs, so totals never disagree with the ledger), the payable-creator marker, and the discount-code
 * claim attribution reads. Each declares only the attributes the ledger writes or reads.
 */
import { brandDayEntity, creatorDayEntity } from '../../shared/data/daily-counters';
import { defineEntity, defineService, SERVICE, tableKey } from '../../shared/data/entity';
import { outboxEntity } from '../../shared/outbox/outbox-event';
import { billingPeriodEntity } from './billing-period';
import { brandStatsEntity } from './brand-stats';
import { commissionEntity } from './commission-entry';
import { creatorStatsEntity } from './creator-stats';
import { saleEntity, shopOrderEntity } from './sale';

const counter = { type: 'number' } as const;
const id = { type: 'string', required: true } as const;
const salesCounters = { conversions: counter, total_sales_cents: counter, commission_cents: counter };

/** LINK#{code} / LINK: the referral link's sales counters (Links dialog, My Campaigns). */
export const linkTotalsEntity = defineEntity({
  model: { entity: 'referral-link', version: '1', service: SERVICE },
  attributes: { referral_code: id, ...salesCounters },
  indexes: { primary: { pk: tableKey('pk', 'LINK#${referral_code}'), sk: tableKey('sk', 'LINK') } },
});

/** CREATOR#{creatorId} / CODE#{brandId}: the creator's discount code at a brand, its sales counters. */
export const codeTotalsEntity = defineEntity({
  model: { entity: 'discount-code', version: '1', service: SERVICE },
  attributes: { creator_id: id, brand_id: id, ...salesCounters },
  indexes: {
    primary: { pk: tableKey('pk', 'CREATOR#${creator_id}'), sk: tableKey('sk', 'CODE#${brand_id}') },
  },
});

/** SALESMONTH#{yyyy-mm} / CREATOR#{creatorId}: a creator's sales in a month (Top Performer ranks them). */
export const monthSalesEntity = defineEntity({
  model: { entity: 'creator-month-sales', version: '1', service: SERVICE },
  attributes: { month: id, creator_id: id, sales_cents: counter, conversions: counter },
  indexes: {
    primary: { pk: tableKey('pk', 'SALESMONTH#${month}'), sk: tableKey('sk', 'CREATOR#${creator_id}') },
  },
});

/** Each creator's attributed sales in a month (one Query, every page): what Top Performer ranks. */
export const listCreatorSalesOfMonth = async (month: string) =>
  (
    await monthSalesEntity.query
      .primary({ month })
      .go({ pages: 'all', attributes: ['creator_id', 'sales_cents'] })
  ).data;

/** PAYABLE#{shard} / CREATOR#{creatorId}: a creator the next payout run must look at. */
export const payableCreatorEntity = defineEntity({
  model: { entity: 'payable-creator', version: '1', service: SERVICE },
  attributes: { shard: { type: 'number', required: true }, creator_id: id, marked_at: { type: 'string' } },
  indexes: {
    primary: { pk: tableKey('pk', 'PAYABLE#${shard}'), sk: tableKey('sk', 'CREATOR#${creator_id}') },
  },
});

/** DCODE#{code, lower-cased} / DCODE: who holds a discount code's text (read by attribution). */
export const codeClaimEntity = defineEntity({
  model: { entity: 'discount-code-claim', version: '1', service: SERVICE },
  attributes: { claim: { ...id, field: 'claim_key' }, creator_id: { type: 'string' } },
  indexes: { primary: { pk: tableKey('pk', 'DCODE#${claim}'), sk: tableKey('sk', 'DCODE') } },
});

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
  billingPeriod: billingPeriodEntity,
  payableCreator: payableCreatorEntity,
  outbox: outboxEntity,
});
