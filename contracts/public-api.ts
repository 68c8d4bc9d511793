/**
 * The public API (issue 22): routes under /api/v1/ for a brand's own systems, called with an API key
 * (`Authorization: Bearer mk_live_…`) holding the route's scope. Each acts for the key's brand only, and
 * reuses the app's shapes, so a v1 answer and the app's screen say the same thing.
 */
import * as z from 'zod/mini';
import { invoice } from './billing';
import { commissionForAllSchema, productIdParams } from './brand-products';
import { defineContract } from './http';
import { cursorParam, limitParam, requiredId } from './paging';
import { lineStates, sale } from './sales';
import { product } from './shapes';

const nullableText = z.nullable(z.string());

export const listV1Sales = defineContract({
  method: 'GET',
  path: '/api/v1/sales',
  auth: 'apiKey',
  scope: 'sales:read',
  summary:
    "The key's brand's attributed sales, newest first, with each line and its commission; paged by cursor",
  query: z.object({ cursor: cursorParam, limit: limitParam(25, 100) }),
  responses: { 200: z.object({ sales: z.array(sale), next_cursor: nullableText }) },
});

/** What a key may change on a product: its commission and whether creators can promote it. */
export const v1ProductSettingsSchema = z
  .partial(
    z.strictObject({
      commission_percentage: commissionForAllSchema.shape.commission_percentage,
      available_to_influencers: z.boolean({ error: 'Must be true or false' }),
    }),
  )
  .check(z.refine((input) => Object.keys(input).length > 0, { message: 'Nothing to update' }));

export const updateV1Product = defineContract({
  method: 'PATCH',
  path: '/api/v1/products/{productId}',
  auth: 'apiKey',
  scope: 'products:write',
  summary:
    "Changes a product's commission or availability, as the app's edit does (a cut takes effect after its notice)",
  params: productIdParams,
  body: v1ProductSettingsSchema,
  responses: { 200: z.object({ product }) },
});

export const listV1Products = defineContract({
  method: 'GET',
  path: '/api/v1/products',
  auth: 'apiKey',
  scope: 'products:read',
  summary: "The key's brand's products with their commission and availability; paged by cursor",
  query: z.object({ cursor: cursorParam, limit: limitParam(50, 100) }),
  responses: { 200: z.object({ products: z.array(product), next_cursor: nullableText }) },
});

const cents = z.number().check(z.int());

/**
 * One commission line of the ledger, as the brand owes it: a sale line's commission, or a reversal of part
 * of it (negative) after a refund or a cancellation. `status` is where the line stands on its way to the
 * creator — the ledger's own line states, as the creator's Earnings screen shows them: on_hold (the
 * hold for returns), awaiting_invoice (billed on the brand's invoice for `bill_period`, not yet paid),
 * invoice_overdue, payable (the brand has paid; the next payout pays it), in_payout, paid, held
 * (a self-referral waiting for the brand's review) and void.
 */
export const v1CommissionLine = z.object({
  entry_id: z.string(),
  kind: z.enum(['sale', 'reversal']),
  sale_id: z.string(),
  order_id: z.string(),
  order_name: z.string(),
  line_id: z.string(),
  product_id: nullableText,
  product_name: z.string(),
  creator_id: z.string(),
  creator_username: nullableText,
  quantity: z.number(),
  base_cents: cents,
  rate_percentage: z.number(),
  /** The commission in integer cents; negative for a reversal. */
  amount_cents: cents,
  currency: z.string(),
  status: z.enum(lineStates),
  /** The status in words: "on hold until Dec 3", "waiting for Glow's November invoice, due Dec 15". */
  status_label: z.string(),
  /** The month (YYYY-MM) whose invoice bills the line, once it is billed. */
  bill_period: nullableText,
  created_at: z.string(),
});

/**
 * What the brand owes: its unpaid invoices as Billing & Invoices lists them (pending or overdue, with
 * their lines) and their sum, and the commission totals of its dashboard, from the ledger's counters.
 */
export const v1AmountsOwed = z.object({
  unpaid_invoices: z.array(invoice),
  unpaid_invoices_cents: cents,
  overdue_invoices_cents: cents,
  /** Commission pending or payable to creators, not yet paid out (billed or not), net of reversals. */
  commissions_owed_cents: cents,
  /** Commission of held (self-referral) sales: owed only if the brand releases them. */
  commissions_held_cents: cents,
  commissions_paid_cents: cents,
});

export const listV1Commissions = defineContract({
  method: 'GET',
  path: '/api/v1/commissions',
  auth: 'apiKey',
  scope: 'commissions:read',
  summary:
    "The key's brand's commission lines (sales newest first, each with its lines and reversals) and what it owes; paged by cursor over sales",
  query: z.object({ cursor: cursorParam, limit: limitParam(10, 25) }),
  responses: {
    200: z.object({ commissions: z.array(v1CommissionLine), owed: v1AmountsOwed, next_cursor: nullableText }),
  },
});

/** A discount code's or a link's sales counters (the ledger's ADDs, in each sale's transaction). */
const salesCounters = {
  conversions: z.number(),
  total_sales_cents: cents,
  commission_cents: cents,
};

export const v1PartnerLink = z.object({
  referral_code: z.string(),
  clicks: z.number(),
  ...salesCounters,
  created_at: z.string(),
});

export const v1PartnerCode = z.object({
  code: z.string(),
  status: z.enum(['pending', 'approved', 'denied']),
  discount_percentage: z.nullable(z.number()),
  current_uses: z.number(),
  ...salesCounters,
});

/**
 * A partnership: a creator with an approved application for one of the brand's products (a creator
 * promoting three products is three partnerships), with the creator's referral link for the product and
 * the creator's discount code at the brand, each with its counters (null when there is none).
 */
export const v1Partner = z.object({
  application_id: z.string(),
  creator_id: z.string(),
  creator_username: z.string(),
  product_id: z.string(),
  product_name: z.string(),
  approved_at: nullableText,
  link: z.nullable(v1PartnerLink),
  discount_code: z.nullable(v1PartnerCode),
});

export const listV1Partners = defineContract({
  method: 'GET',
  path: '/api/v1/partners',
  auth: 'apiKey',
  scope: 'partners:read',
  summary:
    "The key's brand's partnerships (approved applications), most recently approved first, with each one's link and the creator's discount code and their counters; paged by cursor",
  query: z.object({ cursor: cursorParam, limit: limitParam(25, 100) }),
  responses: { 200: z.object({ partners: z.array(v1Partner), next_cursor: nullableText }) },
});

export const v1ProductLink = z.object({
  id: z.string(),
  referral_code: z.string(),
  creator_id: z.string(),
  creator_username: z.string(),
  creator_avatar_url: nullableText,
  clicks: z.number(),
  ...salesCounters,
  /** Conversions ÷ people's clicks, in percent with one decimal. */
  conversion_rate: z.number(),
  created_at: z.string(),
});

export const listV1Links = defineContract({
  method: 'GET',
  path: '/api/v1/links',
  auth: 'apiKey',
  scope: 'links:read',
  summary:
    "The referral links creators made for one of the key's brand's products, with clicks, conversions, sales and commission; paged by cursor",
  query: z.object({
    product_id: requiredId('product_id'),
    cursor: cursorParam,
    limit: limitParam(50, 100),
  }),
  responses: {
    200: z.object({ product_id: z.string(), links: z.array(v1ProductLink), next_cursor: nullableText }),
  },
});

/** The public API's own OpenAPI document (contracts/openapi.ts buildPublicApiDocument): public, no key. */
export const getV1OpenApi = defineContract({
  method: 'GET',
  path: '/api/v1/openapi.json',
  auth: 'public',
  summary: 'The public API (/api/v1) as an OpenAPI 3.1 document, with its security scheme, scopes and errors',
  responses: {
    200: z.looseObject({ openapi: z.literal('3.1.0'), paths: z.record(z.string(), z.unknown()) }),
  },
});
