import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPublicCreator as getPublicCreatorContract } from '../../../../../contracts/creator-workspace';
import { ApiError, type ContractOutput, callApi } from '../../../lib/api-client';

export type PublicCreator = ContractOutput<typeof getPublicCreatorContract>['creator'];

/** \`GET /api/creators/{username}\`: public, no token; null when there is no such (onboarded) creator. */
export const getPublicCreator = async (username: string): Promise<PublicCreator | null> => {
  try {
    return (await callApi(getPublicCreatorContract, { params: { username } })).creator;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
};

export const publicCreatorQueryOptions = (username: string) =>
  queryOptions({
    queryKey: ['public-creator', username.toLowerCase()],
    queryFn: () => getPublicCreator(username),
  });

export const usePublicCreator = (username: string) => useQuery(publicCreatorQueryOptions(username));
