import { useMutation, useQueryClient } from '@tanstack/react-query';
import { completeBrandOnboarding } from '../../../../../contracts/brand-workspace';
import { callApi } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/auth';
import { brandQueryRoot } from '../../../lib/brand-query';
import type { PaymentPartner } from '../../../types/brand';

/** `POST /api/brand/onboarding/complete`: completes onboarding on the brand and the profile together. */
export const completeOnboarding = async (paymentPartner: PaymentPartner) =>
  (await callApi(completeBrandOnboarding, { body: { payment_partner: paymentPartner } })).brand;

export const useCompleteOnboarding = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOnboarding,
    onSuccess: () =>
      Promise.all([
        // profile.onboarding_completed is part of the session (`GET /api/me`).
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
        queryClient.invalidateQueries({ queryKey: brandQueryRoot }),
      ]),
  });
};
