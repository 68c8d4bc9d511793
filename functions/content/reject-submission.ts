import type { Brand } from '../catalogue';
import { outboxEvent } from '../shared/outbox/outbox-event';
import { decideSubmission } from './decide-submission';
import type { UgcSubmission } from './entities/ugc-submission';
import { readPending } from './read-pending-submission';

/**
 * Reject with feedback: the guarded pending → rejected transition and, in the same transaction, the
 * UgcSubmissionRejected event that tells the creator why; nothing is paid or licensed.
 */
export const rejectSubmission = async (
  brand: Brand,
  submissionId: string,
  feedback: string,
  at = new Date(),
): Promise<UgcSubmission> => {
  const submission = await readPending(brand.id, submissionId);
  const event = outboxEvent(
    'UgcSubmissionRejected',
    {
      version: 1,
      creatorId: submission.creator_id,
      brandId: brand.id,
      submissionId: submission.id,
      ...(submission.request_title ? { requestTitle: submission.request_title } : {}),
      feedback,
    },
    at,
  );
  return decideSubmission({
    brandId: brand.id,
    submissionId,
    decision: 'rejected',
    feedback,
    at,
    paymentCents: null,
    licence: null,
    writes: ({ outbox }) => ({ event: outbox.create(event.item).commit() }),
  });
};
