import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { replySchema, THREAD_MESSAGE_MAX } from '../../../../../contracts/outreach';
import { Button } from '../../../../../ui/components/ui/button';
import { Skeleton } from '../../../../../ui/components/ui/skeleton';
import { toast } from '../../../../../ui/components/ui/toast';
import { paths } from '../../../../../ui/config/paths';
import type { Role } from '../../../../../ui/types/api';
import { cn } from '../../../../../ui/utils/cn';
import { formatDateTime } from '../../../../../ui/utils/format';
import { PageContainer, PageHeader } from '../../../components/layouts/page-header';
import { QueryState } from '../../../components/layouts/query-state';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api-client';
import { RoleNote, useBrandRole } from '../../../lib/brand-role';
import { showServerErrors, textField, useSchemaForm } from '../../../lib/forms';
import { type ThreadMessage, useSendReply, useThread } from '../api/threads';

/** One brand–creator thread (issue 21): older pages on demand above, the reply form below. */
export const ThreadScreen = ({ viewer: role }: { viewer: Role }) => {
  const params = useParams();
  const counterpartId = (role === 'brand' ? params.creatorId : params.brandId) ?? '';
  const thread = useThread(role, counterpartId);
  const first = thread.data?.pages[0];
  const name = first ? (role === 'brand' ? `@${first.counterpart.name}` : first.counterpart.name) : '';
  const back = role === 'brand' ? paths.brand.messages.getHref() : paths.creator.messages.getHref();
  // Issue 35: a brand's messages are the program's; the brand's other roles read the conversation.
  const writes = useBrandRole().can('program') || role === 'creator';

  return (
    <PageContainer data-testid="thread-screen">
      <p className="mb-2 text-sm">
        <Link to={back} className="font-medium text-violet-700 underline-offset-2 hover:underline">
          ← All messages
        </Link>
      </p>
      <PageHeader
        title={name ? `Messages with ${name}` : 'Messages'}
        description={
          role === 'brand'
            ? 'Only you and this creator see this conversation.'
            : 'Only you and this brand see this conversation.'
        }
      />
      <QueryState
        query={thread}
        what="the conversation"
        loading={<Skeleton className="mt-6 h-32 w-full" label="Loading the conversation" />}
      >
        {(data) => {
          // Pages arrive newest first; the conversation reads oldest first, the latest just above the form.
          const messages = data.pages.flatMap((page) => page.messages).reverse();
          return (
            <section
              aria-label="Conversation"
              className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
            >
              {thread.hasNextPage && (
                <div className="mb-3 flex justify-center">
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => void thread.fetchNextPage()}
                    isLoading={thread.isFetchingNextPage}
                  >
                    Show earlier messages
                  </Button>
                </div>
              )}
              {messages.length === 0 ? (
                <p className="text-sm text-slate-600" data-testid="thread-empty">
                  No messages yet.{writes && ' Write the first one below.'}
                </p>
              ) : (
                <ol className="space-y-3" data-testid="thread-messages">
                  {messages.map((message) => (
                    <MessageBubble
                      key={message.id}
                      message={message}
                      mine={message.sender === role}
                      other={name}
                    />
                  ))}
                </ol>
              )}
              {writes ? (
                <ReplyForm viewer={role} counterpartId={counterpartId} name={name} />
              ) : (
                <RoleNote work="program" action="send messages" className="mt-4" />
              )}
            </section>
          );
        }}
      </QueryState>
    </PageContainer>
  );
};

const MessageBubble = ({
  message,
  mine,
  other,
}: {
  message: ThreadMessage;
  mine: boolean;
  other: string;
}) => (
  <li
    className={cn('flex', mine ? 'justify-end' : 'justify-start')}
    data-testid="thread-message"
    data-sender={message.sender}
  >
    <article
      aria-label={`${mine ? 'You' : other}, ${formatDateTime(message.created_at)}`}
      className={cn(
        'max-w-[85%] rounded-2xl px-4 py-2 text-sm sm:max-w-[70%]',
        mine ? 'bg-violet-700 text-white' : 'bg-slate-100 text-slate-900',
      )}
    >
      {message.subject && <h3 className="font-semibold">{message.subject}</h3>}
      <p className="break-words whitespace-pre-line">{message.body}</p>
      <p className={cn('mt-1 text-xs', mine ? 'text-violet-100' : 'text-slate-600')}>
        {mine ? 'You' : other} · {formatDateTime(message.created_at)}
      </p>
    </article>
  </li>
);

const ReplyForm = ({
  viewer: role,
  counterpartId,
  name,
}: {
  viewer: Role;
  counterpartId: string;
  name: string;
}) => {
  const form = useSchemaForm({ schema: replySchema, defaultValues: { body: '' } });
  const send = useSendReply(role, counterpartId);
  const bottom = useRef<HTMLFormElement>(null);
  useEffect(() => bottom.current?.scrollIntoView({ block: 'nearest' }), []);

  const submit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values.body);
    } catch (error) {
      if (Object.keys(showServerErrors(form, error)).length === 0) {
        toast.error(
          'Error',
          error instanceof ApiError && error.status < 500 ? error.message : 'Failed to send message',
        );
      }
      return;
    }
    form.reset();
    toast.success('Message Sent', name ? `To ${name}` : undefined);
  });

  return (
    <form
      ref={bottom}
      noValidate
      onSubmit={submit}
      className="mt-4 space-y-3 border-t border-slate-100 pt-4"
      data-testid="reply-form"
    >
      <Textarea
        {...textField(form, 'body', 'thread-reply')}
        label={name ? `Message to ${name}` : 'Message'}
        maxLength={THREAD_MESSAGE_MAX}
        rows={3}
      />
      <div className="flex justify-end">
        <Button type="submit" isLoading={send.isPending} className="w-full sm:w-auto">
          {send.isPending ? 'Sending...' : 'Send'}
        </Button>
      </div>
    </form>
  );
};
