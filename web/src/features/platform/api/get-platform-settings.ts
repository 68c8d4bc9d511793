import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPlatform } from '../../../../../contracts/system';
import { type ContractOutput, callApi } from '../../../lib/api-client';

/** \`GET /api/platform\`: public, the settings public copy is written from. */
export type PlatformSettings = ContractOutput<typeof getPlatform>;

/** No token (a public route): the answer is the same for everyone, and the marketing pages need no Amplify for it. */
export const getPlatformSettings = (): Promise<PlatformSettings> => callApi(getPlatform);

export const platformSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['platform-settings'],
    queryFn: getPlatformSettings,
    // Settings change with a deployment, not during a visit.
    staleTime: 60 * 60_000,
  });

export const usePlatformSettings = () => useQuery(platformSettingsQueryOptions());
