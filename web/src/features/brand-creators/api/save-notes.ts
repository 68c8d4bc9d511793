import type { InfiniteData } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NOTES_MAX, setCreatorNotes } from '../../../../../contracts/brand-creators';
import { callApi } from '../../../lib/api-client';
import { type CreatorsPage, creatorsQueryKey, patchCreator } from './get-creators';

export { NOTES_MAX };

/** `PUT /api/brand/creators/{id}/notes`: the brand's private notes on a creator. */
export const saveNotes = async ({ creatorId, notes }: { creatorId: string; notes: string }) => {
  await callApi(setCreatorNotes, { params: { creatorId }, body: { notes } });
};

export const useSaveNotes = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotes,
    onSuccess: (_result, { creatorId, notes }) => {
      // Every loaded listing shows the saved notes at once; no refetch of pages already walked.
      queryClient.setQueriesData<InfiniteData<CreatorsPage, string>>({ queryKey: creatorsQueryKey }, (data) =>
        patchCreator(data, creatorId, { notes }),
      );
    },
  });
};
