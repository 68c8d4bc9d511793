/**
 * Sample credits (spec 2.5 'Sample Credits', 3 sample_orders / sample_requests, 5 'Sample redemption';
 * docs/architecture.md section 8): the creator's credits ledger, the Sample Store, redemption into a sample order,
 * cash-out into the payouts ledger; the brand's Samples view.
 */
import * as z from 'zod/mini';
import { creditConstants } from './constants';
import { defineContract } from './http';
import { productRefFields } from './paging';

/** The milestones of Earn Credits, each awarded once (Top Performer once per month) by an event consumer. */
export const creditMilestones = [
  {
    key: 'first_campaign',
    title: 'First Campaign',
    description: 'Get your first application approved by a brand',
    credits: 50,
  },
  {
    key: 'ten_sales',
    title: '10 Sales',
    description: 'Reach 10 sales through your referral links and codes',
    credits: 100,
  },
  {
    key: 'top_performer',
    title: 'Top Performer',
    description: 'Be in the top 10% of creators by sales in a month (awarded on the 1st, every month)',
    credits: 200,
  },
  {
    key: 'ugc_creator',
    title: 'UGC Creator',
    description: 'Get 5 content submissions approved',
    credits: 150,
  },
] as const;
export type CreditMilestoneKey = (typeof creditMilestones)[number]['key'];
export const creditMilestoneKeys = creditMilestones.map((m) => m.key) as [
  CreditMilestoneKey,
  ...CreditMilestoneKey[],
];

/** How many approved submissions make a UGC Creator, and sales a '10 Sales'. */
export const UGC_CREATOR_SUBMISSIONS = 5;
export const TEN_SALES_CONVERSIONS = 10;
/** The share of a month's selling creators that are Top Performers (rounded up). */
export const TOP_PERFORMER_SHARE = 0.1;

/** Spec 5: the text of a redemption (or cash-out) the balance does not cover. */
export const insufficientCreditsMessage = (needed: number, balance: number) =>
  `You need ${needed} credits but only have ${balance}`;

const credits = z.number().check(z.int());

export const creditEntryKinds = ['milestone', 'redemption', 'cashout'] as const;

/** One line of the credits ledger (append-only): credits earned (+) or spent (−). */
export const creditEntry = z.object({
  id: z.string(),
  kind: z.enum(creditEntryKinds),
  credits,
  description: z.string(),
  created_at: z.string(),
});
export type CreditEntry = z.infer<typeof creditEntry>;

export const creditMilestoneView = z.object({
  key: z.enum(creditMilestoneKeys),
  title: z.string(),
  description: z.string(),
  credits,
  /** How many times it was awarded (Top Performer may be earned once per month). */
  times_earned: z.number(),
  last_earned_at: z.nullable(z.string()),
});

export const getCreditsScreen = defineContract({
  method: 'GET',
  path: '/api/creator/credits',
  auth: 'creator',
  summary:
    'Sample Credits in one call: the balance, the milestones and which are earned, the credit history newest first (latest 100), the cash-out terms',
  responses: {
    200: z.object({
      balance: credits,
      earned_total: credits,
      milestones: z.array(creditMilestoneView),
      history: z.array(creditEntry),
      cashout: z.object({
        cents_per_credit: z.number(),
        minimum_credits: z.number(),
        /** The creator's cash-outs so far, in cents (Credit Cashouts on the payouts screen). */
        cashed_out_cents: z.number(),
      }),
    }),
  },
});

export const sampleStoreProduct = z.object({
  brand_id: z.string(),
  brand_name: z.string(),
  product_id: z.string(),
  name: z.string(),
  description: z.string(),
  image_url: z.nullable(z.string()),
  price_cents: z.number(),
  sample_credits: credits,
});

export const getSampleStore = defineContract({
  method: 'GET',
  path: '/api/creator/sample-store',
  auth: 'creator',
  summary: 'The Sample Store: products with a sample available for credits, cheapest first (one Query)',
  responses: { 200: z.object({ products: z.array(sampleStoreProduct) }) },
});

export const sampleOrderStatuses = ['pending', 'fulfilled'] as const;

/** sample_orders (spec 3): a sample redeemed with credits, shipped by the brand. */
export const sampleOrder = z.object({
  id: z.string(),
  brand_id: z.string(),
  product_id: z.string(),
  product_name: z.string(),
  creator_id: z.string(),
  creator_username: z.string(),
  customer_email: z.string(),
  credits,
  status: z.enum(sampleOrderStatuses),
  created_at: z.string(),
  fulfilled_at: z.nullable(z.string()),
});
export type SampleOrder = z.infer<typeof sampleOrder>;

export const redeemSample = defineContract({
  method: 'POST',
  path: '/api/creator/credits/redemptions',
  auth: 'creator',
  summary:
    "Redeems a product's sample with credits: one transaction debits the balance (never below 0) and creates the sample order",
  body: z.strictObject(productRefFields),
  responses: { 201: z.object({ sample_order: sampleOrder, balance: credits }) },
});

export const cashOutCredits = defineContract({
  method: 'POST',
  path: '/api/creator/credits/cashouts',
  auth: 'creator',
  summary: `Cashes credits out at ${creditConstants.cashoutCentsPerCredit} cents each (at least ${creditConstants.minimumCashoutCredits}): a credit-cashout ledger entry paid with the next payout`,
  body: z.strictObject({
    credits: z
      .number({ error: 'Credits must be a number' })
      .check(
        z.int('Credits must be a whole number'),
        z.gte(
          creditConstants.minimumCashoutCredits,
          `Cash out at least ${creditConstants.minimumCashoutCredits} credits`,
        ),
        z.lte(1_000_000, 'Credits are too many'),
      ),
  }),
  responses: {
    201: z.object({
      cashout: z.object({ id: z.string(), credits, amount_cents: z.number(), created_at: z.string() }),
      balance: credits,
    }),
  },
});

/** A creator's sample request (spec 3 sample_requests) as the brand sees it. */
export const brandSampleRequest = z.object({
  product_id: z.string(),
  product_name: z.string(),
  creator_id: z.string(),
  creator_username: z.string(),
  message: z.nullable(z.string()),
  status: z.literal('pending'),
  created_at: z.string(),
});

export const listBrandSamples = defineContract({
  method: 'GET',
  path: '/api/brand/samples',
  auth: 'brand',
  summary:
    "The brand's Samples view: sample orders (redeemed with credits) and creators' sample requests, newest first",
  responses: {
    200: z.object({ sample_orders: z.array(sampleOrder), sample_requests: z.array(brandSampleRequest) }),
  },
});

export const fulfilSampleOrder = defineContract({
  method: 'POST',
  path: '/api/brand/samples/orders/{orderId}/fulfil',
  auth: 'brand',
  summary: 'Marks a pending sample order fulfilled (only pending; a second time is 409)',
  params: z.object({
    orderId: z.string().check(z.regex(/^so_[0-9A-Z]{26}$/, 'Unknown sample order')),
  }),
  responses: { 200: z.object({ sample_order: sampleOrder }) },
});
