/**
 * An invoice as billing works with it: the API's shape (contracts/billing.ts) plus what only the server
 * sees — the brand, the Stripe payments and sessions (never shown to the brand) and the retry count.
 */
import type * as z from 'zod/mini';
import type { invoice } from '../../../contracts/billing';
import type { Actor } from '../../shared/audit/actor';

type InvoiceView = z.infer<typeof invoice>;

export type PaymentSource = NonNullable<InvoiceView['paid_via']>;

/** A payment refunded because the invoice was paid already (or did not match it): its PaymentIntent. */
export type InvoiceRefund = NonNullable<InvoiceView['refunds']>[number] & { payment_id: string };

/** A failed payment (reason: Stripe's message; code: its decline or error code) and its PaymentIntent. */
export type PaymentFailure = NonNullable<InvoiceView['payment_failures']>[number] & { payment_id: string };

export interface Invoice extends Omit<InvoiceView, 'refunds' | 'payment_failures' | 'creators'> {
  /** The commissions by creator (billing/invoice-creators.ts); absent on invoices issued before they were kept. */
  creators?: InvoiceView['creators'];
  brand_id: string;
  brand_name: string;
  /** The Stripe Checkout Session last created to pay it. */
  checkout_session_id: string | null;
  /** Issue 35: the member who opened the recorded Checkout Session (the audit log's payer). */
  checkout_actor?: Actor;
  /** Checkout Sessions recorded for it: the next one's attempt (part of its idempotency key). */
  checkout_sessions?: number;
  /** The payment that paid it (a PaymentIntent id, or a Checkout Session's): any other is refunded. */
  paid_by?: string;
  refunds?: InvoiceRefund[];
  payment_failures?: PaymentFailure[];
  /** Automatic charges retried so far (0 at issue, then at most one per CHARGE_RETRY_DAYS entry). */
  charge_retries?: number;
  /** When the brand was reminded it is due within three days (the daily run, once). */
  due_reminded_at?: string;
}

/** Unique and readable: INV-{yyyymm}-{last 8 of the brand id}. */
export const invoiceNumber = (brandId: string, period: string): string =>
  `INV-${period.replace('-', '')}-${brandId.slice(-8).toUpperCase()}`;
