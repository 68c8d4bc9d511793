import type { Brand } from '../catalogue';
import { ugcPaymentWrites } from '../ledger';
import { withoutNulls } from '../shared/data/nulls';
import { outboxEvent } from '../shared/outbox/outbox-event';
import { decideSubmission } from './decide-submission';
import type { UgcSubmission } from './entities/ugc-submission';
import { licenceFor } from './grant-licence';
import { readPending } from './read-pending-submission';

/**
 * Approve (spec 2.4, docs/architecture.md section 5): in ONE transaction, the guarded pending → approved transition, the
 * content licence (the terms and duration the creator submitted under, from now), the payment (the
 * request's budget: a ledger entry billed on the brand's next invoice, payable once it is paid) and the
 * UgcSubmissionApproved event (the creator is told, with the feedback). Unrequested content has no budget: its licence pays 0 and no entry is
 * written. A second or concurrent approval fails the transition's condition: 409, nothing written.
 */
export const approveSubmission = async (
  brand: Brand,
  submissionId: string,
  feedback: string | null,
  at = new Date(),
): Promise<UgcSubmission> => {
  const submission = await readPending(brand.id, submissionId);
  const paymentCents = submission.budget_cents ?? 0;
  const licence = licenceFor({
    submissionId: submission.id,
    requestId: submission.ugc_request_id,
    brandId: brand.id,
    creatorId: submission.creator_id,
    terms: submission.licensing_terms,
    months: submission.licensing_duration_months,
    paymentCents,
    at,
  });
  const payment =
    paymentCents > 0
      ? await ugcPaymentWrites({
          creatorId: submission.creator_id,
          brandId: brand.id,
          brandName: brand.brand_name,
          submissionId: submission.id,
          title: submission.request_title ?? submission.content_description.slice(0, 80),
          amountCents: paymentCents,
          approvedAt: at,
        })
      : [];
  return decideSubmission({
    brandId: brand.id,
    submissionId: submission.id,
    decision: 'approved',
    feedback,
    at,
    paymentCents,
    licence,
    writes: ({ licence: licences, outbox }) => ({
      licence: licences.create(withoutNulls(licence)).commit(),
      // The ledger's writes (its own items), named for the transaction's outcome.
      ...Object.fromEntries(payment.map((write, index) => [`payment${index}`, write])),
      event: outbox
        .create(
          outboxEvent(
            'UgcSubmissionApproved',
            {
              version: 1,
              creatorId: submission.creator_id,
              brandId: brand.id,
              submissionId: submission.id,
              approvedAt: at.toISOString(),
              paymentCents,
              ...(feedback ? { feedback } : {}),
            },
            at,
          ).item,
        )
        .commit(),
    }),
  });
};
