/**
 * The ledger's running totals beside its entries (a creator's month of sales, the payable-creator
 * marker) and salesService, everything a change of the sales ledger writes together. Totals on other
 * modules' items (a link's, a discount code's) are their operations (ledger-counters.ts).
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
  billingPeriod: billingPeriodEntity,
  payableCreator: payableCreatorEntity,
  outbox: outboxEntity,
});
