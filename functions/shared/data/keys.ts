/**
 * The keys code needs outside its entities' own operations. Each item kind's key is declared once, by its
 * ElectroDB entity's key templates (functions/<module>/entities/; the table of them is
 * docs/access-patterns.md). What stays here, no entity can give:
 * - `keys`: whole keys for raw DynamoDB calls that go without ElectroDB (the redirect's lean bundle, the
 *   click aggregator's merged ADDs, the local outbox poller), partition prefixes for least-privilege IAM
 *   conditions (functions/routes.ts, events/rules.ts: `pkPrefix`), and a key from a cursor;
 * - `indexKeys`: the partition values of sparse index entries that code sets, moves and removes itself
 *   (an entity's template would write them on every item);
 * - `prefixes`: sort-key prefixes of Queries by begins_with.
 * tests/unit/access-patterns.test.ts fails when an entry here is used by no product code, or when a key
 * here is not the one an entity declares.
 * Tenancy is in the key: a brand's items share the partition BRAND#{brandId}, so a handler working for
 * one brand cannot reach another's items by forgetting a filter.
 */
export const keys = {
  profile: (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROFILE' }),
  brand: (brandId: string) => ({ pk: `BRAND#${brandId}`, sk: 'BRAND' }),
  brandStats: (brandId: string) => ({ pk: `BRAND#${brandId}`, sk: 'STATS' }),
  brandDay: (brandId: string, day: string) => ({ pk: `BRAND#${brandId}`, sk: `DAY#${day}` }),
  creator: (creatorId: string) => ({ pk: `CREATOR#${creatorId}`, sk: 'CREATOR' }),
  username: (username: string) => ({ pk: `USERNAME#${username}`, sk: 'USERNAME' }),
  /** The redirect's GetItem: everything /r/{code} needs is on this item. */
  link: (code: string) => ({ pk: `LINK#${code}`, sk: 'LINK' }),
  /** Issue 36: a link's people's clicks on one day (entity link-day), ADDed by the click aggregator. */
  linkDay: (code: string, day: string) => ({ pk: `LINK#${code}`, sk: `DAY#${day}` }),
  /** Click counter shards of a link: a hot link's writes spread over CLICK_SHARDS partitions. */
  clickShard: (code: string, shard: number) => ({ pk: `CLICK#${code}`, sk: `SHARD#${shard}` }),
  creatorStats: (creatorId: string) => ({ pk: `CREATOR#${creatorId}`, sk: 'STATS' }),
  creatorDay: (creatorId: string, day: string) => ({ pk: `CREATOR#${creatorId}`, sk: `DAY#${day}` }),
  /**
   * How much of one click shard's count the stream aggregator has added to the totals (a high-water
   * mark written in the same transaction as the totals it covers, TTL): a replayed record adds nothing.
   */
  clickShardAggregated: (code: string, shardSk: string) => ({ pk: `AGG#CLICK#${code}`, sk: shardSk }),
  /**
   * The receipt of one Shopify webhook delivery (TTL 30 days), written in the same transaction as the
   * delivery's outbox event: a redelivery of the same webhook id writes nothing (record-delivery.ts).
   */
  webhookReceipt: (webhookId: string) => ({ pk: `WEBHOOK#${webhookId}`, sk: 'WEBHOOK' }),
  /** Which brand holds a store (store-claim entity): the Shopify webhook endpoint's grant reads it. */
  storeClaim: (domain: string) => ({ pk: `STORE#${domain}`, sk: 'STORE' }),
  /**
   * The receipt of one Stripe event (evt_…, the same on Stripe's retries; TTL 30 days), written in the
   * same transaction as its outbox event: a redelivery writes nothing (record-delivery.ts).
   */
  stripeEventReceipt: (stripeEventId: string) => ({ pk: `STRIPEEVENT#${stripeEventId}`, sk: 'STRIPEEVENT' }),
  /** A creator's Stripe Connect payout account, one per creator (conditional Put; payout-account.ts). */
  payoutAccount: (creatorId: string) => ({ pk: `CREATOR#${creatorId}`, sk: 'PAYOUT_ACCOUNT' }),
  /** A Stripe Connect account id → its creator (account.updated names only the account); same transaction. */
  stripeAccount: (accountId: string) => ({ pk: `STRIPEACCT#${accountId}`, sk: 'STRIPEACCT' }),
  /** A domain event waiting to be (or already) published to the bus: the transactional outbox. */
  outboxEvent: (eventId: string) => ({ pk: `OUTBOX#${eventId}`, sk: 'OUTBOX' }),
  /**
   * Issue 35: one signed-in device (entity `session`, shared/entities/session.ts): the API handler's
   * per-request GetItem and last-seen UpdateItem (http/session-check.ts), without ElectroDB, which would
   * add ~200 KB to every API function's bundle and cold start.
   */
  session: (userId: string, sessionId: string) => ({ pk: `USER#${userId}`, sk: `SESSION#${sessionId}` }),
  /**
   * Issue 35: the brand request's one BatchGetItem (data/brand-request.ts), lean like the session's:
   * the caller's membership of the brand in use (entity user-membership), the brand's team settings
   * (team-counts: whether it requires two-factor sign-in) and the caller's second factor (second-factor).
   */
  membership: (userId: string, brandId: string) => ({ pk: `USER#${userId}`, sk: `MEMBERSHIP#${brandId}` }),
  team: (brandId: string) => ({ pk: `BRAND#${brandId}`, sk: 'TEAM' }),
  secondFactor: (userId: string) => ({ pk: `USER#${userId}`, sk: 'SECURITY' }),
  /**
   * Issue 36: an operator's view-as grant (entity view-as-grant, functions/ops/entities): the API handler's
   * GetItem on every request that carries `x-view-as` (data/operator-request.ts, lean like the session's).
   */
  viewAsGrant: (operatorId: string, target: string) => ({ pk: `OPS#VIEWAS#${operatorId}`, sk: target }),
  /** The key authorizer's one GetItem, by the secret's hash. */
  apiKeyHash: (hash: string) => ({ pk: `APIKEY#${hash}`, sk: 'APIKEY' }),
  /** A key's requests in one short window (its rate limit), TTL a minute after. */
  apiKeyRateWindow: (keyId: string, windowStart: string) => ({ pk: `APIKEYRATE#${keyId}`, sk: windowStart }),
  /** A brand's requests, all its keys together, in the same window (issue 31), TTL a minute after. */
  apiBrandRateWindow: (brandId: string, windowStart: string) => ({
    pk: `APIBRANDRATE#${brandId}`,
    sk: windowStart,
  }),
} as const;

/** byOwner / directory partition values of the sparse index entries code sets itself (docs/access-patterns.md). */
export const indexKeys = {
  /** directory: products brands made available to creators (Explore), newest first. */
  marketplace: 'MARKET',
  /** Issue 21: directory: brands' time-limited offers (Explore → Promotions), sk `{ends_at}#{brand}#{id}`. */
  promotions: 'PROMOTIONS',
  /** Issue 21: byOwner: a creator's terms with every brand, sk `{brandId}#{scope}`. */
  creatorTerms: (creatorId: string) => `TERMS#${creatorId}`,
  /** directory: brands with a connected store (creators' Brands directory), by name. */
  connectedBrands: 'BRANDS',
  /** directory: creators who finished onboarding (brands' Creators directory), by username. */
  creatorDirectory: 'CREATORS',
  /** byOwner: a brand's threads with creators, sk `{last_message_at}#{creatorId}`. */
  brandThreads: (brandId: string) => `BRAND#${brandId}#THREADS`,
  /** directory: a creator's threads with brands, sk `{last_message_at}#{brandId}`. */
  creatorThreads: (creatorId: string) => `CREATOR#${creatorId}#THREADS`,
  /** byOwner (sparse): pending commission entries, sk `{hold_until}#{creatorId}#{entrySk}`; spread over shards. */
  maturingCommissions: (shard: number) => `COMM#PENDING#${shard}`,
  /**
   * byOwner (sparse): entries whose hold ended while the brand's invoice for their period is unpaid, sk
   * `{creatorId}#{entrySk}`; the invoice's payment releases them (ReleaseSettledCommissions).
   */
  commissionsAwaitingInvoice: (brandId: string, period: string) => `COMM#AWAITING#${brandId}#${period}`,
  /** byOwner (sparse): a creator's payable entries, sk entrySk; what the next payout gathers. */
  availableCommissions: (creatorId: string) => `COMM#AVAILABLE#${creatorId}`,
  /**
   * byOwner (sparse): payouts not yet done (processing), sk `{opened_at}#{creatorId}#{payoutId}`; spread
   * over shards; the stale-payout sweep Queries those opened before its bound. Removed when it closes.
   */
  openPayouts: (shard: number) => `PAYOUT#OPEN#${shard}`,
  /**
   * Issue 36: byOwner (sparse): failed payouts an operator has not retried, sk
   * `{closed_at}#{creatorId}#{payoutId}`; set when a payout closes failed, removed when it is retried
   * (the operator console's Payouts). Failures are rare: one partition.
   */
  failedPayouts: 'PAYOUT#FAILED',
  /**
   * directory (sparse): billing periods settled on a day (UTC), sk `{brandId}#{period}`: the hourly
   * release re-checks their waiting entries for two days (a backstop to BillPeriodSettled's consumer).
   */
  periodsSettledOn: (day: string) => `SETTLED#${day}`,
  /** byOwner (sparse): the brands with billable ledger changes in a period, sk brandId. */
  brandsToBill: (period: string) => `BILLING#${period}`,
  /** byOwner (sparse): invoices not yet paid, sk `{due_at}#{brandId}`, removed once paid. */
  unpaidInvoices: 'INVOICES#UNPAID',
  /** directory (sparse): unpaid invoices whose automatic charge is due again, sk `{next_retry_at}#{brandId}#{period}`. */
  invoiceChargeRetries: 'INVOICES#RETRY',
  /**
   * Issue 36: directory (sparse): sales held for review across brands, oldest first, sk
   * `{held_at}#{brandId}#{saleSk}`: the operators' review queue. Set when a signal holds a sale, removed
   * when it is released or voided.
   */
  salesForReview: 'REVIEW',
  /**
   * Issue 36: byOwner (sparse): people's profiles by e-mail, sk `{e-mail lower-cased}#{userId}` (the
   * operators' People search); set with the profile, removed when the account closes.
   */
  peopleByEmail: 'PEOPLE#EMAIL',
  /**
   * Issue 36: byOwner (sparse): webhook endpoints the marketplace turned off after failing, sk
   * `{disabled_at}#{brandId}#{endpointId}`; removed when the brand turns the endpoint on again (the
   * operator console's Operations). Rare: one partition.
   */
  disabledWebhookEndpoints: 'WEBHOOK#DISABLED',
  /** Issue 22: byOwner (sparse): webhook deliveries whose retry is due, sk `{next_attempt_at}#{brandId}#{endpointId}#{id}`. */
  webhookRetries: 'WEBHOOK#RETRY',
  /**
   * Issue 36: directory (sparse): rotated discount codes whose old code is still to be deactivated in the
   * store, sk `{previous_code_ends_at}#{creatorId}#{brandId}`; removed once it is.
   */
  codeRetirements: 'DCODE#RETIRE',
  /**
   * byOwner (sparse): the Sample Store, products with sample_available and sample_credits > 0, sk
   * `{credits, 10 digits}#{productId}` so one Query lists them cheapest first (sample-store.ts).
   */
  sampleStore: 'SAMPLESTORE',
  /**
   * Issue 36: byOwner (sparse): suspensions in force, sk `{suspended_at}#{creatorId}#{scope}`; set when a
   * creator is suspended, removed when the suspension ends (the operator console's Appeals). Rare: one partition.
   */
  activeSuspensions: 'SUSPENSION#ACTIVE',
} as const;

/** Sort-key prefixes for the Queries that list an owner's items of one kind. */
export const prefixes = {
  relationship: 'REL#',
  sale: 'SALE#',
  commissionEntry: 'COMM#',
} as const;

/** Shards of the payable-creators partition: the payout run reads each. */
export const PAYABLE_CREATOR_SHARDS = 4;

/** Shards of the pending-commission index partition: the hourly release reads each. */
export const COMMISSION_HOLD_SHARDS = 4;

/** Shards of the open-payouts index partition (a run opens every creator's payout at once): the sweep reads each. */
export const OPEN_PAYOUT_SHARDS = 4;

/** Shards per link click counter: 10 partitions × ~1000 writes/s each before a link could throttle. */
export const CLICK_SHARDS = 10;
