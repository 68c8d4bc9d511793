/**
 * The ledger's running totals beside its entries (a creator's month of sales, the payable-creator
 * marker) and salesService, everything a change of the sales ledger writes together. Totals on other
 * modules' items (a link's, a discount code's) are their operations (ledger-counters.ts).
 */
import { brandStatsEntity } from '../../catalogue';
import { brandDayEntity, creatorDayEntity } from '../../shared/data/daily-counters';
import { defineEntity, defineService, SERVICE, tableKey } from '../../shared/data/entity';
import { outboxEntity } from '../../shared/outbox/outbox-event';
import { billingPeriodEntity } from './billing-period';
import { commissionEntity } from './commission-entry';
import { creatorStatsEntity } from './creator-stats';
import { saleEntity, shopOrderEntity } from './sale';

const counter = { type: 'number' } as const;
const id = { type: 'string', required: true } as const;

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

/**
 * BRAND#{brandId} / CREATORDAY#{creatorId}#{yyyy-mm-dd}: a creator's attributed sales with one brand on
 * one day (the sale's UTC day; its reversals count on that day too), ADDed in the ledger's
 * transactions beside the link's and the code's totals, so it counts exactly what they count. The
 * brand's samples "Cost & Sales" sums a creator's days from the first sample's day on: one bounded
 * Query (at most one item per day) instead of reading the sales themselves.
 */
export const brandCreatorDayEntity = defineEntity({
  model: { entity: 'brand-creator-day', version: '1', service: SERVICE },
  attributes: { brand_id: id, creator_id: id, day: id, sales_cents: counter, conversions: counter },
  indexes: {
    primary: {
      pk: tableKey('pk', 'BRAND#${brand_id}'),
      sk: tableKey('sk', 'CREATORDAY#${creator_id}#${day}'),
    },
  },
});

/**
 * A creator's attributed sales with a brand (net of reversals, cents) and conversions from a day on
 * (inclusive, YYYY-MM-DD): one Query of the creator's days in the brand's partition, every page.
 */
export const creatorSalesWithBrandSince = async (brandId: string, creatorId: string, fromDay: string) => {
  const { data } = await brandCreatorDayEntity.query
    .primary({ brand_id: brandId, creator_id: creatorId })
    // Between, not gte: a bare `>=` on the sort key would run on into the next creators' days.
    .between({ day: fromDay }, { day: '9999-12-31' })
    .go({ pages: 'all', attributes: ['sales_cents', 'conversions'] });
  let salesCents = 0;
  let conversions = 0;
  for (const day of data) {
    salesCents += day.sales_cents ?? 0;
    conversions += day.conversions ?? 0;
  }
  return { sales_cents: salesCents, conversions };
};

/** PAYABLE#{shard} / CREATOR#{creatorId}: a creator the next payout run must look at. */
export const payableCreatorEntity = defineEntity({
  model: { entity: 'payable-creator', version: '1', service: SERVICE },
  attributes: { shard: { type: 'number', required: true }, creator_id: id, marked_at: { type: 'string' } },
  indexes: {
    primary: { pk: tableKey('pk', 'PAYABLE#${shard}'), sk: tableKey('sk', 'CREATOR#${creator_id}') },
  },
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
  monthSales: monthSalesEntity,
  brandCreatorDay: brandCreatorDayEntity,
  billingPeriod: billingPeriodEntity,
  payableCreator: payableCreatorEntity,
  outbox: outboxEntity,
});
