import { Link } from 'react-router-dom';
import { Skeleton } from '../../../../../ui/components/ui/skeleton';
import { MailIcon } from '../../../../../ui/components/ui/workspace-icons';
import { paths } from '../../../../../ui/config/paths';
import { QueryState } from '../../../components/layouts/query-state';
import { threadsOf, useThreads } from '../api/threads';
import { ThreadRow } from './thread-list';

/** How many conversations the dashboard shows (of the first page); Messages has them all. */
const FIRST = 5;

/** The dashboard's inbox: the latest conversations with creators (the contact form starts one). */
export const BrandInbox = () => {
  const threads = useThreads('brand');
  const unread = threads.data?.pages[0]?.unread_total ?? 0;
  return (
    <section
      aria-labelledby="brand-inbox-title"
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="brand-inbox"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="brand-inbox-title" className="flex items-center gap-2 font-semibold text-slate-900">
          <MailIcon className="size-5 text-violet-700" />
          Inbox
          {unread > 0 && <span className="text-sm font-normal text-slate-600">({unread} unread)</span>}
        </h2>
        <Link
          to={paths.brand.messages.getHref()}
          className="text-sm font-medium text-violet-700 underline-offset-2 hover:underline"
        >
          All messages
        </Link>
      </div>
      <QueryState
        query={threads}
        what="messages"
        errorStyle="inline"
        inlineErrorClassName="mt-3"
        loading={
          <div className="mt-3">
            <Skeleton className="h-4 w-2/3" label="Loading messages" />
          </div>
        }
        showDataDespiteError={(data) => data.pages.length > 0}
        isEmpty={(data) => threadsOf(data.pages).length === 0}
        empty={
          <p className="mt-3 text-sm text-slate-600" data-testid="inbox-empty">
            No messages yet. Creators can write to you from your brand profile.
          </p>
        }
      >
        {(data) => (
          <ul className="-mx-3 mt-2 divide-y divide-slate-100" data-testid="inbox-messages">
            {threadsOf(data.pages)
              .slice(0, FIRST)
              .map((thread) => (
                <ThreadRow key={thread.creator_id} viewer="brand" thread={thread} testId="inbox-message" />
              ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
};
