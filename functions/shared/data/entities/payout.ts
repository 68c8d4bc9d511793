import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { PayoutStatus } from '../../../../contracts/payouts';
import { db, tableName } from '../client';
import { keys, prefixes } from '../keys';

/**
 * A payout (DESIGN.md section 5): one Stripe transfer of a creator's payable balance, under the creator
 * (CREATOR#{id} / PAYOUT#{payoutId}). Opened by the payout run (id from the run's time: one per run
 * and creator, a conditional Put) or by Request Payout; while it is open the creator's stats item holds
 * `payout_in_flight` (one payout at a time). Stages: gathering (payable entries move into it, each with
 * its amount, in transactions) → transferring (amount fixed; the transfer's idempotency key is the
 * payout id, so a retry never pays twice) → done (paid, failed, cancelled; reversed later if Stripe
 * reverses the transfer). The entries it pays are listed on it, so finishing it never depends on an
 * eventually consistent index.
 */
export type PayoutStage = 'gathering' | 'transferring' | 'done';
export type PayoutTrigger = 'scheduled' | 'requested';

export interface Payout {
  payout_id: string;
  creator_id: string;
  status: PayoutStatus;
  stage: PayoutStage;
  trigger: PayoutTrigger;
  amount_cents: number;
  /** The payable balance when it was opened: what it is expected to pay while it gathers. */
  expected_cents: number;
  entry_sks: string[];
  /** Brand id → name, of the brands whose commissions it pays. */
  brands: Record<string, string>;
  created_at: string;
  paid_at: string | null;
  failure_reason: string | null;
  /** The Stripe transfer (ours; never shown to another user). */
  transfer_id: string | null;
  amount_reversed_cents: number;
}

export interface PayoutItem extends Payout {
  pk: string;
  sk: string;
  type: 'payout';
}

export const toPayout = ({ pk: _pk, sk: _sk, type: _type, ...payout }: PayoutItem): Payout => ({
  ...payout,
  entry_sks: payout.entry_sks ?? [],
  brands: payout.brands ?? {},
  amount_reversed_cents: Number(payout.amount_reversed_cents ?? 0),
  expected_cents: Number(payout.expected_cents ?? 0),
});

const compactTime = (iso: string) => iso.replace(/[-:TZ.]/g, '').slice(0, 14);

/**
 * Payout ids sort by time and say how they were made: `PO-{yyyymmddhhmmss}-RUN` for the run at that
 * instant (the same run twice gives the same id), `PO-{yyyymmddhhmmss}-REQ{random}` for a request.
 */
export const scheduledPayoutId = (runAt: string): string => `PO-${compactTime(runAt)}-RUN`;
export const requestedPayoutId = (at: string, random: string): string =>
  `PO-${compactTime(at)}-REQ${random.toUpperCase()}`;

export const newPayoutItem = (
  payout: Pick<Payout, 'payout_id' | 'creator_id' | 'trigger' | 'created_at' | 'expected_cents'>,
): PayoutItem => ({
  ...keys.payout(payout.creator_id, payout.payout_id),
  type: 'payout',
  ...payout,
  status: 'processing',
  stage: 'gathering',
  amount_cents: 0,
  entry_sks: [],
  brands: {},
  paid_at: null,
  failure_reason: null,
  transfer_id: null,
  amount_reversed_cents: 0,
});

export const getPayout = async (creatorId: string, payoutId: string): Promise<Payout | undefined> => {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName(), Key: keys.payout(creatorId, payoutId), ConsistentRead: true }),
  );
  return Item ? toPayout(Item as PayoutItem) : undefined;
};

/** Access pattern "a creator's payouts, newest first": one Query per page. */
export const listPayoutsOfCreator = async (
  creatorId: string,
  options: { limit: number; after?: Record<string, unknown> },
): Promise<{ payouts: Payout[]; next?: Record<string, unknown> }> => {
  const { Items = [], LastEvaluatedKey } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.creator(creatorId).pk, ':prefix': prefixes.payout },
      ScanIndexForward: false,
      Limit: options.limit,
      ...(options.after ? { ExclusiveStartKey: options.after } : {}),
    }),
  );
  return {
    payouts: (Items as PayoutItem[]).map(toPayout),
    ...(LastEvaluatedKey ? { next: LastEvaluatedKey } : {}),
  };
};
