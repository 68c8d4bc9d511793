import { writeTransaction } from '../shared/data/entity';
import { DomainError } from '../shared/errors';
import {
  type ContentLicence,
  contentService,
  getSubmission,
  type UgcSubmission,
} from './entities/ugc-submission';

type Entities = Parameters<Parameters<typeof writeTransaction<typeof contentService.entities, string>>[1]>[0];

/**
 * pending → approved | rejected, guarded: the condition admits only a pending submission, so deciding
 * twice (or two decisions at once) lets exactly one through and the other is a 409. `writes` (the
 * licence, the ledger's payment, the outbox event) are in the same transaction: all or nothing.
 */
export const decideSubmission = async (input: {
  brandId: string;
  submissionId: string;
  decision: 'approved' | 'rejected';
  feedback: string | null;
  at: Date;
  paymentCents: number | null;
  licence: ContentLicence | null;
  writes: (entities: Entities) => Record<string, unknown>;
}): Promise<UgcSubmission> => {
  const { brandId, submissionId, decision } = input;
  const outcome = await writeTransaction(contentService, (entities) => ({
    submission: entities.submission
      .patch({ brand_id: brandId, id: submissionId })
      .set({
        status: decision,
        decided_at: input.at.toISOString(),
        ...(input.feedback !== null ? { brand_feedback: input.feedback } : {}),
        ...(input.paymentCents !== null ? { payment_amount_cents: input.paymentCents } : {}),
        ...(input.licence ? { licence: input.licence } : {}),
      })
      .where((attr, op) => op.eq(attr.status, 'pending'))
      .commit(),
    ...input.writes(entities),
  }));
  if (!outcome.ok) {
    if (outcome.refused.length === 0)
      throw new Error(`Deciding ${submissionId}: the transaction kept conflicting`);
    const current = await getSubmission(brandId, submissionId, true);
    if (!current) throw new DomainError('not_found', 'Submission not found');
    throw new DomainError('conflict', `This submission was already ${current.status}.`);
  }
  return (await getSubmission(brandId, submissionId, true)) as UgcSubmission;
};
