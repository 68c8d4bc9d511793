import type { EntityItem } from 'electrodb';
import { listDailyCounters } from '../../shared/data/daily-counters';
import { defineEntity, SERVICE, tableKey, transactional } from '../../shared/data/entity';
import { keys } from '../../shared/data/keys';

const counter = { type: 'number' } as const;
const counters = {
  total_sales_cents: counter,
  commissions_paid_cents: counter,
  /** Commission pending or available (not yet paid), net of reversals. */
  commissions_owed_cents: counter,
  /** Commission of held (self-referral) sales, not owed unless released. */
  commissions_held_cents: counter,
  clicks: counter,
  conversions: counter,
  active_partnerships: counter,
  pending_applications: counter,
};

/**
 * BRAND#{brandId} / STATS: a brand's running totals, kept with atomic ADDs by what changes them (the
 * redirect, the ledger, applications) so the dashboard reads one item. Created by the first ADD (older
 * items carry no `type`).
 */
export const brandStatsEntity = defineEntity({
  model: { entity: 'brand-stats', version: '1', service: SERVICE },
  attributes: { brandId: { type: 'string', required: true, field: 'brand_id' }, ...counters },
  indexes: { primary: { pk: tableKey('pk', 'BRAND#${brandId}'), sk: tableKey('sk', 'STATS') } },
});

export type BrandStats = Required<Omit<EntityItem<typeof brandStatsEntity>, 'brandId'>>;

/** ADDs to the brand's totals as one operation of another module's transaction (an application's counters). */
export const addToBrandStats = (brandId: string, amounts: Partial<Record<keyof typeof counters, number>>) =>
  transactional(brandStatsEntity).update({ brandId }).add(amounts).commit();

/** The brand's totals, 0 for a counter never added to. */
export const getBrandStats = async (brandId: string): Promise<BrandStats> => {
  const { data } = await brandStatsEntity.get({ brandId }).go();
  return Object.fromEntries(
    Object.keys(counters).map((name) => [name, data?.[name as keyof BrandStats] ?? 0]),
  ) as BrandStats;
};

/** Daily clicks and sales between two days (inclusive, YYYY-MM-DD): one Query on the brand's partition. */
export const listBrandDays = (brandId: string, from: string, to: string) =>
  listDailyCounters(keys.brand(brandId).pk, from, to);
