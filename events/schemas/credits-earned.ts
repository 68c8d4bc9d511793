import * as z from 'zod/mini';

/**
 * A creator earned a milestone's sample credits (written in the award's transaction, once per award):
 * the creator is told. `period` is the month of a monthly milestone (Top Performer).
 */
export const creditsEarnedV1 = z.object({
  version: z.literal(1),
  creatorId: z.string().check(z.minLength(1)),
  milestone: z.string().check(z.minLength(1)),
  title: z.string().check(z.minLength(1)),
  credits: z.int().check(z.positive()),
  period: z.optional(z.string()),
});

export type CreditsEarnedV1 = z.infer<typeof creditsEarnedV1>;

export const creditsEarnedExample: CreditsEarnedV1 = {
  version: 1,
  creatorId: '6f1c2a9e-0d1b-4c55-9a57-2d1d6b0c8f10',
  milestone: 'first_campaign',
  title: 'First Campaign',
  credits: 50,
};
