import { leavesAt, type ProgramChange } from '../../../contracts/program-schedule';
import { pendingRate, type RateChange, rateAt } from '../../../contracts/rate-schedule';
import { createId } from '../data/ids';
import { outboxEvent } from '../outbox/outbox-event';

/**
 * The event a rate's edit announces (issue 21), for the edit's own transaction: a cut now pending that
 * was not (or a different one: a second cut restarts the notice) is CommissionCutAnnounced; a pending
 * cut gone (withdrawn, or replaced by a raise or the same rate) is CommissionCutWithdrawn; a raise
 * alone, or nothing changed, announces nothing. Shared by a product's rate (catalogue) and a creator's
 * terms (ledger), whose schedules are the same (contracts/rate-schedule.ts).
 */
export const commissionCutEvent = (input: {
  before: readonly RateChange[] | undefined;
  after: readonly RateChange[];
  /** The rate of an item without changes (its stored percentage). */
  fallback: number;
  now: Date;
  brandId: string;
  productId: string | null;
  /** Per-creator terms: their creator. */
  creatorId?: string;
}) => {
  const nowIso = input.now.toISOString();
  const was = pendingRate(input.before, nowIso);
  const will = pendingRate(input.after, nowIso);
  const target = {
    version: 1 as const,
    cutId: createId('cut_', input.now.getTime()),
    brandId: input.brandId,
    productId: input.productId,
    ...(input.creatorId ? { creatorId: input.creatorId } : {}),
    fromPercentage: rateAt(input.after, input.fallback, nowIso),
  };
  if (
    will &&
    (will.effective_at !== was?.effective_at || will.commission_percentage !== was?.commission_percentage)
  )
    return outboxEvent(
      'CommissionCutAnnounced',
      { ...target, toPercentage: will.commission_percentage, effectiveAt: will.effective_at },
      input.now,
    );
  if (was && !will)
    return outboxEvent(
      'CommissionCutWithdrawn',
      { ...target, toPercentage: was.commission_percentage, effectiveAt: was.effective_at },
      input.now,
    );
  return null;
};

/**
 * The event a change of a product's place in the program announces (contracts/program-schedule.ts), for
 * the change's own transaction: a leaving date now ahead that was not (a pause or a delete of a product
 * that earns) is CommissionCutAnnounced to 0% with its `leaving` reason; a leave withdrawn (made live
 * again before its date) is CommissionCutWithdrawn. The partners are told as of a rate cut.
 */
export const programLeaveEvent = (input: {
  before: readonly ProgramChange[] | undefined;
  after: readonly ProgramChange[];
  now: Date;
  brandId: string;
  productId: string;
  /** The product's rate in force now: what partners earn until the date. */
  percentage: number;
  leaving: 'paused' | 'deleted';
}) => {
  const nowIso = input.now.toISOString();
  const was = leavesAt(input.before, nowIso);
  const will = leavesAt(input.after, nowIso);
  const target = {
    version: 1 as const,
    cutId: createId('cut_', input.now.getTime()),
    brandId: input.brandId,
    productId: input.productId,
    fromPercentage: input.percentage,
    toPercentage: 0,
    leaving: input.leaving,
  };
  if (will && will !== was)
    return outboxEvent('CommissionCutAnnounced', { ...target, effectiveAt: will }, input.now);
  if (was && !will) return outboxEvent('CommissionCutWithdrawn', { ...target, effectiveAt: was }, input.now);
  return null;
};

/**
 * The event an edit of the brand's tiers or milestone bonuses announces (tiers.ts), like a rate's: a cut
 * now pending that was not (or another one) is CommissionCutAnnounced with `program`, one withdrawn is
 * CommissionCutWithdrawn; every partner of the brand is told.
 */
export const programTermsCutEvent = (input: {
  program: 'tiers' | 'milestones';
  /** The pending change before and after the edit (null: none). */
  before: { effective_at: string; best: number } | null;
  after: { effective_at: string; best: number } | null;
  /** The best tier rate in force now (0 for milestones). */
  current: number;
  now: Date;
  brandId: string;
}) => {
  const target = {
    version: 1 as const,
    cutId: createId('cut_', input.now.getTime()),
    brandId: input.brandId,
    productId: null,
    program: input.program,
    fromPercentage: input.current,
  };
  const { before, after } = input;
  if (after && (after.effective_at !== before?.effective_at || after.best !== before?.best))
    return outboxEvent(
      'CommissionCutAnnounced',
      { ...target, toPercentage: after.best, effectiveAt: after.effective_at },
      input.now,
    );
  if (before && !after)
    return outboxEvent(
      'CommissionCutWithdrawn',
      { ...target, toPercentage: before.best, effectiveAt: before.effective_at },
      input.now,
    );
  return null;
};
