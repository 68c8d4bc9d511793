import { listDailyCounters } from '../../shared/data/daily-counters';
import { defineEntity, SERVICE } from '../../shared/data/entity';
import { keys } from '../../shared/data/keys';

/**
 * A brand's running totals, kept by the features that change them (clicks by the redirect, sales and
 * commissions by the order ledger, partnerships by applications) with atomic ADDs, so the dashboard
 * reads one item instead of summing every link.
 */
export interface BrandStats {
  total_sales_cents: number;
  commissions_paid_cents: number;
  /** Commission pending or available (not yet paid), net of reversals. */
  commissions_owed_cents: number;
  /** Commission of held (self-referral) sales, not owed unless released. */
  commissions_held_cents: number;
  clicks: number;
  conversions: number;
  active_partnerships: number;
  pending_applications: number;
}

const counter = { type: 'number' } as const;

/** BRAND#{brandId} / STATS: counters only, created by the first ADD (older items carry no `type`). */
export const brandStatsEntity = defineEntity({
  model: { entity: 'brand-stats', version: '1', service: SERVICE },
  attributes: {
    brandId: { type: 'string', required: true, field: 'brand_id' },
    total_sales_cents: counter,
    commissions_paid_cents: counter,
    commissions_owed_cents: counter,
    commissions_held_cents: counter,
    clicks: counter,
    conversions: counter,
    active_partnerships: counter,
    pending_applications: counter,
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['brandId'], template: 'BRAND#${brandId}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'STATS', casing: 'none' },
    },
  },
});

/** BRAND#{brandId} / DAY#{yyyy-mm-dd}: one day's counters (read through shared/data/daily-counters.ts). */
export const brandDayEntity = defineEntity({
  model: { entity: 'brand-day', version: '1', service: SERVICE },
  attributes: {
    brandId: { type: 'string', required: true, field: 'brand_id' },
    day: { type: 'string', required: true },
    clicks: counter,
    sales_cents: counter,
    commission_cents: counter,
    conversions: counter,
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['brandId'], template: 'BRAND#${brandId}', casing: 'none' },
      sk: { field: 'sk', composite: ['day'], template: 'DAY#${day}', casing: 'none' },
    },
  },
});

export const getBrandStats = async (brandId: string): Promise<BrandStats> => {
  const { data } = await brandStatsEntity.get({ brandId }).go();
  return {
    total_sales_cents: data?.total_sales_cents ?? 0,
    commissions_paid_cents: data?.commissions_paid_cents ?? 0,
    commissions_owed_cents: data?.commissions_owed_cents ?? 0,
    commissions_held_cents: data?.commissions_held_cents ?? 0,
    clicks: data?.clicks ?? 0,
    conversions: data?.conversions ?? 0,
    active_partnerships: data?.active_partnerships ?? 0,
    pending_applications: data?.pending_applications ?? 0,
  };
};

/** Daily clicks and sales between two days (inclusive, YYYY-MM-DD): one Query on the brand's partition. */
export const listBrandDays = (brandId: string, from: string, to: string) =>
  listDailyCounters(keys.brand(brandId).pk, from, to);
