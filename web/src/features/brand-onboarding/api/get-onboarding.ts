import { queryOptions, useQuery } from '@tanstack/react-query';
import { getBrandOnboarding } from '../../../../../contracts/brand-workspace';
import { type ContractOutput, callApi } from '../../../lib/api-client';
import { brandQueryRetry, brandQueryRetryDelay, brandQueryRoot } from '../../../lib/brand-query';

/**
 * Where the brand stands and the choices offered; \`shopifyAvailable\` is false when the deployment has no
 * Shopify app configured (the wizard then offers the other platforms).
 */
export type Onboarding = ContractOutput<typeof getBrandOnboarding>;

/** \`GET /api/brand/onboarding\`: the wizard's one call. */
export const getOnboarding = (): Promise<Onboarding> => callApi(getBrandOnboarding);

export const onboardingQueryKey = [...brandQueryRoot, 'onboarding'] as const;

export const onboardingQueryOptions = () =>
  queryOptions({
    queryKey: onboardingQueryKey,
    queryFn: getOnboarding,
    retry: brandQueryRetry,
    retryDelay: brandQueryRetryDelay,
  });

export const useOnboarding = () => useQuery(onboardingQueryOptions());
