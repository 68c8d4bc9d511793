import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelProductRateCut } from '../../../../../contracts/brand-products';
import { callApi } from '../../../lib/api-client';
import { type ProductsData, productsQueryKey } from './get-products';
import { replaceProduct } from './update-product';

/** `DELETE /api/brand/products/{id}/pending-rate`: the announced cut withdrawn; the rate in force stays. */
export const cancelRateCut = async (id: string) =>
  (await callApi(cancelProductRateCut, { params: { productId: id } })).product;

export const useCancelRateCut = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRateCut,
    onSuccess: (product) => {
      queryClient.setQueryData<ProductsData>(productsQueryKey, (data) => replaceProduct(data, product));
    },
  });
};
