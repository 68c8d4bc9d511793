import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiFetch } from '../../../lib/api-client';
import { brandQueryRetry, brandQueryRetryDelay, brandQueryRoot } from '../../../lib/brand-query';

const messageSchema = z.object({
  id: z.string(),
  brand_id: z.string(),
  creator_id: z.string(),
  creator_username: z.string(),
  subject: z.string(),
  message: z.string(),
  created_at: z.string(),
});

export type InboxMessage = z.infer<typeof messageSchema>;

const messagesSchema = z.object({ messages: z.array(messageSchema) });

/** `GET /api/brand/messages`: what creators sent from the brand's profile, newest first. */
export const getMessages = async (): Promise<InboxMessage[]> =>
  messagesSchema.parse(await apiFetch('/brand/messages')).messages;

export const messagesQueryOptions = () =>
  queryOptions({
    queryKey: [...brandQueryRoot, 'messages'],
    queryFn: getMessages,
    retry: brandQueryRetry,
    retryDelay: brandQueryRetryDelay,
    refetchOnWindowFocus: true,
  });

export const useMessages = () => useQuery(messagesQueryOptions());
