/**
 * Opening a payout (the payout run's consumer and Request Payout): the creator's payout account must be
 * active and the payable balance at least the minimum ($25). One transaction puts the payout (a
 * conditional Put: the run's id is the same for a repeated run), takes the creator's one-payout-at-a-time
 * lock, and writes the PayoutOpened event whose consumer gathers the entries and makes the transfer.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { platformSettings } from '../../platform';
import { db, isConditionFailure, tableName } from '../../shared/data/client';
import { keys } from '../../shared/data/keys';
import { transactWriteWithRetry } from '../../shared/data/transactions';
import { outboxEvent } from '../../shared/outbox/outbox-event';
import { getPayout, newPayoutItem, type Payout, type PayoutTrigger, toPayout } from '../entities/payout';
import { getPayoutAccount, isPayoutAccountActive } from '../entities/payout-account';

export type OpenRefusal = 'no_active_account' | 'below_minimum' | 'in_flight' | 'exists';

export type OpenOutcome = { opened: Payout } | { refused: OpenRefusal; existing?: Payout };

/** The creator's payable balance and the payout in flight, read consistently. */
export const payableState = async (
  creatorId: string,
): Promise<{ availableCents: number; inFlight: string | null }> => {
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.creatorStats(creatorId),
      ConsistentRead: true,
      ProjectionExpression: 'commission_available_cents, payout_in_flight',
    }),
  );
  return {
    availableCents: Number(Item?.commission_available_cents ?? 0),
    inFlight: (Item?.payout_in_flight as string | undefined) ?? null,
  };
};

export const openPayout = async (request: {
  creatorId: string;
  payoutId: string;
  trigger: PayoutTrigger;
  createdAt: string;
}): Promise<OpenOutcome> => {
  const { creatorId, payoutId } = request;
  const [account, state] = await Promise.all([getPayoutAccount(creatorId), payableState(creatorId)]);
  if (!isPayoutAccountActive(account)) return { refused: 'no_active_account' };
  if (state.inFlight) return { refused: 'in_flight' };
  if (state.availableCents < platformSettings.minimumPayoutCents) return { refused: 'below_minimum' };
  const item = newPayoutItem({
    payout_id: payoutId,
    creator_id: creatorId,
    trigger: request.trigger,
    created_at: request.createdAt,
    expected_cents: state.availableCents,
  });
  try {
    await transactWriteWithRetry([
      { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
      {
        Update: {
          TableName: tableName(),
          Key: keys.creatorStats(creatorId),
          UpdateExpression: 'SET payout_in_flight = :id',
          ConditionExpression: 'attribute_not_exists(payout_in_flight)',
          ExpressionAttributeValues: { ':id': payoutId },
        },
      },
      outboxEvent('PayoutOpened', { version: 1, creatorId, payoutId }).write,
    ]);
    return { opened: toPayout(item) };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const existing = await getPayout(creatorId, payoutId);
    return existing ? { refused: 'exists', existing } : { refused: 'in_flight' };
  }
};
