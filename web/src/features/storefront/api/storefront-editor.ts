import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addStorefrontProduct,
  createStorefrontCollection,
  deleteStorefrontCollection,
  getMyStorefront,
  removeStorefrontProduct,
  reorderStorefrontCollections,
  reorderStorefrontProducts,
  saveMyStorefront,
  updateStorefrontCollection,
  updateStorefrontProduct,
} from '../../../../../contracts/storefront';
import { type ContractInput, type ContractOutput, callApi } from '../../../lib/api-client';
import { creatorQueryRoot } from '../../../lib/creator-query';

export type StorefrontEditorData = ContractOutput<typeof getMyStorefront>;
export type StorefrontSettingsInput = ContractInput<typeof saveMyStorefront>['body'];

const editorKey = [...creatorQueryRoot, 'storefront'] as const;

export const storefrontEditorQueryOptions = () =>
  queryOptions({ queryKey: editorKey, queryFn: () => callApi(getMyStorefront) });

export const useStorefrontEditor = () => useQuery(storefrontEditorQueryOptions());

/** Every change answers part of the editor's data: the editor reloads it whole (one call). */
const useEditorMutation = <T, R>(mutationFn: (input: T) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: editorKey }),
  });
};

export const useSaveStorefront = () =>
  useEditorMutation((body: StorefrontSettingsInput) => callApi(saveMyStorefront, { body }));

export const useAddStorefrontProduct = () =>
  useEditorMutation((productId: string) =>
    callApi(addStorefrontProduct, { body: { product_id: productId } }),
  );

export const useUpdateStorefrontProduct = () =>
  useEditorMutation(
    (input: { productId: string; featured?: boolean; custom_description?: string | null }) => {
      const { productId, ...body } = input;
      return callApi(updateStorefrontProduct, { params: { productId }, body });
    },
  );

export const useRemoveStorefrontProduct = () =>
  useEditorMutation((productId: string) => callApi(removeStorefrontProduct, { params: { productId } }));

export const useReorderStorefront = () =>
  useEditorMutation((productIds: string[]) =>
    callApi(reorderStorefrontProducts, { body: { product_ids: productIds } }),
  );

export type StorefrontCollectionData = StorefrontEditorData['collections'][number];
export type CollectionInput = ContractInput<typeof updateStorefrontCollection>['body'];

export const useCreateCollection = () =>
  useEditorMutation((body: ContractInput<typeof createStorefrontCollection>['body']) =>
    callApi(createStorefrontCollection, { body }),
  );

export const useUpdateCollection = () =>
  useEditorMutation(({ slug, body }: { slug: string; body: CollectionInput }) =>
    callApi(updateStorefrontCollection, { params: { slug }, body }),
  );

export const useDeleteCollection = () =>
  useEditorMutation((slug: string) => callApi(deleteStorefrontCollection, { params: { slug } }));

export const useReorderCollections = () =>
  useEditorMutation((slugs: string[]) => callApi(reorderStorefrontCollections, { body: { slugs } }));
