import * as z from 'zod/mini';

/**
 * A brand rejected a creator's content submission with its feedback (written in the rejection's
 * transaction): the creator is told why, and can submit again.
 */
export const ugcSubmissionRejectedV1 = z.object({
  version: z.literal(1),
  creatorId: z.string().check(z.minLength(1)),
  brandId: z.string().check(z.minLength(1)),
  submissionId: z.string().check(z.minLength(1)),
  /** The request it answered; absent for unrequested content. */
  requestTitle: z.optional(z.string()),
  feedback: z.string().check(z.minLength(1), z.maxLength(1000)),
});

export type UgcSubmissionRejectedV1 = z.infer<typeof ugcSubmissionRejectedV1>;

export const ugcSubmissionRejectedExample: UgcSubmissionRejectedV1 = {
  version: 1,
  creatorId: '6f1c2a9e-0d1b-4c55-9a57-2d1d6b0c8f10',
  brandId: 'br_01JD0000000000000000000000',
  submissionId: 'US01JD000000000000000000000000',
  requestTitle: 'Morning routine reel',
  feedback: 'Please show the label clearly in the first three seconds.',
};
