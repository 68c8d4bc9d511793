import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateProductSettings as updateProductSettingsContract } from '../../../../../contracts/brand-products';
import { type ContractInput, callApi } from '../../../lib/api-client';
import { type ProductsData, productsQueryKey } from './get-products';
import { replaceProduct } from './update-product';

/** Any of commission, availability, sample settings and guidelines (at least one). */
export type ProductSettingsInput = ContractInput<typeof updateProductSettingsContract>['body'];

/** `PATCH /api/brand/products/{id}/settings`: availability, commission, samples, guidelines. */
export const updateProductSettings = async ({ id, ...settings }: ProductSettingsInput & { id: string }) =>
  (await callApi(updateProductSettingsContract, { params: { productId: id }, body: settings })).product;

const mutationKey = ['update-product-settings'] as const;

/**
 * Optimistic: the switch shows the new value at once and goes back if the server refuses. Not the
 * commission: a cut is announced, not in force (the server's answer shows the rate and the cut's date). The list is refetched when the last pending change has settled (an earlier refetch could
 * briefly show an older value over a newer optimistic one).
 */
export const useUpdateProductSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: updateProductSettings,
    onMutate: async ({ id, commission_percentage: _rate, ...settings }) => {
      await queryClient.cancelQueries({ queryKey: productsQueryKey });
      const previous = queryClient.getQueryData<ProductsData>(productsQueryKey);
      queryClient.setQueryData<ProductsData>(
        productsQueryKey,
        (data) =>
          data && {
            ...data,
            products: data.products.map((item) => (item.id === id ? { ...item, ...settings } : item)),
          },
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(productsQueryKey, context.previous);
    },
    onSuccess: (product) => {
      queryClient.setQueryData<ProductsData>(productsQueryKey, (data) => replaceProduct(data, product));
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey }) === 1) {
        void queryClient.invalidateQueries({ queryKey: productsQueryKey });
      }
    },
  });
};
