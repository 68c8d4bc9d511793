import type { EntityItem } from 'electrodb';
import { applied } from '../../shared/data/client';
import { defineEntity, SERVICE, tableKey, transactional } from '../../shared/data/entity';
import { type WithNulls, withNulls } from '../../shared/data/nulls';

/**
 * A creator's Stripe Connect Express account: one per creator (item CREATOR#{id} / PAYOUT_ACCOUNT,
 * conditional Put), with a reverse item STRIPEACCT#{accountId} → creator written in the same
 * transaction, because account.updated names only the Stripe account. Status:
 *   not_connected (no item) → setup_incomplete (account made) → active (details submitted, payouts
 *   enabled and the transfers capability active: we can pay it), and back to setup_incomplete when
 *   Stripe disables something. Only Stripe's events move it (account.updated, in Stripe's event order).
 * The Stripe account id is ours to use (transfers' destination), never returned to another user.
 */
const flag = { type: 'boolean', required: true } as const;

export const payoutAccountEntity = defineEntity({
  model: { entity: 'payout-account', version: '1', service: SERVICE },
  attributes: {
    creator_id: { type: 'string', required: true },
    stripe_account_id: { type: 'string', required: true },
    status: { type: ['setup_incomplete', 'active'] as const, required: true },
    details_submitted: flag,
    payouts_enabled: flag,
    charges_enabled: flag,
    transfers_active: flag,
    /** Stripe's created time (epoch s) of the account.updated applied last; 0 before any. */
    state_as_of: { type: 'number', required: true },
    created_at: { type: 'string', required: true },
    updated_at: { type: 'string', required: true },
    /** First time it became active, for diagnosis. */
    activated_at: { type: 'string' },
  },
  indexes: {
    primary: { pk: tableKey('pk', 'CREATOR#${creator_id}'), sk: tableKey('sk', 'PAYOUT_ACCOUNT') },
  },
});

/** STRIPEACCT#{accountId} / STRIPEACCT → the creator (account.updated names only the Stripe account). */
export const stripeAccountEntity = defineEntity({
  model: { entity: 'stripe-account', version: '1', service: SERVICE },
  attributes: {
    stripe_account_id: { type: 'string', required: true },
    creator_id: { type: 'string', required: true },
    created_at: { type: 'string' },
  },
  indexes: {
    primary: {
      pk: tableKey('pk', 'STRIPEACCT#${stripe_account_id}'),
      sk: tableKey('sk', 'STRIPEACCT'),
    },
  },
});

export type PayoutAccount = WithNulls<EntityItem<typeof payoutAccountEntity>, 'activated_at'>;

export const getPayoutAccount = async (
  creatorId: string,
  options: { consistent?: boolean } = {},
): Promise<PayoutAccount | undefined> => {
  const { data } = await payoutAccountEntity
    .get({ creator_id: creatorId })
    .go({ consistent: options.consistent ?? false });
  if (!data) return undefined;
  const unset = {
    details_submitted: false,
    payouts_enabled: false,
    charges_enabled: false,
    transfers_active: false,
  };
  return withNulls<PayoutAccount>({ ...unset, state_as_of: 0, ...(data as Partial<PayoutAccount>) }, [
    'activated_at',
  ]);
};

/**
 * Applies an account.updated state, unless a later one was applied already (Stripe delivers events in
 * no guaranteed order; `state.state_as_of` is the event's created time). The same event twice writes
 * the same values. False when a newer state is stored or the item does not hold this Stripe account.
 */
export const applyStripeAccountState = (
  account: Pick<PayoutAccount, 'creator_id' | 'stripe_account_id'>,
  state: Omit<PayoutAccount, 'creator_id' | 'stripe_account_id' | 'created_at' | 'activated_at'>,
): Promise<boolean> => {
  const update = payoutAccountEntity.update({ creator_id: account.creator_id }).set(state);
  return applied(
    (state.status === 'active'
      ? update.data((attr, op) => op.ifNotExists(attr.activated_at, state.updated_at))
      : update
    )
      .where(
        (attr, op) =>
          `${op.eq(attr.stripe_account_id, account.stripe_account_id)} AND ${op.lte(attr.state_as_of, state.state_as_of)}`,
      )
      .go(),
  );
};

/**
 * An account that could be paid and no longer can (active → setup_incomplete), as a transaction's
 * operation: the same write as applyStripeAccountState, and also conditional on the account still being
 * active, so the change (and whatever joins its transaction: the creator told) happens once.
 */
export const stripeAccountLeavesActive = (
  account: Pick<PayoutAccount, 'creator_id' | 'stripe_account_id'>,
  state: Omit<PayoutAccount, 'creator_id' | 'stripe_account_id' | 'created_at' | 'activated_at'>,
) =>
  transactional(payoutAccountEntity)
    .update({ creator_id: account.creator_id })
    .set(state)
    .where(
      (attr, op) =>
        `${op.eq(attr.stripe_account_id, account.stripe_account_id)} AND ${op.lte(attr.state_as_of, state.state_as_of)} AND ${op.eq(attr.status, 'active')}`,
    )
    .commit();
