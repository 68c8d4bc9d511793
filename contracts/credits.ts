/**
 * Sample credits (spec 2.5 'Sample Credits', 3 sample_orders / sample_requests, 5 'Sample redemption';
 * docs/architecture.md section 8): the creator's credits ledger, the Sample Store, redemption into a sample order,
 * cash-out into the payouts ledger; the brand's Samples view.
 */
import * as z from 'zod/mini';
import { rolesFor } from './brand-roles';
import { creditConstants } from './constants';
import { defineContract } from './http';
import { productRefFields } from './paging';
import { creatorLinks } from './pitches';

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
  managers: true,
  summary: 'The Sample Store: products with a sample available for credits, cheapest first (one Query)',
  responses: { 200: z.object({ products: z.array(sampleStoreProduct) }) },
});

/**
 * A sample order's life: pending ("Requested": credits spent, the store order not made yet) → ordered
 * (the $0 order exists in the brand's Shopify store) → fulfilled ("Shipped", by the store's fulfilment
 * webhook with tracking, or marked by the brand); failed (the store refused the order, with its reason)
 * goes back to pending when the brand retries.
 */
export const sampleOrderStatuses = ['pending', 'ordered', 'fulfilled', 'failed'] as const;
export type SampleOrderStatus = (typeof sampleOrderStatuses)[number];

/** What each status is called on both sides' screens. */
export const sampleOrderStatusLabels: Record<SampleOrderStatus, string> = {
  pending: 'Requested',
  ordered: 'Order created in store',
  fulfilled: 'Shipped',
  failed: 'Failed',
};

/** ISO 3166-1 alpha-2: the countries a sample can ship to (Shopify's CountryCode values). */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV ' +
  'BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ' +
  'ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE ' +
  'IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY ' +
  'MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU ' +
  'NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM ' +
  'SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE ' +
  'VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

const requiredLine = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      z.maxLength(max, `${label} must be at most ${max} characters`),
    );

const optionalLine = (label: string, max: number) =>
  z.pipe(
    z.optional(
      z.nullable(z.string().check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`))),
    ),
    z.transform((value) => (value ? value : null)),
  );

/** Where a sample ships; checked on the server field by field, remembered for the next redemption. */
export const shippingAddressInput = z.strictObject({
  name: requiredLine('Name', 100),
  line1: requiredLine('Address line 1', 200),
  line2: optionalLine('Address line 2', 200),
  city: requiredLine('City', 100),
  region: requiredLine('Region / state', 100),
  postal_code: z
    .string({ error: 'Postal code is required' })
    .check(
      z.trim(),
      z.minLength(1, 'Postal code is required'),
      z.maxLength(20, 'Postal code must be at most 20 characters'),
      z.regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, 'Postal code may hold only letters, digits, spaces and -'),
    ),
  country: z.pipe(
    z.string({ error: 'Country is required' }).check(z.trim(), z.toUpperCase()),
    z
      .string()
      .check(z.refine((code) => COUNTRY_CODES.includes(code), 'Choose a country (ISO code, e.g. US)')),
  ),
  phone: z.pipe(
    optionalLine('Phone', 30),
    z.nullable(
      z.string().check(z.regex(/^\+?[0-9 ()-]{5,30}$/, 'Enter a phone number, e.g. +1 555 010 0199')),
    ),
  ),
});

export const shippingAddress = z.object({
  name: z.string(),
  line1: z.string(),
  line2: z.nullable(z.string()),
  city: z.string(),
  region: z.string(),
  postal_code: z.string(),
  country: z.string(),
  phone: z.nullable(z.string()),
});
export type ShippingAddress = z.infer<typeof shippingAddress>;

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
  /** Null on orders redeemed before addresses were asked for. */
  shipping_address: z.nullable(shippingAddress),
  /** The product's price when redeemed (the sample's cost to the brand); null on older orders. */
  price_cents: z.nullable(z.number()),
  /** The order in the brand's store (e.g. "#1001"), once created. */
  store_order_name: z.nullable(z.string()),
  /** Why the store refused the order (status failed). */
  store_error: z.nullable(z.string()),
  carrier: z.nullable(z.string()),
  tracking_number: z.nullable(z.string()),
  tracking_url: z.nullable(z.string()),
});
export type SampleOrder = z.infer<typeof sampleOrder>;

export const getCreditsScreen = defineContract({
  method: 'GET',
  path: '/api/creator/credits',
  auth: 'creator',
  managers: true,
  summary:
    'Sample Credits in one call: the balance, the milestones and which are earned, the credit history newest first (latest 100), the cash-out terms, the remembered shipping address and the sample orders with their status and tracking',
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
      /** The address of the last redemption, to fill the next one's form; null before any. */
      shipping_address: z.nullable(shippingAddress),
      /** The creator's own sample orders with their status and tracking, newest first (latest 50). */
      sample_orders: z.array(sampleOrder),
    }),
  },
});

export const redeemSample = defineContract({
  method: 'POST',
  path: '/api/creator/credits/redemptions',
  auth: 'creator',
  managers: true,
  summary:
    "Redeems a product's sample with credits, shipped to the address given (remembered for next time): one transaction debits the balance (never below 0) and creates the sample order; the order is then created in the brand's store",
  body: z.strictObject({ ...productRefFields, shipping_address: shippingAddressInput }),
  responses: { 201: z.object({ sample_order: sampleOrder, balance: credits }) },
});

export const cashOutCredits = defineContract({
  method: 'POST',
  path: '/api/creator/credits/cashouts',
  auth: 'creator',
  // Issue 35: not for creator managers: a cash-out moves money to the creator's payouts.
  managers: false,
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

/**
 * Per creator who got samples (among the orders listed): what the samples cost the brand (the products'
 * prices) beside the sales that creator attributed to the brand since the first of those samples —
 * through links and the discount code, net of refunds, counted from the UTC day of the first sample on
 * (the ledger keeps them per creator, brand and day, in its sale transactions).
 */
export const sampleCreatorTotals = z.object({
  creator_id: z.string(),
  creator_username: z.string(),
  samples: z.number(),
  sample_cost_cents: z.number(),
  /** When the creator's first sample from the brand was redeemed. */
  first_sample_at: z.string(),
  /** Attributed sales (cents, net of refunds) from the day of the first sample on. */
  sales_since_first_sample_cents: z.number(),
  /** Attributed orders from the day of the first sample on. */
  conversions_since_first_sample: z.number(),
});

export const listBrandSamples = defineContract({
  method: 'GET',
  path: '/api/brand/samples',
  auth: 'brand',
  roles: rolesFor.reading,
  summary:
    "The brand's Samples view: sample orders (redeemed with credits) and creators' sample requests, newest first",
  responses: {
    200: z.object({
      sample_orders: z.array(sampleOrder),
      sample_requests: z.array(brandSampleRequest),
      creator_totals: z.array(sampleCreatorTotals),
      /** The links of each creator with a pending sample request (issue 34: pitches). */
      creators: z.array(creatorLinks),
    }),
  },
});

export const fulfilSampleOrder = defineContract({
  method: 'POST',
  path: '/api/brand/samples/orders/{orderId}/fulfil',
  auth: 'brand',
  roles: rolesFor.program,
  summary:
    'Marks a sample order shipped by hand (a store without Shopify, or shipped outside it): not once shipped (409)',
  params: z.object({
    orderId: z.string().check(z.regex(/^so_[0-9A-Z]{26}$/, 'Unknown sample order')),
  }),
  responses: { 200: z.object({ sample_order: sampleOrder }) },
});

export const retrySampleOrder = defineContract({
  method: 'POST',
  path: '/api/brand/samples/orders/{orderId}/retry',
  auth: 'brand',
  roles: rolesFor.program,
  summary:
    "Tries again to create a failed sample order in the brand's store (failed → pending, only from failed; 409 otherwise)",
  params: z.object({
    orderId: z.string().check(z.regex(/^so_[0-9A-Z]{26}$/, 'Unknown sample order')),
  }),
  responses: { 200: z.object({ sample_order: sampleOrder }) },
});
