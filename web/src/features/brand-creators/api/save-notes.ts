import type { InfiniteData } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { type CreatorsPage, creatorsQueryKey, patchCreator } from './get-creators';

export const NOTES_MAX = 2000;

/** `PUT /api/brand/creators/{id}/notes`: the brand's private notes on a creator. */
export const saveNotes = async ({ creatorId, notes }: { creatorId: string; notes: string }) => {
  await apiFetch(`/brand/creators/${encodeURIComponent(creatorId)}/notes`, {
    method: 'PUT',
    json: { notes },
  });
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
