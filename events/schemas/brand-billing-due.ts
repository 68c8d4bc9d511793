import * as z from 'zod/mini';

/**
 * The monthly billing run found ledger changes for a brand in a period: its invoice is to be made. One
 * event per brand (the run's fan-out); the consumer's conditional write makes one invoice however often
 * the run or the event repeats.
 */
export const brandBillingDueV1 = z.object({
  version: z.literal(1),
  brandId: z.string().check(z.minLength(1)),
  /** YYYY-MM, UTC. */
  period: z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/)),
  /** The schedule's time (not the clock's), so a late or repeated run issues the same invoice. */
  issuedAt: z.string(),
});

export type BrandBillingDueV1 = z.infer<typeof brandBillingDueV1>;

export const brandBillingDueExample: BrandBillingDueV1 = {
  version: 1,
  brandId: 'br_01JD0000000000000000000000',
  period: '2026-10',
  issuedAt: '2026-11-01T00:00:00.000Z',
};
