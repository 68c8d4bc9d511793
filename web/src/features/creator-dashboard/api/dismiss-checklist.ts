import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dismissCreatorChecklist } from '../../../../../contracts/creator-workspace';
import { callApi } from '../../../lib/api-client';
import { type CreatorDashboard, dashboardQueryOptions } from './get-dashboard';

/** `POST /api/creator/dashboard/checklist/dismiss`: hides the getting-started list for good. */
export const dismissChecklist = async (): Promise<void> => {
  await callApi(dismissCreatorChecklist);
};

export const useDismissChecklist = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissChecklist,
    onSuccess: () =>
      queryClient.setQueryData<CreatorDashboard>(dashboardQueryOptions().queryKey, (dashboard) =>
        dashboard ? { ...dashboard, checklist: null } : dashboard,
      ),
  });
};
