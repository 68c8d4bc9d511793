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
