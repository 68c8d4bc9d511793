import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiFetch } from '../../../lib/api-client';
import { type Product, type ProductsData, productSchema, productsQueryKey } from './get-products';
import { replaceProduct } from './update-product';

export type ProductSettingsInput = Partial<
  Pick<
    Product,
    | 'commission_percentage'
    | 'available_to_influencers'
    | 'sample_eligible'
    | 'sample_available'
    | 'sample_credits'
    | 'promotional_guidelines'
  >
>;

const responseSchema = z.object({ product: productSchema });

/** `PATCH /api/brand/products/{id}/settings`: availability, commission, samples, guidelines. */
export const updateProductSettings = async ({ id, ...settings }: ProductSettingsInput & { id: string }) =>
  responseSchema.parse(
    await apiFetch(`/brand/products/${encodeURIComponent(id)}/settings`, { method: 'PATCH', json: settings }),
  ).product;

const mutationKey = ['update-product-settings'] as const;

/**
 * Optimistic: the switch and the commission show the new value at once and go back if the server
 * refuses. The list is refetched when the last pending change has settled (an earlier refetch could
 * briefly show an older value over a newer optimistic one).
 */
export const useUpdateProductSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: updateProductSettings,
    onMutate: async ({ id, ...settings }) => {
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
