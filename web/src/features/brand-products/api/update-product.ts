import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateProductDetails } from '../../../../../contracts/brand-products';
import { type ContractInput, callApi } from '../../../lib/api-client';
import { type Product, type ProductsData, productsQueryKey } from './get-products';

/** The edit dialog sends every field (the route takes any of them). */
export type ProductDetailsInput = Required<ContractInput<typeof updateProductDetails>['body']>;

/** `PATCH /api/brand/products/{id}`: the edit dialog's name, description, price and category. */
export const updateProduct = async ({ id, ...input }: ProductDetailsInput & { id: string }) =>
  (await callApi(updateProductDetails, { params: { productId: id }, body: input })).product;

/** Replaces one product in the cached list with the server's copy. */
export const replaceProduct = (data: ProductsData | undefined, product: Product): ProductsData | undefined =>
  data && { ...data, products: data.products.map((item) => (item.id === product.id ? product : item)) };

export const useUpdateProduct = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: (product) => {
      queryClient.setQueryData<ProductsData>(productsQueryKey, (data) => replaceProduct(data, product));
      void queryClient.invalidateQueries({ queryKey: productsQueryKey });
    },
  });
};

/**
 * The price field takes dollars with cents; the API takes integer cents. Spec 5: a non-numeric price
 * becomes 0.
 */
export const dollarsToCents = (raw: string): number => {
  const value = Number.parseFloat(raw);
  return Number.isFinite(value) ? Math.round(value * 100) : 0;
};
