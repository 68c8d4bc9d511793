import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCreatorOnboarding } from '../../../../../contracts/creator-workspace';
import { type ContractOutput, callApi } from '../../../lib/api-client';
import { creatorQueryRoot } from '../../../lib/creator-query';

/** The creator record (null until step 1 has been saved) and the profile. */
export type CreatorOnboarding = ContractOutput<typeof getCreatorOnboarding>;

/** \`GET /api/creator/onboarding\`: the wizard's one call. */
export const getOnboarding = (): Promise<CreatorOnboarding> => callApi(getCreatorOnboarding);

export const onboardingQueryKey = [...creatorQueryRoot, 'onboarding'] as const;

export const onboardingQueryOptions = () =>
  queryOptions({ queryKey: onboardingQueryKey, queryFn: getOnboarding });

export const useOnboarding = () => useQuery(onboardingQueryOptions());
