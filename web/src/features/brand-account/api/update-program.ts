import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateBrandProgram } from '../../../../../contracts/brand-workspace';
import { callApi } from '../../../lib/api-client';
import type { ProgramMode } from '../../../types/brand';
import { accountQueryKey } from './get-account';

/** `PUT /api/brand/account/program`: who may promote the brand's products. */
export const updateProgram = async (programMode: ProgramMode) =>
  (await callApi(updateBrandProgram, { body: { program_mode: programMode } })).brand;

export const useUpdateProgram = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProgram,
    onSuccess: (brand) => queryClient.setQueryData(accountQueryKey, brand),
  });
};
