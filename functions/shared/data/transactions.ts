import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from './client';

type TransactItems = NonNullable<TransactWriteCommandInput['TransactItems']>;

/** One item of a TransactWriteItems call (for transactions not yet written as ElectroDB services). */
export type TransactItem = TransactItems[number];

/** DynamoDB's limit of items per transaction. */
export const TRANSACTION_ITEM_LIMIT = 100;

/** Transactions touching one item at the same moment are cancelled with TransactionConflict. */
export const isTransactionConflict = (error: unknown): boolean =>
  (error as { name?: string })?.name === 'TransactionCanceledException' &&
  ((error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).some(
    (reason) => reason.Code === 'TransactionConflict',
  );

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One transaction, retried with jittered backoff while it only lost a race (TransactionConflict) —
 * counters that many orders ADD to at once (a hot link, a brand's totals) make such races normal.
 * Any other failure, a refused condition included, is the caller's to read.
 */
export const transactWriteWithRetry = async (items: TransactItems, attempts = 12): Promise<void> => {
  for (let attempt = 1; ; attempt++) {
    try {
      await db.send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      if (!isTransactionConflict(error) || attempt >= attempts) throw error;
      await pause(Math.random() * Math.min(2_000, 25 * 2 ** attempt));
    }
  }
};
