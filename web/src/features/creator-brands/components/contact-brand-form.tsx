import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { MESSAGE_MAX, SUBJECT_MAX, useSendMessage } from '../api/send-message';

type Field = 'subject' | 'message';
const fieldIds: Record<Field, string> = { subject: 'contact-subject', message: 'contact-message' };
const required: Record<Field, string> = {
  subject: 'Please enter a subject',
  message: 'Please enter a message',
};

/** 'Contact Brand' (spec 2.5, 5): Subject and Message required; a sent message clears the form. */
export const ContactBrandForm = ({ brandId, brandName }: { brandId: string; brandName: string }) => {
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const send = useSendMessage();

  const showErrors = (next: Partial<Record<Field, string>>) => {
    setErrors(next);
    const first = (['subject', 'message'] as const).find((field) => next[field]);
    if (first) document.getElementById(fieldIds[first])?.focus();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = { subject: subject.trim(), message: message.trim() };
    const missing = Object.fromEntries(
      (['subject', 'message'] as const)
        .filter((field) => !values[field])
        .map((field) => [field, required[field]]),
    );
    if (Object.keys(missing).length > 0) {
      showErrors(missing);
      return;
    }
    setErrors({});
    try {
      await send.mutateAsync({ brandId, ...values });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        toast.error('Login Required', 'Please log in to send messages');
      } else if (error instanceof ApiError && error.status === 403) {
        toast.error('Complete Your Profile', 'Please complete your influencer profile first');
      } else if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        showErrors(error.fields as Partial<Record<Field, string>>);
      } else {
        toast.error(
          'Error',
          error instanceof ApiError && error.status < 500 ? error.message : 'Failed to send message',
        );
      }
      return;
    }
    setSubject('');
    setMessage('');
    toast.success('Message Sent', `${brandName} will find it in their inbox.`);
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4" data-testid="contact-brand-form">
      <Input
        id={fieldIds.subject}
        label="Subject"
        value={subject}
        maxLength={SUBJECT_MAX}
        onChange={(event) => setSubject(event.target.value)}
        error={errors.subject}
      />
      <Textarea
        id={fieldIds.message}
        label="Message"
        value={message}
        maxLength={MESSAGE_MAX}
        rows={5}
        onChange={(event) => setMessage(event.target.value)}
        error={errors.message}
      />
      <div className="flex justify-end">
        <Button type="submit" isLoading={send.isPending} className="w-full sm:w-auto">
          {send.isPending ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
    </form>
  );
};
