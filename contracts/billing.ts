/** Billing & Invoices (spec 2.4): the brand's monthly invoices, from the commission ledger. */
import * as z from 'zod/mini';
import { defineContract } from './http';

const cents = z.number().check(z.int());

export const invoiceStatuses = ['pending', 'paid', 'overdue'] as const;

export const invoiceLine = z.object({
  kind: z.enum(['commissions', 'ugc_payments', 'platform_fee', 'refund_credits']),
  description: z.string(),
  amount_cents: cents,
});

export const invoice = z.object({
  id: z.string(),
  invoice_number: z.string(),
  /** YYYY-MM (UTC) the invoice bills. */
  period: z.string(),
  status: z.enum(invoiceStatuses),
  total_sales_cents: cents,
  commission_rate_percent: z.number(),
  lines: z.array(invoiceLine),
  amount_cents: cents,
  issued_at: z.string(),
  due_at: z.string(),
  paid_at: z.nullable(z.string()),
});

export const listBrandInvoices = defineContract({
  method: 'GET',
  path: '/api/brand/invoices',
  auth: 'brand',
  summary: "Billing & Invoices: the brand's invoices, newest first, with their lines",
  responses: { 200: z.object({ invoices: z.array(invoice) }) },
});

export const invoiceIdParams = z.object({
  invoiceId: z.string().check(z.regex(/^INV-\d{6}-[A-Z0-9]{1,8}$/, 'Not an invoice number')),
});

/** Pay Invoice: a Stripe Checkout Session for the invoice's amount; the invoice is marked paid from the webhook. */
export const createInvoiceCheckout = defineContract({
  method: 'POST',
  path: '/api/brand/invoices/{invoiceId}/checkout',
  auth: 'brand',
  summary: 'Pay Invoice: opens a Checkout Session for a pending or overdue invoice',
  params: invoiceIdParams,
  responses: { 200: z.object({ url: z.string() }) },
});
