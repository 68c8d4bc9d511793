import { rateWindowEntity } from '../entities/rate-window';
import { DomainError } from '../errors';
import { defineService, writeTransaction } from './entity';

/**
 * Per-creator limits on actions that land in someone else's inbox (spec: the contact form and sample
 * requests), so one account cannot flood a brand. A fixed window per action: one counter item per
 * creator, action and window (entities/rate-window.ts), incremented atomically under the condition that
 * it is below the limit, in the same transaction as the write it counts — a refused write (409, 429)
 * counts nothing.
 */
export const rateLimits = {
  brandMessage: { max: 5, windowSeconds: 3600, what: 'messages to brands' },
  sampleRequest: { max: 5, windowSeconds: 3600, what: 'sample requests' },
  // Replies in a brand–creator thread (issue 21), either side; the contact form keeps brandMessage.
  threadMessage: { max: 30, windowSeconds: 3600, what: 'messages' },
  // Issue 35, keyed by the person's user id (any role): a password and TOTP code checked to turn two-factor
  // sign-in off or to get new recovery codes, and sign-ins with a recovery code once the password is right.
  secondFactorCheck: { max: 10, windowSeconds: 3600, what: 'two-factor confirmations' },
  recoveryCodeSignIn: { max: 5, windowSeconds: 3600, what: 'sign-ins with a recovery code' },
} as const;

export type RateLimitedAction = keyof typeof rateLimits;

const MAX_ATTEMPTS = 5;

const rateLimitService = defineService({ rateWindow: rateWindowEntity });

/** The window `now` falls in: its start (the key) and end (for the retry hint and the TTL). */
export const rateWindowOf = (action: RateLimitedAction, now: number) => {
  const length = rateLimits[action].windowSeconds * 1000;
  const start = Math.floor(now / length) * length;
  return { start, end: start + length };
};

const limitMessage = (action: RateLimitedAction, end: number, now: number): string => {
  const { max, what } = rateLimits[action];
  const minutes = Math.max(1, Math.ceil((end - now) / 60_000));
  return `You can send up to ${max} ${what} per hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};

/**
 * Thrown when a condition of the caller's own items refused the transaction: named like DynamoDB's
 * refusal, so callers keep telling it apart with isConditionFailure (shared/data/client.ts).
 */
export class WriteRefusedError extends Error {
  override readonly name = 'ConditionalCheckFailedException';
  constructor(readonly refused: string[]) {
    super(`The write was refused by the condition of ${refused.join(', ')}`);
  }
}

/**
 * Writes `items` (entity operations' `.commit()`, or raw TransactWriteItems entries) and counts one
 * `action` for the creator, both or neither. Over the limit: 429 with when to retry, and nothing
 * written. A refusal by a condition of `items` throws WriteRefusedError, for the caller to answer.
 * Simultaneous requests of one creator touch one counter: one that lost the race is retried.
 */
export const writeWithinLimit = async (
  action: RateLimitedAction,
  creatorId: string,
  items: readonly object[],
): Promise<void> => {
  const max: number = rateLimits[action].max;
  let now = Date.now();
  let window = rateWindowOf(action, now);
  const outcome = await writeTransaction(
    rateLimitService,
    ({ rateWindow }) => {
      now = Date.now();
      window = rateWindowOf(action, now);
      return {
        window: rateWindow
          .update({ creatorId, action, windowStart: new Date(window.start).toISOString() })
          // Kept an hour past the window, then TTL removes it (it is never read after).
          .set({ expiresAt: Math.floor(window.end / 1000) + 3600 })
          .add({ count: 1 })
          .where((attr, op) => `${op.notExists(attr.count)} OR ${op.lt(attr.count, max)}`)
          .commit(),
        ...Object.fromEntries(items.map((item, index) => [`item${index}`, item])),
      };
    },
    MAX_ATTEMPTS,
  );
  if (outcome.ok) return;
  if (outcome.refused.includes('window'))
    throw new DomainError('too_many_requests', limitMessage(action, window.end, now));
  if (outcome.refused.length > 0) throw new WriteRefusedError(outcome.refused);
  throw new Error(`writeWithinLimit(${action}): the transaction kept conflicting`);
};
