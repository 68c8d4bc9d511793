import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setOnboardingBrandName } from '../../../../../contracts/brand-workspace';
import { callApi } from '../../../lib/api-client';
import { type Onboarding, onboardingQueryKey } from './get-onboarding';

/** `PUT /api/brand/onboarding/name`: the Welcome step names the brand. */
export const setBrandName = async (brandName: string) =>
  (await callApi(setOnboardingBrandName, { body: { brand_name: brandName } })).brand;

export const useSetBrandName = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBrandName,
    // The next steps (and All Set's summary) show the new name at once.
    onSuccess: (brand) =>
      queryClient.setQueryData<Onboarding>(onboardingQueryKey, (data) => data && { ...data, brand }),
  });
};
