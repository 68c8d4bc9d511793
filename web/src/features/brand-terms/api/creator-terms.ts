import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listBrandProducts } from '../../../../../contracts/brand-products';
import { cancelCreatorTermCut, listBrandTerms, setCreatorTerm } from '../../../../../contracts/terms';
import { type ContractInput, type ContractOutput, callApi } from '../../../lib/api-client';
import { brandQueryRetry, brandQueryRetryDelay, brandQueryRoot } from '../../../lib/brand-query';

/** One creator's terms with the brand, with an announced cut and its date. */
export type CreatorTerm = ContractOutput<typeof listBrandTerms>['terms'][number];
export type TermTarget = ContractInput<typeof cancelCreatorTermCut>['body'];

export const brandTermsQueryKey = [...brandQueryRoot, 'creator-terms'] as const;

/** `GET /api/brand/terms`: every per-creator term of the brand (the Creators screen's list and dialog). */
export const useBrandTerms = () =>
  useQuery({
    queryKey: brandTermsQueryKey,
    queryFn: async () => (await callApi(listBrandTerms)).terms,
    retry: brandQueryRetry,
    retryDelay: brandQueryRetryDelay,
  });

/** The brand's products by name, for choosing what a term or an offer covers. */
export const useTermProducts = (enabled = true) =>
  useQuery({
    queryKey: [...brandQueryRoot, 'term-products'],
    queryFn: async () =>
      (await callApi(listBrandProducts)).products
        .map((product) => ({ id: product.id, name: product.name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    enabled,
  });

const sameTarget = (term: CreatorTerm, target: TermTarget) =>
  term.creator_id === target.creator_id && term.product_id === target.product_id;

/** Puts the saved term in the cached list (replacing the one it updates). */
const useStoreTerm = () => {
  const queryClient = useQueryClient();
  return (term: CreatorTerm) =>
    queryClient.setQueryData<CreatorTerm[]>(brandTermsQueryKey, (terms) =>
      terms ? [term, ...terms.filter((item) => !sameTarget(item, term))] : [term],
    );
};

/** `PUT /api/brand/terms`: a raise (or new terms) in force at once, a cut announced with its date. */
export const useSetCreatorTerm = () => {
  const store = useStoreTerm();
  return useMutation({
    mutationFn: async (body: ContractInput<typeof setCreatorTerm>['body']) =>
      (await callApi(setCreatorTerm, { body })).term,
    onSuccess: store,
  });
};

/** `POST /api/brand/terms/cancel-cut`: the announced cut withdrawn; the rate in force stays. */
export const useCancelTermCut = () => {
  const store = useStoreTerm();
  return useMutation({
    mutationFn: async (body: TermTarget) => (await callApi(cancelCreatorTermCut, { body })).term,
    onSuccess: store,
  });
};
