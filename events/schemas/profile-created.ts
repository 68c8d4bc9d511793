// zod/mini: event schemas are bundled into producers and consumers; the full zod build adds ~70 KB.
import * as z from 'zod/mini';

/** A user confirmed their account and their profile was written (post-confirmation trigger). */
export const profileCreatedV1 = z.object({
  version: z.literal(1),
  userId: z.string().check(z.minLength(1)),
  role: z.enum(['brand', 'creator']),
  firstName: z.string(),
  lastName: z.string(),
  email: z.email(),
});

export type ProfileCreatedV1 = z.infer<typeof profileCreatedV1>;

export const profileCreatedExample: ProfileCreatedV1 = {
  version: 1,
  userId: '6f1c2a9e-0d1b-4c55-9a57-2d1d6b0c8f10',
  role: 'brand',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
};
