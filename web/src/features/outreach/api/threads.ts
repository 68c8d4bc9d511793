import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getBrandThread,
  getCreatorThread,
  listBrandThreads,
  listCreatorThreads,
  sendBrandReply,
  sendCreatorReply,
  type threadMessage,
  type threadSummary,
} from '../../../../../contracts/outreach';
import type { Role } from '../../../../../ui/types/api';
import { type ApiShape, type ContractOutput, callApi } from '../../../lib/api-client';
import { messagesQueryKey } from '../../../lib/unread-messages';
import { uniqueBy } from '../../../utils/unique-by';

export type ThreadSummary = ApiShape<typeof threadSummary>;
export type ThreadMessage = ApiShape<typeof threadMessage>;

export type ThreadsPage = ContractOutput<typeof listBrandThreads>;

/**
 * `GET /api/{role}/threads`: the caller's threads, latest first, a page at a time ('Load more'), with
 * the unread total on every page.
 */
export const useThreads = (role: Role) =>
  useInfiniteQuery({
    queryKey: [...messagesQueryKey(role), 'threads'],
    initialPageParam: '',
    queryFn: ({ pageParam, signal }): Promise<ThreadsPage> =>
      callApi(
        role === 'brand' ? listBrandThreads : listCreatorThreads,
        { query: pageParam ? { cursor: pageParam } : {} },
        { signal },
      ),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    refetchOnWindowFocus: true,
  });

/**
 * The threads of all pages, each once. A thread that got a message while the list was paged moves up:
 * the next read of the first page shows it there, and it may still be on a later page read before.
 */
export const threadsOf = (pages: readonly ThreadsPage[]): ThreadSummary[] =>
  uniqueBy(
    pages.flatMap((page) => page.threads),
    (thread) => `${thread.brand_id}.${thread.creator_id}`,
  );

/** How often an open thread asks for new messages. */
const THREAD_POLL_MS = 30_000;

/**
 * A thread, newest page first (`GET /api/{role}/threads/{id}`); the first page marks it read on the
 * server, so the unread count and the thread list are refreshed once it arrives.
 */
export const useThread = (role: Role, counterpartId: string) => {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: [...messagesQueryKey(role), 'thread', counterpartId],
    initialPageParam: '',
    queryFn: async ({ pageParam, signal }) => {
      const query = pageParam ? { cursor: pageParam } : {};
      const page =
        role === 'brand'
          ? await callApi(getBrandThread, { params: { creatorId: counterpartId }, query }, { signal })
          : await callApi(getCreatorThread, { params: { brandId: counterpartId }, query }, { signal });
      if (!pageParam) {
        void queryClient.invalidateQueries({ queryKey: [...messagesQueryKey(role), 'unread'] });
        void queryClient.invalidateQueries({ queryKey: [...messagesQueryKey(role), 'threads'] });
      }
      return page;
    },
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    // An answer shows while the thread is open (react-query pauses this in a background tab).
    refetchInterval: THREAD_POLL_MS,
    refetchOnWindowFocus: true,
  });
};

/** A reply (`POST /api/{role}/threads/{id}/messages`); the thread and the lists are read again. */
export const useSendReply = (role: Role, counterpartId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      role === 'brand'
        ? callApi(sendBrandReply, { params: { creatorId: counterpartId }, body: { body } })
        : callApi(sendCreatorReply, { params: { brandId: counterpartId }, body: { body } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesQueryKey(role) }),
  });
};
