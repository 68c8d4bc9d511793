import * as z from 'zod/mini';

/**
 * The payout run found a creator who may be owed a payout (the run's fan-out, one event per creator).
 * The consumer pays the creator's payable balance if it is at least the minimum and the payout account
 * is active; the payout's id comes from the run's time, so a repeated run or event makes one payout.
 */
export const creatorPayoutDueV1 = z.object({
  version: z.literal(1),
  creatorId: z.string().check(z.minLength(1)),
  /** The schedule's time (not the clock's). */
  runAt: z.string(),
});

export type CreatorPayoutDueV1 = z.infer<typeof creatorPayoutDueV1>;

export const creatorPayoutDueExample: CreatorPayoutDueV1 = {
  version: 1,
  creatorId: 'cr_01JD0000000000000000000000',
  runAt: '2026-12-01T06:00:00.000Z',
};
