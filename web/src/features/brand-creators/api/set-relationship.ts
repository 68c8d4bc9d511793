import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { creatorsQueryKey, type DirectoryCreator, patchCreator, type RelationshipType } from './get-creators';

export type RelationshipInput = { creatorId: string; relationship_type: RelationshipType | null };

/** `PUT /api/brand/creators/{id}/relationship`: favorite, blacklist, or null to clear. */
export const setRelationship = async ({ creatorId, relationship_type }: RelationshipInput) => {
  await apiFetch(`/brand/creators/${encodeURIComponent(creatorId)}/relationship`, {
    method: 'PUT',
    json: { relationship_type },
  });
};

const mutationKey = ['set-creator-relationship'] as const;

/**
 * Optimistic: the buttons and filters follow at once, and go back if the server refuses. The list is
 * refetched once the last pending change has settled, so a refetch never shows an older mark.
 */
export const useSetRelationship = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: setRelationship,
    onMutate: async ({ creatorId, relationship_type }) => {
      await queryClient.cancelQueries({ queryKey: creatorsQueryKey });
      const previous = queryClient.getQueryData<DirectoryCreator[]>(creatorsQueryKey);
      queryClient.setQueryData<DirectoryCreator[]>(creatorsQueryKey, (creators) =>
        patchCreator(creators, creatorId, { relationship_type }),
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(creatorsQueryKey, context.previous);
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey }) === 1) {
        void queryClient.invalidateQueries({ queryKey: creatorsQueryKey });
      }
    },
  });
};
