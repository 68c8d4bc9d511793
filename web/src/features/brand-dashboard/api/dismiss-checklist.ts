import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dismissBrandChecklist } from '../../../../../contracts/brand-workspace';
import { callApi } from '../../../lib/api-client';
import { type Dashboard, dashboardQueryOptions } from './get-dashboard';

/** `POST /api/brand/dashboard/checklist/dismiss`: hides the getting-started list for this user, for good. */
export const dismissChecklist = async (): Promise<void> => {
  await callApi(dismissBrandChecklist);
};

export const useDismissChecklist = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissChecklist,
    onSuccess: () =>
      queryClient.setQueryData<Dashboard>(dashboardQueryOptions().queryKey, (dashboard) =>
        dashboard ? { ...dashboard, checklist: null } : dashboard,
      ),
  });
};
