/**
 * The brand's performance tiers, set and read (tiers.ts for the rule; program-terms.ts for the item).
 * A write is conditioned on the version read, so two racing edits cannot lose one another's change.
 */
import type * as z from 'zod/mini';
import type { programTiers } from '../../../contracts/terms';
import { isConditionFailure } from '../../shared/data/client';
import { getProgramTerms, programTermsEntity } from '../entities/program-terms';
import {
  cancelPendingTiers,
  editTiers,
  type Milestone,
  pendingTiers,
  type Tier,
  type TierChange,
  tiersAt,
} from './tiers';

const ATTEMPTS = 5;

type TiersView = z.input<typeof programTiers>;

const byCount = (a: Tier, b: Tier) => a.after_sales - b.after_sales;

export const toTiersView = (
  changes: readonly TierChange[] | undefined,
  milestones: readonly Milestone[] | undefined,
  now = new Date().toISOString(),
): TiersView => {
  const pending = pendingTiers(changes, now);
  return {
    tiers: [...tiersAt(changes, now)].sort(byCount),
    pending: pending ? { tiers: [...pending.tiers].sort(byCount), effective_at: pending.effective_at } : null,
    milestones: [...(milestones ?? [])].sort((a, b) => a.sales - b.sales),
  };
};

export const getTiersView = async (brandId: string): Promise<TiersView> => {
  const terms = await getProgramTerms(brandId);
  return toTiersView(
    terms?.tier_changes as TierChange[] | undefined,
    terms?.milestones as Milestone[] | undefined,
  );
};

const writeTiers = async (
  brandId: string,
  next: (changes: TierChange[] | undefined, now: Date) => TierChange[],
  nextMilestones?: Milestone[],
): Promise<TiersView> => {
  for (let attempt = 1; ; attempt++) {
    const current = await getProgramTerms(brandId);
    const now = new Date();
    const changes = next(current?.tier_changes as TierChange[] | undefined, now);
    const milestones = nextMilestones ?? (current?.milestones as Milestone[] | undefined) ?? [];
    const values = { tier_changes: changes, milestones, updated_at: now.toISOString() };
    try {
      if (!current) await programTermsEntity.create({ brand_id: brandId, ...values, version: 1 }).go();
      else
        await programTermsEntity
          .patch({ brand_id: brandId })
          .set({ ...values, version: current.version + 1 })
          .where((attr, op) => op.eq(attr.version, current.version))
          .go();
      return toTiersView(changes, milestones, now.toISOString());
    } catch (error) {
      if (!isConditionFailure(error) || attempt >= ATTEMPTS) throw error;
    }
  }
};

/**
 * The brand's new set of tiers: in force at once, or after the notice when it pays any sale less; and,
 * when given, its milestone bonuses (in force at once).
 */
export const setProgramTiers = (
  brandId: string,
  tiers: Tier[],
  milestones?: Milestone[],
): Promise<TiersView> => writeTiers(brandId, (changes, now) => editTiers(changes, tiers, now), milestones);

export const cancelPendingProgramTiers = (brandId: string): Promise<TiersView> =>
  writeTiers(brandId, (changes, now) => cancelPendingTiers(changes, now));
