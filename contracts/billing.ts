/** Billing & Invoices (spec 2.4): the brand's monthly invoices, from the commission ledger. */
import * as z from 'zod/mini';
import { rolesFor } from './brand-roles';
import { defineContract } from './http';

const cents = z.number().check(z.int());

export const invoiceStatuses = ['pending', 'paid', 'overdue'] as const;

export const invoiceLine = z.object({
  kind: z.enum(['commissions', 'ugc_payments', 'platform_fee', 'refund_credits']),
  description: z.string(),
  amount_cents: cents,
});

/**
 * One row of an invoice's commissions by creator (functions/ledger/billing/invoice-creators.ts): the
 * creator's net attributed sales, commission net of reversals, content pay, share of the platform fee
 * (the invoice's fee apportioned by net sales, largest remainder first, so the rows sum to it exactly) and
 * their sum. The rows add up to the invoice's totals; a row without a creator holds what is not one
 * creator's (a credit carried from an earlier month).
 */
export const invoiceCreatorRow = z.object({
  creator_id: z.nullable(z.string()),
  creator_username: z.nullable(z.string()),
  /** "@avareviews", or what a row without a creator holds. */
  description: z.string(),
  sales_cents: cents,
  commission_cents: cents,
  ugc_cents: cents,
  fee_cents: cents,
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
  /** The commissions by creator; they sum to the lines (empty on invoices issued before rows were kept). */
  creators: z.array(invoiceCreatorRow),
  amount_cents: cents,
  issued_at: z.string(),
  due_at: z.string(),
  paid_at: z.nullable(z.string()),
  /** How it was paid: the brand's Checkout, or the automatic charge of its saved card. */
  paid_via: z.optional(z.enum(['checkout', 'automatic'])),
  /** Payments refunded in full: the invoice was paid already (money in = money owed). */
  refunds: z.optional(
    z.array(
      z.object({
        refund_id: z.string(),
        amount_cents: cents,
        reason: z.string(),
        refunded_at: z.string(),
      }),
    ),
  ),
  refunded_cents: z.optional(cents),
  /** Failed payments, oldest first, with Stripe's reason. */
  payment_failures: z.optional(
    z.array(
      z.object({
        source: z.enum(['checkout', 'automatic']),
        reason: z.string(),
        code: z.nullable(z.string()),
        failed_at: z.string(),
      }),
    ),
  ),
  /** The next automatic retry of a failed payment, if one is scheduled. */
  next_retry_at: z.optional(z.nullable(z.string())),
});

export const listBrandInvoices = defineContract({
  method: 'GET',
  path: '/api/brand/invoices',
  auth: 'brand',
  roles: rolesFor.reading,
  summary: "Billing & Invoices: the brand's invoices, newest first, with their lines",
  responses: {
    200: z.object({
      invoices: z.array(invoice),
      /** Periods whose invoice is held for review (a record beyond safe amounts), with the reason. */
      held_for_review: z.optional(z.array(z.object({ period: z.string(), reason: z.string() }))),
    }),
  },
});

/** The saved card, as the brand may see it (the PaymentMethod id stays server-side). */
export const savedCard = z.object({
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().check(z.int()),
  exp_year: z.number().check(z.int()),
  saved_at: z.string(),
});

const paymentSettings = z.object({
  payment_method: z.nullable(savedCard),
  /** Automatic payment: each invoice is charged to the saved card when issued. */
  autopay: z.boolean(),
});

export const getPaymentSettings = defineContract({
  method: 'GET',
  path: '/api/brand/billing/payment-method',
  auth: 'brand',
  roles: rolesFor.reading,
  summary: "Account & Billing: the brand's saved card and whether automatic payment is on",
  responses: { 200: paymentSettings },
});

export const setupPaymentMethod = defineContract({
  method: 'POST',
  path: '/api/brand/billing/payment-method',
  auth: 'brand',
  roles: rolesFor.money,
  secondFactor: 'change payment details',
  summary: 'Save a card: opens Stripe Checkout in setup mode; the card is saved from the webhook',
  responses: { 200: z.object({ url: z.string() }) },
});

export const removePaymentMethod = defineContract({
  method: 'DELETE',
  path: '/api/brand/billing/payment-method',
  auth: 'brand',
  roles: rolesFor.money,
  secondFactor: 'change payment details',
  summary: 'Removes the saved card (automatic payment turns off)',
  responses: { 200: paymentSettings },
});

export const setAutopay = defineContract({
  method: 'PUT',
  path: '/api/brand/billing/autopay',
  auth: 'brand',
  roles: rolesFor.money,
  secondFactor: 'change payment details',
  summary: 'Turns automatic payment on (needs a saved card) or off',
  body: z.strictObject({ enabled: z.boolean() }),
  responses: { 200: paymentSettings },
});

export const invoiceIdParams = z.object({
  invoiceId: z.string().check(z.regex(/^INV-\d{6}-[A-Z0-9]{1,8}$/, 'Not an invoice number')),
});

/** Pay Invoice: a Stripe Checkout Session for the invoice's amount; the invoice is marked paid from the webhook. */
export const createInvoiceCheckout = defineContract({
  method: 'POST',
  path: '/api/brand/invoices/{invoiceId}/checkout',
  auth: 'brand',
  roles: rolesFor.money,
  secondFactor: 'pay invoices',
  summary: 'Pay Invoice: opens a Checkout Session for a pending or overdue invoice',
  params: invoiceIdParams,
  responses: { 200: z.object({ url: z.string() }) },
});
