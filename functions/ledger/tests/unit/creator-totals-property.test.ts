/**
 * One set of figures (functions/ledger/sales/creator-totals.ts), checked on random ledgers: sales (attributed
 * and held), released and voided holds, refunds of every kind of line in every status, content pay,
 * credit cash-outs, payouts gathered, paid and failed. Each ledger is built by a random history; the
 * creator's counters move by the rules the ledger's writers follow (record-order-paid, record-reversal,
 * decide-held-sale, other-earnings, the release and the payouts). Then:
 *  - the totals equal what the ledger's entries add up to (per state and per source);
 *  - total = the sum of its parts, both ways;
 *  - every screen's figure (dashboard, Campaigns → Earnings, Earnings & Payouts) is the function's.
 */
import { describe, expect, it } from 'vitest';
import { earningsSummaryOf } from '../../earnings-summary';
import type { CommissionEntry, CommissionStatus } from '../../entities/commission-entry';
import type { CreatorStats } from '../../entities/creator-stats';
import {
  creatorTotalsOf,
  dashboardMoneyOf,
  earningsMoneyOf,
  partsBySource,
  partsByState,
} from '../../sales/creator-totals';

/** A small seeded generator (mulberry32): every failure is reproducible from its seed. */
const random = (seed: number) => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
  };
};

interface Entry {
  id: number;
  kind: CommissionEntry['kind'];
  status: CommissionStatus;
  cents: number;
  /** The sale it belongs to (sales and reversals). */
  sale?: number;
  /** What part of it has been reversed already (sales). */
  reversed: number;
}

const EARNED: readonly CommissionStatus[] = ['pending', 'available', 'in_payout', 'paid'];

const emptyStats = (): CreatorStats => ({
  clicks: 0,
  conversions: 0,
  total_sales_cents: 0,
  earnings_cents: 0,
  commission_pending_cents: 0,
  commission_awaiting_cents: 0,
  commission_available_cents: 0,
  commission_held_cents: 0,
  commission_paid_cents: 0,
  commission_in_payout_cents: 0,
  content_earnings_cents: 0,
  credit_cashout_cents: 0,
  payout_in_flight: null,
});

const column = {
  pending: 'commission_pending_cents',
  available: 'commission_available_cents',
  held: 'commission_held_cents',
  paid: 'commission_paid_cents',
  in_payout: 'commission_in_payout_cents',
} as const;

/** A random history of one creator's ledger, and the counters its writers keep. */
const randomLedger = (seed: number) => {
  const rng = random(seed);
  const entries: Entry[] = [];
  const stats = emptyStats();
  const sales = new Map<number, 'attributed' | 'held' | 'void'>();
  const move = (status: CommissionStatus, cents: number) => {
    if (status === 'void') return;
    stats[column[status]] += cents;
  };
  const setStatus = (entry: Entry, status: CommissionStatus) => {
    move(entry.status, -entry.cents);
    move(status, entry.cents);
    entry.status = status;
  };
  let id = 0;
  const operations = rng.int(0, 80);
  for (let step = 0; step < operations; step++) {
    const op = rng.pick([
      'sale',
      'sale',
      'held-sale',
      'decide',
      'refund',
      'ugc',
      'cashout',
      'mature',
      'gather',
      'pay',
      'fail',
    ] as const);
    if (op === 'sale' || op === 'held-sale') {
      const sale = id;
      const held = op === 'held-sale';
      sales.set(sale, held ? 'held' : 'attributed');
      for (let line = rng.int(1, 3); line > 0; line--) {
        const cents = rng.int(0, 50_000);
        entries.push({ id: id++, kind: 'sale', status: held ? 'held' : 'pending', cents, sale, reversed: 0 });
        move(held ? 'held' : 'pending', cents);
        if (!held) stats.earnings_cents += cents;
      }
    } else if (op === 'decide') {
      const held = [...sales].filter(([, status]) => status === 'held');
      if (held.length === 0) continue;
      const [sale] = rng.pick(held);
      const release = rng.chance(0.5);
      const lines = entries.filter((entry) => entry.sale === sale && entry.status === 'held');
      const net = lines.reduce((sum, entry) => sum + entry.cents, 0);
      for (const entry of lines) entry.status = release ? 'pending' : 'void';
      stats.commission_held_cents -= net;
      if (release) {
        stats.commission_pending_cents += net;
        stats.earnings_cents += net;
      }
      sales.set(sale, release ? 'attributed' : 'void');
    } else if (op === 'refund') {
      const refundable = entries.filter((entry) => entry.kind === 'sale' && entry.cents - entry.reversed > 0);
      if (refundable.length === 0) continue;
      const original = rng.pick(refundable);
      const cents = rng.int(1, original.cents - original.reversed);
      original.reversed += cents;
      // record-reversal.ts: the reversal takes its entry's status; an entry in or past a payout is
      // deducted from the next one (available).
      const status: CommissionStatus =
        original.status === 'in_payout' || original.status === 'paid' ? 'available' : original.status;
      entries.push({ id: id++, kind: 'reversal', status, cents: -cents, sale: original.sale, reversed: 0 });
      move(status, -cents);
      if (EARNED.includes(status) && sales.get(original.sale as number) === 'attributed')
        stats.earnings_cents -= cents;
    } else if (op === 'ugc') {
      const cents = rng.int(1, 100_000);
      entries.push({ id: id++, kind: 'ugc', status: 'pending', cents, reversed: 0 });
      stats.commission_pending_cents += cents;
      stats.content_earnings_cents += cents;
    } else if (op === 'cashout') {
      const cents = rng.int(1_000, 10_000);
      entries.push({ id: id++, kind: 'credit_cashout', status: 'available', cents, reversed: 0 });
      stats.commission_available_cents += cents;
      stats.credit_cashout_cents += cents;
    } else if (op === 'mature') {
      for (const entry of entries)
        if (entry.status === 'pending' && rng.chance(0.5)) setStatus(entry, 'available');
    } else if (op === 'gather') {
      for (const entry of entries) if (entry.status === 'available') setStatus(entry, 'in_payout');
    } else if (op === 'pay' || op === 'fail') {
      for (const entry of entries)
        if (entry.status === 'in_payout') setStatus(entry, op === 'pay' ? 'paid' : 'available');
    }
  }
  return { entries, stats };
};

/** What the ledger's entries add up to, read directly (the truth the counters must keep). */
const sumOf = (entries: readonly Entry[], keep: (entry: Entry) => boolean) =>
  entries.filter(keep).reduce((sum, entry) => sum + entry.cents, 0);

const LEDGERS = 2_000;

describe("a creator's totals over random ledgers", () => {
  it('equal what the entries add up to, and total = the sum of its parts both ways', () => {
    for (let seed = 1; seed <= LEDGERS; seed++) {
      const { entries, stats } = randomLedger(seed);
      const totals = creatorTotalsOf(stats);
      const earned = (entry: Entry) => EARNED.includes(entry.status);
      const expected = {
        total_cents: sumOf(entries, earned),
        commission_cents: sumOf(entries, (e) => earned(e) && (e.kind === 'sale' || e.kind === 'reversal')),
        content_cents: sumOf(entries, (e) => earned(e) && e.kind === 'ugc'),
        credit_cashout_cents: sumOf(entries, (e) => earned(e) && e.kind === 'credit_cashout'),
        pending_cents: sumOf(entries, (e) => e.status === 'pending'),
        // These ledgers never run the release's move into a waiting index (its own test below).
        on_hold_cents: sumOf(entries, (e) => e.status === 'pending'),
        awaiting_invoice_cents: 0,
        payable_cents: sumOf(entries, (e) => e.status === 'available'),
        in_payout_cents: sumOf(entries, (e) => e.status === 'in_payout'),
        paid_cents: sumOf(entries, (e) => e.status === 'paid'),
        held_cents: sumOf(entries, (e) => e.status === 'held'),
      };
      expect(totals, `seed ${seed}`).toEqual(expected);
      expect(partsByState(totals), `seed ${seed}`).toBe(totals.total_cents);
      expect(partsBySource(totals), `seed ${seed}`).toBe(totals.total_cents);
    }
  });

  it("every screen's figure is the function's", () => {
    for (let seed = 1; seed <= LEDGERS; seed++) {
      const { stats } = randomLedger(seed);
      const totals = creatorTotalsOf(stats);
      // Earnings & Payouts.
      const summary = earningsSummaryOf(stats, []);
      expect(summary, `seed ${seed}`).toMatchObject({
        total_earnings_cents: totals.total_cents,
        pending_payouts_cents: totals.payable_cents,
        on_hold_cents: totals.pending_cents,
        held_cents: totals.held_cents,
        in_payout_cents: totals.in_payout_cents,
        paid_out_cents: totals.paid_cents,
        commission_earnings_cents: totals.commission_cents,
        content_earnings_cents: totals.content_cents,
        credit_cashout_cents: totals.credit_cashout_cents,
      });
      expect(
        summary.pending_payouts_cents +
          summary.on_hold_cents +
          summary.in_payout_cents +
          summary.paid_out_cents,
      ).toBe(summary.total_earnings_cents);
      // The dashboard.
      const dashboard = dashboardMoneyOf(totals);
      expect(dashboard.earnings_cents).toBe(totals.total_cents);
      expect(
        dashboard.pending_cents +
          dashboard.available_cents +
          dashboard.in_payout_cents +
          dashboard.paid_cents,
      ).toBe(dashboard.earnings_cents);
      // Campaigns → Earnings.
      const earnings = earningsMoneyOf(totals);
      expect(earnings.earned_cents).toBe(totals.total_cents);
      expect(earnings.commission_cents + earnings.content_cents + earnings.credit_cashout_cents).toBe(
        earnings.earned_cents,
      );
      expect(dashboard.earnings_cents).toBe(summary.total_earnings_cents);
    }
  });

  it('the pending splits into the hold for returns and the wait for the invoice, and they add up', () => {
    const split = (pending: number, awaiting: number) => {
      const totals = creatorTotalsOf({
        ...emptyStats(),
        commission_pending_cents: pending,
        commission_awaiting_cents: awaiting,
      });
      expect(totals.on_hold_cents + totals.awaiting_invoice_cents).toBe(totals.pending_cents);
      const summary = earningsSummaryOf(
        { ...emptyStats(), commission_pending_cents: pending, commission_awaiting_cents: awaiting },
        [],
      );
      expect(summary.hold_for_returns_cents + summary.awaiting_invoice_cents).toBe(summary.on_hold_cents);
      return [totals.on_hold_cents, totals.awaiting_invoice_cents];
    };
    expect(split(50_193, 18_193)).toEqual([32_000, 18_193]);
    expect(split(18_193, 18_193)).toEqual([0, 18_193]);
    // Kept data from before the counter: never a part larger than the whole, never negative.
    expect(split(10_000, 25_000)).toEqual([0, 10_000]);
    expect(split(10_000, -5_000)).toEqual([10_000, 0]);
    expect(split(-2_000, 1_000)).toEqual([-2_000, 0]);
  });

  it('content pay is part of the total on every screen (the $501.93 / $651.93 disagreement)', () => {
    const stats = {
      ...emptyStats(),
      earnings_cents: 50_193,
      content_earnings_cents: 15_000,
      commission_pending_cents: 65_193,
    };
    expect(dashboardMoneyOf(creatorTotalsOf(stats)).earnings_cents).toBe(65_193);
    expect(earningsMoneyOf(creatorTotalsOf(stats)).earned_cents).toBe(65_193);
    expect(earningsSummaryOf(stats, []).total_earnings_cents).toBe(65_193);
  });
});
