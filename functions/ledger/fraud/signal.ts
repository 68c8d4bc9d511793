/**
 * Issue 36: a fraud signal is one rule in one file (signals/): its name, and a pure decision over what
 * the order's recording read (SignalFacts, gathered once by signal-facts.ts) and the brand's threshold.
 * A signal that fires answers its reason in plain words (the ledger line, the creator's receipt and the
 * brand's review item show it) and the evidence it keeps.
 */
import type {
  FraudSettings,
  FraudSignalName,
  RelatedSalesScope,
  SignalEvidence,
} from '../../../contracts/fraud';
import type { ShopifyOrderPaidV1 } from '../../../events/schemas/shopify-order-paid';

/** A click burst the click aggregator kept on the order's link (referrals: linkBursts). */
export interface BurstFacts {
  /** Start of the burst's 10-minute window (ISO). */
  windowStart: string;
  source: 'ip' | 'user_agent';
  sourceHash: string;
  clicks: number;
}

export interface SignalFacts {
  order: ShopifyOrderPaidV1['order'];
  /** The order's time (ISO). */
  createdAt: string;
  /** The creator as the marketplace knows them: account e-mail, name, last sample shipping address. */
  creator: {
    email: string | null;
    firstName: string | null;
    lastName: string | null;
    address: { line1: string; zip: string; country: string } | null;
  };
  /** The order's link (attributed by a link), with its people's clicks by UTC day; null otherwise. */
  link: {
    code: string;
    /** People's clicks per day (YYYY-MM-DD) the aggregator counted since day history exists. */
    clicksByDay: Record<string, number>;
    /** All people's clicks the link's total holds (older clicks than the day history included). */
    totalClicks: number;
    bursts: BurstFacts[];
  } | null;
  /**
   * Leaked code: the order's discount code (attributed by it: no link of the creator on the order) and
   * its distinct shoppers per UTC day (code-uses.ts), this order's included; absent when not read.
   */
  code?: {
    code: string;
    usesByDay: Record<string, number>;
    /** A few of the window's orders (Shopify names), for the evidence. */
    orders: string[];
  } | null;
  /**
   * Refund rate: the creator's sales with the brand and the brand's, over the order's month and the two
   * before (the ledger's billing counters: sales and refunds written in each month; the creator's
   * sales counted per month); absent when not read.
   */
  refunds?: {
    from: string;
    to: string;
    creator: { sales: number; salesCents: number; refundedCents: number };
    brand: { salesCents: number; refundedCents: number };
  } | null;
  /** New account, big sales: the creator's account and stated audience, and sales with the brand since. */
  account?: {
    createdAt: string;
    followerCount: number;
    /** Sales with the brand since the account's day, counted ones (held sales are under review already). */
    salesCentsSince: number;
  } | null;
  /**
   * Issue 36: the other creators paid to the same payout account (bank fingerprint, or legal name and
   * address), by username and the fields that match; absent when the signal is off.
   */
  payoutSharing?: { username: string; fields: ('bank_account' | 'legal_name_address')[] }[];
}

export interface Signal {
  name: FraudSignalName;
  /**
   * The evidence and reason when the rule fires on the order; null when it does not. A signal whose
   * evidence also covers the creator's earlier sales names them by a `scope` (contracts/fraud.ts
   * RelatedSalesScope):
   *   { via: 'link' | 'code', key: the link's code or the discount code, since: ISO instant }
   * = the creator's sales with this brand attributed through that link or code, placed from `since` up
   * to this order. After writing the order, the recording holds them too (hold-related-sales.ts): one
   * whose entries are still pending is held as if a signal had held it at recording; one whose money is
   * already available, in a payout or paid is put under review (held, its entries left as they are).
   * Click bursts name the burst's link since its window start; leaked codes name the code.
   */
  detect(
    facts: SignalFacts,
    threshold: number,
    /** The signal's whole setting, for a signal with more than a threshold (leaked_code's coupon sites). */
    setting?: FraudSettings[FraudSignalName],
  ): { reason: string; evidence: SignalEvidence; scope?: RelatedSalesScope } | null;
}

/** The text every hold ends with: what happens next. */
export const HOLD_TAIL = 'Held until the brand releases or voids it.';
/** …and a sale put under review after its money was payable or paid (hold-related-sales.ts). */
export const REVIEW_TAIL =
  'Under review until the brand releases it or voids it (voided, its commission is taken back from the next payout).';
