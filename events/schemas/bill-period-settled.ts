import * as z from 'zod/mini';

/**
 * A brand's billing period is settled: its invoice was paid, or the month billed nothing (nothing
 * attributed, or a credit carried forward). Commissions of that period whose hold has ended become
 * payable; the consumer's conditional writes release each once however often the event repeats.
 */
export const billPeriodSettledV1 = z.object({
  version: z.literal(1),
  brandId: z.string().check(z.minLength(1)),
  /** YYYY-MM, UTC. */
  period: z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/)),
  settledBy: z.enum(['invoice_paid', 'nothing_due']),
});

export type BillPeriodSettledV1 = z.infer<typeof billPeriodSettledV1>;

export const billPeriodSettledExample: BillPeriodSettledV1 = {
  version: 1,
  brandId: 'br_01JD0000000000000000000000',
  period: '2026-10',
  settledBy: 'invoice_paid',
};
