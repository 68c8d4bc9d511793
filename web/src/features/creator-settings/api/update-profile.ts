import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveCreatorProfile } from '../../../../../contracts/creator-workspace';
import { type ContractInput, callApi } from '../../../lib/api-client';
import { creatorQueryRoot } from '../../../lib/creator-query';
import type { Creator } from '../../../types/creator';
import { type CreatorProfile, profileQueryKey } from './get-profile';

/** Every editable field (the API replaces them all; e-mail is not one of them). */
export type ProfileInput = Omit<ContractInput<typeof saveCreatorProfile>['body'], 'email'>;

/** \`PUT /api/creator/profile\`: a rename claims the new username and frees the old one. */
export const updateProfile = async (input: ProfileInput): Promise<Creator> =>
  (await callApi(saveCreatorProfile, { body: input })).creator;

export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (creator) => {
      queryClient.setQueryData<CreatorProfile>(profileQueryKey, (data) => data && { ...data, creator });
      // The username shows on the dashboard and in the creator's links and codes.
      void queryClient.invalidateQueries({ queryKey: creatorQueryRoot });
    },
  });
};
