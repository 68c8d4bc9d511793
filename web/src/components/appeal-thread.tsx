import { type FormEvent, useId, useState } from 'react';
import { APPEAL_MESSAGE_MAX, type AppealMessageView } from '../../../contracts/suspensions';
import { Button } from '../../../ui/components/ui/button';
import { cn } from '../../../ui/utils/cn';
import { formatDateTime } from '../../../ui/utils/format';
import { Textarea } from './ui/textarea';

/**
 * Issue 36 part 4: a suspended creator's appeal thread with the operators, oldest first, and the box to
 * write in it. The creator's page and the operators' Appeals show the same thread; `side` is who reads
 * it (their own messages at the right).
 */
export const AppealThread = ({
  messages,
  side,
  onSend,
  isSending,
  label,
}: {
  messages: readonly AppealMessageView[];
  side: 'creator' | 'operator';
  onSend?: (body: string) => Promise<boolean>;
  isSending?: boolean;
  label: string;
}) => {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const headingId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) {
      setError('Write a message');
      return;
    }
    setError(undefined);
    if (await onSend?.(body.trim())) setBody('');
  };
  return (
    <section aria-labelledby={headingId} data-testid="appeal-thread">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {label}
      </h2>
      {messages.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600" data-testid="appeal-empty">
          No messages yet.
        </p>
      ) : (
        <ol className="mt-3 space-y-3">
          {messages.map((message) => {
            const own = message.from === side;
            return (
              <li
                key={message.id}
                className={cn(
                  'max-w-[90%] rounded-2xl px-4 py-3 text-sm sm:max-w-[75%]',
                  own ? 'ml-auto bg-violet-700 text-white' : 'bg-slate-100 text-slate-900',
                )}
                data-testid="appeal-message"
                data-from={message.from}
              >
                <p className={cn('text-xs font-semibold', own ? 'text-violet-100' : 'text-slate-600')}>
                  {message.author_name} · <time dateTime={message.at}>{formatDateTime(message.at)}</time>
                </p>
                <p className="mt-1 break-words whitespace-pre-wrap">{message.body}</p>
              </li>
            );
          })}
        </ol>
      )}
      {onSend && (
        <form className="mt-4 space-y-3" onSubmit={(event) => void submit(event)} noValidate>
          <Textarea
            label={side === 'creator' ? 'Your message' : 'Answer'}
            value={body}
            maxLength={APPEAL_MESSAGE_MAX}
            onChange={(event) => setBody(event.target.value)}
            error={error}
            data-testid="appeal-input"
          />
          <Button type="submit" disabled={isSending} data-testid="appeal-send">
            {isSending ? 'Sending…' : 'Send'}
          </Button>
        </form>
      )}
    </section>
  );
};
