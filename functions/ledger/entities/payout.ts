import { createHash } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { PayoutStatus } from '../../../contracts/payouts';
import { db, tableName } from '../../shared/data/client';
import { indexKeys, keys, OPEN_PAYOUT_SHARDS, prefixes } from '../../shared/data/keys';
import { stableShard } from '../../shared/data/shards';

/**
 * A payout (docs/architecture.md section 5): one Stripe transfer of a creator's payable balance, under the creator
 * (CREATOR#{id} / PAYOUT#{payoutId}). Opened by the payout run (id from the run's time and the creator:
 * one per run and creator, a conditional Put) or by Request Payout; while it is open the creator's stats item holds
 * `payout_in_flight` (one payout at a time). Stages: gathering (payable entries move into it, each with
 * its amount, in transactions) → transferring (amount fixed; the transfer's idempotency key is the
 * payout id, so a retry never pays twice) → done (paid, failed, cancelled; reversed later if Stripe
 * reverses the transfer). The entries it pays are listed on it, so finishing it never depends on an
 * eventually consistent index. While it is not done it is in the open-payouts index (sparse, by the
 * instant it was opened), where the stale-payout sweep finds the ones that took too long.
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
  /**
   * Why it failed, as Stripe said it (a refused transfer: Stripe's error code, or its error type when it
   * gives no code, and its message), or our own code (e.g. `not_confirmed`); null otherwise.
   */
  failure_code: string | null;
  failure_message: string | null;
  /** The last transient error of its transfer (retried with the same key): what a give-up reports. */
  last_error: string | null;
  /** When it was opened (wall clock; created_at is the run's instant): the sweep's bound counts from it. */
  opened_at: string;
  /** The Stripe transfer (ours; never shown to another user). */
  transfer_id: string | null;
  amount_reversed_cents: number;
}

export interface PayoutItem extends Payout {
  pk: string;
  sk: string;
  type: 'payout';
  /** The open-payouts index, while it is not done. */
  gsi1pk?: string;
  gsi1sk?: string;
}

export const toPayout = ({
  pk: _pk,
  sk: _sk,
  type: _type,
  gsi1pk: _gsi1pk,
  gsi1sk: _gsi1sk,
  ...payout
}: PayoutItem): Payout => ({
  ...payout,
  entry_sks: payout.entry_sks ?? [],
  brands: payout.brands ?? {},
  amount_reversed_cents: Number(payout.amount_reversed_cents ?? 0),
  expected_cents: Number(payout.expected_cents ?? 0),
  // Payouts stored before these fields existed read as having none.
  failure_code: payout.failure_code ?? null,
  failure_message: payout.failure_message ?? null,
  last_error: payout.last_error ?? null,
  opened_at: payout.opened_at ?? payout.created_at,
});

const compactTime = (iso: string) => iso.replace(/[-:TZ.]/g, '').slice(0, 14);

/**
 * Payout ids sort by time and say how they were made: `PO-{yyyymmddhhmmss}-RUN-{creator}` for the run at
 * that instant (the same run twice gives the same id for the same creator, and every creator of a run
 * its own: the transfer's idempotency key is the payout id, which Stripe holds platform-wide),
 * `PO-{yyyymmddhhmmss}-REQ{random}` for a request. `{creator}` is 20 hex digits of the SHA-256 of the
 * creator id (80 bits: two creators of one run never share it in practice), upper-cased to fit the id
 * alphabet. Ids stored before (`PO-{time}-RUN`) stay valid: they are read, never re-derived.
 */
export const scheduledPayoutId = (runAt: string, creatorId: string): string =>
  `PO-${compactTime(runAt)}-RUN-${createHash('sha256').update(creatorId).digest('hex').slice(0, 20).toUpperCase()}`;
export const requestedPayoutId = (at: string, random: string): string =>
  `PO-${compactTime(at)}-REQ${random.toUpperCase()}`;

/** The open-payouts index attributes (byOwner, sparse): present while the payout is not done. */
export const openPayoutIndex = (payout: Pick<Payout, 'creator_id' | 'payout_id' | 'opened_at'>) => ({
  gsi1pk: indexKeys.openPayouts(stableShard(payout.creator_id, OPEN_PAYOUT_SHARDS)),
  gsi1sk: `${payout.opened_at}#${payout.creator_id}#${payout.payout_id}`,
});

export const newPayoutItem = (
  payout: Pick<Payout, 'payout_id' | 'creator_id' | 'trigger' | 'created_at' | 'expected_cents'>,
  openedAt = new Date().toISOString(),
): PayoutItem => ({
  ...keys.payout(payout.creator_id, payout.payout_id),
  type: 'payout',
  ...payout,
  opened_at: openedAt,
  ...openPayoutIndex({ ...payout, opened_at: openedAt }),
  status: 'processing',
  stage: 'gathering',
  amount_cents: 0,
  entry_sks: [],
  brands: {},
  paid_at: null,
  failure_reason: null,
  failure_code: null,
  failure_message: null,
  last_error: null,
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

/**
 * Access pattern "payouts still processing that were opened before `before`" (the stale-payout sweep):
 * one Query per shard and page of the sparse open-payouts index (eventually consistent: the sweep re-reads
 * each payout before acting on it).
 */
export const listOpenPayoutsBefore = async (
  shard: number,
  before: string,
  after?: Record<string, unknown>,
): Promise<{ open: { creatorId: string; payoutId: string }[]; next?: Record<string, unknown> }> => {
  const { Items = [], LastEvaluatedKey } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'byOwner',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk < :before',
      ExpressionAttributeValues: { ':pk': indexKeys.openPayouts(shard), ':before': before },
      ProjectionExpression: 'creator_id, payout_id',
      ...(after ? { ExclusiveStartKey: after } : {}),
    }),
  );
  return {
    open: Items.map((item) => ({ creatorId: item.creator_id as string, payoutId: item.payout_id as string })),
    ...(LastEvaluatedKey ? { next: LastEvaluatedKey } : {}),
  };
};
