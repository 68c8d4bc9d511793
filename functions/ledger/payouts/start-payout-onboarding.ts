import { getProfile } from '../../identity';
import { createExpressAccount, createOnboardingLink } from '../../integrations';
import { log } from '../../shared/log';
import { createPayoutAccount, getPayoutAccount } from '../entities/payout-account';

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
