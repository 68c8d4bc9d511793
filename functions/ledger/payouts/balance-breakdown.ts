/**
 * What a creator's balance is made of, in words, for when Request Payout is refused for want of a
 * payable balance: "Nothing is ready yet: $501.93 earned — $320.00 on hold until Dec 3, $181.93 waiting
 * for Glow's November invoice (due Dec 15)." The parts are the unpaid ledger lines grouped by their
 * status (functions/ledger/sales/line-status.ts), so the sentence says what each line says.
 */
import { formatUsd } from '../../shared/money-text';
import type { UnpaidLine as PendingLine } from '../sales/creator-money';
import type { CreatorTotals } from '../sales/creator-totals';
import { shortDate } from '../sales/line-status';

/** An unpaid line: its amount, status, and what it is grouped by (creator-money.ts reads them). */
export type UnpaidLine = Pick<PendingLine, 'cents' | 'status' | 'brand_name' | 'hold_until'>;

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
    }
  }
  const parts = [...groups.values()]
    .filter((group) => group.cents !== 0)
    .sort((a, b) => a.order - b.order)
    .map((group) => group.text(money(group.cents)));
  // Lines whose state is payable are in the payable figure already (creator-totals.ts); the not-payable
  // parts above add up to the pending figure, and what the bounded read did not reach is said apart.
  const listed = [...groups.values()].reduce((sum, group) => sum + group.cents, 0);
  const unlisted = totals.pending_cents - listed;
  if (unlisted !== 0) parts.push(`${money(unlisted)} in older lines not yet payable`);
  // A refund's reversal past its hold nets in the payable figure: say why that figure is lower.
  const deducted = lines
    .filter((line) => line.status.state === 'payable' && line.cents < 0)
    .reduce((sum, line) => sum + line.cents, 0);
  if (deducted !== 0) parts.push(`${money(deducted)} in refunds, deducted with the next payout`);
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
