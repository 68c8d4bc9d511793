import { useMutation, useQueryClient } from '@tanstack/react-query';
import { decideApplications as decideApplicationsContract } from '../../../../../contracts/partnerships';
import { type ContractOutput, callApi } from '../../../lib/api-client';
import { brandQueryRoot } from '../../../lib/brand-query';
import { type BrandCampaigns, campaignsQueryKey } from './get-campaigns';

/** What a bulk decision came to: the applications decided, and the others with the reason. */
export type BulkOutcome = ContractOutput<typeof decideApplicationsContract>;

/**
 * `POST /api/brand/applications/decisions`: each application decided in its own transaction; the
 * answer lists what was decided and why the rest was not.
 */
export const decideApplications = (input: { ids: string[]; decision: 'approved' | 'denied' }) =>
  callApi(decideApplicationsContract, {
    body: { application_ids: input.ids, decision: input.decision },
  });

/** The decided ones leave Pending (the approved join Active); the screen then reloads how things stand. */
export const useDecideApplications = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideApplications,
    onSuccess: (outcome) => {
      const decided = new Set(outcome.succeeded.map((application) => application.id));
      queryClient.setQueryData<BrandCampaigns>(
        campaignsQueryKey,
        (data) =>
          data && {
            ...data,
            pending: data.pending.filter((application) => !decided.has(application.id)),
            active: [
              ...outcome.succeeded.filter((application) => application.status === 'approved'),
              ...data.active,
            ],
          },
      );
      void queryClient.invalidateQueries({ queryKey: brandQueryRoot });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: campaignsQueryKey }),
  });
};
