import type { EntityItem } from 'electrodb';
import { committed, defineEntity, defineService, SERVICE, tableKey } from '../../shared/data/entity';
import type { TransactItem } from '../../shared/outbox/outbox-event';
import { outboxEntity } from '../../shared/outbox/outbox-event';

const text = { type: 'string', required: true } as const;

/**
 * A brand's program terms beyond rates (docs/architecture.md section 5, "Terms"), BRAND#{brandId} /
 * PROGRAM_TERMS: its performance tiers as a schedule of changes (`tier_changes`, each the whole set of
 * tiers from an instant), so a change that lowers what any sale would earn waits out the notice like a
 * rate cut, while one that only raises is in force at once (tiers.ts).
 */
export const programTermsEntity = defineEntity({
  model: { entity: 'program-terms', version: '1', service: SERVICE },
  attributes: {
    brand_id: text,
    /** TierChange[] (tiers.ts), kept as written. */
    tier_changes: { type: 'any', required: true },
    /** Milestone[] (tiers.ts): a flat bonus for the month's Nth sale; the set in force when last written. */
    milestones: { type: 'any' },
    /**
     * MilestoneChange[] (tiers.ts): the sets with their start, a cut after notice. Absent on items from
     * before it: `milestones` stands for all time.
     */
    milestone_changes: { type: 'any' },
    version: { type: 'number', required: true },
    updated_at: text,
  },
  indexes: { primary: { pk: tableKey('pk', 'BRAND#${brand_id}'), sk: tableKey('sk', 'PROGRAM_TERMS') } },
});

export type ProgramTermsItem = EntityItem<typeof programTermsEntity>;

/** The program terms and the outbox: an edit that cuts them announces it in its own transaction. */
export const programTermsService = defineService({ programTerms: programTermsEntity, outbox: outboxEntity });

export const getProgramTerms = async (brandId: string): Promise<ProgramTermsItem | undefined> =>
  (await programTermsEntity.get({ brand_id: brandId }).go({ consistent: true })).data ?? undefined;

/**
 * BRAND#{brandId} / SALESCOUNT#{creatorId}#{yyyy-mm}: how many attributed sales the creator has made
 * with the brand in that UTC month. Moved only by a sale's own transaction, from the count it read to
 * one more (a conditional write), so every sale gets a distinct ordinal and a sale that is not written
 * takes none; reversals never lower it (a later sale's ordinal, hence its tier, never changes).
 */
export const monthCountEntity = defineEntity({
  model: { entity: 'creator-brand-month-count', version: '1', service: SERVICE },
  attributes: {
    brand_id: text,
    creator_id: text,
    month: text,
    sales: { type: 'number', required: true },
  },
  indexes: {
    primary: {
      pk: tableKey('pk', 'BRAND#${brand_id}'),
      sk: tableKey('sk', 'SALESCOUNT#${creator_id}#${month}'),
    },
  },
});

/** The creator's attributed sales with the brand so far in `month` (0 before the first). */
export const getMonthCount = async (brandId: string, creatorId: string, month: string): Promise<number> =>
  (await monthCountEntity.get({ brand_id: brandId, creator_id: creatorId, month }).go({ consistent: true }))
    .data?.sales ?? 0;

/**
 * One more sale in the count, as an operation of the sale's transaction. With `read` (a brand with tiers:
 * the sale's rate depends on its ordinal read + 1), only if the count is still `read`, so two sales can
 * never take the same ordinal (the loser reads again and recomputes its lines). Without (no tiers), a
 * plain ADD: the count stays exact for tiers set later in the month, and untiered brands never contend.
 */
export const monthCountStep = (
  brandId: string,
  creatorId: string,
  month: string,
  read: number | null,
): TransactItem => {
  const key = { brand_id: brandId, creator_id: creatorId, month };
  if (read === null) return committed(monthCountEntity.update(key).add({ sales: 1 }));
  if (read === 0) return committed(monthCountEntity.create({ ...key, sales: 1 }));
  return committed(
    monthCountEntity
      .patch(key)
      .set({ sales: read + 1 })
      .where((attr, op) => op.eq(attr.sales, read)),
  );
};
