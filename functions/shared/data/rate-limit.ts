import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { AppError } from '../http/errors';
import { db, tableName } from './client';
import { keys } from './keys';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

const MAX_ATTEMPTS = 5;

/**
 * Per-creator limits on actions that land in someone else's inbox (spec: the contact form and sample
 * requests), so one account cannot flood a brand. A fixed window per action: one counter item per
 * creator, action and window, incremented atomically under the condition that it is below the limit,
 * in the same transaction as the write it counts — a refused write (409, 429) counts nothing.
 */
export const rateLimits = {
  brandMessage: { max: 5, windowSeconds: 3600, what: 'messages to brands' },
  sampleRequest: { max: 5, windowSeconds: 3600, what: 'sample requests' },
} as const;

export type RateLimitedAction = keyof typeof rateLimits;

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
 * Writes `items` and counts one `action` for the creator, both or neither. Over the limit: 429 with
 * when to retry, and nothing written. Other refusals (a condition of `items`) are rethrown as they came,
 * for the caller to answer.
 */
export const writeWithinLimit = async (
  action: RateLimitedAction,
  creatorId: string,
  items: TransactItem[],
): Promise<void> => {
  for (let attempt = 1; ; attempt++) {
    const now = Date.now();
    const window = rateWindowOf(action, now);
    try {
      await db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: tableName(),
                Key: keys.rateWindow(creatorId, action, new Date(window.start).toISOString()),
                UpdateExpression: 'SET #type = :type, expiresAt = :expires ADD #count :one',
                ConditionExpression: 'attribute_not_exists(#count) OR #count < :max',
                ExpressionAttributeNames: { '#type': 'type', '#count': 'count' },
                ExpressionAttributeValues: {
                  ':type': 'rate-window',
                  // Kept an hour past the window, then TTL removes it (it is never read after).
                  ':expires': Math.floor(window.end / 1000) + 3600,
                  ':one': 1,
                  ':max': rateLimits[action].max,
                },
              },
            },
            ...items,
          ],
        }),
      );
      return;
    } catch (error) {
      const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
      if (reasons[0]?.Code === 'ConditionalCheckFailed') {
        throw new AppError('too_many_requests', limitMessage(action, window.end, now));
      }
      // Simultaneous requests of one creator touch one counter: a cancelled-for-conflict one retries.
      const conflictOnly =
        reasons.some((reason) => reason.Code === 'TransactionConflict') &&
        !reasons.some((reason) => reason.Code === 'ConditionalCheckFailed');
      if (conflictOnly && attempt < MAX_ATTEMPTS) {
        await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 30));
        continue;
      }
      throw error;
    }
  }
};
