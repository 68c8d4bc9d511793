import * as z from 'zod/mini';

/**
 * Issue 35: a person closed their account (Your data → Close my account). Their profile lost its name
 * and e-mail in the same transaction; the consumers rename them in the records others keep.
 */
export const accountClosedV1 = z.object({
  version: z.literal(1),
  userId: z.string().check(z.minLength(1)),
  role: z.enum(['brand', 'creator']),
  closedAt: z.string(),
  /** What a creator gave up, in cents (0: nothing was owed; the forfeit item holds the parts). */
  forfeitedCents: z.number(),
});

export type AccountClosedV1 = z.infer<typeof accountClosedV1>;

export const accountClosedExample: AccountClosedV1 = {
  version: 1,
  userId: '6f1c2a9e-0d1b-4c55-9a57-2d1d6b0c8f10',
  role: 'creator',
  closedAt: '2026-11-30T10:00:00.000Z',
  forfeitedCents: 1250,
};
