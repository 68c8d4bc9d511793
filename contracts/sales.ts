/**
 * Sales and commissions (DESIGN.md section 5), read from the commission ledger: the brand's attributed
 * orders with every line's receipt, the brand's decision on a held (self-referral) sale, and the
 * creator's ledger entries with their totals. Money is integer cents; reversals are negative.
 */
import * as z from 'zod/mini';
import { defineContract } from './http';
import { cursorParam, limitParam } from './paging';

const cents = z.number().check(z.int());
const nullableText = z.nullable(z.string());

export const saleStatuses = ['attributed', 'held', 'unattributed', 'void'] as const;
export const commissionStatuses = ['pending', 'available', 'held', 'void', 'in_payout', 'paid'] as const;
export type SaleStatus = (typeof saleStatuses)[number];
export type CommissionStatus = (typeof commissionStatuses)[number];

export const saleLine = z.object({
  line_id: z.string(),
  product_id: nullableText,
  product_name: z.string(),
  quantity: z.number(),
  price_cents: cents,
  discount_cents: cents,
  base_cents: cents,
  rate_percentage: z.nullable(z.number()),
  commission_cents: cents,
  commissionable: z.boolean(),
  /** Why the line earns nothing. */
  reason: nullableText,
  reversed_quantity: z.number(),
  reversed_base_cents: cents,
  reversed_commission_cents: cents,
});

export const saleAttribution = z.object({
  method: z.enum(['link', 'code']),
  via: z.string(),
  overruled_code: nullableText,
  explanation: z.string(),
});

/** An order as the brand sees it in Sales: who it is attributed to, why, and each line's receipt. */
export const sale = z.object({
  /** Opaque id of the sale (for release / void). */
  sale_id: z.string(),
  order_id: z.string(),
  order_name: z.string(),
  created_at: z.string(),
  creator_id: nullableText,
  creator_username: nullableText,
  status: z.enum(saleStatuses),
  status_reason: nullableText,
  attribution: z.nullable(saleAttribution),
  customer_email: nullableText,
  currency: z.string(),
  lines: z.array(saleLine),
  /** Attributed sales net of refunds. */
  sale_cents: cents,
  /** Commission net of refunds. */
  commission_cents: cents,
  hold_until: z.string(),
  cancelled_at: nullableText,
  refund_count: z.number(),
});

export const saleIdParams = z.object({
  saleId: z.string().check(z.regex(/^\d{1,15}-\d{1,30}$/, 'Not a sale id'), z.maxLength(50)),
});

export const listBrandSales = defineContract({
  method: 'GET',
  path: '/api/brand/sales',
  auth: 'brand',
  summary: "Sales: the brand's attributed orders, newest first, with each line's receipt",
  query: z.object({ cursor: cursorParam, limit: limitParam(25, 100) }),
  responses: { 200: z.object({ sales: z.array(sale), next_cursor: nullableText }) },
});

export const releaseHeldSale = defineContract({
  method: 'POST',
  path: '/api/brand/sales/{saleId}/release',
  auth: 'brand',
  summary: 'Releases a held (self-referral) sale: its commission proceeds as any sale',
  params: saleIdParams,
  responses: { 200: z.object({ sale }) },
});

export const voidHeldSale = defineContract({
  method: 'POST',
  path: '/api/brand/sales/{saleId}/void',
  auth: 'brand',
  summary: 'Voids a held (self-referral) sale: it earns nothing',
  params: saleIdParams,
  responses: { 200: z.object({ sale }) },
});

/** One ledger entry as the creator sees it: the receipt of why this amount. */
/** sale / reversal: commissions; ugc: approved content's payment; credit_cashout: sample credits cashed out. */
export const entryKinds = ['sale', 'reversal', 'ugc', 'credit_cashout'] as const;

export const commissionEntry = z.object({
  entry_id: z.string(),
  kind: z.enum(entryKinds),
  status: z.enum(commissionStatuses),
  brand_name: z.string(),
  order_name: z.string(),
  product_name: z.string(),
  link_code: nullableText,
  attribution_method: z.enum(['link', 'code', 'none']),
  attribution_via: z.string(),
  quantity: z.number(),
  price_cents: cents,
  discount_cents: cents,
  base_cents: cents,
  rate_percentage: z.number(),
  commission_cents: cents,
  hold_until: z.string(),
  explanation: z.string(),
  created_at: z.string(),
});

export const earningsTotals = z.object({
  /** Earned net of reversals: pending + available + in payout + paid. */
  earned_cents: cents,
  pending_cents: cents,
  available_cents: cents,
  held_cents: cents,
  paid_cents: cents,
  conversions: z.number(),
  total_sales_cents: cents,
});

export const getCreatorEarnings = defineContract({
  method: 'GET',
  path: '/api/creator/earnings',
  auth: 'creator',
  summary: "The creator's commission ledger, newest first, with the totals by status",
  query: z.object({ cursor: cursorParam, limit: limitParam(25, 100) }),
  responses: {
    200: z.object({ totals: earningsTotals, entries: z.array(commissionEntry), next_cursor: nullableText }),
  },
});
