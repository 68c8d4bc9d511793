import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { setCreatorRelationship } from '../../../../../contracts/brand-creators';
import { callApi } from '../../../lib/api-client';
import { type CreatorsPage, creatorsQueryKey, patchCreator, type RelationshipType } from './get-creators';

export type RelationshipInput = { creatorId: string; relationship_type: RelationshipType | null };

/** `PUT /api/brand/creators/{id}/relationship`: favorite, blacklist, or null to clear. */
export const setRelationship = async ({ creatorId, relationship_type }: RelationshipInput) => {
  await callApi(setCreatorRelationship, { params: { creatorId }, body: { relationship_type } });
};

const mutationKey = ['set-creator-relationship'] as const;

type Pages = InfiniteData<CreatorsPage, string>;

/**
 * Optimistic: the buttons follow at once in every loaded listing, and go back if the server refuses.
 * A card stays where it is until the listing is asked again (a favorite un-marked on the Favorites
 * filter does not vanish under the pointer); once the last pending change settles, listings are marked
 * stale so the next visit of a filter shows the server's view.
 */
export const useSetRelationship = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: setRelationship,
    onMutate: async ({ creatorId, relationship_type }) => {
      await queryClient.cancelQueries({ queryKey: creatorsQueryKey });
      const previous = queryClient.getQueriesData<Pages>({ queryKey: creatorsQueryKey });
      queryClient.setQueriesData<Pages>({ queryKey: creatorsQueryKey }, (data) =>
        patchCreator(data, creatorId, { relationship_type }),
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey }) === 1) {
        void queryClient.invalidateQueries({ queryKey: creatorsQueryKey, refetchType: 'none' });
      }
    },
  });
};
