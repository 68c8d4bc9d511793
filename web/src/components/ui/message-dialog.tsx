import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../../../ui/components/ui/button';
import { cn } from '../../../../ui/utils/cn';
import { Dialog } from './dialog';
import { FormError } from './form-error';
import { Textarea } from './textarea';

/** How a send ended, said inside the dialog (the page's toasts are inert under a modal). */
export type MessageDialogOutcome = { ok: boolean; text: string };

type MessageDialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** The textarea's label; the message is optional, so the label says so. */
  label: string;
  placeholder?: string;
  /** The most characters the message may hold (counted after trimming, as the server counts). */
  maxLength: number;
  /** Said at the field while the message is longer than `maxLength`. */
  tooLongText: string;
  /** What goes with the message (e.g. the links the reader will see), under the field. */
  aside?: ReactNode;
  /** Why nothing can be sent now (said above the buttons, role="alert"); Send waits while it is set. */
  blocked?: ReactNode;
  sendLabel: string;
  /** Shown on the send button while sending ("Sending..."). */
  sendingLabel: string;
  /** Sends the trimmed message (empty: none); the outcome is shown in the dialog. */
  onSend: (message: string) => Promise<MessageDialogOutcome>;
  'data-testid'?: string;
};

/**
 * A modal with an optional message to send (a generic building block): a textarea with a live count
 * against its limit and the limit's message at the field when over, something shown beside it, and Send
 * with its progress, then the outcome (success, or the failure with Send offered again). Built on
 * `<Dialog>`: focus stays inside, Escape closes, the title labels it.
 */
export const MessageDialog = ({ open, onClose, ...props }: MessageDialogProps) => (
  <Dialog
    open={open}
    onClose={onClose}
    title={props.title}
    description={props.description}
    data-testid={props['data-testid']}
  >
    {/* Rendered only while open: each opening starts with an empty message. */}
    <MessageForm onClose={onClose} {...props} />
  </Dialog>
);

const MessageForm = ({
  onClose,
  label,
  placeholder,
  maxLength,
  tooLongText,
  aside,
  blocked,
  sendLabel,
  sendingLabel,
  onSend,
}: Omit<MessageDialogProps, 'open' | 'title' | 'description' | 'data-testid'>) => {
  const fieldId = useId();
  const countId = `${fieldId}-count`;
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<MessageDialogOutcome>();
  const length = message.trim().length;
  const tooLong = length > maxLength;

  const send = async () => {
    if (tooLong || sending || blocked) return;
    setSending(true);
    setOutcome(undefined);
    try {
      setOutcome(await onSend(message.trim()));
    } finally {
      setSending(false);
    }
  };

  if (outcome?.ok) {
    return (
      <div className="space-y-5">
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800">
          {outcome.text}
        </p>
        <div className="flex justify-end">
          {/* The form that held the focus is gone: it moves to what is left. */}
          <Button autoFocus onClick={onClose}>
            Done
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <div>
        <Textarea
          id={fieldId}
          label={label}
          placeholder={placeholder}
          value={message}
          rows={5}
          onChange={(event) => setMessage(event.target.value)}
          error={tooLong ? tooLongText : undefined}
          disabled={sending}
          aria-describedby={tooLong ? `${fieldId}-error ${countId}` : countId}
        />
        <p
          id={countId}
          aria-live="polite"
          className={cn('mt-1 text-right text-xs', tooLong ? 'font-semibold text-red-700' : 'text-slate-600')}
          data-testid="message-count"
        >
          {length} / {maxLength}
        </p>
      </div>
      {aside}
      {blocked && (
        <div role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {blocked}
        </div>
      )}
      <FormError message={outcome?.ok === false ? outcome.text : undefined} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={sending}>
          Cancel
        </Button>
        <Button type="submit" isLoading={sending} disabled={tooLong || Boolean(blocked)}>
          {sending ? sendingLabel : sendLabel}
        </Button>
      </div>
    </form>
  );
};
