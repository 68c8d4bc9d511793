import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiFetch } from '../../../lib/api-client';
import { brandQueryRetry, brandQueryRetryDelay, brandQueryRoot } from '../../../lib/brand-query';
import { brandSchema, paymentPartners, storePlatforms } from '../../../types/brand';

/** `GET /api/brand/onboarding`: the wizard's one call: where the brand stands and the choices offered. */
export const onboardingSchema = z.object({
  brand: brandSchema,
  storePlatforms: z.array(z.enum(storePlatforms)),
  paymentPartners: z.array(z.enum(paymentPartners)),
  /** False when the deployment has no Shopify app configured: the wizard then offers the other platforms. */
  shopifyAvailable: z.boolean(),
});

export type Onboarding = z.infer<typeof onboardingSchema>;

export const getOnboarding = async (): Promise<Onboarding> =>
  onboardingSchema.parse(await apiFetch('/brand/onboarding'));

export const onboardingQueryKey = [...brandQueryRoot, 'onboarding'] as const;

export const onboardingQueryOptions = () =>
  queryOptions({
    queryKey: onboardingQueryKey,
    queryFn: getOnboarding,
    retry: brandQueryRetry,
    retryDelay: brandQueryRetryDelay,
  });

export const useOnboarding = () => useQuery(onboardingQueryOptions());
