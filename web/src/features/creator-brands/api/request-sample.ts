import { useMutation } from '@tanstack/react-query';
import { requestSample as requestSampleContract } from '../../../../../contracts/creator-brands';
import { callApi } from '../../../lib/api-client';

/**
 * `POST /api/creator/brands/{brandId}/products/{productId}/sample-requests`: stored for the brand,
 * once per creator and product (a second is 409).
 */
export const requestSample = async ({ brandId, productId }: { brandId: string; productId: string }) => {
  await callApi(requestSampleContract, { params: { brandId, productId }, body: {} });
};

/** A sample request is shown to the brand (Samples), on no creator screen: nothing to invalidate. */
export const useRequestSample = () => useMutation({ mutationFn: requestSample });
