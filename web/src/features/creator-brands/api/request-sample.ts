import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * `POST /api/creator/brands/{brandId}/products/{productId}/sample-requests`: stored for the brand,
 * once per creator and product (a second is 409).
 */
export const requestSample = async ({ brandId, productId }: { brandId: string; productId: string }) => {
  await apiFetch(
    `/creator/brands/${encodeURIComponent(brandId)}/products/${encodeURIComponent(productId)}/sample-requests`,
    { method: 'POST', json: {} },
  );
};

/** Sample requests show on no creator screen yet (Sample Credits comes later): nothing to invalidate. */
export const useRequestSample = () => useMutation({ mutationFn: requestSample });
