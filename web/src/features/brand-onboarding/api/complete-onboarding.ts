import { completeBrandOnboarding } from '../../../../../contracts/brand-workspace';
import { callApi } from '../../../lib/api-client';
import { brandQueryRoot } from '../../../lib/brand-query';
import { useCompleteOnboardingMutation } from '../../../lib/use-complete-onboarding';
import type { PaymentPartner } from '../../../types/brand';

/** `POST /api/brand/onboarding/complete`: completes onboarding on the brand and the profile together. */
export const completeOnboarding = async (paymentPartner: PaymentPartner) =>
  (await callApi(completeBrandOnboarding, { body: { payment_partner: paymentPartner } })).brand;

export const useCompleteOnboarding = () => useCompleteOnboardingMutation(completeOnboarding, brandQueryRoot);
