import type Stripe from 'stripe';
import { stripe } from './client';
import { appUrl } from './env';
import { idempotent } from './idempotency';

/**
 * A creator's Stripe Connect Express account (a recipient of transfers). The idempotency key is the
 * creator id, so two clicks at once (or a retry) make one account at Stripe; the payout-account
 * entity's conditional write makes it one for us too, beyond Stripe's 24-hour key memory.
 */
export const createExpressAccount = async (creator: {
  creatorId: string;
  email: string | null;
}): Promise<Stripe.Account> =>
  (await stripe()).accounts.create(
    {
      type: 'express',
      ...(creator.email ? { email: creator.email } : {}),
      capabilities: { transfers: { requested: true } },
      business_type: 'individual',
      metadata: { creator_id: creator.creatorId },
    },
    idempotent('connect-account', creator.creatorId),
  );

/** Where Stripe sends the creator back: /creator/account?stripe=return (done) or =refresh (link expired). */
export const onboardingReturnUrls = () => ({
  return_url: `${appUrl()}/creator/account?stripe=return`,
  refresh_url: `${appUrl()}/creator/account?stripe=refresh`,
});

/**
 * A one-time Express onboarding URL for the account. Links expire within minutes and moves no money,
 * so each request makes a fresh one (no idempotency key: a repeated key would hand back a used link).
 */
export const createOnboardingLink = async (accountId: string): Promise<string> => {
  const link = await (await stripe()).accountLinks.create({
    account: accountId,
    type: 'account_onboarding',
    ...onboardingReturnUrls(),
  });
  return link.url;
};
