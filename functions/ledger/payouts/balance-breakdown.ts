/**
 * What a creator's balance is made of, in words, for when Request Payout is refused for want of a
 * payable balance: "Nothing is ready yet: $501.93 earned — $320.00 on hold until Dec 3, $181.93 waiting
 * for Glow's November invoice (due Dec 15)." The parts are the unpaid ledger lines grouped by their
 * status (functions/ledger/sales/line-status.ts), so the sentence says what each line says.
 */
import { formatUsd } from '../../shared/money-text';
import type { CommissionEntry } from '../entities/commission-entry';
import { listPendingEntriesPage } from '../entities/sales-side-items';
import type { CreatorTotals } from '../sales/creator-totals';
import { type LineStatus, shortDate } from '../sales/line-status';
import { lineStatusWith, readLineFacts } from '../sales/line-status-reads';

/** An unpaid line: its amount, status, and what it is grouped by. */
export interface UnpaidLine {
  cents: number;
  status: LineStatus;
  brand_name: string;
  hold_until: string;
}

export const balanceBreakdownText = (
  totals: CreatorTotals,
  lines: readonly UnpaidLine[],
  now: Date = new Date(),
): string => {
  const money = formatUsd;
  const groups = new Map<string, { cents: number; text: (cents: string) => string; order: number }>();
  const add = (key: string, order: number, cents: number, text: (amount: string) => string) => {
    const group = groups.get(key) ?? { cents: 0, text, order };
    group.cents += cents;
    groups.set(key, group);
  };
  // On hold: one part, until the last hold ends (a person waits for the last one).
  const holds = lines.filter((line) => line.status.state === 'on_hold');
  const lastHold = holds.reduce<UnpaidLine | undefined>(
    (last, line) => (!last || line.hold_until > last.hold_until ? line : last),
    undefined,
  );
  for (const line of lines) {
    const { state, label } = line.status;
    if (state === 'on_hold') {
      const until = lastHold ? shortDate(lastHold.hold_until, now) : undefined;
      add('hold', 0, line.cents, (amount) =>
        until
          ? `${amount} on hold until ${until}${holds.length > 1 ? ' at the latest' : ''}`
          : `${amount} on hold`,
      );
    } else if (state === 'awaiting_invoice') {
      // "waiting for Glow's November invoice, due Dec 15" → "… invoice (due Dec 15)".
      add(
        `wait:${label}`,
        1,
        line.cents,
        (amount) => `${amount} ${label.replace(/, ((?:issued [^,]+, )?due .*)$/, ' ($1)')}`,
      );
    } else if (state === 'invoice_overdue') {
      add(`overdue:${label}`, 2, line.cents, (amount) => `${amount} ${label}`);
    } else if (state === 'payable' && line.cents < 0) {
      // A refund's reversal past its hold: it is taken off the next payout, never "payable".
      add('deduct', 4, line.cents, (amount) => `${amount} in refunds, deducted with the next payout`);
    } else if (state === 'payable') {
      add('payable', 3, line.cents, (amount) => `${amount} becoming payable (its invoice is paid)`);
    }
  }
  const parts = [...groups.values()]
    .filter((group) => group.cents !== 0)
    .sort((a, b) => a.order - b.order)
    .map((group) => group.text(money(group.cents)));
  const listed = [...groups.values()].reduce((sum, group) => sum + group.cents, 0);
  const unlisted = totals.pending_cents - listed;
  if (unlisted !== 0) parts.push(`${money(unlisted)} in older lines not yet payable`);
  const outstanding =
    totals.pending_cents !== 0 || totals.in_payout_cents !== 0 || totals.held_cents !== 0 || parts.length > 0;
  if (totals.payable_cents === 0 && !outstanding) {
    // Nothing is on its way: say so plainly rather than "nothing is ready yet".
    return totals.paid_cents !== 0
      ? `Everything you have earned (${money(totals.total_cents)}) has been paid out.`
      : 'Nothing earned yet: commissions appear here after your first sale.';
  }
  const head =
    totals.payable_cents > 0
      ? `${money(totals.payable_cents)} of ${money(totals.total_cents)} earned is ready`
      : `Nothing is ready yet: ${money(totals.total_cents)} earned`;
  const rest = [
    ...(totals.in_payout_cents !== 0 ? [`${money(totals.in_payout_cents)} in a payout under way`] : []),
    ...(totals.paid_cents !== 0 ? [`${money(totals.paid_cents)} paid`] : []),
  ];
  const held =
    totals.held_cents !== 0
      ? ` ${money(totals.held_cents)} more is held for the brand's review (self-referral).`
      : '';
  const made = [...parts, ...rest];
  return `${head}${made.length > 0 ? ` — ${made.join(', ')}` : ''}.${held}`;
};

/** How many pages of 500 ledger items the breakdown reads at most (newest first): a bounded Query on a refusal path. */
const MAX_PAGES = 4;

/** The creator's pending lines (newest first, bounded), each with its status. */
export const readUnpaidLines = async (creatorId: string, now = new Date()): Promise<UnpaidLine[]> => {
  const pending: CommissionEntry[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await listPendingEntriesPage(creatorId, cursor);
    pending.push(...page.entries);
    cursor = page.next;
  } while (cursor && ++pages < MAX_PAGES);
  const statusOf = lineStatusWith(await readLineFacts(pending), now);
  return pending.map((entry) => ({
    cents: entry.commission_cents,
    status: statusOf(entry),
    brand_name: entry.brand_name,
    hold_until: entry.hold_until,
  }));
};
