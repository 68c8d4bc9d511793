/**
 * A rate with notice (docs/architecture.md section 5, "Terms"): the rates a product or a creator's terms
 * had, have and will have, as a short list of changes each with the instant it starts. Lowering a rate
 * that partners already earn takes effect only after RATE_CUT_NOTICE_DAYS (a scheduled change); raising
 * it is immediate. A sale takes the rate in force at the order's time (UTC instants compare as strings),
 * so an order placed before a cut keeps the old rate even when its webhook arrives after the cut.
 * Pure and free of zod: the functions and the web read it alike.
 */

/** Days between announcing a cut and the cut taking effect. */
export const RATE_CUT_NOTICE_DAYS = 7;

const DAY_MS = 24 * 3600 * 1000;

/** Rate `percentage` from instant `from` (ISO 8601, UTC) until the next change. */
export interface RateChange {
  percentage: number;
  from: string;
}

/** A cut announced and not yet in force. */
export interface PendingRate {
  commission_percentage: number;
  effective_at: string;
}

/** The first instant a rate can have: a rate set before any change was recorded. */
export const SINCE_EVER = '1970-01-01T00:00:00.000Z';

/**
 * Changes kept per rate: enough to answer any order a store can still deliver (Shopify retries a webhook
 * for 48 hours); the oldest one kept stands for all time before it.
 */
const KEPT_CHANGES = 12;

/**
 * The rate in force at `at`: the last change started at or before it. An instant before every kept
 * change takes the oldest one; no changes at all (an item from before schedules) is `fallback`.
 */
export const rateAt = (changes: readonly RateChange[] | undefined, fallback: number, at: string): number => {
  if (!changes || changes.length === 0) return fallback;
  let rate = changes[0]?.percentage ?? fallback;
  for (const change of changes) if (change.from <= at) rate = change.percentage;
  return rate;
};

/** The announced cut still ahead of `now`, if any (at most one is ever kept). */
export const pendingRate = (changes: readonly RateChange[] | undefined, now: string): PendingRate | null => {
  const ahead = (changes ?? []).filter((change) => change.from > now);
  const last = ahead[ahead.length - 1];
  return last ? { commission_percentage: last.percentage, effective_at: last.from } : null;
};

export interface RateEdit {
  /** The list to store. */
  changes: RateChange[];
  /** The rate in force once the edit is written (unchanged by a cut until its date). */
  current: number;
  /** The cut now announced, or null (a raise, or the same rate). */
  pending: PendingRate | null;
}

/**
 * A new rate asked for at `now`. Any cut announced before is replaced (the brand's latest word is the
 * one that counts). At or above the rate in force now: in force at once. Below it: from `now` + the
 * notice, and the rate in force until then stays. So a raise over a pending cut cancels the cut, and a
 * second cut restarts the notice (creators always get the full notice of the rate they will earn).
 */
export const editRate = (
  changes: readonly RateChange[] | undefined,
  fallback: number,
  percentage: number,
  now: Date,
  noticeDays = RATE_CUT_NOTICE_DAYS,
): RateEdit => {
  const nowIso = now.toISOString();
  const past: RateChange[] =
    changes && changes.length > 0
      ? changes.filter((change) => change.from <= nowIso)
      : [{ percentage: fallback, from: SINCE_EVER }];
  const current = rateAt(past, fallback, nowIso);
  const keep = (list: RateChange[]) => list.slice(-KEPT_CHANGES);
  if (percentage >= current) {
    const changed = percentage === current ? past : [...past, { percentage, from: nowIso }];
    return { changes: keep(changed), current: percentage, pending: null };
  }
  const effectiveAt = new Date(now.getTime() + noticeDays * DAY_MS).toISOString();
  return {
    changes: keep([...past, { percentage, from: effectiveAt }]),
    current,
    pending: { commission_percentage: percentage, effective_at: effectiveAt },
  };
};

/** The announced cut withdrawn: the changes still ahead of `now` are dropped. */
export const cancelPendingRate = (changes: readonly RateChange[] | undefined, now: Date): RateChange[] =>
  (changes ?? []).filter((change) => change.from <= now.toISOString());
