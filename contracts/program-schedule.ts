/**
 * A product's place in its brand's program over time (docs/architecture.md section 5, "Terms"): whether an
 * order placed at an instant earns commission on it. Pausing or deleting a product lowers what its
 * partners earn to nothing, so, like a rate cut (rate-schedule.ts), it takes effect only after
 * RATE_CUT_NOTICE_DAYS: the product leaves listings and takes no new partners at once, but orders placed
 * before its leaving date earn its rate, whenever their webhook arrives. Making it live again is a raise:
 * at once, and it withdraws a pending leave. Pure and free of zod: the functions and the web read it alike.
 */
import { RATE_CUT_NOTICE_DAYS, SINCE_EVER } from './rate-schedule';

const DAY_MS = 24 * 3600 * 1000;
/** Changes kept: enough for any order a store can still deliver; the oldest stands for all time before it. */
const KEPT_CHANGES = 12;

/** In the program (or not) from instant `from` (ISO 8601, UTC) until the next change. */
export interface ProgramChange {
  in_program: boolean;
  from: string;
}

/**
 * Whether the product was in the program at `at`. No changes (a product from before schedules): its
 * current availability (`fallback`) stands for all time.
 */
export const inProgramAt = (
  changes: readonly ProgramChange[] | undefined,
  fallback: boolean,
  at: string,
): boolean => {
  if (!changes || changes.length === 0) return fallback;
  let inProgram = changes[0]?.in_program ?? fallback;
  for (const change of changes) if (change.from <= at) inProgram = change.in_program;
  return inProgram;
};

/** The announced leaving date still ahead of `now` (the product earns until then), or null. */
export const leavesAt = (changes: readonly ProgramChange[] | undefined, now: string): string | null => {
  const ahead = (changes ?? []).filter((change) => change.from > now);
  const last = ahead[ahead.length - 1];
  return last && !last.in_program ? last.from : null;
};

const pastOf = (changes: readonly ProgramChange[] | undefined, fallback: boolean, nowIso: string) =>
  changes && changes.length > 0
    ? changes.filter((change) => change.from <= nowIso)
    : [{ in_program: fallback, from: SINCE_EVER }];

/**
 * The schedule after the brand asks for the product to be in the program (`wanted`) at `now`. Joining is
 * at once and withdraws a pending leave; leaving a product that earns now waits out the notice (a leave
 * already announced keeps its date: the brand cannot shorten the notice by asking twice). A product that
 * was never in the program has no earlier terms to keep: its first going live counts for all time, as
 * availability did before schedules (a raise, which never costs a partner), so an order placed before it
 * (a discount code's, or a store history imported with its dates) earns as it always did.
 */
export const editProgram = (
  changes: readonly ProgramChange[] | undefined,
  fallback: boolean,
  wanted: boolean,
  now: Date,
  noticeDays = RATE_CUT_NOTICE_DAYS,
): ProgramChange[] => {
  const nowIso = now.toISOString();
  const pending = leavesAt(changes, nowIso);
  const past = pastOf(changes, fallback, nowIso);
  const current = inProgramAt(past, fallback, nowIso);
  const keep = (list: ProgramChange[]) => list.slice(-KEPT_CHANGES);
  if (wanted) {
    if (current) return keep(past);
    const everIn = past.some((change) => change.in_program);
    return keep(
      everIn ? [...past, { in_program: true, from: nowIso }] : [{ in_program: true, from: SINCE_EVER }],
    );
  }
  if (!current) return keep(past);
  const from = pending ?? new Date(now.getTime() + noticeDays * DAY_MS).toISOString();
  return keep([...past, { in_program: false, from }]);
};
