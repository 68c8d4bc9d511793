/**
 * Performance tiers (docs/architecture.md section 5, "Terms"), pure. A tier is "after N attributed sales
 * in a calendar month (UTC) with this brand, the rate is R%": the creator's sale number N+1 of the month
 * and every later one are candidates at R% (resolve-rate.ts takes the highest rule, so a tier lifts a
 * line to R% unless the creator's terms or an offer pay more). A sale's number is its ordinal in the
 * creator-brand-month counter, taken in the sale's own transaction (program-terms.ts).
 *
 * The set of tiers changes as a whole, with notice like a rate: a new set that would pay any sale number
 * less than the set in force (a tier removed, lowered, or moved to a higher count) takes effect after
 * RATE_CUT_NOTICE_DAYS; one that pays every sale number at least as much is in force at once.
 */
import { RATE_CUT_NOTICE_DAYS, SINCE_EVER } from '../../../contracts/rate-schedule';
import type { RateCandidate } from './resolve-rate';

export interface Tier {
  /** The tier applies to sales after this many in the month (10: the 11th sale on). */
  after_sales: number;
  rate_percentage: number;
}

/** A flat bonus when the creator's month with the brand reaches `sales` attributed sales. */
export interface Milestone {
  sales: number;
  bonus_cents: number;
}

export interface TierChange {
  tiers: Tier[];
  from: string;
}

const DAY_MS = 24 * 3600 * 1000;
const KEPT_CHANGES = 12;

/** The tiers in force at `at` (none before the first change). */
export const tiersAt = (changes: readonly TierChange[] | undefined, at: string): Tier[] => {
  let tiers: Tier[] = [];
  for (const change of changes ?? []) if (change.from <= at) tiers = change.tiers;
  return tiers;
};

/** The best tier a sale with this ordinal (1 = the month's first sale) has reached, if any. */
export const tierReached = (tiers: readonly Tier[], ordinal: number): Tier | undefined =>
  tiers
    .filter((tier) => ordinal > tier.after_sales)
    .reduce<Tier | undefined>(
      (best, tier) => (!best || tier.rate_percentage > best.rate_percentage ? tier : best),
      undefined,
    );

export const tierCandidate = (tiers: readonly Tier[], ordinal: number): RateCandidate | null => {
  const tier = tierReached(tiers, ordinal);
  if (!tier) return null;
  const label = `tier: ${tier.after_sales}+ sales this month`;
  return { kind: 'tier', percentage: tier.rate_percentage, creatorLabel: label, brandLabel: label };
};

/** Whether `next` pays some sale number less than `current`. */
export const lowersAnySale = (current: readonly Tier[], next: readonly Tier[]): boolean => {
  const last = Math.max(
    0,
    ...current.map((tier) => tier.after_sales),
    ...next.map((tier) => tier.after_sales),
  );
  for (let ordinal = 1; ordinal <= last + 1; ordinal++) {
    const before = tierReached(current, ordinal)?.rate_percentage ?? 0;
    const after = tierReached(next, ordinal)?.rate_percentage ?? 0;
    if (after < before) return true;
  }
  return false;
};

export const pendingTiers = (changes: readonly TierChange[] | undefined, now: string) => {
  const ahead = (changes ?? []).filter((change) => change.from > now);
  const last = ahead[ahead.length - 1];
  return last ? { tiers: last.tiers, effective_at: last.from } : null;
};

/** A new set of tiers asked for at `now`: replaces any announced change; a cut waits out the notice. */
export const editTiers = (
  changes: readonly TierChange[] | undefined,
  tiers: Tier[],
  now: Date,
  noticeDays = RATE_CUT_NOTICE_DAYS,
): TierChange[] => {
  const nowIso = now.toISOString();
  const past = (changes ?? []).filter((change) => change.from <= nowIso);
  const from = lowersAnySale(tiersAt(past, nowIso), tiers)
    ? new Date(now.getTime() + noticeDays * DAY_MS).toISOString()
    : nowIso;
  return [...past, { tiers, from }].slice(-KEPT_CHANGES);
};

/** The announced change withdrawn. */
export const cancelPendingTiers = (changes: readonly TierChange[] | undefined, now: Date): TierChange[] =>
  (changes ?? []).filter((change) => change.from <= now.toISOString());

/**
 * Milestone bonuses change as a whole set, with notice like tiers: a set that removes a bonus or lowers
 * one (a milestone at the same count paying less) takes effect after RATE_CUT_NOTICE_DAYS; one that keeps
 * every bonus at least as high is in force at once. A sale reaching a milestone is paid the set in force
 * at the order's time.
 */
export interface MilestoneChange {
  milestones: Milestone[];
  from: string;
}

/** The milestones in force at `at`; no changes (a set from before schedules): `fallback` for all time. */
export const milestonesAt = (
  changes: readonly MilestoneChange[] | undefined,
  fallback: readonly Milestone[] | undefined,
  at: string,
): Milestone[] => {
  if (!changes || changes.length === 0) return [...(fallback ?? [])];
  let milestones = changes[0]?.milestones ?? [];
  for (const change of changes) if (change.from <= at) milestones = change.milestones;
  return milestones;
};

/** Whether `next` removes or lowers a bonus of `current`. */
export const lowersAnyBonus = (current: readonly Milestone[], next: readonly Milestone[]): boolean =>
  current.some((m) => (next.find((n) => n.sales === m.sales)?.bonus_cents ?? 0) < m.bonus_cents);

export const pendingMilestones = (changes: readonly MilestoneChange[] | undefined, now: string) => {
  const ahead = (changes ?? []).filter((change) => change.from > now);
  const last = ahead[ahead.length - 1];
  return last ? { milestones: last.milestones, effective_at: last.from } : null;
};

/** A new set of milestones asked for at `now`: replaces any announced change; a cut waits out the notice. */
export const editMilestones = (
  changes: readonly MilestoneChange[] | undefined,
  fallback: readonly Milestone[] | undefined,
  milestones: Milestone[],
  now: Date,
  noticeDays = RATE_CUT_NOTICE_DAYS,
): MilestoneChange[] => {
  const nowIso = now.toISOString();
  const past =
    changes && changes.length > 0
      ? changes.filter((change) => change.from <= nowIso)
      : [{ milestones: [...(fallback ?? [])], from: SINCE_EVER }];
  const from = lowersAnyBonus(milestonesAt(past, fallback, nowIso), milestones)
    ? new Date(now.getTime() + noticeDays * DAY_MS).toISOString()
    : nowIso;
  return [...past, { milestones, from }].slice(-KEPT_CHANGES);
};

/** The announced change of milestones withdrawn. */
export const cancelPendingMilestones = (
  changes: readonly MilestoneChange[] | undefined,
  now: Date,
): MilestoneChange[] | undefined => changes?.filter((change) => change.from <= now.toISOString());
