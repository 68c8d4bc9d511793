import { brandMessageSchema } from '../../../../../contracts/creator-brands';
import { Button } from '../../../../../ui/components/ui/button';
import { toast } from '../../../../../ui/components/ui/toast';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api-client';
import { showServerErrors, textField, useSchemaForm } from '../../../lib/forms';
import { MESSAGE_MAX, SUBJECT_MAX, useSendMessage } from '../api/send-message';

const fieldIds = { subject: 'contact-subject', message: 'contact-message' } as const;

/** 'Contact Brand' (spec 2.5, 5): Subject and Message required; a sent message clears the form. */
export const ContactBrandForm = ({ brandId, brandName }: { brandId: string; brandName: string }) => {
  const form = useSchemaForm({ schema: brandMessageSchema, defaultValues: { subject: '', message: '' } });
  const send = useSendMessage();

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync({ brandId, ...values });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        toast.error('Login Required', 'Please log in to send messages');
      } else if (error instanceof ApiError && error.status === 403) {
        toast.error('Complete Your Profile', 'Please complete your influencer profile first');
      } else if (Object.keys(showServerErrors(form, error)).length === 0) {
        toast.error(
          'Error',
          error instanceof ApiError && error.status < 500 ? error.message : 'Failed to send message',
        );
      }
      return;
    }
    form.reset();
    toast.success(
      'Message Sent',
      `${brandName} will find it in their inbox; their answer comes to your Messages.`,
    );
  });

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4" data-testid="contact-brand-form">
      <Input {...textField(form, 'subject', fieldIds.subject)} label="Subject" maxLength={SUBJECT_MAX} />
      <Textarea
        {...textField(form, 'message', fieldIds.message)}
        label="Message"
        maxLength={MESSAGE_MAX}
        rows={5}
      />
      <div className="flex justify-end">
        <Button type="submit" isLoading={send.isPending} className="w-full sm:w-auto">
          {send.isPending ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
    </form>
  );
};
