import * as z from 'zod/mini';

/** A creator submitted content to a brand (written with the pending submission): the brand is told. */
export const ugcContentSubmittedV1 = z.object({
  version: z.literal(1),
  submissionId: z.string().check(z.minLength(1)),
  brandId: z.string().check(z.minLength(1)),
  creatorId: z.string().check(z.minLength(1)),
  creatorUsername: z.string().check(z.minLength(1)),
  /** The request it answers; absent for unrequested content. */
  requestTitle: z.optional(z.string()),
});

export type UgcContentSubmittedV1 = z.infer<typeof ugcContentSubmittedV1>;

export const ugcContentSubmittedExample: UgcContentSubmittedV1 = {
  version: 1,
  submissionId: 'US01JD000000000000000000000000',
  brandId: 'br_01JD0000000000000000000000',
  creatorId: '6f1c2a9e-0d1b-4c55-9a57-2d1d6b0c8f10',
  creatorUsername: 'avareviews',
  requestTitle: 'Morning routine reel',
};
