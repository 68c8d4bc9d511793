import { useId, useState } from 'react';
import { QueryState } from '../../../components/layouts/query-state';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { MailIcon } from '../../../components/ui/workspace-icons';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../utils/format';
import { type InboxMessage, useMessages } from '../api/get-messages';

/** How many messages show before 'Show all'. */
const FIRST = 5;

/** The brand's inbox: messages creators sent with 'Contact Brand' on its profile, newest first. */
export const BrandInbox = () => {
  const messages = useMessages();
  const [all, setAll] = useState(false);
  const listId = useId();

  return (
    <section
      aria-labelledby="brand-inbox-title"
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="brand-inbox"
    >
      <h2 id="brand-inbox-title" className="flex items-center gap-2 font-semibold text-slate-900">
        <MailIcon className="size-5 text-violet-700" />
        Inbox
        {messages.data && messages.data.length > 0 && (
          <span className="text-sm font-normal text-slate-600">({messages.data.length})</span>
        )}
      </h2>
      <QueryState
        query={messages}
        what="messages"
        errorStyle="inline"
        inlineErrorClassName="mt-3"
        loading={
          <div className="mt-3">
            <Skeleton className="h-4 w-2/3" label="Loading messages" />
          </div>
        }
        isEmpty={(data) => data.length === 0}
        empty={
          <p className="mt-3 text-sm text-slate-600" data-testid="inbox-empty">
            No messages yet. Creators can write to you from your brand profile.
          </p>
        }
      >
        {(data) => (
          <>
            <ul id={listId} className="mt-3 divide-y divide-slate-100">
              {(all ? data : data.slice(0, FIRST)).map((message) => (
                <Message key={message.id} message={message} />
              ))}
            </ul>
            {data.length > FIRST && (
              <Button
                variant="ghost"
                size="sm"
                className="mt-2"
                aria-expanded={all}
                aria-controls={listId}
                onClick={() => setAll((value) => !value)}
              >
                {all ? 'Show fewer' : `Show all ${data.length} messages`}
              </Button>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
};

const Message = ({ message }: { message: InboxMessage }) => (
  <li className="py-3" data-testid="inbox-message">
    <article aria-label={message.subject}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="font-semibold text-slate-900">{message.subject}</h3>
        <p className="text-xs text-slate-600">{formatDate(message.created_at)}</p>
      </div>
      <p className="text-sm text-slate-600">
        From{' '}
        <a
          href={paths.creatorProfile.getHref(message.creator_username)}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-violet-700 underline-offset-2 hover:underline"
        >
          @{message.creator_username}
          <span className="sr-only"> (profile opens in a new tab)</span>
        </a>
      </p>
      <p className="mt-1 text-sm whitespace-pre-line text-slate-800">{message.message}</p>
    </article>
  </li>
);
