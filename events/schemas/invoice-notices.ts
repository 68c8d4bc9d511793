import * as z from 'zod/mini';

/**
 * What a brand hears about its invoice, each written in the transaction that changes it: issued (the
 * invoice's conditional Put), due within three days (the daily run's reminder mark, once), overdue (the
 * daily run's pending → overdue, once), a payment failed (recorded once per payment) and paid (the
 * payment's transaction, which also settles the period).
 */
const invoiceFields = {
  version: z.literal(1),
  brandId: z.string().check(z.minLength(1)),
  /** YYYY-MM, UTC. */
  period: z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/)),
  invoiceNumber: z.string().check(z.minLength(1)),
  amountCents: z.int(),
  dueAt: z.string(),
};

export const invoiceIssuedV1 = z.object(invoiceFields);
export type InvoiceIssuedV1 = z.infer<typeof invoiceIssuedV1>;

export const invoiceIssuedExample: InvoiceIssuedV1 = {
  version: 1,
  brandId: 'br_01JD0000000000000000000000',
  period: '2026-11',
  invoiceNumber: 'INV-202611-00000000',
  amountCents: 48_120,
  dueAt: '2026-12-15T00:00:00.000Z',
};

export const invoiceDueSoonV1 = z.object(invoiceFields);
export type InvoiceDueSoonV1 = z.infer<typeof invoiceDueSoonV1>;
export const invoiceDueSoonExample: InvoiceDueSoonV1 = invoiceIssuedExample;

export const invoiceOverdueV1 = z.object(invoiceFields);
export type InvoiceOverdueV1 = z.infer<typeof invoiceOverdueV1>;
export const invoiceOverdueExample: InvoiceOverdueV1 = invoiceIssuedExample;

export const invoicePaidV1 = z.object(invoiceFields);
export type InvoicePaidV1 = z.infer<typeof invoicePaidV1>;
export const invoicePaidExample: InvoicePaidV1 = invoiceIssuedExample;

export const invoicePaymentFailedV1 = z.object({
  ...invoiceFields,
  /** Stripe's reason, as recorded on the invoice. */
  reason: z.string(),
  source: z.enum(['checkout', 'automatic']),
  /** The next automatic retry, when one is scheduled. */
  nextRetryAt: z.nullable(z.string()),
});
export type InvoicePaymentFailedV1 = z.infer<typeof invoicePaymentFailedV1>;

export const invoicePaymentFailedExample: InvoicePaymentFailedV1 = {
  ...invoiceIssuedExample,
  reason: 'Your card was declined.',
  source: 'automatic',
  nextRetryAt: '2026-12-02T00:30:00.000Z',
};
