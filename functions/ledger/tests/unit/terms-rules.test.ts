/**
 * The pure rules of terms (docs/architecture.md section 5, "Terms"): a rate with notice, which rule sets
 * a line's rate, tiers and milestone bonuses, and a product's place in the program.
 */
import { describe, expect, it } from 'vitest';
import { editProgram, inProgramAt, leavesAt } from '../../../../contracts/program-schedule';
import { cancelPendingRate, editRate, pendingRate, rateAt } from '../../../../contracts/rate-schedule';
import { creatorTermsCandidate, productRateCandidate, resolveRate } from '../../terms/resolve-rate';
import {
  editMilestones,
  editTiers,
  lowersAnyBonus,
  lowersAnySale,
  milestonesAt,
  pendingMilestones,
  tierCandidate,
  tiersAt,
} from '../../terms/tiers';

const DAY = 24 * 3600 * 1000;
const now = new Date('2026-11-26T12:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

describe('a rate with notice', () => {
  it('a cut starts 7 days on; before it the old rate holds, from it the new one', () => {
    const edit = editRate(undefined, 15, 10, now);
    expect(edit.current).toBe(15);
    expect(edit.pending).toEqual({ commission_percentage: 10, effective_at: iso(now.getTime() + 7 * DAY) });
    expect(rateAt(edit.changes, 15, iso(now.getTime() + 7 * DAY - 1))).toBe(15);
    expect(rateAt(edit.changes, 15, iso(now.getTime() + 7 * DAY))).toBe(10);
    // An order from before any change keeps the first rate.
    expect(rateAt(edit.changes, 15, '2020-01-01T00:00:00.000Z')).toBe(15);
  });

  it('a raise is in force at once and drops an announced cut; orders before it keep the old rate', () => {
    const cut = editRate(undefined, 15, 10, now);
    const raised = editRate(cut.changes, 15, 20, new Date(now.getTime() + DAY));
    expect(raised.pending).toBeNull();
    expect(rateAt(raised.changes, 15, iso(now.getTime() + DAY - 1))).toBe(15);
    expect(rateAt(raised.changes, 15, iso(now.getTime() + 30 * DAY))).toBe(20);
  });

  it('a second cut restarts the notice; cancelling keeps the rate in force', () => {
    const first = editRate(undefined, 15, 10, now);
    const later = new Date(now.getTime() + 3 * DAY);
    const second = editRate(first.changes, 15, 12, later);
    expect(pendingRate(second.changes, later.toISOString())).toEqual({
      commission_percentage: 12,
      effective_at: iso(later.getTime() + 7 * DAY),
    });
    const cancelled = cancelPendingRate(second.changes, later);
    expect(pendingRate(cancelled, later.toISOString())).toBeNull();
    expect(rateAt(cancelled, 15, iso(now.getTime() + 60 * DAY))).toBe(15);
  });

  it('after a cut took effect, a raise counts from the cut rate', () => {
    const cut = editRate(undefined, 15, 10, now);
    const after = new Date(now.getTime() + 8 * DAY);
    const raise = editRate(cut.changes, 15, 12, after);
    expect(raise.current).toBe(12);
    expect(raise.pending).toBeNull();
  });
});

describe('which rule sets the rate', () => {
  const terms = (productTerm?: number, brandTerm?: number) =>
    creatorTermsCandidate({ productTerm, brandTerm, brandName: 'Glow', creatorUsername: 'ava' });

  it('the highest applicable rule wins and is named', () => {
    expect(
      resolveRate([productRateCandidate(15), terms(undefined, 18) ?? productRateCandidate(0)]),
    ).toMatchObject({
      percentage: 18,
      creatorLabel: 'your terms with Glow',
    });
  });

  it("a product's own terms replace the brand-wide ones, even when lower", () => {
    expect(terms(16, 25)).toMatchObject({ kind: 'creator_product', percentage: 16 });
  });

  it('terms below the product rate never lower it; a tie names the product rate', () => {
    expect(resolveRate([productRateCandidate(15), terms(10) ?? productRateCandidate(0)]).kind).toBe(
      'product',
    );
    expect(resolveRate([terms(15) ?? productRateCandidate(0), productRateCandidate(15)]).kind).toBe(
      'product',
    );
  });

  it('a tier lifts the line only from the sale after its count, and only above the other rules', () => {
    const tiers = [{ after_sales: 10, rate_percentage: 20 }];
    expect(tierCandidate(tiers, 10)).toBeNull();
    const tier = tierCandidate(tiers, 11);
    expect(tier).toMatchObject({ percentage: 20, creatorLabel: 'tier: 10+ sales this month' });
    expect(resolveRate([productRateCandidate(15), ...(tier ? [tier] : [])]).kind).toBe('tier');
    expect(
      resolveRate([
        productRateCandidate(15),
        terms(undefined, 25) ?? productRateCandidate(0),
        ...(tier ? [tier] : []),
      ]).percentage,
    ).toBe(25);
  });
});

describe('tiers with notice', () => {
  it('a change that pays some sale less is a cut; one that pays every sale as much is not', () => {
    const current = [{ after_sales: 10, rate_percentage: 20 }];
    expect(lowersAnySale(current, [])).toBe(true);
    expect(lowersAnySale(current, [{ after_sales: 12, rate_percentage: 20 }])).toBe(true);
    expect(lowersAnySale(current, [{ after_sales: 10, rate_percentage: 18 }])).toBe(true);
    expect(lowersAnySale(current, [{ after_sales: 8, rate_percentage: 20 }])).toBe(false);
    expect(lowersAnySale(current, [...current, { after_sales: 25, rate_percentage: 25 }])).toBe(false);
  });

  it('a cut of the tiers waits 7 days; a raise is in force at once', () => {
    const set = editTiers(undefined, [{ after_sales: 10, rate_percentage: 20 }], now);
    expect(tiersAt(set, now.toISOString())).toHaveLength(1);
    const cut = editTiers(set, [], now);
    expect(tiersAt(cut, iso(now.getTime() + 7 * DAY - 1))).toHaveLength(1);
    expect(tiersAt(cut, iso(now.getTime() + 7 * DAY))).toHaveLength(0);
  });
});

describe('milestone bonuses with notice', () => {
  const set = [{ sales: 10, bonus_cents: 5000 }];

  it('removing or lowering a bonus is a cut; keeping each at least as high is not', () => {
    expect(lowersAnyBonus(set, [])).toBe(true);
    expect(lowersAnyBonus(set, [{ sales: 10, bonus_cents: 4999 }])).toBe(true);
    expect(lowersAnyBonus(set, [{ sales: 12, bonus_cents: 9000 }])).toBe(true);
    expect(lowersAnyBonus(set, [...set, { sales: 20, bonus_cents: 1 }])).toBe(false);
    expect(lowersAnyBonus(set, [{ sales: 10, bonus_cents: 6000 }])).toBe(false);
  });

  it('a set from before schedules stands for all time; a removal waits 7 days, a raise is at once', () => {
    expect(milestonesAt(undefined, set, '2020-01-01T00:00:00.000Z')).toEqual(set);
    const removed = editMilestones(undefined, set, [], now);
    expect(milestonesAt(removed, set, iso(now.getTime() - DAY))).toEqual(set);
    expect(milestonesAt(removed, set, iso(now.getTime() + 7 * DAY - 1))).toEqual(set);
    expect(milestonesAt(removed, set, iso(now.getTime() + 7 * DAY))).toEqual([]);
    expect(pendingMilestones(removed, now.toISOString())).toEqual({
      milestones: [],
      effective_at: iso(now.getTime() + 7 * DAY),
    });
    const raised = editMilestones(removed, set, [{ sales: 10, bonus_cents: 7000 }], now);
    expect(milestonesAt(raised, set, now.toISOString())).toEqual([{ sales: 10, bonus_cents: 7000 }]);
    expect(pendingMilestones(raised, now.toISOString())).toBeNull();
  });
});

describe("a product's place in the program", () => {
  it('a product from before schedules is in or out for all time, as its availability says', () => {
    expect(inProgramAt(undefined, true, '2020-01-01T00:00:00.000Z')).toBe(true);
    expect(inProgramAt(undefined, false, now.toISOString())).toBe(false);
  });

  it('a pause leaves the program 7 days on: orders before the date are in, from it out', () => {
    const paused = editProgram(undefined, true, false, now);
    const date = iso(now.getTime() + 7 * DAY);
    expect(leavesAt(paused, now.toISOString())).toBe(date);
    expect(inProgramAt(paused, false, iso(now.getTime() - 3600_000))).toBe(true);
    expect(inProgramAt(paused, false, iso(now.getTime() + 7 * DAY - 1))).toBe(true);
    expect(inProgramAt(paused, false, date)).toBe(false);
    // Asking again (a delete of the paused product) keeps the date: the notice is never shortened.
    const later = new Date(now.getTime() + 2 * DAY);
    expect(leavesAt(editProgram(paused, false, false, later), later.toISOString())).toBe(date);
  });

  it('live again before the date withdraws the leave; after it, it is back from that instant only', () => {
    const paused = editProgram(undefined, true, false, now);
    const resumed = editProgram(paused, false, true, new Date(now.getTime() + DAY));
    expect(leavesAt(resumed, iso(now.getTime() + DAY))).toBeNull();
    expect(inProgramAt(resumed, true, iso(now.getTime() + 30 * DAY))).toBe(true);
    const back = new Date(now.getTime() + 10 * DAY);
    const relaunched = editProgram(paused, false, true, back);
    expect(inProgramAt(relaunched, true, iso(now.getTime() + 8 * DAY))).toBe(false);
    expect(inProgramAt(relaunched, true, back.toISOString())).toBe(true);
  });

  it('a product never in the program goes live for all time (nothing earlier to keep)', () => {
    const first = editProgram(undefined, false, true, now);
    expect(inProgramAt(first, true, iso(now.getTime() - 30 * DAY))).toBe(true);
    expect(leavesAt(first, now.toISOString())).toBeNull();
  });

  it('a product never in the program does not enter it by being paused', () => {
    const never = editProgram(undefined, false, false, now);
    expect(leavesAt(never, now.toISOString())).toBeNull();
    expect(inProgramAt(never, false, iso(now.getTime() - DAY))).toBe(false);
  });
});
