import { useMutation, useQueryClient } from '@tanstack/react-query';
import { approveApplication, denyApplication } from '../../../../../contracts/partnerships';
import { callApi } from '../../../lib/api-client';
import { brandQueryRoot } from '../../../lib/brand-query';
import type { Application } from '../../../types/partnership';
import { type BrandCampaigns, campaignsQueryKey } from './get-campaigns';

export type Decision = 'approve' | 'deny';

/**
 * `POST /api/brand/applications/{id}/approve|deny`: only a pending application (twice is a 409). The
 * optional message goes to the creator with the decision's notification.
 */
export const decideApplication = async ({
  id,
  decision,
  message,
}: {
  id: string;
  decision: Decision;
  message?: string;
}) =>
  (
    await callApi(decision === 'approve' ? approveApplication : denyApplication, {
      params: { applicationId: id },
      body: { message: message?.trim() || null },
    })
  ).application;

/** The decided application leaves Pending (and joins Active when approved). */
const moveDecided = (data: BrandCampaigns | undefined, application: Application) =>
  data && {
    ...data,
    pending: data.pending.filter((item) => item.id !== application.id),
    active:
      application.status === 'approved'
        ? [application, ...data.active.filter((item) => item.id !== application.id)]
        : data.active,
  };

export const useDecideApplication = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideApplication,
    onSuccess: (application) => {
      queryClient.setQueryData<BrandCampaigns>(campaignsQueryKey, (data) => moveDecided(data, application));
      // The dashboard's counts and the products' link counts move too.
      void queryClient.invalidateQueries({ queryKey: brandQueryRoot });
    },
    onError: () => {
      // Decided elsewhere (another tab, a colleague): show how things stand now.
      void queryClient.invalidateQueries({ queryKey: campaignsQueryKey });
    },
  });
};
