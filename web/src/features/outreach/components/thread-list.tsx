import { Link } from 'react-router-dom';
import { Badge } from '../../../../../ui/components/ui/badge';
import { paths } from '../../../../../ui/config/paths';
import type { Role } from '../../../../../ui/types/api';
import { cn } from '../../../../../ui/utils/cn';
import { formatTimeAgo } from '../../../../../ui/utils/format';
import { PagedList } from '../../../components/layouts/paged-list';
import { type ThreadSummary, type ThreadsPage, threadsOf, type useThreads } from '../api/threads';

/** The other party as `role` names them: a creator's handle, or a brand's name. */
export const counterpartOf = (role: Role, thread: ThreadSummary) =>
  role === 'brand'
    ? { id: thread.creator_id, name: `@${thread.creator_username}` }
    : { id: thread.brand_id, name: thread.brand_name };

export const threadHref = (role: Role, counterpartId: string) =>
  role === 'brand' ? paths.brand.thread.getHref(counterpartId) : paths.creator.thread.getHref(counterpartId);

/** One thread in a list: who, the last message (its subject if the contact form sent it), unread. */
export const ThreadRow = ({
  viewer: role,
  thread,
  testId = 'thread',
}: {
  viewer: Role;
  thread: ThreadSummary;
  testId?: string;
}) => {
  const other = counterpartOf(role, thread);
  const mine = thread.last_sender === role;
  return (
    <li tabIndex={-1} data-testid={testId} data-counterpart={other.id} data-unread={thread.unread}>
      <Link
        to={threadHref(role, other.id)}
        className="flex gap-3 rounded-lg px-3 py-3 hover:bg-slate-50 focus-visible:bg-slate-50"
      >
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <p className={cn('truncate text-slate-900', thread.unread > 0 ? 'font-bold' : 'font-semibold')}>
              {other.name}
            </p>
            <p className="text-xs text-slate-600">{formatTimeAgo(thread.last_message_at)}</p>
          </div>
          {thread.last_subject && (
            <p className="truncate text-sm font-medium text-slate-800">{thread.last_subject}</p>
          )}
          <p className="truncate text-sm text-slate-600">
            {mine && <span className="text-slate-500">You: </span>}
            {thread.last_message_preview}
          </p>
        </div>
        {thread.unread > 0 && (
          <Badge tone="violet" className="self-center" data-testid="thread-unread">
            {thread.unread}
            <span className="sr-only"> unread</span>
          </Badge>
        )}
      </Link>
    </li>
  );
};

/** The Messages screen's conversations, latest first, a page at a time ('Load more conversations'). */
export const ThreadList = ({
  viewer: role,
  query,
  pages,
}: {
  viewer: Role;
  query: ReturnType<typeof useThreads>;
  pages: readonly ThreadsPage[];
}) => {
  return (
    <PagedList
      query={query}
      items={threadsOf(pages)}
      noun="conversations"
      className="-mx-3 mt-2 divide-y divide-slate-100"
      data-testid="threads"
      loadMoreTestId="threads-more"
    >
      {(thread) => (
        <ThreadRow key={`${thread.brand_id}.${thread.creator_id}`} viewer={role} thread={thread} />
      )}
    </PagedList>
  );
};
