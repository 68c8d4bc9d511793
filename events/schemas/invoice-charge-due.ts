import * as z from 'zod/mini';

/**
 * An invoice is to be charged to the brand's saved card, off-session: at issue (attempt 0, when the
 * brand has automatic payment on) and at each scheduled retry after a failed payment (attempts 1–3,
 * found by the daily run). The consumer's Stripe call is keyed by invoice and attempt, so a repeated
 * event charges once; a paid invoice is never charged.
 */
export const invoiceChargeDueV1 = z.object({
  version: z.literal(1),
  brandId: z.string().check(z.minLength(1)),
  /** YYYY-MM, UTC. */
  period: z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/)),
  invoiceNumber: z.string().check(z.minLength(1)),
  attempt: z.int().check(z.minimum(0), z.maximum(10)),
});

export type InvoiceChargeDueV1 = z.infer<typeof invoiceChargeDueV1>;

export const invoiceChargeDueExample: InvoiceChargeDueV1 = {
  version: 1,
  brandId: 'br_01JD0000000000000000000000',
  period: '2026-10',
  invoiceNumber: 'INV-202610-00000000',
  attempt: 0,
};
