import { useMutation, useQueryClient } from '@tanstack/react-query';
import { brandDetailsSchema, updateBrandAccount } from '../../../../../contracts/brand-workspace';
import { type ContractInput, callApi } from '../../../lib/api-client';
import { brandQueryRoot } from '../../../lib/brand-query';
import { accountQueryKey } from './get-account';

/**
 * Account → brand details, checked at the fields before anything is sent with the route's own body
 * schema (the same messages the server answers with). An empty field clears.
 */
export { brandDetailsSchema };

export type BrandDetailsInput = ContractInput<typeof updateBrandAccount>['body'];

/** What a failed parse reports: each issue's path and message. */
type Issues = { issues: readonly { path: readonly PropertyKey[]; message: string }[] };

/** Field path ("website", "social_media_links.instagram") → its first message, as the API reports them. */
export const detailsFieldErrors = (error: Issues): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    fields[path] ??= issue.message;
  }
  return fields;
};

/** `PUT /api/brand/account`. */
export const updateAccount = async (input: BrandDetailsInput) =>
  (await callApi(updateBrandAccount, { body: input })).brand;

export const useUpdateAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (brand) => {
      queryClient.setQueryData(accountQueryKey, brand);
      // The brand name greets on the dashboard and the onboarding summary.
      void queryClient.invalidateQueries({ queryKey: brandQueryRoot });
    },
  });
};
