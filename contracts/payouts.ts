/** The creator's payout side (spec 2.5, 7.3): the Stripe Connect payout account. */
import * as z from 'zod/mini';
import { defineContract } from './http';

/** not_connected: no account yet; setup_incomplete: account made, onboarding not finished; active: payable. */
export const payoutAccountStatuses = ['not_connected', 'setup_incomplete', 'active'] as const;
export type PayoutAccountStatus = (typeof payoutAccountStatuses)[number];

/** The caller's own payout account. The Stripe account id is never returned (DESIGN.md section 6). */
export const payoutAccountView = z.object({
  status: z.enum(payoutAccountStatuses),
  details_submitted: z.boolean(),
  payouts_enabled: z.boolean(),
});
export type PayoutAccountView = z.infer<typeof payoutAccountView>;

export const getPayoutAccount = defineContract({
  method: 'GET',
  path: '/api/creator/payout-account',
  auth: 'creator',
  summary: "The creator's payout account state (Stripe Connect Express)",
  responses: { 200: payoutAccountView },
});

export const createPayoutOnboardingLink = defineContract({
  method: 'POST',
  path: '/api/creator/payout-account/onboarding-link',
  auth: 'creator',
  summary:
    "Creates the creator's Express account (once) and answers a one-time Stripe onboarding URL to open in a new tab",
  responses: { 200: z.object({ url: z.string() }) },
});
