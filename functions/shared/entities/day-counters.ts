import { defineEntity, SERVICE } from '../data/entity';

/**
 * One day of an owner's counters, BRAND#{id} or CREATOR#{id} / DAY#{yyyy-mm-dd}: ADDs by the click
 * aggregator and the ledger, in their transactions. Items written before these entities carry neither
 * `type` nor the owner's id and day as attributes: readers take the day from the sort key.
 */
const counters = {
  day: { type: 'string', required: true },
  clicks: { type: 'number' },
  sales_cents: { type: 'number' },
  commission_cents: { type: 'number' },
  conversions: { type: 'number' },
  /** A creator's earnings that are not commissions (UGC payments, credit cash-outs) that day. */
  other_earnings_cents: { type: 'number' },
} as const;

const daySk = { field: 'sk', composite: ['day'], template: 'DAY#${day}', casing: 'none' } as const;

export const brandDayEntity = defineEntity({
  model: { entity: 'brand-day', version: '1', service: SERVICE },
  attributes: { brandId: { type: 'string', required: true, field: 'brand_id' }, ...counters },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['brandId'], template: 'BRAND#${brandId}', casing: 'none' },
      sk: daySk,
    },
  },
});

export const creatorDayEntity = defineEntity({
  model: { entity: 'creator-day', version: '1', service: SERVICE },
  attributes: { creatorId: { type: 'string', required: true, field: 'creator_id' }, ...counters },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['creatorId'], template: 'CREATOR#${creatorId}', casing: 'none' },
      sk: daySk,
    },
  },
});
