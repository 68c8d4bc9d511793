import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createBrandOffer, listBrandOffers, withdrawBrandOffer } from '../../../../../contracts/terms';
import { type ContractInput, type ContractOutput, callApi } from '../../../lib/api-client';
import { brandQueryRetry, brandQueryRetryDelay, brandQueryRoot } from '../../../lib/brand-query';

export type Offer = ContractOutput<typeof listBrandOffers>['offers'][number];
export type OfferInput = ContractInput<typeof createBrandOffer>['body'];

export const offersQueryKey = [...brandQueryRoot, 'offers'] as const;

/** `GET /api/brand/offers`: running, upcoming and ended, each with its state. */
export const useOffers = () =>
  useQuery({
    queryKey: offersQueryKey,
    queryFn: async () => (await callApi(listBrandOffers)).offers,
    retry: brandQueryRetry,
    retryDelay: brandQueryRetryDelay,
  });

/** `POST /api/brand/offers`; the list is read again (the server orders it and sets each state). */
export const useCreateOffer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: OfferInput) => (await callApi(createBrandOffer, { body })).offer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offersQueryKey }),
  });
};

/** `DELETE /api/brand/offers/{id}`: only before it starts (409 once it runs: promised to creators). */
export const useWithdrawOffer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(withdrawBrandOffer, { params: { offerId: id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: offersQueryKey }),
  });
};
