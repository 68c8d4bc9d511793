/**
 * Every key of the single table, in one place (the access-pattern table is in infra/table-definition.ts).
 * Tenancy is in the key: a brand's items share the partition BRAND#{brandId}, so a handler working for
 * one brand cannot reach another's items by forgetting a filter.
 */
export const keys = {
  profile: (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROFILE' }),
  /** One per user that owns a brand: makes "one brand per user" a conditional write and maps user → brand. */
  brandOwner: (userId: string) => ({ pk: `USER#${userId}`, sk: 'BRAND' }),
  brand: (brandId: string) => ({ pk: `BRAND#${brandId}`, sk: 'BRAND' }),
  brandStats: (brandId: string) => ({ pk: `BRAND#${brandId}`, sk: 'STATS' }),
  brandDay: (brandId: string, day: string) => ({ pk: `BRAND#${brandId}`, sk: `DAY#${day}` }),
  product: (brandId: string, productId: string) => ({ pk: `BRAND#${brandId}`, sk: `PRODUCT#${productId}` }),
  /**
   * A product's id → its brand (the public /product/{id} knows the id alone): written and deleted in the
   * product's own transactions, so a product and its pointer exist together.
   */
  productPointer: (productId: string) => ({ pk: `PRODUCT#${productId}`, sk: 'PRODUCT' }),
  importJob: (brandId: string, jobId: string) => ({ pk: `BRAND#${brandId}`, sk: `IMPORT#${jobId}` }),
  relationship: (brandId: string, creatorId: string) => ({ pk: `BRAND#${brandId}`, sk: `REL#${creatorId}` }),
  creator: (creatorId: string) => ({ pk: `CREATOR#${creatorId}`, sk: 'CREATOR' }),
  username: (username: string) => ({ pk: `USERNAME#${username}`, sk: 'USERNAME' }),
  oauthInstall: (nonce: string) => ({ pk: `OAUTH#${nonce}`, sk: 'OAUTH' }),
  /** Contact-form messages to a brand (its inbox), newest last by id. */
  brandMessage: (brandId: string, messageId: string) => ({ pk: `BRAND#${brandId}`, sk: `MSG#${messageId}` }),
  // Outreach (issue 21): invitations, the brand–creator threads and their messages, unread totals.
  /** A brand's invitation to a creator, under the creator (the brand lists its own through byOwner). */
  invitation: (creatorId: string, invitationId: string) => ({
    pk: `CREATOR#${creatorId}`,
    sk: `INVITE#${invitationId}`,
  }),
  /** One message thread per brand and creator: its summary and each side's unread count. */
  thread: (brandId: string, creatorId: string) => ({ pk: `THREAD#${brandId}#${creatorId}`, sk: 'THREAD' }),
  /** A message of a thread (append-only), ids sorted by time. */
  threadMessage: (brandId: string, creatorId: string, messageId: string) => ({
    pk: `THREAD#${brandId}#${creatorId}`,
    sk: `MSG#${messageId}`,
  }),
  /** A brand's or a creator's total of unread messages (`BRAND#{id}` or `CREATOR#{id}`): the badge. */
  unreadMessages: (party: string) => ({ pk: party, sk: 'UNREAD_MESSAGES' }),
  /** One sample request per creator and product, kept under the brand that ships it. */
  sampleRequest: (brandId: string, creatorId: string, productId: string) => ({
    pk: `BRAND#${brandId}`,
    sk: `SAMPLE#${creatorId}#${productId}`,
  }),
  /** One application per creator and product, under the creator; the brand lists them through byOwner. */
  application: (creatorId: string, productId: string) => ({
    pk: `CREATOR#${creatorId}`,
    sk: `APP#${productId}`,
  }),
  /** The redirect's GetItem: everything /r/{code} needs is on this item. */
  link: (code: string) => ({ pk: `LINK#${code}`, sk: 'LINK' }),
  /** One link per creator and product (conditional write); holds the code. */
  linkOwner: (creatorId: string, productId: string) => ({
    pk: `CREATOR#${creatorId}`,
    sk: `LINK#${productId}`,
  }),
  /** Click counter shards of a link: a hot link's writes spread over CLICK_SHARDS partitions. */
  clickShard: (code: string, shard: number) => ({ pk: `CLICK#${code}`, sk: `SHARD#${shard}` }),
  creatorStats: (creatorId: string) => ({ pk: `CREATOR#${creatorId}`, sk: 'STATS' }),
  creatorDay: (creatorId: string, day: string) => ({ pk: `CREATOR#${creatorId}`, sk: `DAY#${day}` }),
  /** One discount-code request per creator and brand, under the creator; the brand lists them via byOwner. */
  discountCode: (creatorId: string, brandId: string) => ({
    pk: `CREATOR#${creatorId}`,
    sk: `CODE#${brandId}`,
  }),
  /**
   * Reserves a discount code's text (lower-cased: stores match codes case-insensitively) for the creator
   * who first got it, forever: a renamed creator's old codes are never handed to the name's next owner.
   */
  discountCodeClaim: (code: string) => ({ pk: `DCODE#${code.toLowerCase()}`, sk: 'DCODE' }),
  /** One brand per store: the normalized store domain, held by the brand connected to it. */
  storeClaim: (domain: string) => ({ pk: `STORE#${domain}`, sk: 'STORE' }),
  /** A creator's counter for one rate-limited action in one fixed window (TTL after the window). */
  rateWindow: (creatorId: string, action: string, windowStart: string) => ({
    pk: `CREATOR#${creatorId}`,
    sk: `RATE#${action}#${windowStart}`,
  }),
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
  /**
   * The receipt of one Stripe event (evt_…, the same on Stripe's retries; TTL 30 days), written in the
   * same transaction as its outbox event: a redelivery writes nothing (record-delivery.ts).
   */
  stripeEventReceipt: (stripeEventId: string) => ({ pk: `STRIPEEVENT#${stripeEventId}`, sk: 'STRIPEEVENT' }),
  /** A creator's Stripe Connect payout account, one per creator (conditional Put; payout-account.ts). */
  payoutAccount: (creatorId: string) => ({ pk: `CREATOR#${creatorId}`, sk: 'PAYOUT_ACCOUNT' }),
  /** A Stripe Connect account id → its creator (account.updated names only the account); same transaction. */
  stripeAccount: (accountId: string) => ({ pk: `STRIPEACCT#${accountId}`, sk: 'STRIPEACCT' }),
  // Outgoing webhooks (issue 22).
  /** A brand's webhook endpoint (its signing secret sealed). */
  webhookEndpoint: (brandId: string, endpointId: string) => ({
    pk: `BRAND#${brandId}`,
    sk: `WHEP#${endpointId}`,
  }),
  /** How many endpoints the brand has: the limit's conditional counter. */
  webhookEndpointCount: (brandId: string) => ({ pk: `BRAND#${brandId}`, sk: 'WHEP_COUNT' }),
  /** A brand's test events in one hour (issue 31): the limit's conditional counter, TTL an hour after. */
  webhookTestWindow: (brandId: string, windowStart: string) => ({
    pk: `BRAND#${brandId}`,
    sk: `WHTEST#${windowStart}`,
  }),
  /** One event sent to one endpoint, its attempts logged (id deterministic from the event and endpoint). */
  webhookDelivery: (brandId: string, endpointId: string, deliveryId: string) => ({
    pk: `BRAND#${brandId}`,
    sk: `WHD#${endpointId}#${deliveryId}`,
  }),
  /** A domain event waiting to be (or already) published to the bus: the transactional outbox. */
  outboxEvent: (eventId: string) => ({ pk: `OUTBOX#${eventId}`, sk: 'OUTBOX' }),
  /** The one import a brand may have running at a time (job id + heartbeat). */
  activeImport: (brandId: string) => ({ pk: `BRAND#${brandId}`, sk: 'ACTIVE_IMPORT' }),
  /**
   * The creators' brands directory totals (connected stores, their available products), kept by atomic
   * ADDs in the transactions that connect, disconnect and change availability: the tiles read one item.
   */
  brandDirectoryStats: () => ({ pk: 'STATS#BRAND_DIRECTORY', sk: 'STATS' }),
  /**
   * An attributed (or held, or refused) order, under the brand that sold it; sk `SALE#{created_at}#{orderId}`
   * so the brand's Sales view is one Query, newest first. Holds every line's receipt and refund state.
   */
  sale: (brandId: string, saleSk: string) => ({ pk: `BRAND#${brandId}`, sk: saleSk }),
  /**
   * A store's order → the brand and sale that recorded it: refunds, cancellations and Shopify's
   * compliance requests name a shop and an order id only. Written in the sale's transaction (its
   * conditional Put makes an order recorded once, whatever the webhook id).
   */
  shopOrder: (shopDomain: string, orderId: string) => ({
    pk: `SHOPORDER#${shopDomain}`,
    sk: `ORDER#${orderId}`,
  }),
  /**
   * Issue 31: a refund (its id) or a cancellation (CANCEL) that arrived before its order was recorded,
   * kept beside the order's pointer until the order's recording applies it (early-reversal.ts).
   */
  earlyReversal: (shopDomain: string, orderId: string, reversalId: string) => ({
    pk: `SHOPORDER#${shopDomain}`,
    sk: `EARLYREV#${orderId}#${reversalId}`,
  }),
  /**
   * One commission ledger entry (append-only), under the creator who earns it; sk
   * `COMM#{created_at}#{orderId}#{lineId}` for a sale line, `…#REV#{refundId or CANCEL}` for a reversal:
   * deterministic, so a redelivered order or refund writes nothing twice.
   */
  commissionEntry: (creatorId: string, entrySk: string) => ({ pk: `CREATOR#${creatorId}`, sk: entrySk }),
  /**
   * What a brand's invoice for a period bills: commissions and attributed sales written to the ledger in
   * that month, additions and reversals apart (atomic ADDs in the ledger's transactions).
   */
  brandBillingPeriod: (brandId: string, period: string) => ({ pk: `BRAND#${brandId}`, sk: `BILL#${period}` }),
  /**
   * The same, for one creator of the brand (ADDs in the same transactions): the invoice's rows by creator.
   * `BILLBY#`, not `BILL#…`, so a Query of a brand's periods never meets them.
   */
  brandCreatorBillingPeriod: (brandId: string, period: string, creatorId: string) => ({
    pk: `BRAND#${brandId}`,
    sk: `BILLBY#${period}#${creatorId}`,
  }),
  /** One invoice per brand and period (conditional Put). */
  invoice: (brandId: string, period: string) => ({ pk: `BRAND#${brandId}`, sk: `INVOICE#${period}` }),
  /** How a brand pays: its Stripe customer, saved payment method and automatic payment (one item). */
  brandBillingProfile: (brandId: string) => ({ pk: `BRAND#${brandId}`, sk: 'BILLING_PROFILE' }),
  /**
   * One payout (one Stripe transfer) of a creator's payable balance; its id sorts by time
   * (`PO-{yyyymmddhhmmss}-…`), so the creator's payouts Query newest first.
   */
  payout: (creatorId: string, payoutId: string) => ({ pk: `CREATOR#${creatorId}`, sk: `PAYOUT#${payoutId}` }),
  /**
   * A creator who may have a payable balance: put when a commission becomes payable, deleted once the
   * balance is spent; the payout run Queries these partitions (sharded) instead of scanning creators.
   */
  /**
   * A creator's attributed sales in a month (the sale's month), one item per creator under the month:
   * the monthly Top Performer milestone ranks the month's creators with one Query. ADDs in the ledger's
   * transactions.
   */
  creatorMonthSales: (month: string, creatorId: string) => ({
    pk: `SALESMONTH#${month}`,
    sk: `CREATOR#${creatorId}`,
  }),
  /**
   * Issue 21: a creator's attributed sales with a brand on one day (the sale's day), under the brand; ADDs
   * in the ledger's transactions. The samples' "Cost & Sales" sums a creator's days since the first sample.
   */
  brandCreatorDay: (brandId: string, creatorId: string, day: string) => ({
    pk: `BRAND#${brandId}`,
    sk: `CREATORDAY#${creatorId}#${day}`,
  }),
  payableCreator: (shard: number, creatorId: string) => ({
    pk: `PAYABLE#${shard}`,
    sk: `CREATOR#${creatorId}`,
  }),
  /**
   * A creator's storefront settings (creator_marketplaces), under the creator; with its products it is
   * also in the `directory` partition STOREFRONT#{username}, which the public page reads in one Query.
   */
  storefront: (creatorId: string) => ({ pk: `CREATOR#${creatorId}`, sk: 'STOREFRONT' }),
  /** A product on a creator's storefront (creator_marketplace_products): one per creator and product. */
  storefrontProduct: (creatorId: string, productId: string) => ({
    pk: `CREATOR#${creatorId}`,
    sk: `STOREFRONT#PRODUCT#${productId}`,
  }),
  /**
   * A creator's sample-credit balance and counters (credits ledger): ADDs in the transactions that write
   * credit entries; a debit is conditioned on `balance >= cost`, so the balance is never negative.
   */
  creditBalance: (creatorId: string) => ({ pk: `CREATOR#${creatorId}`, sk: 'CREDITS' }),
  /** One credit ledger entry (append-only), sk `CREDIT#{created_at}#{kind}#{ref}`: newest first by Query. */
  creditEntry: (creatorId: string, entryId: string) => ({
    pk: `CREATOR#${creatorId}`,
    sk: `CREDIT#${entryId}`,
  }),
  /** A milestone awarded to a creator, once (conditional Put); `award` is the milestone, `…#{month}` monthly. */
  creditMilestone: (creatorId: string, award: string) => ({
    pk: `CREATOR#${creatorId}`,
    sk: `MILESTONE#${award}`,
  }),
  /** An approved UGC submission counted once toward the UGC Creator milestone (conditional Put + ADD). */
  creditUgcApproval: (creatorId: string, submissionId: string) => ({
    pk: `CREATOR#${creatorId}`,
    sk: `UGCCREDIT#${submissionId}`,
  }),
  /** A sample redeemed with credits (sample_orders), under the brand that ships it; id time-sortable. */
  sampleOrder: (brandId: string, orderId: string) => ({ pk: `BRAND#${brandId}`, sk: `SORDER#${orderId}` }),
  /** A store's order made for a sample order (issue 21): the fulfilment webhook's way to the sample. */
  sampleStoreOrder: (shopDomain: string, storeOrderId: string) => ({
    pk: `SHOPORDER#${shopDomain}`,
    sk: `SAMPLE#${storeOrderId}`,
  }),
  /** The address of a creator's last sample redemption, to fill the next one's form (issue 21). */
  shippingAddress: (creatorId: string) => ({ pk: `CREATOR#${creatorId}`, sk: 'SHIPPING_ADDRESS' }),
  /** One follow per person and storefront (conditional Put beside the counter's ADD). */
  storefrontFollower: (creatorId: string, userId: string) => ({
    pk: `CREATOR#${creatorId}`,
    sk: `FOLLOWER#${userId}`,
  }),
  /** A brand's UGC request (ugc_requests), under the brand; its id sorts by time, so newest first is a Query. */
  ugcRequest: (brandId: string, requestId: string) => ({ pk: `BRAND#${brandId}`, sk: `UGCREQ#${requestId}` }),
  /**
   * A content submission (ugc_submissions), under the brand that decides it (tenancy: another brand's
   * submission is not found by key); the creator lists theirs through byOwner.
   */
  ugcSubmission: (brandId: string, submissionId: string) => ({
    pk: `BRAND#${brandId}`,
    sk: `UGCSUB#${submissionId}`,
  }),
  /** The content licence an approval grants (content_licenses): one per submission (conditional Put). */
  contentLicence: (brandId: string, submissionId: string) => ({
    pk: `BRAND#${brandId}`,
    sk: `LICENCE#${submissionId}`,
  }),
  /** An in-app notification, id `{eventId}.{kind}` (time-ordered): the centre is one Query, newest first. */
  /**
   * Issue 21, terms: a brand's rate for one creator, for one product or (scope BRAND) all its products;
   * the creator lists theirs through byOwner (`TERMS#{creatorId}`).
   */
  creatorTerm: (brandId: string, creatorId: string, scope: string) => ({
    pk: `BRAND#${brandId}`,
    sk: `TERM#${creatorId}#${scope}`,
  }),
  /** Issue 21, terms: a brand's time-limited offer (a higher rate between two dates). */
  offer: (brandId: string, offerId: string) => ({ pk: `BRAND#${brandId}`, sk: `OFFER#${offerId}` }),
  /** Issue 21, terms: a brand's performance tiers and milestone bonuses, with their announced changes. */
  programTerms: (brandId: string) => ({ pk: `BRAND#${brandId}`, sk: 'PROGRAM_TERMS' }),
  /**
   * Issue 21, terms: a creator's attributed sales with a brand in a UTC month, counted in each sale's own
   * transaction (the sale's ordinal in the month sets its tier).
   */
  creatorBrandMonthCount: (brandId: string, creatorId: string, month: string) => ({
    pk: `BRAND#${brandId}`,
    sk: `SALESCOUNT#${creatorId}#${month}`,
  }),
  // Issue 22, API keys: a brand's keys (listed by one Query), each key's hash lookup (the authorizer's one
  // GetItem) and the brand's count of active keys (the limit, as a conditional ADD).
  apiKey: (brandId: string, keyId: string) => ({ pk: `BRAND#${brandId}`, sk: `APIKEY#${keyId}` }),
  apiKeyHash: (hash: string) => ({ pk: `APIKEY#${hash}`, sk: 'APIKEY' }),
  apiKeyCount: (brandId: string) => ({ pk: `BRAND#${brandId}`, sk: 'APIKEYS' }),
  /** A key's requests in one short window (its rate limit), TTL a minute after. */
  apiKeyRateWindow: (keyId: string, windowStart: string) => ({ pk: `APIKEYRATE#${keyId}`, sk: windowStart }),
  /** A brand's requests, all its keys together, in the same window (issue 31), TTL a minute after. */
  apiBrandRateWindow: (brandId: string, windowStart: string) => ({
    pk: `APIBRANDRATE#${brandId}`,
    sk: windowStart,
  }),
  notification: (userId: string, id: string) => ({ pk: `USER#${userId}`, sk: `NOTIF#${id}` }),
  /** An e-mail owed (pending) or sent, id `{userId}#{eventId}.{kind}`: written with its notification. */
  outgoingMail: (mailId: string) => ({ pk: `MAIL#${mailId}`, sk: 'MAIL' }),
  /** A digest gathering lines for a period and category, bucket `{period}#{category}`. */
  notificationDigest: (userId: string, bucket: string) => ({ pk: `USER#${userId}`, sk: `DIGEST#${bucket}` }),
  /** E-mails counted in a window (`day#…`, `hour#…#{kind}`): the limits, conditional ADDs. */
  mailCount: (userId: string, window: string) => ({ pk: `USER#${userId}`, sk: `MAILCOUNT#${window}` }),
  /** "The first time" of a kind for a key (the first sale on a link): conditional Put. */
  notifyOnce: (userId: string, key: string) => ({ pk: `USER#${userId}`, sk: `NOTIFY#ONCE#${key}` }),
  /** A person's e-mail preferences: the optional categories turned off. */
  notificationPreferences: (userId: string) => ({ pk: `USER#${userId}`, sk: 'NOTIFY#PREFS' }),
  /** An address SES reported bouncing or complaining: nothing is sent to it. */
  mailSuppression: (address: string) => ({ pk: `SUPPRESSED#${address}`, sk: 'SUPPRESSED' }),
} as const;

/** byOwner / directory index partition values of the listings (see infra/table-definition.ts). */
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
  /** directory: the referral links of a product (brand's Links dialog). */
  productLinks: (productId: string) => `LINKS#${productId}`,
  /** byOwner: a brand's applications, sk `{status}#{applied_at}`. */
  brandApplications: (brandId: string) => `BRAND#${brandId}#APPS`,
  /** byOwner: a brand's discount-code requests, sk `{status}#{requested_at}`. */
  brandDiscountCodes: (brandId: string) => `BRAND#${brandId}#CODES`,
  /** byOwner: a brand's invitations, sk `INVITE#{id}` (ids sort by time). */
  brandInvitations: (brandId: string) => `BRAND#${brandId}#INVITES`,
  /** byOwner: a brand's threads with creators, sk `{last_message_at}#{creatorId}`. */
  brandThreads: (brandId: string) => `BRAND#${brandId}#THREADS`,
  /** directory: a creator's threads with brands, sk `{last_message_at}#{brandId}`. */
  creatorThreads: (creatorId: string) => `CREATOR#${creatorId}#THREADS`,
  /** byOwner: a creator's referral links, sk created_at. */
  creatorLinks: (creatorId: string) => `CREATOR#${creatorId}#LINKS`,
  /** byOwner (sparse): outbox events not yet published, sk `{created_at}#{id}`; spread over shards. */
  pendingOutbox: (shard: number) => `OUTBOX#PENDING#${shard}`,
  /** byOwner (sparse): a person's unread notifications, sk `NOTIF#{id}`: the bell's count (one Query). */
  unreadNotifications: (userId: string) => `USER#${userId}#UNREAD`,
  /** byOwner (sparse): e-mail not yet sent, sk `{created_at}#{mailId}`; spread over shards; the sweep's. */
  pendingMail: (shard: number) => `MAIL#PENDING#${shard}`,
  /** byOwner (sparse): digests not yet sent, sk `{due_at}#{userId}#{bucket}`; spread over shards. */
  dueDigests: (shard: number) => `DIGEST#DUE#${shard}`,
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
  /** Issue 22: byOwner (sparse): webhook deliveries whose retry is due, sk `{next_attempt_at}#{brandId}#{endpointId}#{id}`. */
  webhookRetries: 'WEBHOOK#RETRY',
  /**
   * byOwner (sparse): the Sample Store, products with sample_available and sample_credits > 0, sk
   * `{credits, 10 digits}#{productId}` so one Query lists them cheapest first (sample-store.ts).
   */
  sampleStore: 'SAMPLESTORE',
  /** directory: a storefront's settings and products by the creator's username (the public page's Query). */
  storefront: (username: string) => `STOREFRONT#${username}`,
  /** directory (sparse): every brand's open UGC requests (Explore's Content tab), sk `{created_at}#{id}`. */
  openUgcRequests: 'UGC#OPEN',
  /** byOwner (sparse): one brand's open UGC requests (its profile's Content Opportunities), sk `{created_at}#{id}`. */
  brandOpenUgcRequests: (brandId: string) => `BRAND#${brandId}#UGC#OPEN`,
  /** byOwner: a creator's content submissions, sk `{submitted_at}#{id}`. */
  creatorUgcSubmissions: (creatorId: string) => `CREATOR#${creatorId}#UGC`,
  /** byOwner: a creator's sample orders, sk the order id (time-sortable), issue 21. */
  creatorSampleOrders: (creatorId: string) => `CREATOR#${creatorId}#SAMPLES`,
} as const;

/** Sort-key prefixes for the Queries that list a brand's items of one kind. */
export const prefixes = {
  product: 'PRODUCT#',
  relationship: 'REL#',
  message: 'MSG#',
  application: 'APP#',
  discountCode: 'CODE#',
  importJob: 'IMPORT#',
  sale: 'SALE#',
  commissionEntry: 'COMM#',
  sampleRequest: 'SAMPLE#',
  sampleOrder: 'SORDER#',
  creditEntry: 'CREDIT#',
  creditMilestone: 'MILESTONE#',
  /** The storefront settings item and its products (sk STOREFRONT, STOREFRONT#PRODUCT#…). */
  storefront: 'STOREFRONT',
  ugcRequest: 'UGCREQ#',
  ugcSubmission: 'UGCSUB#',
  invitation: 'INVITE#',
} as const;

/** Shards of the payable-creators partition: the payout run reads each. */
export const PAYABLE_CREATOR_SHARDS = 4;

/** Shards of the pending-commission index partition: the hourly release reads each. */
export const COMMISSION_HOLD_SHARDS = 4;

/** Shards of the open-payouts index partition (a run opens every creator's payout at once): the sweep reads each. */
export const OPEN_PAYOUT_SHARDS = 4;

/** Shards per link click counter: 10 partitions × ~1000 writes/s each before a link could throttle. */
export const CLICK_SHARDS = 10;
