import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCreatorProfile } from '../../../../../contracts/creator-workspace';
import { type ContractOutput, callApi } from '../../../lib/api-client';
import { creatorQueryRoot } from '../../../lib/creator-query';

/** The creator record (null before onboarding step 1) and the sign-in address (shown, never editable). */
export type CreatorProfile = ContractOutput<typeof getCreatorProfile>;

/** \`GET /api/creator/profile\`: Profile Settings' one call. */
export const getProfile = (): Promise<CreatorProfile> => callApi(getCreatorProfile);

export const profileQueryKey = [...creatorQueryRoot, 'profile'] as const;

export const profileQueryOptions = () => queryOptions({ queryKey: profileQueryKey, queryFn: getProfile });

export const useProfile = () => useQuery(profileQueryOptions());
