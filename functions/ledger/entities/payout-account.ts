import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PayoutAccountStatus, PayoutAccountView } from '../../../contracts/payouts';
import { db, isConditionFailure, tableName } from '../../shared/data/client';
import { keys } from '../../shared/data/keys';

/**
 * A creator's Stripe Connect Express account: one per creator (item CREATOR#{id} / PAYOUT_ACCOUNT,
 * conditional Put), with a reverse item STRIPEACCT#{accountId} → creator written in the same
 * transaction, because account.updated names only the Stripe account. Status:
 *   not_connected (no item) → setup_incomplete (account made) → active (details submitted, payouts
 *   enabled and the transfers capability active: we can pay it), and back to setup_incomplete when
 *   Stripe disables something. Only Stripe's events move it (account.updated, in Stripe's event order).
 * The Stripe account id is ours to use (transfers' destination), never returned to another user.
 */
export interface PayoutAccount {
  creator_id: string;
  stripe_account_id: string;
  status: Exclude<PayoutAccountStatus, 'not_connected'>;
  details_submitted: boolean;
  payouts_enabled: boolean;
  charges_enabled: boolean;
  transfers_active: boolean;
  /** Stripe's created time (epoch s) of the account.updated applied last; 0 before any. */
  state_as_of: number;
  created_at: string;
  updated_at: string;
  /** First time it became active, for diagnosis. */
  activated_at: string | null;
}

export interface StripeAccountState {
  detailsSubmitted: boolean;
  payoutsEnabled: boolean;
  chargesEnabled: boolean;
  transfersActive: boolean;
}

export const statusOf = (state: StripeAccountState): PayoutAccount['status'] =>
  state.detailsSubmitted && state.payoutsEnabled && state.transfersActive ? 'active' : 'setup_incomplete';

/** Whether a transfer to this creator may be made now (what payouts check before paying). */
export const isPayoutAccountActive = (account: PayoutAccount | undefined): account is PayoutAccount =>
  account?.status === 'active';

const fields = (item: Record<string, unknown>): PayoutAccount => ({
  creator_id: item.creator_id as string,
  stripe_account_id: item.stripe_account_id as string,
  status: item.status as PayoutAccount['status'],
  details_submitted: item.details_submitted === true,
  payouts_enabled: item.payouts_enabled === true,
  charges_enabled: item.charges_enabled === true,
  transfers_active: item.transfers_active === true,
  state_as_of: Number(item.state_as_of ?? 0),
  created_at: item.created_at as string,
  updated_at: item.updated_at as string,
  activated_at: (item.activated_at as string | null | undefined) ?? null,
});

export const getPayoutAccount = async (
  creatorId: string,
  options: { consistent?: boolean } = {},
): Promise<PayoutAccount | undefined> => {
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.payoutAccount(creatorId),
      ConsistentRead: options.consistent ?? false,
    }),
  );
  return Item ? fields(Item) : undefined;
};

/** What the creator sees of their own account (no Stripe id). */
export const payoutAccountView = (account: PayoutAccount | undefined): PayoutAccountView => ({
  status: account?.status ?? 'not_connected',
  details_submitted: account?.details_submitted ?? false,
  payouts_enabled: account?.payouts_enabled ?? false,
});

/**
 * Records the creator's new Stripe account, once: both items conditional on not existing. Answers the
 * stored account: the one just written ('created'), or the one a concurrent request wrote first
 * ('exists'; its Stripe account is then the same, made with the same idempotency key).
 */
export const createPayoutAccount = async (
  creatorId: string,
  stripeAccountId: string,
  now = new Date(),
): Promise<{ outcome: 'created' | 'exists'; account: PayoutAccount }> => {
  const at = now.toISOString();
  const account: PayoutAccount = {
    creator_id: creatorId,
    stripe_account_id: stripeAccountId,
    status: 'setup_incomplete',
    details_submitted: false,
    payouts_enabled: false,
    charges_enabled: false,
    transfers_active: false,
    state_as_of: 0,
    created_at: at,
    updated_at: at,
    activated_at: null,
  };
  // activated_at is left absent (not null) so the first activation's if_not_exists sets it.
  const { activated_at: _unset, ...stored } = account;
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.payoutAccount(creatorId), type: 'payout-account', ...stored },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...keys.stripeAccount(stripeAccountId),
                type: 'stripe-account',
                stripe_account_id: stripeAccountId,
                creator_id: creatorId,
                created_at: at,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
    return { outcome: 'created', account };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const existing = await getPayoutAccount(creatorId, { consistent: true });
    if (!existing) throw new Error(`Stripe account ${stripeAccountId} already belongs to another creator`);
    return { outcome: 'exists', account: existing };
  }
};

/** The creator a Stripe Connect account belongs to, or undefined for an account that is not ours. */
export const creatorOfStripeAccount = async (stripeAccountId: string): Promise<string | undefined> => {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName(), Key: keys.stripeAccount(stripeAccountId) }),
  );
  return Item?.creator_id as string | undefined;
};

/**
 * Applies an account.updated state, unless a later one was applied already (Stripe delivers events in
 * no guaranteed order; `asOf` is the event's created time). The same event twice writes the same values.
 * Answers 'stale' when a newer state is stored or the item does not hold this Stripe account.
 */
export const applyStripeAccountState = async (
  creatorId: string,
  stripeAccountId: string,
  state: StripeAccountState,
  asOf: number,
  now = new Date(),
): Promise<{ outcome: 'applied' | 'stale'; status?: PayoutAccount['status'] }> => {
  const status = statusOf(state);
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.payoutAccount(creatorId),
        UpdateExpression:
          'SET #status = :status, details_submitted = :details, payouts_enabled = :payouts, ' +
          'charges_enabled = :charges, transfers_active = :transfers, state_as_of = :asOf, updated_at = :now' +
          (status === 'active' ? ', activated_at = if_not_exists(activated_at, :now)' : ''),
        ConditionExpression: 'stripe_account_id = :account AND state_as_of <= :asOf',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':status': status,
          ':details': state.detailsSubmitted,
          ':payouts': state.payoutsEnabled,
          ':charges': state.chargesEnabled,
          ':transfers': state.transfersActive,
          ':asOf': asOf,
          ':now': now.toISOString(),
          ':account': stripeAccountId,
        },
      }),
    );
    return { outcome: 'applied', status };
  } catch (error) {
    if (isConditionFailure(error)) return { outcome: 'stale' };
    throw error;
  }
};
