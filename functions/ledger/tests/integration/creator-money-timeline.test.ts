/**
 * The creator's money timeline is one function (issue 31, item 5): on a realistic ledger — lines in the
 * 7-day hold, lines matured and waiting for an invoice (not issued yet, issued and unpaid, overdue), a
 * line whose invoice is paid that the hourly release has not moved yet, payable lines, a line in a
 * payout, a paid one, a held and a void one — the Payouts summary's split is the sum of the per-line
 * states the Earnings list shows, and of the `line_state` column of the commissions CSV.
 *
 * The ledger is written as the ledger's writers leave it (putEntries stores each entry in its stage's
 * index; the creator's counters as their ADDs leave them, including an awaiting counter that, like
 * Ava's in the demo, saw only the lines the last release run moved), so the figures are the server's
 * reading of real items, over the wire.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, eventually, useCloudEnvironment } from '../../../../tests/support/cloud';
import { centsOf, downloadExport } from '../../../../tests/support/exports';
import { onboardedCreator } from '../../../../tests/support/partnership';
import { connectPayouts, DAY_MS, payoutsOf, userIdOf } from '../../../../tests/support/payouts';
import { earningsOf } from '../../../../tests/support/sales';
import type { CommissionEntry } from '../../entities/commission-entry';

const now = Date.now();
const at = (days: number) => new Date(now + days * DAY_MS).toISOString();
const periodOf = (monthsAgo: number) => {
  const date = new Date(now);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - monthsAgo, 1))
    .toISOString()
    .slice(0, 7);
};
const [thisMonth, lastMonth, twoMonthsAgo] = [periodOf(0), periodOf(1), periodOf(2)];
const glow = { id: `timeline-glow-${randomUUID().slice(0, 8)}`, name: 'Glow' };
const trailhead = { id: `timeline-trail-${randomUUID().slice(0, 8)}`, name: 'Trailhead Outfitters' };

/** One line of the ledger and the state the summary must count it in. */
interface Line {
  cents: number;
  kind: CommissionEntry['kind'];
  status: CommissionEntry['status'];
  brand: { id: string; name: string };
  period: string | null;
  holdDays: number;
  createdDays: number;
  payout?: string;
  expected:
    | 'on_hold'
    | 'awaiting_invoice'
    | 'invoice_overdue'
    | 'payable'
    | 'in_payout'
    | 'paid'
    | 'held'
    | 'void';
}

const LINES: Line[] = [
  // In the hold: a sale, and a refund's reversal (not billed: only its hold stands in the way).
  {
    cents: 1_568,
    kind: 'sale',
    status: 'pending',
    brand: glow,
    period: thisMonth,
    holdDays: 3,
    createdDays: -4,
    expected: 'on_hold',
  },
  {
    cents: -300,
    kind: 'reversal',
    status: 'pending',
    brand: glow,
    period: thisMonth,
    holdDays: 5,
    createdDays: -2,
    expected: 'on_hold',
  },
  // Matured since the last release run: its month's invoice is not issued yet.
  {
    cents: 17_025,
    kind: 'sale',
    status: 'pending',
    brand: glow,
    period: thisMonth,
    holdDays: -2,
    createdDays: -9,
    expected: 'awaiting_invoice',
  },
  // Matured, its invoice issued and not due yet.
  {
    cents: 4_400,
    kind: 'sale',
    status: 'pending',
    brand: trailhead,
    period: lastMonth,
    holdDays: -10,
    createdDays: -17,
    expected: 'awaiting_invoice',
  },
  // Matured, its invoice overdue (the release moved it to the invoice's waiting index).
  {
    cents: 21_795,
    kind: 'sale',
    status: 'pending',
    brand: glow,
    period: twoMonthsAgo,
    holdDays: -40,
    createdDays: -47,
    expected: 'invoice_overdue',
  },
  // Hold over and its invoice paid, not moved by the release yet: payable already.
  {
    cents: 2_500,
    kind: 'sale',
    status: 'pending',
    brand: glow,
    period: lastMonth,
    holdDays: -1,
    createdDays: -8,
    expected: 'payable',
  },
  {
    cents: 3_000,
    kind: 'sale',
    status: 'available',
    brand: glow,
    period: lastMonth,
    holdDays: -20,
    createdDays: -27,
    expected: 'payable',
  },
  {
    cents: 1_000,
    kind: 'credit_cashout',
    status: 'available',
    brand: glow,
    period: null,
    holdDays: -3,
    createdDays: -3,
    expected: 'payable',
  },
  {
    cents: 5_000,
    kind: 'sale',
    status: 'in_payout',
    brand: trailhead,
    period: twoMonthsAgo,
    holdDays: -45,
    createdDays: -52,
    payout: 'PO-TIMELINE-IN',
    expected: 'in_payout',
  },
  {
    cents: 8_000,
    kind: 'sale',
    status: 'paid',
    brand: glow,
    period: twoMonthsAgo,
    holdDays: -50,
    createdDays: -57,
    payout: 'PO-TIMELINE-PAID',
    expected: 'paid',
  },
  {
    cents: 700,
    kind: 'sale',
    status: 'held',
    brand: glow,
    period: null,
    holdDays: 1,
    createdDays: -6,
    expected: 'held',
  },
  {
    cents: 900,
    kind: 'sale',
    status: 'void',
    brand: glow,
    period: null,
    holdDays: -1,
    createdDays: -8,
    expected: 'void',
  },
];

const sumWhere = (keep: (line: Line) => boolean) =>
  LINES.filter(keep).reduce((sum, line) => sum + line.cents, 0);
const expectedSplit = {
  in_the_hold: sumWhere((line) => line.expected === 'on_hold'),
  waiting_for_an_invoice: sumWhere(
    (line) => line.expected === 'awaiting_invoice' || line.expected === 'invoice_overdue',
  ),
  payable: sumWhere((line) => line.expected === 'payable'),
  in_a_payout: sumWhere((line) => line.expected === 'in_payout'),
  paid: sumWhere((line) => line.expected === 'paid'),
  held: sumWhere((line) => line.expected === 'held'),
};

/** The split of lines by their state, as a reader of the Earnings list or the CSV adds them up. */
const splitOf = (lines: readonly { state: string; cents: number }[]) => {
  const sum = (...states: string[]) =>
    lines.filter((line) => states.includes(line.state)).reduce((total, line) => total + line.cents, 0);
  return {
    in_the_hold: sum('on_hold'),
    waiting_for_an_invoice: sum('awaiting_invoice', 'invoice_overdue'),
    payable: sum('payable'),
    in_a_payout: sum('in_payout'),
    paid: sum('paid'),
    held: sum('held'),
  };
};

let creator: { token: string; creatorId: string };

beforeAll(async () => {
  const { token } = await onboardedCreator();
  creator = { token, creatorId: userIdOf(token) };
  useCloudEnvironment();
  const { putEntries } = await import('../../entities/commission-entry');
  const { invoiceEntity } = await import('../../entities/invoice');
  const { billingPeriodEntity } = await import('../../entities/billing-period');
  const { addToCreatorStats } = await import('../../sales/ledger-counters');
  const entries: CommissionEntry[] = LINES.map((line, index) => {
    const createdAt = at(line.createdDays);
    const orderId = String(9_100_000 + index);
    return {
      creator_id: creator.creatorId,
      entry_sk: `COMM#${createdAt}#${orderId}#0`,
      brand_id: line.brand.id,
      brand_name: line.brand.name,
      order_id: orderId,
      order_name: `#${orderId}`,
      sale_sk: `SALE#${createdAt}#${orderId}`,
      line_id: '0',
      product_id: null,
      product_name: 'Vitamin C Serum',
      link_code: null,
      kind: line.kind,
      reverses: null,
      refund_id: null,
      quantity: 1,
      price_cents: Math.abs(line.cents) * 10,
      discount_cents: 0,
      base_cents: line.cents * 10,
      rate_percentage: 10,
      commission_cents: line.cents,
      status: line.status,
      hold_until: at(line.holdDays),
      ...(line.payout ? { payout_id: line.payout } : {}),
      ...(line.period ? { bill_period: line.period } : {}),
      attribution_method: line.kind === 'credit_cashout' ? 'none' : 'link',
      attribution_via: 'TIMELINE',
      explanation: 'Seeded for the money timeline test.',
      created_at: createdAt,
    };
  });
  await putEntries(entries);
  // The creator's counters as the ledger's ADDs leave them. The awaiting counter saw only the line the
  // last release run moved (the overdue one): the old summary called the rest of the pending "in the hold".
  const byStatus = (status: CommissionEntry['status']) => sumWhere((line) => line.status === status);
  const earned = (line: Line) => ['pending', 'available', 'in_payout', 'paid'].includes(line.status);
  const totals = addToCreatorStats(creator.creatorId, {
    earnings_cents: sumWhere((line) => earned(line) && line.kind !== 'credit_cashout'),
    credit_cashout_cents: sumWhere((line) => earned(line) && line.kind === 'credit_cashout'),
    commission_pending_cents: byStatus('pending'),
    commission_awaiting_cents: 21_795,
    commission_available_cents: byStatus('available'),
    commission_in_payout_cents: byStatus('in_payout'),
    commission_paid_cents: byStatus('paid'),
    commission_held_cents: byStatus('held'),
  });
  await totals?.go();
  // The brands' invoices: Glow's from two months ago overdue, Trailhead's for last month issued and not
  // due yet, Glow's for last month paid (its period settled).
  const invoice = (
    brand: { id: string; name: string },
    period: string,
    status: 'pending' | 'overdue' | 'paid',
    due: number,
  ) => ({
    brand_id: brand.id,
    brand_name: brand.name,
    period,
    id: `INV-${period}-${brand.id}`,
    invoice_number: `INV-${period}-${brand.id}`,
    status,
    issued_at: at(due - 15),
    due_at: at(due),
    ...(status === 'paid' ? { paid_at: at(-2) } : {}),
    total_sales_cents: 100_000,
    commission_rate_percent: 5,
    lines: [],
    amount_cents: 10_000,
  });
  await invoiceEntity.put(invoice(glow, twoMonthsAgo, 'overdue', -20)).go();
  await invoiceEntity.put(invoice(trailhead, lastMonth, 'pending', 5)).go();
  await invoiceEntity.put(invoice(glow, lastMonth, 'paid', 10)).go();
  await billingPeriodEntity
    .update({ brand_id: glow.id, period: lastMonth })
    .set({ settled_at: at(-2), settled_by: 'invoice_paid' })
    .go();
}, 120_000);

describe("a creator's money timeline on a realistic ledger", () => {
  it("the Payouts summary = the sum of the Earnings list's line states = the sum of the CSV's", async () => {
    const screen = await payoutsOf(creator.token);
    const summary = screen.summary;
    const fromSummary = {
      in_the_hold: summary.hold_for_returns_cents,
      waiting_for_an_invoice: summary.awaiting_invoice_cents,
      payable: summary.pending_payouts_cents,
      in_a_payout: summary.in_payout_cents,
      paid: summary.paid_out_cents,
      held: summary.held_cents,
    };
    expect(fromSummary).toEqual(expectedSplit);
    expect(summary.on_hold_cents).toBe(expectedSplit.in_the_hold + expectedSplit.waiting_for_an_invoice);

    // The Earnings list: each line's state, as the screen shows it.
    const earnings = await earningsOf(creator.token);
    expect(earnings.entries).toHaveLength(LINES.length);
    const listed = earnings.entries.map(
      (entry: { entry_id: string; commission_cents: number; line_status: { state: string } }) => ({
        id: entry.entry_id,
        cents: entry.commission_cents,
        state: entry.line_status.state,
      }),
    );
    expect(splitOf(listed)).toEqual(expectedSplit);
    // Each line is where the test put it (the list is newest first; the ledger's order is by creation).
    const byCents = new Map(listed.map((line: { cents: number; state: string }) => [line.cents, line.state]));
    for (const line of LINES) expect(byCents.get(line.cents), `${line.cents}`).toBe(line.expected);
    // The Earnings totals say the same as the summary.
    expect(earnings.totals).toMatchObject({
      pending_cents: summary.on_hold_cents,
      available_cents: summary.pending_payouts_cents,
      in_payout_cents: summary.in_payout_cents,
      paid_cents: summary.paid_out_cents,
      held_cents: summary.held_cents,
      earned_cents: summary.total_earnings_cents,
    });

    // The commissions CSV: the same states, line by line, and the same sums.
    const file = await downloadExport(
      'commissions',
      { from: at(-60).slice(0, 10), to: at(0).slice(0, 10) },
      creator.token,
    );
    expect(file.status).toBe(200);
    const rows = file.rows.map((row) => ({
      id: row.entry_id,
      cents: centsOf(row.commission ?? ''),
      state: row.line_state ?? '',
    }));
    expect(rows).toHaveLength(LINES.length);
    expect(splitOf(rows)).toEqual(expectedSplit);
    const csvState = new Map(rows.map((row) => [row.id, row.state]));
    for (const line of listed) expect(csvState.get(line.id), line.id).toBe(line.state);
  });

  it('Request Payout takes what the summary called payable, the line the release had not moved included', async () => {
    await connectPayouts(creator.token);
    const before = (await payoutsOf(creator.token)).summary;
    expect(before.pending_payouts_cents).toBe(expectedSplit.payable);
    const requested = await api('/creator/payouts', { method: 'POST', token: creator.token });
    expect(requested.status).toBe(202);
    expect(requested.body.payout.amount_cents).toBe(expectedSplit.payable);
    // The line the release had not moved is out of the pending (the local Stripe may refuse the
    // transfer for want of platform funds: the money is then payable again, never pending).
    const ripe = await eventually(async () => {
      const entry = (await earningsOf(creator.token)).entries.find(
        (candidate: { commission_cents: number }) => candidate.commission_cents === 2_500,
      );
      return entry && entry.status !== 'pending' ? entry : undefined;
    }, 30_000);
    expect(['available', 'in_payout', 'paid']).toContain(ripe.status);
    const after = (await payoutsOf(creator.token)).summary;
    expect(after.pending_payouts_cents + after.in_payout_cents + after.paid_out_cents).toBe(
      expectedSplit.payable + expectedSplit.in_a_payout + expectedSplit.paid,
    );
    expect(after.hold_for_returns_cents).toBe(expectedSplit.in_the_hold);
    expect(after.awaiting_invoice_cents).toBe(expectedSplit.waiting_for_an_invoice);
  }, 120_000);
});
