/**
 * Enums and constants both sides use: the server validates and stores them, the web app offers them.
 * Defined once here (this module imports nothing server-side).
 */

/** The two kinds of account (the Cognito groups). */
export const roles = ['brand', 'creator'] as const;
export type Role = (typeof roles)[number];

/**
 * Issue 36: the Cognito group of the people who run the marketplace (the /ops console). Never a role one
 * signs up with: the CLI (`npm run operator -- add <email>`) adds an existing brand or creator account
 * to it, so an operator's token carries their account's role group and this one. Operator routes check
 * this group; brand and creator routes check the role group alone, so it opens none of them.
 */
export const operatorGroup = 'operator';

export const productCategories = [
  'accessories',
  'clothing',
  'electronics',
  'home',
  'beauty',
  'sports',
  'books',
  'toys',
  'food',
  'health',
  'automotive',
  'other',
] as const;
export type ProductCategory = (typeof productCategories)[number];

/**
 * Issue 34, the directory brands can search. A creator's niches are product categories (at most
 * NICHES_MAX); a platform counts when its handle is set; the audience band is stated by the creator.
 */
export const NICHES_MAX = 5;
export const creatorPlatforms = ['instagram', 'tiktok', 'youtube', 'x'] as const;
export type CreatorPlatform = (typeof creatorPlatforms)[number];
export const creatorPlatformLabels: Record<CreatorPlatform, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  x: 'X',
};
export const audienceBands = ['under_10k', '10k_100k', '100k_1m', 'over_1m'] as const;
export type AudienceBand = (typeof audienceBands)[number];
export const audienceBandLabels: Record<AudienceBand, string> = {
  under_10k: 'Under 10K',
  '10k_100k': '10K–100K',
  '100k_1m': '100K–1M',
  over_1m: 'Over 1M',
};
/** A category as people read it: "home" → "Home". */
export const productCategoryLabel = (category: ProductCategory): string =>
  category.charAt(0).toUpperCase() + category.slice(1);

/** The creators directory's orders: by username, or by results on the marketplace over 90 days. */
export const creatorSorts = ['name', 'sales', 'conversion'] as const;
export type CreatorSort = (typeof creatorSorts)[number];

export const storePlatforms = [
  'shopify',
  'bigcommerce',
  'square',
  'woocommerce',
  'magento',
  'prestashop',
  'other',
] as const;
export type StorePlatform = (typeof storePlatforms)[number];

/** Why a store reads as disconnected when the brand did not disconnect it (shown on its Account tab). */
export const storeDisconnectReasons = ['app_uninstalled'] as const;
export type StoreDisconnectReason = (typeof storeDisconnectReasons)[number];

export const paymentPartners = ['built-in', 'awin', 'partnerize', 'impact', 'commissionjunction'] as const;
export type PaymentPartner = (typeof paymentPartners)[number];

/**
 * Who may promote a brand's products (issue 21): `open`, anyone (Copy Link makes a link at once: the
 * default, and what a brand saved before the setting existed reads as); `approval`, only creators whose
 * application for the product the brand approved (Copy Link becomes Apply).
 */
export const programModes = ['open', 'approval'] as const;
export type ProgramMode = (typeof programModes)[number];
export const DEFAULT_PROGRAM_MODE: ProgramMode = 'open';

/** The most applications one bulk decision takes (each is its own transaction). */
export const MAX_BULK_DECISIONS = 100;

/** The commission a product gets when it is imported, until the brand sets its own (percent). */
export const DEFAULT_COMMISSION_PERCENTAGE = 10;

/** The discount a brand approves a code with when it names none (spec 9; percent). */
export const DEFAULT_DISCOUNT_PERCENTAGE = 10;

/** The creators directory's filters (spec 2.4): every creator, favorites, blacklist, the unrated. */
export const creatorFilters = ['all', 'favorite', 'blacklist', 'unrated'] as const;
export type CreatorFilter = (typeof creatorFilters)[number];

export const relationshipTypes = ['favorite', 'blacklist'] as const;

/**
 * Payouts (docs/architecture.md section 5). The schedule in force is a deployment setting (PAYOUT_SCHEDULE), read by
 * functions/platform/platform-settings.ts; the rest are constants of the platform.
 */
export const payoutSchedules = ['monthly', 'weekly'] as const;
export type PayoutSchedule = (typeof payoutSchedules)[number];
export const payoutConstants = {
  /** Day of the month monthly payouts run (UTC). */
  payoutDayOfMonth: 1,
  /** Brands pay this share of attributed sales to the platform. */
  platformFeePercent: 5,
  /** Commissions are held this many days for returns before they become payable. */
  commissionHoldDays: 7,
  minimumPayoutCents: 2500,
  /** A brand's invoice is due this many days after it is issued; unpaid after that, it is overdue. */
  invoiceDueDays: 14,
  currency: 'usd',
} as const;

/**
 * Sample credits (spec 2.5): what a credit is worth when cashed out, and the smallest cash-out (100
 * credits = $10.00: a payout line worth sending; smaller balances are better spent on a sample).
 */
export const creditConstants = {
  cashoutCentsPerCredit: 10,
  minimumCashoutCredits: 100,
} as const;

/** The product's name, as e-mail and pages say it. */
export const productName = 'Affiliate Marketplace';

/**
 * Issue 36, the click-burst signal: people's clicks on one link are counted per IP address and per user
 * agent in fixed windows of this length (functions/referrals: click bursts)…
 */
export const BURST_WINDOW_MS = 10 * 60_000;
/** …and the link's orders placed from a burst's window until this long after it are held. */
export const BURST_REACH_MS = 24 * 3_600_000;
/** The lowest click-burst threshold a brand may set: the click aggregator keeps bursts from this count on. */
export const MIN_CLICK_BURST = 5;
