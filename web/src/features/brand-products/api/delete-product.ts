import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteProduct as deleteProductContract } from '../../../../../contracts/brand-products';
import { callApi } from '../../../lib/api-client';
import { type ProductsData, productsQueryKey } from './get-products';

/** `DELETE /api/brand/products/{id}` (204). */
export const deleteProduct = async (id: string): Promise<void> => {
  await callApi(deleteProductContract, { params: { productId: id } });
};

export const useDeleteProduct = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (_result, id) => {
      queryClient.setQueryData<ProductsData>(
        productsQueryKey,
        (data) => data && { ...data, products: data.products.filter((item) => item.id !== id) },
      );
      // Not awaited: the card is gone already; the confirmation need not wait for the refetch.
      void queryClient.invalidateQueries({ queryKey: productsQueryKey });
    },
  });
};
