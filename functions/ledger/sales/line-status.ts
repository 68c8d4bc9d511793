/**
 * Why a ledger line is where it is, and when it should be paid: "on hold until Dec 3", "waiting for
 * Glow's November invoice, due Dec 15", "overdue at Glow since Dec 15", "payable — next payout Dec 1",
 * "held: self-referral", "in payout since Nov 30", "paid Dec 1".
 *
 * Pure: computed from the entry, the brand's invoice for the entry's billing period (status, due date,
 * paid date — read in one batch by the screen) and the payout schedule, so every state is unit-tested and
 * every screen says the same thing. The timeline (docs/architecture.md section 5): a commission is held for returns
 * until `hold_until`; it is billed on its brand's invoice for `bill_period`, issued on the 1st of the next
 * month (00:00 UTC) and due `invoiceDueDays` later; once its hold is over and that invoice is paid it is
 * payable, and the next payout run (monthly on the 1st or weekly on Monday, 06:00 UTC) pays it.
 */
import { type PayoutSchedule, payoutConstants } from '../../../contracts/constants';
import type { lineStates } from '../../../contracts/sales';
import { DAY_MS } from '../../shared/time/days';
import type { CommissionEntry } from '../entities/commission-entry';

export type LineState = (typeof lineStates)[number];

export interface LineStatus {
  state: LineState;
  /** The line's state, reason and date in words. */
  label: string;
  /** When it should be paid (the payout run's time), when that can be told; else null. */
  expected_pay_at: string | null;
}

/** What the status needs of the brand's invoice for the entry's period. */
export interface InvoiceFacts {
  status: 'pending' | 'paid' | 'overdue' | string;
  due_at: string;
  paid_at: string | null;
}

/** What the status needs of the payout that holds or paid the entry. */
export interface PayoutFacts {
  created_at: string;
  paid_at: string | null;
}

export interface LineContext {
  now: Date;
  schedule: PayoutSchedule;
  /** The brand's invoice for the entry's bill period, if it was issued. */
  invoice?: InvoiceFacts;
  /** The payout the entry is in or was paid by. */
  payout?: PayoutFacts;
}

const PAYOUT_HOUR_UTC = 6;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "Glow's", "Trailhead Outfitters'": the possessive as English writes it after a final s. */
export const possessive = (name: string): string => (/s$/i.test(name) ? `${name}'` : `${name}'s`);

/** "Dec 3" (UTC), with the year when it is not the current one. */
export const shortDate = (at: string | Date, now: Date): string => {
  const date = new Date(at);
  const text = `${(MONTHS[date.getUTCMonth()] as string).slice(0, 3)} ${date.getUTCDate()}`;
  return date.getUTCFullYear() === now.getUTCFullYear() ? text : `${text}, ${date.getUTCFullYear()}`;
};

/** "November" for 2026-11 (with the year when it is not the current one). */
export const periodName = (period: string, now: Date): string => {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const name = MONTHS[month - 1] ?? period;
  return year === now.getUTCFullYear() ? name : `${name} ${year}`;
};

/** The first payout run strictly after `after` (monthly: the 1st; weekly: Monday; 06:00 UTC). */
export const nextPayoutAt = (after: Date, schedule: PayoutSchedule): Date => {
  const t = after.getTime();
  if (schedule === 'weekly') {
    const day = new Date(
      Date.UTC(after.getUTCFullYear(), after.getUTCMonth(), after.getUTCDate(), PAYOUT_HOUR_UTC),
    );
    const toMonday = (8 - day.getUTCDay()) % 7;
    let candidate = day.getTime() + toMonday * DAY_MS;
    if (candidate <= t) candidate += 7 * DAY_MS;
    return new Date(candidate);
  }
  const dayOfMonth = payoutConstants.payoutDayOfMonth;
  let candidate = Date.UTC(after.getUTCFullYear(), after.getUTCMonth(), dayOfMonth, PAYOUT_HOUR_UTC);
  if (candidate <= t)
    candidate = Date.UTC(after.getUTCFullYear(), after.getUTCMonth() + 1, dayOfMonth, PAYOUT_HOUR_UTC);
  return new Date(candidate);
};

/** When the period's invoice is issued (the billing run on the 1st of the next month) and due. */
export const invoiceDatesOf = (period: string): { issued_at: string; due_at: string } => {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const issued = Date.UTC(year, month, 1);
  return {
    issued_at: new Date(issued).toISOString(),
    due_at: new Date(issued + payoutConstants.invoiceDueDays * DAY_MS).toISOString(),
  };
};

const latest = (...times: string[]): Date => new Date(Math.max(...times.map((time) => Date.parse(time))));

/** Whether the brand pays for this entry before it is payable (a positive amount billed on an invoice). */
const billed = (entry: Pick<CommissionEntry, 'commission_cents' | 'bill_period'>): boolean =>
  entry.commission_cents > 0 && Boolean(entry.bill_period);

const expected = (ready: Date, context: LineContext): string =>
  nextPayoutAt(new Date(Math.max(ready.getTime(), context.now.getTime())), context.schedule).toISOString();

type StatusEntry = Pick<
  CommissionEntry,
  'status' | 'hold_until' | 'brand_name' | 'bill_period' | 'commission_cents' | 'kind'
> & { held_for?: string | null; review_decision?: string | null };

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export const lineStatusOf = (entry: StatusEntry, context: LineContext): LineStatus => {
  const { now } = context;
  const date = (at: string | Date) => shortDate(at, now);
  const deduction = entry.commission_cents < 0;
  switch (entry.status) {
    case 'held':
      return {
        state: 'held',
        // Entries held before fraud signals were all self-referrals.
        label: `held: ${entry.held_for ?? 'self-referral'} — waiting for ${possessive(entry.brand_name)} review`,
        expected_pay_at: null,
      };
    case 'void':
      // Issue 36: voided after a review: the brand's words, as the creator reads them.
      return {
        state: 'void',
        label: entry.review_decision ? `void: ${lowerFirst(entry.review_decision)}` : 'void: earns nothing',
        expected_pay_at: null,
      };
    case 'paid': {
      const paidAt = context.payout?.paid_at;
      return {
        state: 'paid',
        label: paidAt ? `${deduction ? 'deducted' : 'paid'} ${date(paidAt)}` : 'paid',
        expected_pay_at: null,
      };
    }
    case 'in_payout': {
      const since = context.payout?.created_at;
      return {
        state: 'in_payout',
        label: since ? `in payout since ${date(since)}` : 'in payout',
        expected_pay_at: null,
      };
    }
    case 'available': {
      const next = nextPayoutAt(now, context.schedule).toISOString();
      return {
        state: 'payable',
        label: `${deduction ? 'to be deducted' : 'payable'} — next payout ${date(next)}`,
        expected_pay_at: next,
      };
    }
    default:
      return pendingStatus(entry, context);
  }
};

/** A pending entry: in its hold, or past it and waiting for the brand's invoice to be paid. */
const pendingStatus = (entry: StatusEntry, context: LineContext): LineStatus => {
  const { now, invoice } = context;
  const date = (at: string | Date) => shortDate(at, now);
  const holdOver = Date.parse(entry.hold_until) <= now.getTime();
  if (!billed(entry)) {
    // A reversal, a zero amount or an entry the platform pays: only its hold stands in the way.
    const ready = new Date(entry.hold_until);
    const next = expected(ready, context);
    const verb = entry.commission_cents < 0 ? 'deducted' : 'paid';
    return holdOver
      ? { state: 'payable', label: `${verb} with the next payout, ${date(next)}`, expected_pay_at: next }
      : { state: 'on_hold', label: `on hold until ${date(entry.hold_until)}`, expected_pay_at: next };
  }
  const period = entry.bill_period as string;
  const invoiceName = `${possessive(entry.brand_name)} ${periodName(period, now)} invoice`;
  const dueAt = invoice?.due_at ?? invoiceDatesOf(period).due_at;
  if (invoice?.status === 'paid') {
    const ready = latest(entry.hold_until, invoice.paid_at ?? now.toISOString());
    const next = expected(ready, context);
    return holdOver
      ? { state: 'payable', label: `payable — next payout ${date(next)}`, expected_pay_at: next }
      : {
          state: 'on_hold',
          label: `on hold until ${date(entry.hold_until)} (${invoiceName} is paid)`,
          expected_pay_at: next,
        };
  }
  const overdue =
    invoice !== undefined && (invoice.status === 'overdue' || Date.parse(invoice.due_at) < now.getTime());
  if (overdue) {
    return {
      state: 'invoice_overdue',
      label: `overdue at ${entry.brand_name} since ${date(dueAt)} (${invoiceName})`,
      // Paid when the brand pays: no date can be promised.
      expected_pay_at: null,
    };
  }
  const next = expected(latest(entry.hold_until, dueAt), context);
  const invoiceWhen = invoice
    ? `due ${date(dueAt)}`
    : `issued ${date(invoiceDatesOf(period).issued_at)}, due ${date(dueAt)}`;
  return holdOver
    ? {
        state: 'awaiting_invoice',
        label: `waiting for ${invoiceName}, ${invoiceWhen}`,
        expected_pay_at: next,
      }
    : {
        state: 'on_hold',
        label: `on hold until ${date(entry.hold_until)}, then ${invoiceName} (${invoiceWhen})`,
        expected_pay_at: next,
      };
};
