import type { Brand } from '../catalogue';
import { decideSubmission } from './decide-submission';
import type { UgcSubmission } from './entities/ugc-submission';
import { readPending } from './read-pending-submission';

/** Reject with feedback: the guarded pending → rejected transition; nothing is paid or licensed. */
export const rejectSubmission = async (
  brand: Brand,
  submissionId: string,
  feedback: string,
  at = new Date(),
): Promise<UgcSubmission> => {
  await readPending(brand.id, submissionId);
  return decideSubmission({
    brandId: brand.id,
    submissionId,
    decision: 'rejected',
    feedback,
    at,
    paymentCents: null,
    licence: null,
    writes: () => ({}),
  });
};
