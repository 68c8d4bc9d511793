import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  listMySampleRequests as listMySampleRequestsContract,
  requestSample as requestSampleContract,
} from '../../../../../contracts/creator-brands';
import { callApi } from '../../../lib/api-client';
import { brandsQueryKey } from './get-brands';

const mySampleRequestsKey = (brandId: string) => [...brandsQueryKey, brandId, 'sample-requests'] as const;

/**
 * `POST /api/creator/brands/{brandId}/products/{productId}/sample-requests` with the creator's pitch:
 * stored for the brand, once per creator and product; a second answers the first (`created: false`).
 */
export const requestSample = async ({
  brandId,
  productId,
  message,
}: {
  brandId: string;
  productId: string;
  message?: string;
}) =>
  callApi(requestSampleContract, {
    params: { brandId, productId },
    body: { message: message || null },
  });

/** Request Sample; the profile's "Sample request pending since …" is refreshed from the answer. */
export const useRequestSample = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestSample,
    onSuccess: (_answer, input) =>
      queryClient.invalidateQueries({ queryKey: mySampleRequestsKey(input.brandId) }),
  });
};

/** `GET /api/creator/brands/{brandId}/sample-requests`: the caller's own pending requests to the brand. */
export const useMySampleRequests = (brandId: string) =>
  useQuery({
    queryKey: mySampleRequestsKey(brandId),
    queryFn: async () =>
      (await callApi(listMySampleRequestsContract, { params: { brandId } })).sample_requests,
    staleTime: 5_000,
  });
