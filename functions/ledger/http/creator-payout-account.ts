import * as contracts from '../../../contracts/payouts';
import { StripeNotConfiguredError } from '../../integrations';
import { createFeatureHandler, defineRoute } from '../../shared/http/api-handler';
import { AppError } from '../../shared/http/errors';
import { getPayoutAccount } from '../entities/payout-account';
import { payoutAccountView } from '../payouts/payout-view';
import { startPayoutOnboarding } from '../payouts/start-payout-onboarding';

/**
 * The creator's payout account (spec 2.5, 7.3): its state, and the Stripe Connect onboarding link.
 * Always the caller's own (creator id = user id from the token).
 */
export const handler = createFeatureHandler({
  'GET /api/creator/payout-account': defineRoute(contracts.getPayoutAccount, async ({ caller }) => ({
    body: payoutAccountView(await getPayoutAccount(caller.userId)),
  })),
  'POST /api/creator/payout-account/onboarding-link': defineRoute(
    contracts.createPayoutOnboardingLink,
    async ({ caller }) => {
      try {
        return { body: await startPayoutOnboarding(caller.userId) };
      } catch (error) {
        if (error instanceof StripeNotConfiguredError)
          throw new AppError('service_unavailable', 'Payouts are not configured on this deployment.');
        throw error;
      }
    },
  ),
});
