import { useQuery } from '@tanstack/react-query';
import { getV1OpenApi } from '../../../../../contracts/public-api';
import { callApi } from '../../../lib/api-client';
import type { OpenApiDocument } from '../components/openapi-view';

/** `GET /api/v1/openapi.json`: the public API's own document (public; the same for everyone). */
export const usePublicApiDocument = () =>
  useQuery({
    queryKey: ['public-api-document'],
    queryFn: async () => (await callApi(getV1OpenApi)) as unknown as OpenApiDocument,
    staleTime: 5 * 60_000,
  });
