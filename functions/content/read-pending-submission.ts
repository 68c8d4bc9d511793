import { DomainError } from '../shared/errors';
import { getSubmission, type UgcSubmission } from './entities/ugc-submission';

/** The caller's brand's submission, still pending (a decided one is a 409 before any write is prepared). */
export const readPending = async (brandId: string, submissionId: string): Promise<UgcSubmission> => {
  // Keyed under the caller's brand: another brand's submission is simply not found.
  const submission = await getSubmission(brandId, submissionId);
  if (!submission) throw new DomainError('not_found', 'Submission not found');
  if (submission.status !== 'pending')
    throw new DomainError('conflict', `This submission was already ${submission.status}.`);
  return submission;
};
