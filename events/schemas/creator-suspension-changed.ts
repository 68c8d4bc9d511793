import * as z from 'zod/mini';

/**
 * Issue 36 part 4: a creator was suspended for cause (platform-wide by an operator, or from one brand's
 * program), or the suspension ended (released, or forfeited). Written with the suspension's change, once
 * per change: the creator is told why, what it means for their money, and how to appeal.
 */
export const creatorSuspensionChangedV1 = z.object({
  version: z.literal(1),
  creatorId: z.string().check(z.minLength(1)),
  state: z.enum(['active', 'released', 'forfeited']),
  /** The brand of a suspension from its program; absent for a platform-wide one. */
  brandId: z.optional(z.string()),
  brandName: z.optional(z.string()),
  /** "Suspected fraud: …" */
  reason: z.string(),
  at: z.iso.datetime(),
});

export type CreatorSuspensionChangedV1 = z.infer<typeof creatorSuspensionChangedV1>;

export const creatorSuspensionChangedExample: CreatorSuspensionChangedV1 = {
  version: 1,
  creatorId: 'us_01JD0000000000000000000000',
  state: 'active',
  reason: 'Suspected fraud: orders from the same card as your own purchases',
  at: '2026-11-21T09:30:00.000Z',
};
