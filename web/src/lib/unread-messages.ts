import { useQuery } from '@tanstack/react-query';
import { getBrandUnreadMessages, getCreatorUnreadMessages } from '../../../contracts/outreach';
import type { Role } from '../../../ui/types/api';
import { callApi } from './api-client';
import { brandQueryRoot } from './brand-query';
import { creatorQueryRoot } from './creator-query';

/** How often the navigation asks for the unread count while the tab is visible. */
const UNREAD_POLL_MS = 60_000;

/**
 * Under each workspace's root, so a sent message, an opened thread or a sign-out refreshes or drops it
 * with the rest (the navigation's badge and the Messages screens share it).
 */
export const unreadMessagesKey = (role: Role) =>
  [...(role === 'brand' ? brandQueryRoot : creatorQueryRoot), 'messages', 'unread'] as const;

/** The messages key of a workspace: threads, thread pages and the unread count. */
export const messagesQueryKey = (role: Role) =>
  [...(role === 'brand' ? brandQueryRoot : creatorQueryRoot), 'messages'] as const;

/** `GET /api/{brand|creator}/unread-messages`: one GetItem on the server (an atomic counter). */
export const useUnreadMessages = (role: Role) =>
  useQuery({
    queryKey: unreadMessagesKey(role),
    queryFn: async () =>
      (await callApi(role === 'brand' ? getBrandUnreadMessages : getCreatorUnreadMessages)).unread_total,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 5_000,
  });
