import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  followStorefront,
  getStorefrontFollow,
  unfollowStorefront,
} from '../../../../../contracts/storefront';
import { type ContractOutput, callApi } from '../../../lib/api-client';

export type FollowState = ContractOutput<typeof getStorefrontFollow>;

const followKey = (username: string) => ['storefront-follow', username.toLowerCase()] as const;

/**
 * The viewer's follow state: asked only for a signed-in viewer, and never part of the cached page data
 * (which every visitor shares).
 */
export const useFollowState = (username: string, signedIn: boolean) =>
  useQuery({
    queryKey: followKey(username),
    queryFn: () => callApi(getStorefrontFollow, { params: { username } }),
    enabled: signedIn,
  });

export const useToggleFollow = (username: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) =>
      callApi(follow ? followStorefront : unfollowStorefront, { params: { username } }),
    onSuccess: (state) => queryClient.setQueryData(followKey(username), state),
  });
};
