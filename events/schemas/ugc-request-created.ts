import * as z from 'zod/mini';

/**
 * A brand posted a UGC request (written with the request): the creators who promote the brand's
 * products hear of it in their daily content digest.
 */
export const ugcRequestCreatedV1 = z.object({
  version: z.literal(1),
  requestId: z.string().check(z.minLength(1)),
  brandId: z.string().check(z.minLength(1)),
  title: z.string().check(z.minLength(1)),
  budgetCents: z.int().check(z.nonnegative()),
});

export type UgcRequestCreatedV1 = z.infer<typeof ugcRequestCreatedV1>;

export const ugcRequestCreatedExample: UgcRequestCreatedV1 = {
  version: 1,
  requestId: 'UR01JD000000000000000000000000',
  brandId: 'br_01JD0000000000000000000000',
  title: 'Morning routine reel',
  budgetCents: 15_000,
};
