import { getProfile } from '../../identity';
import { createExpressAccount, createOnboardingLink } from '../../integrations';
import { transactional, writeTransaction } from '../../shared/data/entity';
import { log } from '../../shared/log';
import { moneyService } from '../entities/money-service';
import {
  getPayoutAccount,
  type PayoutAccount,
  payoutAccountEntity,
  stripeAccountEntity,
} from '../entities/payout-account';

/**
 * Records the creator's new Stripe account, once: the account and its reverse item, both conditional on
 * not existing. Answers the stored account: the one just written ('created'), or the one a concurrent
 * request wrote first ('exists'; its Stripe account is then the same, made with the same idempotency key).
 */
const createPayoutAccount = async (
  creatorId: string,
  stripeAccountId: string,
): Promise<{ outcome: 'created' | 'exists'; account: PayoutAccount }> => {
  const at = new Date().toISOString();
  // activated_at is left absent (not null) so the first activation's if_not_exists sets it.
  const account = {
    creator_id: creatorId,
    stripe_account_id: stripeAccountId,
    status: 'setup_incomplete' as const,
    details_submitted: false,
    payouts_enabled: false,
    charges_enabled: false,
    transfers_active: false,
    state_as_of: 0,
    created_at: at,
    updated_at: at,
  };
  const outcome = await writeTransaction(moneyService, () => ({
    account: transactional(payoutAccountEntity).create(account).commit(),
    mapping: transactional(stripeAccountEntity)
      .create({ stripe_account_id: stripeAccountId, creator_id: creatorId, created_at: at })
      .commit(),
  }));
  if (outcome.ok) return { outcome: 'created', account: { ...account, activated_at: null } };
  if (outcome.refused.length === 0) throw new Error(`Payout account of ${creatorId} not recorded (conflict)`);
  const existing = await getPayoutAccount(creatorId, { consistent: true });
  if (!existing) throw new Error(`Stripe account ${stripeAccountId} already belongs to another creator`);
  return { outcome: 'exists', account: existing };
};

/**
 * Connect Payouts / Set Up Now: the creator's Express account, made once, then a fresh onboarding
 * link for it. Two clicks at once both ask Stripe with the idempotency key of the creator id (one
 * account) and both try the conditional write (one record; the loser reads the winner's). A creator
 * whose account exists only gets a new link (links are one-time and expire), also once active: Stripe's
 * onboarding then lets them update their details.
 */
export const startPayoutOnboarding = async (creatorId: string): Promise<{ url: string }> => {
  let account = await getPayoutAccount(creatorId, { consistent: true });
  if (!account) {
    const profile = await getProfile(creatorId);
    const created = await createExpressAccount({ creatorId, email: profile?.email ?? null });
    const recorded = await createPayoutAccount(creatorId, created.id);
    if (recorded.outcome === 'exists' && recorded.account.stripe_account_id !== created.id) {
      // Only possible past Stripe's 24-hour idempotency window: the stored account stays the creator's.
      log.warn('a second Stripe account was made for a creator; the first is kept', {
        creatorId,
        kept: recorded.account.stripe_account_id,
        unused: created.id,
      });
    }
    account = recorded.account;
  }
  return { url: await createOnboardingLink(account.stripe_account_id) };
};
