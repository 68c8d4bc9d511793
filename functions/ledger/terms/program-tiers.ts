/**
 * The brand's performance tiers, set and read (tiers.ts for the rule; program-terms.ts for the item).
 * A write is conditioned on the version read, so two racing edits cannot lose one another's change.
 */
import type * as z from 'zod/mini';
import type { AuditKind } from '../../../contracts/audit-log';
import type { programTiers } from '../../../contracts/terms';
import type { Actor } from '../../shared/audit/actor';
import { auditEntry } from '../../shared/audit/audit-entry';
import { writeTransaction } from '../../shared/data/entity';
import { programTermsCutEvent } from '../../shared/events/commission-cut-event';
import { getProgramTerms, programTermsService } from '../entities/program-terms';
import {
  cancelPendingMilestones,
  cancelPendingTiers,
  editMilestones,
  editTiers,
  type Milestone,
  type MilestoneChange,
  milestonesAt,
  pendingMilestones,
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
  milestoneChanges?: readonly MilestoneChange[],
): TiersView => {
  const pending = pendingTiers(changes, now);
  const pendingBonuses = pendingMilestones(milestoneChanges, now);
  const bySales = (a: Milestone, b: Milestone) => a.sales - b.sales;
  return {
    tiers: [...tiersAt(changes, now)].sort(byCount),
    pending: pending ? { tiers: [...pending.tiers].sort(byCount), effective_at: pending.effective_at } : null,
    milestones: [...milestonesAt(milestoneChanges, milestones, now)].sort(bySales),
    pending_milestones: pendingBonuses
      ? {
          milestones: [...pendingBonuses.milestones].sort(bySales),
          effective_at: pendingBonuses.effective_at,
        }
      : null,
  };
};

export const getTiersView = async (brandId: string): Promise<TiersView> => {
  const terms = await getProgramTerms(brandId);
  return toTiersView(
    terms?.tier_changes as TierChange[] | undefined,
    terms?.milestones as Milestone[] | undefined,
    undefined,
    terms?.milestone_changes as MilestoneChange[] | undefined,
  );
};

/** The next milestone schedule: a new set (with notice for a cut), or the announced change withdrawn. */
type MilestonesNext = { set: Milestone[] } | 'cancel' | undefined;

const writeTiers = async (
  brandId: string,
  next: (changes: TierChange[] | undefined, now: Date) => TierChange[],
  nextMilestones: MilestonesNext,
  actor: Actor,
  kind: AuditKind,
): Promise<TiersView> => {
  for (let attempt = 1; ; attempt++) {
    const current = await getProgramTerms(brandId);
    const now = new Date();
    const changes = next(current?.tier_changes as TierChange[] | undefined, now);
    const before = current?.milestone_changes as MilestoneChange[] | undefined;
    const stored = current?.milestones as Milestone[] | undefined;
    const milestoneChanges =
      nextMilestones === undefined
        ? before
        : nextMilestones === 'cancel'
          ? cancelPendingMilestones(before, now)
          : editMilestones(before, stored, nextMilestones.set, now);
    const milestones = milestonesAt(milestoneChanges, stored, now.toISOString());
    const values = {
      tier_changes: changes,
      milestones,
      ...(milestoneChanges ? { milestone_changes: milestoneChanges } : {}),
      updated_at: now.toISOString(),
    };
    const cuts = cutEvents(brandId, current, changes, milestoneChanges, now);
    // The audit entry: the tiers and bonuses as the brand's screen showed them before and shows them after.
    const beforeView = toTiersView(
      current?.tier_changes as TierChange[] | undefined,
      stored,
      now.toISOString(),
      before,
    );
    const afterView = toTiersView(changes, milestones, now.toISOString(), milestoneChanges);
    const audit =
      JSON.stringify(beforeView) === JSON.stringify(afterView)
        ? undefined
        : auditEntry(
            brandId,
            actor,
            {
              kind,
              subject: { type: 'program', id: brandId, label: 'Tiers' },
              before: beforeView,
              after: afterView,
            },
            now,
          );
    const outcome = await writeTransaction(programTermsService, (entities) => {
      const operations: Record<string, unknown> = {
        terms: current
          ? entities.programTerms
              .patch({ brand_id: brandId })
              .set({ ...values, version: current.version + 1 })
              .where((attr, op) => op.eq(attr.version, current.version))
              .commit()
          : entities.programTerms.create({ brand_id: brandId, ...values, version: 1 }).commit(),
      };
      cuts.forEach((cut, i) => {
        operations[`cut${i}`] = entities.outbox.create(cut.item).commit();
      });
      if (audit) operations.audit = audit.commit();
      return operations;
    });
    if (outcome.ok) return toTiersView(changes, milestones, now.toISOString(), milestoneChanges);
    // Another edit won the race: read it and apply this one on top.
    if (attempt >= ATTEMPTS) throw new Error(`program terms of ${brandId}: kept being refused`);
  }
};

const bestRate = (tiers: readonly Tier[]) => Math.max(0, ...tiers.map((tier) => tier.rate_percentage));

/** The cuts of the tiers and of the milestones an edit announces or withdraws (the partners are told). */
const cutEvents = (
  brandId: string,
  current: { tier_changes?: unknown; milestone_changes?: unknown } | undefined,
  changes: TierChange[],
  milestoneChanges: MilestoneChange[] | undefined,
  now: Date,
) => {
  const nowIso = now.toISOString();
  const tiersBefore = pendingTiers(current?.tier_changes as TierChange[] | undefined, nowIso);
  const tiersAfter = pendingTiers(changes, nowIso);
  const bonusesBefore = pendingMilestones(
    current?.milestone_changes as MilestoneChange[] | undefined,
    nowIso,
  );
  const bonusesAfter = pendingMilestones(milestoneChanges, nowIso);
  const tiersCut = (pending: ReturnType<typeof pendingTiers>) =>
    pending ? { effective_at: pending.effective_at, best: bestRate(pending.tiers) } : null;
  const bonusesCut = (pending: ReturnType<typeof pendingMilestones>) =>
    pending ? { effective_at: pending.effective_at, best: 0 } : null;
  return [
    programTermsCutEvent({
      program: 'tiers',
      before: tiersCut(tiersBefore),
      after: tiersCut(tiersAfter),
      current: bestRate(tiersAt(changes, nowIso)),
      now,
      brandId,
    }),
    programTermsCutEvent({
      program: 'milestones',
      before: bonusesCut(bonusesBefore),
      after: bonusesCut(bonusesAfter),
      current: 0,
      now,
      brandId,
    }),
  ].filter((cut) => cut !== null);
};

/**
 * The brand's new set of tiers: in force at once, or after the notice when it pays any sale less; and,
 * when given, its milestone bonuses (likewise: after the notice when a bonus is removed or lowered).
 */
export const setProgramTiers = (
  brandId: string,
  tiers: Tier[],
  milestones: Milestone[] | undefined,
  actor: Actor,
): Promise<TiersView> =>
  writeTiers(
    brandId,
    (changes, now) => editTiers(changes, tiers, now),
    milestones ? { set: milestones } : undefined,
    actor,
    'tier.changed',
  );

/** Withdraws the announced change of the tiers and of the milestones. */
export const cancelPendingProgramTiers = (brandId: string, actor: Actor): Promise<TiersView> =>
  writeTiers(
    brandId,
    (changes, now) => cancelPendingTiers(changes, now),
    'cancel',
    actor,
    'tier.change_cancelled',
  );
