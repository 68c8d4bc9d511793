import * as z from 'zod/mini';

/**
 * A brand approved a creator's content submission (written in the approval's transaction). The sample
 * credits ledger counts these: the "UGC Creator" milestone is awarded at 5 approved submissions. The
 * creator is told, with what it pays and the brand's feedback (both added later, so optional).
 */
export const ugcSubmissionApprovedV1 = z.object({
  version: z.literal(1),
  creatorId: z.string().check(z.minLength(1)),
  brandId: z.string().check(z.minLength(1)),
  submissionId: z.string().check(z.minLength(1)),
  approvedAt: z.iso.datetime(),
  paymentCents: z.optional(z.int().check(z.nonnegative())),
  feedback: z.optional(z.string().check(z.minLength(1), z.maxLength(1000))),
});

export type UgcSubmissionApprovedV1 = z.infer<typeof ugcSubmissionApprovedV1>;

export const ugcSubmissionApprovedExample: UgcSubmissionApprovedV1 = {
  version: 1,
  creatorId: '6f1c2a9e-0d1b-4c55-9a57-2d1d6b0c8f10',
  brandId: 'br_01JD0000000000000000000000',
  submissionId: 'US01JD000000000000000000000000',
  approvedAt: '2026-11-23T12:00:00.000Z',
  paymentCents: 15_000,
  feedback: 'Lovely light, we will use it in our next campaign.',
};
