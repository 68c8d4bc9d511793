import { queryOptions, useQuery } from '@tanstack/react-query';
import { listBrandMessages } from '../../../../../contracts/brand-workspace';
import type { brandMessage } from '../../../../../contracts/shapes';
import { type ApiShape, callApi } from '../../../lib/api-client';
import { brandQueryRetry, brandQueryRetryDelay, brandQueryRoot } from '../../../lib/brand-query';

export type InboxMessage = ApiShape<typeof brandMessage>;

/** `GET /api/brand/messages`: what creators sent from the brand's profile, newest first. */
export const getMessages = async (): Promise<InboxMessage[]> => (await callApi(listBrandMessages)).messages;

export const messagesQueryOptions = () =>
  queryOptions({
    queryKey: [...brandQueryRoot, 'messages'],
    queryFn: getMessages,
    retry: brandQueryRetry,
    retryDelay: brandQueryRetryDelay,
    refetchOnWindowFocus: true,
  });

export const useMessages = () => useQuery(messagesQueryOptions());
