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
import { type InvoiceFacts, type LineState, lineStatusOf } from '../../sales/line-status';
import { moneySplitOf } from '../../sales/money-split';

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
  hold_until: string;
  brand_name: string;
  bill_period: string | null;
}

const DAY = 86_400_000;
/** The ledgers' instants: around three months of 2026 (holds end, invoices fall due, some are paid). */
const START = Date.parse('2026-09-01T00:00:00.000Z');
const BRANDS = ['Glow', 'Trailhead Outfitters', 'Lumen'] as const;
const PERIODS = ['2026-09', '2026-10', '2026-11'] as const;

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
  // The instant the ledger is read, and each brand's invoice for each period (or none issued yet).
  const now = new Date(START + rng.int(0, 100) * DAY + rng.int(0, DAY - 1));
  const invoices = new Map<string, InvoiceFacts>();
  for (const brand of BRANDS)
    for (const period of PERIODS) {
      const fate = rng.pick(['none', 'pending', 'overdue', 'paid'] as const);
      if (fate === 'none') continue;
      const [year, month] = period.split('-').map(Number) as [number, number];
      const due = Date.UTC(year, month, 1) + 15 * DAY;
      invoices.set(`${brand}#${period}`, {
        status: fate,
        due_at: new Date(due).toISOString(),
        paid_at: fate === 'paid' ? new Date(due - rng.int(0, 14) * DAY).toISOString() : null,
      });
    }
  const extras = (kind: CommissionEntry['kind']) => ({
    hold_until: new Date(START + rng.int(0, 100) * DAY + rng.int(0, DAY - 1)).toISOString(),
    brand_name: rng.pick(BRANDS),
    // Credit cash-outs are the platform's: no invoice bills them.
    bill_period: kind === 'credit_cashout' || rng.chance(0.05) ? null : rng.pick(PERIODS),
  });
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
        entries.push({
          id: id++,
          kind: 'sale',
          status: held ? 'held' : 'pending',
          cents,
          sale,
          reversed: 0,
          ...extras('sale'),
        });
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
      entries.push({
        id: id++,
        kind: 'reversal',
        status,
        cents: -cents,
        sale: original.sale,
        reversed: 0,
        ...extras('reversal'),
      });
      move(status, -cents);
      if (EARNED.includes(status) && sales.get(original.sale as number) === 'attributed')
        stats.earnings_cents -= cents;
    } else if (op === 'ugc') {
      const cents = rng.int(1, 100_000);
      entries.push({ id: id++, kind: 'ugc', status: 'pending', cents, reversed: 0, ...extras('ugc') });
      stats.commission_pending_cents += cents;
      stats.content_earnings_cents += cents;
    } else if (op === 'cashout') {
      const cents = rng.int(1_000, 10_000);
      entries.push({
        id: id++,
        kind: 'credit_cashout',
        status: 'available',
        cents,
        reversed: 0,
        ...extras('credit_cashout'),
      });
      stats.commission_available_cents += cents;
      stats.credit_cashout_cents += cents;
    } else if (op === 'mature') {
      // The release moves a line once its state is payable (hold over, its invoice paid or none
      // needed); a run may not have happened yet for some (the lag the summary must not show).
      for (const entry of entries)
        if (entry.status === 'pending' && stateOf(entry, now, invoices) === 'payable' && rng.chance(0.5))
          setStatus(entry, 'available');
    } else if (op === 'gather') {
      for (const entry of entries) if (entry.status === 'available') setStatus(entry, 'in_payout');
    } else if (op === 'pay' || op === 'fail') {
      for (const entry of entries)
        if (entry.status === 'in_payout') setStatus(entry, op === 'pay' ? 'paid' : 'available');
    }
  }
  return { entries, stats, now, invoices };
};

/**
 * What the Earnings list shows of a line: lineStatusOf with its brand's invoice for its period, at `now`.
 * A ledger is read at one instant, so a line's state changes only with its status: kept per status.
 */
const states = new WeakMap<Entry, Map<CommissionStatus, LineState>>();
const stateOf = (entry: Entry, now: Date, invoices: ReadonlyMap<string, InvoiceFacts>): LineState => {
  const known = states.get(entry) ?? new Map<CommissionStatus, LineState>();
  states.set(entry, known);
  const cached = known.get(entry.status);
  if (cached) return cached;
  const invoice = entry.bill_period ? invoices.get(`${entry.brand_name}#${entry.bill_period}`) : undefined;
  const state = lineStatusOf(
    {
      kind: entry.kind,
      status: entry.status,
      hold_until: entry.hold_until,
      brand_name: entry.brand_name,
      ...(entry.bill_period ? { bill_period: entry.bill_period } : {}),
      commission_cents: entry.cents,
    },
    { now, schedule: 'monthly', ...(invoice ? { invoice } : {}) },
  ).state;
  known.set(entry.status, state);
  return state;
};

/** The Payouts screen's totals as the server computes them: the counters and the pending lines' states. */
const totalsOf = (ledger: ReturnType<typeof randomLedger>) =>
  creatorTotalsOf(
    ledger.stats,
    ledger.entries
      .filter((entry) => entry.status === 'pending')
      .map((entry) => ({ cents: entry.cents, state: stateOf(entry, ledger.now, ledger.invoices) })),
  );

/** What the ledger's entries add up to, read directly (the truth the counters must keep). */
const sumOf = (entries: readonly Entry[], keep: (entry: Entry) => boolean) =>
  entries.filter(keep).reduce((sum, entry) => sum + entry.cents, 0);

const LEDGERS = 1_000;

// Each case reads 1,000 ledgers: seconds on a shared CI machine, so the limit is not the default 5 s.
describe("a creator's totals over random ledgers", { timeout: 60_000 }, () => {
  it('equal what the entries add up to, and total = the sum of its parts both ways', () => {
    for (let seed = 1; seed <= LEDGERS; seed++) {
      const ledger = randomLedger(seed);
      const { entries } = ledger;
      const totals = totalsOf(ledger);
      const earned = (entry: Entry) => EARNED.includes(entry.status);
      const lines = entries.map((entry) => ({ entry, state: stateOf(entry, ledger.now, ledger.invoices) }));
      const inState = (...states: LineState[]) =>
        lines.filter((line) => states.includes(line.state)).reduce((sum, line) => sum + line.entry.cents, 0);
      const expected = {
        total_cents: sumOf(entries, earned),
        commission_cents: sumOf(entries, (e) => earned(e) && (e.kind === 'sale' || e.kind === 'reversal')),
        content_cents: sumOf(entries, (e) => earned(e) && e.kind === 'ugc'),
        credit_cashout_cents: sumOf(entries, (e) => earned(e) && e.kind === 'credit_cashout'),
        pending_cents: inState('on_hold', 'awaiting_invoice', 'invoice_overdue'),
        on_hold_cents: inState('on_hold'),
        awaiting_invoice_cents: inState('awaiting_invoice', 'invoice_overdue'),
        payable_cents: inState('payable'),
        in_payout_cents: inState('in_payout'),
        paid_cents: inState('paid'),
        held_cents: inState('held'),
      };
      expect(totals, `seed ${seed}`).toEqual(expected);
      // The states the status decides are the status counters', exactly.
      expect(totals.in_payout_cents, `seed ${seed}`).toBe(sumOf(entries, (e) => e.status === 'in_payout'));
      expect(totals.paid_cents, `seed ${seed}`).toBe(sumOf(entries, (e) => e.status === 'paid'));
      expect(totals.held_cents, `seed ${seed}`).toBe(sumOf(entries, (e) => e.status === 'held'));
      expect(partsByState(totals), `seed ${seed}`).toBe(totals.total_cents);
      expect(partsBySource(totals), `seed ${seed}`).toBe(totals.total_cents);
    }
  });

  it("the Payouts summary's split is the sum of the per-line states the Earnings list shows", () => {
    const reached = { on_hold: 0, awaiting: 0, overdue: 0, ripe: 0, payable: 0, in_payout: 0, paid: 0 };
    for (let seed = 1; seed <= LEDGERS; seed++) {
      const ledger = randomLedger(seed);
      const summary = earningsSummaryOf(totalsOf(ledger), []);
      // The Earnings list: every entry with its state (lineStatusOf), summed by the one split.
      const perLine = moneySplitOf(
        ledger.entries.map((entry) => ({
          cents: entry.cents,
          state: stateOf(entry, ledger.now, ledger.invoices),
        })),
      );
      expect(
        {
          in_the_hold: summary.hold_for_returns_cents,
          waiting_for_an_invoice: summary.awaiting_invoice_cents,
          payable: summary.pending_payouts_cents,
          in_a_payout: summary.in_payout_cents,
          paid: summary.paid_out_cents,
          held: summary.held_cents,
        },
        `seed ${seed}`,
      ).toEqual({
        in_the_hold: perLine.on_hold_cents,
        waiting_for_an_invoice: perLine.awaiting_invoice_cents,
        payable: perLine.payable_cents,
        in_a_payout: perLine.in_payout_cents,
        paid: perLine.paid_cents,
        held: perLine.held_cents,
      });
      expect(summary.hold_for_returns_cents + summary.awaiting_invoice_cents, `seed ${seed}`).toBe(
        summary.on_hold_cents,
      );
      expect(
        summary.pending_payouts_cents +
          summary.on_hold_cents +
          summary.in_payout_cents +
          summary.paid_out_cents,
        `seed ${seed}`,
      ).toBe(summary.total_earnings_cents);
      // The generator reaches every state (a property over ledgers that never wait proves nothing).
      for (const entry of ledger.entries) {
        const state = stateOf(entry, ledger.now, ledger.invoices);
        if (state === 'on_hold') reached.on_hold++;
        if (state === 'awaiting_invoice') reached.awaiting++;
        if (state === 'invoice_overdue') reached.overdue++;
        if (state === 'payable' && entry.status === 'pending') reached.ripe++;
        if (state === 'payable' && entry.status === 'available') reached.payable++;
        if (state === 'in_payout') reached.in_payout++;
        if (state === 'paid') reached.paid++;
      }
    }
    for (const [state, count] of Object.entries(reached)) expect(count, state).toBeGreaterThan(50);
  });

  it("every screen's figure is the function's", () => {
    for (let seed = 1; seed <= LEDGERS; seed++) {
      const totals = totalsOf(randomLedger(seed));
      // Earnings & Payouts.
      const summary = earningsSummaryOf(totals, []);
      expect(summary, `seed ${seed}`).toMatchObject({
        total_earnings_cents: totals.total_cents,
        pending_payouts_cents: totals.payable_cents,
        on_hold_cents: totals.pending_cents,
        hold_for_returns_cents: totals.on_hold_cents,
        awaiting_invoice_cents: totals.awaiting_invoice_cents,
        held_cents: totals.held_cents,
        in_payout_cents: totals.in_payout_cents,
        paid_out_cents: totals.paid_cents,
        commission_earnings_cents: totals.commission_cents,
        content_earnings_cents: totals.content_cents,
        credit_cashout_cents: totals.credit_cashout_cents,
      });
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
      expect(earnings.pending_cents).toBe(summary.on_hold_cents);
      expect(earnings.available_cents).toBe(summary.pending_payouts_cents);
      expect(earnings.commission_cents + earnings.content_cents + earnings.credit_cashout_cents).toBe(
        earnings.earned_cents,
      );
      expect(dashboard.earnings_cents).toBe(summary.total_earnings_cents);
    }
  });

  it("Ava's summary: lines matured since the last release run wait for their invoice, not in the hold", () => {
    // The counters after the release last ran (Nov 8): $403.88 pending, $217.95 of it moved to October's
    // overdue invoice's waiting index. Read on Nov 28: $170.25 of the rest matured meanwhile.
    const now = new Date('2026-11-28T12:00:00.000Z');
    const stats = { ...emptyStats(), earnings_cents: 40_388, commission_pending_cents: 40_388 };
    stats.commission_awaiting_cents = 21_795;
    const line = (cents: number, hold_until: string, period: string, invoice?: InvoiceFacts) => ({
      cents,
      state: lineStatusOf(
        {
          kind: 'sale',
          status: 'pending',
          hold_until,
          brand_name: 'Glow',
          bill_period: period,
          commission_cents: cents,
        },
        { now, schedule: 'monthly', ...(invoice ? { invoice } : {}) },
      ).state,
    });
    const overdue: InvoiceFacts = { status: 'overdue', due_at: '2026-11-15T00:00:00.000Z', paid_at: null };
    const summary = earningsSummaryOf(
      creatorTotalsOf(stats, [
        line(1_568, '2026-12-02T10:00:00.000Z', '2026-11'),
        line(17_025, '2026-11-20T10:00:00.000Z', '2026-11'),
        line(21_795, '2026-10-20T10:00:00.000Z', '2026-10', overdue),
      ]),
      [],
    );
    expect(summary).toMatchObject({
      on_hold_cents: 40_388,
      hold_for_returns_cents: 1_568,
      awaiting_invoice_cents: 17_025 + 21_795,
      pending_payouts_cents: 0,
    });
  });

  it('content pay is part of the total on every screen (the $501.93 / $651.93 disagreement)', () => {
    const stats = {
      ...emptyStats(),
      earnings_cents: 50_193,
      content_earnings_cents: 15_000,
      commission_pending_cents: 65_193,
    };
    const totals = creatorTotalsOf(stats, [{ cents: 65_193, state: 'on_hold' }]);
    expect(dashboardMoneyOf(totals).earnings_cents).toBe(65_193);
    expect(earningsMoneyOf(totals).earned_cents).toBe(65_193);
    expect(earningsSummaryOf(totals, []).total_earnings_cents).toBe(65_193);
  });

  it('pending lines beyond the bounded read still count, as waiting for an invoice', () => {
    const stats = { ...emptyStats(), earnings_cents: 6_000, commission_pending_cents: 6_000 };
    const totals = creatorTotalsOf(stats, [{ cents: 5_000, state: 'on_hold' }]);
    expect(totals).toMatchObject({
      pending_cents: 6_000,
      on_hold_cents: 5_000,
      awaiting_invoice_cents: 1_000,
    });
    expect(partsByState(totals)).toBe(totals.total_cents);
  });
});
