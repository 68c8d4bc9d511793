/**
 * The sample-credits ledger of a creator (docs/architecture.md section 8): an append-only list of entries (credits
 * earned +, spent −) beside one balance item. Every entry is written in the same transaction as the
 * balance's atomic change; a debit is conditioned on `balance >= cost`, so the balance is never
 * negative however many debits race.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { CreditEntry } from '../../../contracts/credits';
import { db, tableName } from '../../shared/data/client';
import { keys, prefixes } from '../../shared/data/keys';
import type { TransactItem } from '../../shared/outbox/outbox-event';

export interface CreditBalance {
  balance: number;
  /** Every credit ever awarded (the balance plus what was spent and cashed out). */
  earned_credits: number;
  spent_credits: number;
  cashed_out_credits: number;
  /** Approved UGC submissions counted toward the UGC Creator milestone. */
  ugc_approved_count: number;
}

/** The balance item (absent until the first award: every figure 0). */
export const getCreditBalance = async (creatorId: string, consistent = false): Promise<CreditBalance> => {
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.creditBalance(creatorId),
      ConsistentRead: consistent,
    }),
  );
  return {
    balance: Number(Item?.balance ?? 0),
    earned_credits: Number(Item?.earned_credits ?? 0),
    spent_credits: Number(Item?.spent_credits ?? 0),
    cashed_out_credits: Number(Item?.cashed_out_credits ?? 0),
    ugc_approved_count: Number(Item?.ugc_approved_count ?? 0),
  };
};

/** The entry's id sorts by time, so History is one Query read backwards. */
export const creditEntryId = (at: string, kind: CreditEntry['kind'], ref: string) => `${at}#${kind}#${ref}`;

/** Puts one ledger entry; its id is deterministic for its cause, so a retried cause writes it once. */
export const creditEntryPut = (creatorId: string, entry: CreditEntry): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: { ...keys.creditEntry(creatorId, entry.id), type: 'credit-entry', creator_id: creatorId, ...entry },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/** Adds awarded credits to the balance (creating the item on the first award). */
export const creditBalanceAward = (creatorId: string, credits: number): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: keys.creditBalance(creatorId),
    UpdateExpression:
      'ADD balance :credits, earned_credits :credits SET #type = :type, creator_id = :creator',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: { ':credits': credits, ':type': 'credit-balance', ':creator': creatorId },
  },
});

/**
 * Takes credits off the balance only while it covers them (the spec's 'Insufficient Credits' otherwise:
 * the transaction is refused and nothing is written). `counter` says what they were spent on.
 */
export const creditBalanceDebit = (
  creatorId: string,
  credits: number,
  counter: 'spent_credits' | 'cashed_out_credits',
): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: keys.creditBalance(creatorId),
    UpdateExpression: `SET balance = balance - :credits ADD ${counter} :credits`,
    ConditionExpression: 'balance >= :credits',
    ExpressionAttributeValues: { ':credits': credits },
  },
});

const toEntry = (item: Record<string, unknown>): CreditEntry => ({
  id: item.id as string,
  kind: item.kind as CreditEntry['kind'],
  credits: Number(item.credits),
  description: item.description as string,
  created_at: item.created_at as string,
});

/** History: the newest `limit` entries, newest first (one Query on the creator's partition). */
export const listCreditEntries = async (creatorId: string, limit = 100): Promise<CreditEntry[]> => {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: {
        ':pk': keys.creditBalance(creatorId).pk,
        ':prefix': prefixes.creditEntry,
      },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items.map(toEntry);
};
