import { defineEntity, SERVICE, tableKey } from '../data/entity';

/**
 * One day of an owner's counters, BRAND#{id} or CREATOR#{id} / DAY#{yyyy-mm-dd}: ADDs by the click
 * aggregator and the ledger, in their transactions. Items written before these entities carry neither
 * `type` nor the owner's id and day as attributes: readers take the day from the sort key.
 */
const counter = { type: 'number' } as const;
const counters = {
  day: { type: 'string', required: true },
  clicks: counter,
  sales_cents: counter,
  commission_cents: counter,
  conversions: counter,
  /** A creator's earnings that are not commissions (UGC payments, credit cash-outs) that day. */
  other_earnings_cents: counter,
} as const;

export const brandDayEntity = defineEntity({
  model: { entity: 'brand-day', version: '1', service: SERVICE },
  attributes: { brandId: { type: 'string', required: true, field: 'brand_id' }, ...counters },
  indexes: { primary: { pk: tableKey('pk', 'BRAND#${brandId}'), sk: tableKey('sk', 'DAY#${day}') } },
});

export const creatorDayEntity = defineEntity({
  model: { entity: 'creator-day', version: '1', service: SERVICE },
  attributes: { creatorId: { type: 'string', required: true, field: 'creator_id' }, ...counters },
  indexes: { primary: { pk: tableKey('pk', 'CREATOR#${creatorId}'), sk: tableKey('sk', 'DAY#${day}') } },
});
