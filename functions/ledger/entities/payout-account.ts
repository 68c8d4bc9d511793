import type { PayoutAccountStatus, PayoutAccountView } from '../../../contracts/payouts';
import { isConditionFailure } from '../../shared/data/client';
import { defineEntity, defineService, SERVICE, writeTransaction } from '../../shared/data/entity';
import { transactional } from './transactional';

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

export const payoutAccountEntity = defineEntity({
  model: { entity: 'payout-account', version: '1', service: SERVICE },
  attributes: {
    creator_id: { type: 'string', required: true },
    stripe_account_id: { type: 'string', required: true },
    status: { type: ['setup_incomplete', 'active'] as const, required: true },
    details_submitted: { type: 'boolean' },
    payouts_enabled: { type: 'boolean' },
    charges_enabled: { type: 'boolean' },
    transfers_active: { type: 'boolean' },
    state_as_of: { type: 'number' },
    created_at: { type: 'string' },
    updated_at: { type: 'string' },
    activated_at: { type: 'string' },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['creator_id'], template: 'CREATOR#${creator_id}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'PAYOUT_ACCOUNT', casing: 'none' },
    },
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
      pk: {
        field: 'pk',
        composite: ['stripe_account_id'],
        template: 'STRIPEACCT#${stripe_account_id}',
        casing: 'none',
      },
      sk: { field: 'sk', composite: [], template: 'STRIPEACCT', casing: 'none' },
    },
  },
});

const accounts = defineService({ account: payoutAccountEntity, mapping: stripeAccountEntity });

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
  const { data } = await payoutAccountEntity
    .get({ creator_id: creatorId })
    .go({ consistent: options.consistent ?? false });
  return data ? fields(data) : undefined;
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
  const outcome = await writeTransaction(accounts, () => ({
    account: transactional(payoutAccountEntity).create(stored).commit(),
    mapping: transactional(stripeAccountEntity)
      .create({ stripe_account_id: stripeAccountId, creator_id: creatorId, created_at: at })
      .commit(),
  }));
  if (outcome.ok) return { outcome: 'created', account };
  if (outcome.refused.length === 0) throw new Error(`Payout account of ${creatorId} not recorded (conflict)`);
  const existing = await getPayoutAccount(creatorId, { consistent: true });
  if (!existing) throw new Error(`Stripe account ${stripeAccountId} already belongs to another creator`);
  return { outcome: 'exists', account: existing };
};

/** The creator a Stripe Connect account belongs to, or undefined for an account that is not ours. */
export const creatorOfStripeAccount = async (stripeAccountId: string): Promise<string | undefined> => {
  const { data } = await stripeAccountEntity.get({ stripe_account_id: stripeAccountId }).go();
  return data?.creator_id;
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
  const at = now.toISOString();
  const update = payoutAccountEntity.update({ creator_id: creatorId }).set({
    status,
    details_submitted: state.detailsSubmitted,
    payouts_enabled: state.payoutsEnabled,
    charges_enabled: state.chargesEnabled,
    transfers_active: state.transfersActive,
    state_as_of: asOf,
    updated_at: at,
  });
  try {
    await (status === 'active' ? update.data((attr, op) => op.ifNotExists(attr.activated_at, at)) : update)
      .where(
        (attr, op) =>
          `${op.eq(attr.stripe_account_id, stripeAccountId)} AND ${op.lte(attr.state_as_of, asOf)}`,
      )
      .go();
    return { outcome: 'applied', status };
  } catch (error) {
    if (isConditionFailure(error)) return { outcome: 'stale' };
    throw error;
  }
};
