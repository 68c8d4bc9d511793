/**
 * The brand's performance tiers, set and read (tiers.ts for the rule; program-terms.ts for the item).
 * A write is conditioned on the version read, so two racing edits cannot lose one another's change.
 */
import type * as z from 'zod/mini';
import type { programTiers } from '../../../contracts/terms';
import { isConditionFailure } from '../../shared/data/client';
import { getProgramTerms, programTermsEntity } from '../entities/program-terms';
import { cancelPendingTiers, editTiers, pendingTiers, type Tier, type TierChange, tiersAt } from './tiers';

const ATTEMPTS = 5;

type TiersView = z.input<typeof programTiers>;

const byCount = (a: Tier, b: Tier) => a.after_sales - b.after_sales;

export const toTiersView = (
  changes: readonly TierChange[] | undefined,
  now = new Date().toISOString(),
): TiersView => {
  const pending = pendingTiers(changes, now);
  return {
    tiers: [...tiersAt(changes, now)].sort(byCount),
    pending: pending ? { tiers: [...pending.tiers].sort(byCount), effective_at: pending.effective_at } : null,
  };
};

export const getTiersView = async (brandId: string): Promise<TiersView> =>
  toTiersView((await getProgramTerms(brandId))?.tier_changes as TierChange[] | undefined);

const writeTiers = async (
  brandId: string,
  next: (changes: TierChange[] | undefined, now: Date) => TierChange[],
): Promise<TiersView> => {
  for (let attempt = 1; ; attempt++) {
    const current = await getProgramTerms(brandId);
    const now = new Date();
    const changes = next(current?.tier_changes as TierChange[] | undefined, now);
    try {
      if (!current)
        await programTermsEntity
          .create({ brand_id: brandId, tier_changes: changes, version: 1, updated_at: now.toISOString() })
          .go();
      else
        await programTermsEntity
          .patch({ brand_id: brandId })
          .set({ tier_changes: changes, version: current.version + 1, updated_at: now.toISOString() })
          .where((attr, op) => op.eq(attr.version, current.version))
          .go();
      return toTiersView(changes, now.toISOString());
    } catch (error) {
      if (!isConditionFailure(error) || attempt >= ATTEMPTS) throw error;
    }
  }
};

/** The brand's new set of tiers: in force at once, or after the notice when it pays any sale less. */
export const setProgramTiers = (brandId: string, tiers: Tier[]): Promise<TiersView> =>
  writeTiers(brandId, (changes, now) => editTiers(changes, tiers, now));

export const cancelPendingProgramTiers = (brandId: string): Promise<TiersView> =>
  writeTiers(brandId, (changes, now) => cancelPendingTiers(changes, now));
