import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiFetch } from '../../../lib/api-client';
import { creatorQueryRoot } from '../../../lib/creator-query';
import { creatorSchema } from '../../../types/creator';

const onboardingSchema = z.object({
  /** Null until step 1 has been saved. */
  creator: z.nullable(creatorSchema),
  profile: z.object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    onboarding_completed: z.boolean(),
  }),
});

export type CreatorOnboarding = z.infer<typeof onboardingSchema>;

/** `GET /api/creator/onboarding`: the wizard's one call: the creator record (if any) and the profile. */
export const getOnboarding = async (): Promise<CreatorOnboarding> =>
  onboardingSchema.parse(await apiFetch('/creator/onboarding'));

export const onboardingQueryKey = [...creatorQueryRoot, 'onboarding'] as const;

export const onboardingQueryOptions = () =>
  queryOptions({ queryKey: onboardingQueryKey, queryFn: getOnboarding });

export const useOnboarding = () => useQuery(onboardingQueryOptions());
