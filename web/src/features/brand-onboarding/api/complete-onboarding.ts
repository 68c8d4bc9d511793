import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiFetch } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/auth';
import { brandQueryRoot } from '../../../lib/brand-query';
import { brandSchema, type PaymentPartner } from '../../../types/brand';

const completeSchema = z.object({ brand: brandSchema });

/** `POST /api/brand/onboarding/complete`: completes onboarding on the brand and the profile together. */
export const completeOnboarding = async (paymentPartner: PaymentPartner) =>
  completeSchema.parse(
    await apiFetch('/brand/onboarding/complete', {
      method: 'POST',
      json: { payment_partner: paymentPartner },
    }),
  ).brand;

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
