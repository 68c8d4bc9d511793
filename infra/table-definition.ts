/**
 * The single DynamoDB table, defined once as plain data: the CDK stack and the local cloud
 * (DynamoDB Local CreateTable) both build the table from this, so they cannot drift apart.
 * Key formats are listed in functions/shared/data/keys.ts; each entity declares its own keys by the same
 * templates (docs/architecture.md section 3). Every item carries `type`.
 *
 * The access patterns (spec 7.2) are data too, below the table: `itemAccessPatterns` has one row per
 * key builder in `keys` and `indexAccessPatterns` one per index partition (`indexKeys`, and the two
 * written inline). tests/unit/access-patterns.test.ts fails when a builder has no row or a row's pk/sk
 * does not describe what its builder returns. In the rows, `{name}` stands for a builder's argument.
 *
 * marketByCategory is keyed on attributes products already carry (`category`, and `gsi2sk`, present
 * only while the product is available), so a table with data gets it filled by DynamoDB itself, with no
 * backfill. Its keys must be strings on EVERY item that has them: a write whose `category` is not a
 * string (null included) is refused, so no other entity may store a non-string `category`.
 */
import type { indexKeys, keys } from '../functions/shared/data/keys';

export const tableDefinition = {
  partitionKey: 'pk',
  sortKey: 'sk',
  globalSecondaryIndexes: [
    // byOwner: the items of one owner, listed for another party or a sweep — a brand's applications and
    // discount-code requests (by status, newest first), a creator's referral links, the outbox events
    // still pending (sparse), a brand by its user. Rows with index 'byOwner' below.
    // Its key attributes keep their original generic names (gsi1pk/gsi1sk, as the index was once called
    // gsi1): items need no rewrite, and an index created on them is filled by DynamoDB from the items.
    { indexName: 'byOwner', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    // directory: sparse, sorted listings — Explore's available products (newest first), the connected
    // brands (by name), the onboarded creators (by username), a product's referral links. Keys
    // gsi2pk/gsi2sk (it was once called gsi2).
    { indexName: 'directory', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    // Explore filtered by one category, newest first (sparse like the directory's MARKET listing).
    // CloudFormation creates or deletes at most one GSI per table update: a deployed table changes its
    // indexes one deployment at a time (docs/architecture.md, "Renaming an index of a deployed table").
    // The local cloud refuses a kept `.local/` table with other indexes (reset: npm run start:reset).
    { indexName: 'marketByCategory', partitionKey: 'category', sortKey: 'gsi2sk' },
  ],
  timeToLiveAttribute: 'expiresAt',
} as const;

export type TableDefinition = typeof tableDefinition;

type IndexName = TableDefinition['globalSecondaryIndexes'][number]['indexName'];

/** An item kind: the `keys` builder that addresses it, its key, the index entries it carries, its uses. */
export interface ItemAccessPattern {
  key: keyof typeof keys;
  pk: string;
  sk: string;
  /** The indexes the item has entries in (their partitions are in `indexAccessPatterns`). */
  indexes?: readonly IndexName[];
  serves: string;
}

/** A partition of an index: who builds its value, the sort key, the items in it and the Query it serves. */
export interface IndexAccessPattern {
  index: IndexName;
  /** The `indexKeys` entry that builds the partition value; absent when it is an item attribute. */
  indexKey?: keyof typeof indexKeys;
  pk: string;
  sk: string;
  item: keyof typeof keys;
  serves: string;
}

// biome-ignore format: one row per line, read as a table
export const itemAccessPatterns: readonly ItemAccessPattern[] = [
  { key: 'profile', pk: 'USER#{userId}', sk: 'PROFILE', serves: 'GET /api/me (GetItem)' },
  { key: 'brandOwner', pk: 'USER#{userId}', sk: 'BRAND', serves: 'user → brand (GetItem); one brand per user (conditional Put)' },
  { key: 'brand', pk: 'BRAND#{brandId}', sk: 'BRAND', indexes: ['byOwner', 'directory'], serves: 'brand by id (GetItem); the brands directory' },
  { key: 'brandStats', pk: 'BRAND#{brandId}', sk: 'STATS', serves: 'brand dashboard totals (GetItem; ADDs by the click aggregator)' },
  { key: 'brandDay', pk: 'BRAND#{brandId}', sk: 'DAY#{day}', serves: 'brand dashboard chart (Query BETWEEN two days)' },
  { key: 'product', pk: 'BRAND#{brandId}', sk: 'PRODUCT#{productId}', indexes: ['byOwner', 'directory', 'marketByCategory'], serves: "a brand's catalogue (Query); a brand profile's available products (Query + filter); the Sample Store (byOwner)" },
  { key: 'productPointer', pk: 'PRODUCT#{productId}', sk: 'PRODUCT', serves: 'product id → brand (GetItem): the public product page /product/{id}; written with the product (transaction)' },
  { key: 'importJob', pk: 'BRAND#{brandId}', sk: 'IMPORT#{jobId}', serves: 'import progress (GetItem); the latest import (Query desc, limit 1)' },
  { key: 'activeImport', pk: 'BRAND#{brandId}', sk: 'ACTIVE_IMPORT', serves: 'one import per brand at a time (conditional Put; job id + heartbeat)' },
  { key: 'relationship', pk: 'BRAND#{brandId}', sk: 'REL#{creatorId}', serves: "a brand's favorites, blacklist and notes (Query; GetItem per creator)" },
  { key: 'brandMessage', pk: 'BRAND#{brandId}', sk: 'MSG#{messageId}', serves: "a brand's inbox, newest first (Query desc)" },
  { key: 'invitation', pk: 'CREATOR#{creatorId}', sk: 'INVITE#{invitationId}', indexes: ['byOwner'], serves: "a creator's invitations (Query desc); accepted or declined once (conditional Update)" },
  { key: 'thread', pk: 'THREAD#{brandId}#{creatorId}', sk: 'THREAD', indexes: ['byOwner', 'directory'], serves: 'a brand–creator thread and each side\'s unread count (GetItem; ADDs)' },
  { key: 'threadMessage', pk: 'THREAD#{brandId}#{creatorId}', sk: 'MSG#{messageId}', serves: "a thread's messages, newest first (Query desc, paged)" },
  { key: 'unreadMessages', pk: '{party}', sk: 'UNREAD_MESSAGES', serves: "the navigation badge: a brand's (BRAND#{brandId}) or a creator's (CREATOR#{creatorId}) unread messages in total (GetItem; ADDs)" },
  { key: 'sampleRequest', pk: 'BRAND#{brandId}', sk: 'SAMPLE#{creatorId}#{productId}', serves: 'one sample request per creator and product (conditional Put)' },
  { key: 'creator', pk: 'CREATOR#{creatorId}', sk: 'CREATOR', indexes: ['directory'], serves: 'creator by id (GetItem); the creators directory' },
  { key: 'username', pk: 'USERNAME#{username}', sk: 'USERNAME', serves: 'unique usernames; public storefront by username (conditional write; GetItem)' },
  { key: 'creatorStats', pk: 'CREATOR#{creatorId}', sk: 'STATS', serves: 'creator dashboard totals (GetItem; ADDs by the click aggregator)' },
  { key: 'creatorDay', pk: 'CREATOR#{creatorId}', sk: 'DAY#{day}', serves: 'creator dashboard chart (Query BETWEEN two days)' },
  { key: 'application', pk: 'CREATOR#{creatorId}', sk: 'APP#{productId}', indexes: ['byOwner'], serves: "one application per creator and product (conditional Put); a creator's applications (Query)" },
  { key: 'discountCode', pk: 'CREATOR#{creatorId}', sk: 'CODE#{brandId}', indexes: ['byOwner'], serves: "one discount-code request per creator and brand (conditional Put); a creator's codes (Query)" },
  { key: 'discountCodeClaim', pk: 'DCODE#{code lower-cased}', sk: 'DCODE', serves: "a discount code's text, reserved forever for the creator who first got it (conditional Put)" },
  { key: 'linkOwner', pk: 'CREATOR#{creatorId}', sk: 'LINK#{productId}', serves: 'one referral link per creator and product (conditional Put; holds the code)' },
  { key: 'link', pk: 'LINK#{code}', sk: 'LINK', indexes: ['byOwner', 'directory'], serves: 'the redirect /r/{code} (GetItem); never deleted, so a code stays reserved forever' },
  { key: 'clickShard', pk: 'CLICK#{code}', sk: 'SHARD#{shard}', serves: "the redirect's one write (ADD on a random one of CLICK_SHARDS shards); the stream feeds the totals" },
  { key: 'clickShardAggregated', pk: 'AGG#CLICK#{code}', sk: '{shardSk}', serves: "how much of a shard's count (sk: the shard's SHARD#{n}) is in the totals (BatchGet; TTL)" },
  { key: 'rateWindow', pk: 'CREATOR#{creatorId}', sk: 'RATE#{action}#{windowStart}', serves: "per-creator limits (ADD with a condition in the counted write's transaction; TTL)" },
  { key: 'oauthInstall', pk: 'OAUTH#{nonce}', sk: 'OAUTH', serves: 'a store connection in progress (GetItem; TTL)' },
  { key: 'storeClaim', pk: 'STORE#{domain}', sk: 'STORE', serves: 'one brand per store (in the connect / disconnect transaction)' },
  { key: 'outboxEvent', pk: 'OUTBOX#{eventId}', sk: 'OUTBOX', indexes: ['byOwner'], serves: 'the stream publishes it on INSERT (claim → PutEvents → mark); TTL once published' },
  { key: 'brandDirectoryStats', pk: 'STATS#BRAND_DIRECTORY', sk: 'STATS', serves: 'Brands directory tiles (GetItem; ADDs in the connect/availability transactions)' },
  // Issue 22: outgoing webhooks.
  { key: 'webhookEndpoint', pk: 'BRAND#{brandId}', sk: 'WHEP#{endpointId}', serves: "a brand's webhook endpoints (Query begins_with), one by id (GetItem); secret sealed" },
  { key: 'webhookEndpointCount', pk: 'BRAND#{brandId}', sk: 'WHEP_COUNT', serves: 'at most ten endpoints per brand (conditional ADD in the endpoint Put\'s transaction)' },
  { key: 'webhookTestWindow', pk: 'BRAND#{brandId}', sk: 'WHTEST#{windowStart}', serves: "a brand's test events in an hour (conditional ADD below the limit before each is sent); TTL an hour after" },
  { key: 'webhookDelivery', pk: 'BRAND#{brandId}', sk: 'WHD#{endpointId}#{deliveryId}', indexes: ['byOwner'], serves: "an endpoint's recent deliveries, newest first (Query begins_with, desc); created once per event and endpoint (conditional Put); TTL 30 days after its last attempt" },
  { key: 'webhookReceipt', pk: 'WEBHOOK#{webhookId}', sk: 'WEBHOOK', serves: "a Shopify webhook delivery handled once (conditional Put in its outbox event's transaction; TTL)" },
  { key: 'stripeEventReceipt', pk: 'STRIPEEVENT#{stripeEventId}', sk: 'STRIPEEVENT', serves: "a Stripe event handled once (conditional Put in its outbox event's transaction; TTL)" },
  { key: 'payoutAccount', pk: 'CREATOR#{creatorId}', sk: 'PAYOUT_ACCOUNT', serves: "a creator's Stripe Connect account and status (GetItem); one per creator (conditional Put)" },
  { key: 'stripeAccount', pk: 'STRIPEACCT#{accountId}', sk: 'STRIPEACCT', serves: 'account.updated → the creator of a Connect account (GetItem); written with the payout account' },
  { key: 'sale', pk: 'BRAND#{brandId}', sk: '{saleSk}', serves: "an order naming a creator, sk SALE#{created_at}#{orderId} (GetItem); a brand's sales, newest first (Query begins_with)" },
  { key: 'shopOrder', pk: 'SHOPORDER#{shopDomain}', sk: 'ORDER#{orderId}', serves: "a store's order → its brand and sale (GetItem; Query per shop); an order recorded once (conditional Put)" },
  { key: 'earlyReversal', pk: 'SHOPORDER#{shopDomain}', sk: 'EARLYREV#{orderId}#{reversalId}', serves: "a refund or cancellation that arrived before its order (conditional Put: kept once); the order's recording applies them (Query begins_with EARLYREV#{orderId}#); TTL" },
  { key: 'commissionEntry', pk: 'CREATOR#{creatorId}', sk: '{entrySk}', indexes: ['byOwner'], serves: "a ledger entry, sk COMM#{created_at}#{orderId}#{lineId}[#REV#…], written once (conditional Put); a creator's ledger (Query)" },
  { key: 'payout', pk: 'CREATOR#{creatorId}', sk: 'PAYOUT#{payoutId}', serves: "one payout and its entries (GetItem, conditional Put: one per run and creator); a creator's payouts newest first (Query)", indexes: ['byOwner'] },
  { key: 'creatorMonthSales', pk: 'SALESMONTH#{month}', sk: 'CREATOR#{creatorId}', serves: "a month's attributed sales per creator (ADDs in the ledger's transactions); the Top Performer ranking (one Query per month)" },
  { key: 'brandCreatorDay', pk: 'BRAND#{brandId}', sk: 'CREATORDAY#{creatorId}#{day}', serves: "a creator's attributed sales with a brand per day (ADDs in the ledger's transactions); samples' sales since the first sample (Query from a day on)" },
  { key: 'payableCreator', pk: 'PAYABLE#{shard}', sk: 'CREATOR#{creatorId}', serves: 'the payout run: creators who may have a payable balance (Query per shard); put with each release, deleted when spent' },
  { key: 'brandBillingPeriod', pk: 'BRAND#{brandId}', sk: 'BILL#{period}', indexes: ['byOwner', 'directory'], serves: "what the period's invoice bills (ADDs in the ledger's transactions; GetItem by the invoice consumer)" },
  { key: 'brandCreatorBillingPeriod', pk: 'BRAND#{brandId}', sk: 'BILLBY#{period}#{creatorId}', serves: "what the period's invoice bills for one creator (ADDs in the same transactions as the brand's period); the invoice's rows by creator (Query begins_with BILLBY#{period}#)" },
  { key: 'invoice', pk: 'BRAND#{brandId}', sk: 'INVOICE#{period}', indexes: ['byOwner', 'directory'], serves: "one invoice per brand and period (conditional Put); a brand's invoices, newest first (Query begins_with); automatic retries due (directory INVOICES#RETRY)" },
  { key: 'brandBillingProfile', pk: 'BRAND#{brandId}', sk: 'BILLING_PROFILE', serves: "how a brand pays: Stripe customer, saved card, automatic payment (GetItem; conditional Updates)" },
  { key: 'storefront', pk: 'CREATOR#{creatorId}', sk: 'STOREFRONT', indexes: ['directory'], serves: "a creator's storefront settings + follower count (the editor: Query begins_with STOREFRONT; ADD on follow)" },
  { key: 'storefrontProduct', pk: 'CREATOR#{creatorId}', sk: 'STOREFRONT#PRODUCT#{productId}', indexes: ['directory'], serves: 'one storefront entry per creator and product (conditional Put), product and link copied in' },
  { key: 'creditBalance', pk: 'CREATOR#{creatorId}', sk: 'CREDITS', serves: "a creator's credit balance (GetItem; ADD on awards, conditional debit: never negative)" },
  { key: 'creditEntry', pk: 'CREATOR#{creatorId}', sk: 'CREDIT#{entryId}', serves: "the credits ledger, append-only (Put in the balance's transaction); History newest first (Query begins_with)" },
  { key: 'creditMilestone', pk: 'CREATOR#{creatorId}', sk: 'MILESTONE#{award}', serves: 'a milestone awarded once (conditional Put in the award transaction); Earn Credits (Query begins_with)' },
  { key: 'creditUgcApproval', pk: 'CREATOR#{creatorId}', sk: 'UGCCREDIT#{submissionId}', serves: 'an approved submission counted once toward UGC Creator (conditional Put + ADD on the balance item)' },
  { key: 'sampleOrder', pk: 'BRAND#{brandId}', sk: 'SORDER#{orderId}', indexes: ['byOwner'], serves: "a redeemed sample (Put in the redemption's transaction); a brand's sample orders newest first (Query); its status changes (conditional Updates)" },
  { key: 'sampleStoreOrder', pk: 'SHOPORDER#{shopDomain}', sk: 'SAMPLE#{storeOrderId}', serves: "a store's order → the sample order it was made for (GetItem by the fulfilment webhook's consumer); put with the store order's record" },
  { key: 'shippingAddress', pk: 'CREATOR#{creatorId}', sk: 'SHIPPING_ADDRESS', serves: "a creator's last shipping address (GetItem for the credits screen; Put in the redemption's transaction)" },
  { key: 'storefrontFollower', pk: 'CREATOR#{creatorId}', sk: 'FOLLOWER#{userId}', serves: "one follow per person (conditional Put/Delete in the counter's transaction); the viewer's follow state (GetItem)" },
  { key: 'ugcRequest', pk: 'BRAND#{brandId}', sk: 'UGCREQ#{requestId}', indexes: ['byOwner', 'directory'], serves: "a UGC request (GetItem; ConditionCheck open when submitting); a brand's requests newest first (Query begins_with, desc)" },
  { key: 'ugcSubmission', pk: 'BRAND#{brandId}', sk: 'UGCSUB#{submissionId}', indexes: ['byOwner'], serves: "a content submission (GetItem; guarded pending → approved | rejected); a brand's submissions (Query begins_with)" },
  { key: 'notification', pk: 'USER#{userId}', sk: 'NOTIF#{id: eventId.kind}', indexes: ['byOwner'], serves: "the notification centre, newest first (one Query desc); created once per event and kind (conditional Put: the consumer's receipt)" },
  { key: 'outgoingMail', pk: 'MAIL#{mailId: userId#eventId.kind}', sk: 'MAIL', indexes: ['byOwner'], serves: "an e-mail owed, in its notification's transaction; claimed → sent (conditional Updates); TTL once sent" },
  { key: 'notificationDigest', pk: 'USER#{userId}', sk: 'DIGEST#{bucket: period#category}', indexes: ['byOwner'], serves: 'a digest gathering lines (Update with append and ADD in each notification\'s transaction); claimed → sent' },
  { key: 'mailCount', pk: 'USER#{userId}', sk: 'MAILCOUNT#{window}', serves: 'the daily and hourly e-mail limits (conditional ADD in the notification\'s transaction; TTL)' },
  { key: 'notifyOnce', pk: 'USER#{userId}', sk: 'NOTIFY#ONCE#{key: kind#firstKey}', serves: '"the first time" (first sale on a link): conditional Put in the notification\'s transaction' },
  { key: 'notificationPreferences', pk: 'USER#{userId}', sk: 'NOTIFY#PREFS', serves: "a person's e-mail preferences (GetItem; UpdateItem ADD/DELETE on the set of categories turned off)" },
  { key: 'mailSuppression', pk: 'SUPPRESSED#{address}', sk: 'SUPPRESSED', serves: 'the suppression list: checked before every e-mail (GetItem); put by the SES bounce/complaint consumer' },
  { key: 'contentLicence', pk: 'BRAND#{brandId}', sk: 'LICENCE#{submissionId}', serves: "the licence an approval grants, once per submission (conditional Put in the approval's transaction)" },
  // Issue 21, terms (docs/architecture.md section 5, "Terms").
  { key: 'creatorTerm', pk: 'BRAND#{brandId}', sk: 'TERM#{creatorId}#{scope}', indexes: ['byOwner'], serves: "a brand's rate for one creator, for a product or the brand (conditional writes on its version); a sale reads the creator's terms with the brand (Query begins_with TERM#{creatorId}#); the brand lists its terms (Query)" },
  { key: 'programTerms', pk: 'BRAND#{brandId}', sk: 'PROGRAM_TERMS', serves: "a brand's performance tiers (with an announced change) and milestone bonuses (GetItem per sale; conditional writes on its version)" },
  { key: 'creatorBrandMonthCount', pk: 'BRAND#{brandId}', sk: 'SALESCOUNT#{creatorId}#{month}', serves: "a creator's attributed sales with a brand in a UTC month: each sale's ordinal, moved in the sale's own transaction (conditional on the count read, or ADD)" },
  { key: 'offer', pk: 'BRAND#{brandId}', sk: 'OFFER#{offerId}', indexes: ['directory'], serves: "a brand's time-limited offer (Put; Delete only before it starts); a sale reads its brand's offers (Query begins_with OFFER#); TTL 60 days after its end" },
  // Issue 22, API keys.
  { key: 'apiKey', pk: 'BRAND#{brandId}', sk: 'APIKEY#{keyId}', serves: "a brand's API keys, newest first (Query begins_with, desc); revoked in the transaction that revokes its hash item; last used (conditional Update, at most once a minute)" },
  { key: 'apiKeyHash', pk: 'APIKEY#{sha256}', sk: 'APIKEY', serves: "the key authorizer's one GetItem by the secret's hash: brand, key id, scopes, revoked" },
  { key: 'apiKeyCount', pk: 'BRAND#{brandId}', sk: 'APIKEYS', serves: "a brand's active keys (conditional ADD below the limit in the create transaction; ADD -1 on revoke)" },
  { key: 'apiKeyRateWindow', pk: 'APIKEYRATE#{keyId}', sk: '{windowStart}', serves: "a key's requests in a two-second window (conditional ADD below the burst on each /api/v1 request); TTL a minute after" },
  { key: 'apiBrandRateWindow', pk: 'APIBRANDRATE#{brandId}', sk: '{windowStart}', serves: "a brand's requests, all its keys together, in the same window (conditional ADD below the brand's burst beside the key's; ADD -1 when the key's refused it); TTL a minute after" },
];

// biome-ignore format: one row per line, read as a table
export const indexAccessPatterns: readonly IndexAccessPattern[] = [
  { index: 'byOwner', indexKey: 'brandApplications', pk: 'BRAND#{brandId}#APPS', sk: '{status}#{applied_at}', item: 'application', serves: "a brand's applications with one status, newest first (Query begins_with)" },
  { index: 'byOwner', indexKey: 'brandDiscountCodes', pk: 'BRAND#{brandId}#CODES', sk: '{status}#{requested_at}', item: 'discountCode', serves: "a brand's discount-code requests (Query)" },
  { index: 'byOwner', indexKey: 'brandInvitations', pk: 'BRAND#{brandId}#INVITES', sk: 'INVITE#{invitationId}', item: 'invitation', serves: "a brand's invitations, newest first (Query desc)" },
  { index: 'byOwner', indexKey: 'brandThreads', pk: 'BRAND#{brandId}#THREADS', sk: '{last_message_at}#{creatorId}', item: 'thread', serves: "a brand's threads, latest first (Query desc)" },
  { index: 'directory', indexKey: 'creatorThreads', pk: 'CREATOR#{creatorId}#THREADS', sk: '{last_message_at}#{brandId}', item: 'thread', serves: "a creator's threads, latest first (Query desc)" },
  { index: 'byOwner', indexKey: 'creatorLinks', pk: 'CREATOR#{creatorId}#LINKS', sk: '{created_at}', item: 'link', serves: "a creator's referral links (Query)" },
  { index: 'byOwner', indexKey: 'pendingOutbox', pk: 'OUTBOX#PENDING#{shard}', sk: '{created_at}#{eventId}', item: 'outboxEvent', serves: 'the sweep: events pending over a minute (Query sk <); sparse, removed once published' },
  { index: 'byOwner', indexKey: 'commissionsAwaitingInvoice', pk: 'COMM#AWAITING#{brandId}#{period}', sk: '{creatorId}#{entrySk}', item: 'commissionEntry', serves: "the release once a brand's invoice is paid: matured entries waiting for it; sparse" },
  { index: 'byOwner', indexKey: 'availableCommissions', pk: 'COMM#AVAILABLE#{creatorId}', sk: '{entrySk}', item: 'commissionEntry', serves: "a payout: the creator's payable entries; sparse, removed once in a payout" },
  { index: 'byOwner', indexKey: 'openPayouts', pk: 'PAYOUT#OPEN#{shard}', sk: '{opened_at}#{creatorId}#{payoutId}', item: 'payout', serves: 'the stale-payout sweep: payouts still processing past its bound (Query sk <); sparse, removed when the payout closes' },
  { index: 'byOwner', indexKey: 'maturingCommissions', pk: 'COMM#PENDING#{shard}', sk: '{hold_until}#{creatorId}#{entrySk}', item: 'commissionEntry', serves: 'the release: pending entries whose hold has ended (Query sk <); sparse, removed once available' },
  { index: 'byOwner', indexKey: 'brandsToBill', pk: 'BILLING#{period}', sk: '{brandId}', item: 'brandBillingPeriod', serves: 'the billing run: the brands with ledger changes in a period (Query per page); sparse' },
  { index: 'byOwner', indexKey: 'unpaidInvoices', pk: 'INVOICES#UNPAID', sk: '{due_at}#{brandId}#{period}', item: 'invoice', serves: 'the overdue run: unpaid invoices due before now (Query sk <); sparse, removed once paid' },
  { index: 'directory', indexKey: 'invoiceChargeRetries', pk: 'INVOICES#RETRY', sk: '{next_retry_at}#{brandId}#{period}', item: 'invoice', serves: 'the daily run: automatic charges due again after a failed payment (Query sk <); sparse, removed once taken or paid' },
  { index: 'byOwner', indexKey: 'unreadNotifications', pk: 'USER#{userId}#UNREAD', sk: 'NOTIF#{id}', item: 'notification', serves: "the bell: a person's unread notifications counted (one Query, keys only); sparse, removed when read" },
  { index: 'byOwner', indexKey: 'webhookRetries', pk: 'WEBHOOK#RETRY', sk: '{next_attempt_at}#{brandId}#{endpointId}#{deliveryId}', item: 'webhookDelivery', serves: 'RetryWebhookDeliveries: deliveries whose retry is due (Query sk <); sparse, removed once delivered or given up' },
  { index: 'byOwner', indexKey: 'pendingMail', pk: 'MAIL#PENDING#{shard}', sk: '{created_at}#{mailId}', item: 'outgoingMail', serves: 'the digest run\'s sweep: e-mail still pending after two minutes (Query sk <); sparse, removed once sent' },
  { index: 'byOwner', indexKey: 'dueDigests', pk: 'DIGEST#DUE#{shard}', sk: '{due_at}#{userId}#{bucket}', item: 'notificationDigest', serves: 'the digest run: digests whose period ended (Query sk <=); sparse, removed once sent' },
  { index: 'byOwner', pk: 'USER#{userId}', sk: 'BRAND', item: 'brand', serves: "a user's brand; written, not Queried today (brandOwner's GetItem answers it)" },
  { index: 'byOwner', indexKey: 'sampleStore', pk: 'SAMPLESTORE', sk: '{credits, 10 digits}#{productId}', item: 'product', serves: 'the Sample Store, cheapest first (one Query); sparse: only while sample_available and sample_credits > 0' },
  { index: 'directory', indexKey: 'periodsSettledOn', pk: 'SETTLED#{day}', sk: '{brandId}#{period}', item: 'brandBillingPeriod', serves: "the hourly release's backstop: periods settled today or yesterday, whose waiting entries it re-checks (Query per day)" },
  { index: 'directory', indexKey: 'marketplace', pk: 'MARKET', sk: '{created_at}#{productId}', item: 'product', serves: 'Explore, newest first (one Query per page); sparse: only while available' },
  { index: 'directory', indexKey: 'connectedBrands', pk: 'BRANDS', sk: '{name lower-cased}#{brandId}', item: 'brand', serves: "creators' Brands directory by name (Query per page); sparse: only while a store is connected" },
  { index: 'directory', indexKey: 'creatorDirectory', pk: 'CREATORS', sk: '{username}', item: 'creator', serves: "brands' Creators directory by username (Query per page); sparse: once onboarded" },
  { index: 'directory', indexKey: 'productLinks', pk: 'LINKS#{productId}', sk: '{creatorId}', item: 'link', serves: "a product's referral links (brand's Links dialog; Query)" },
  { index: 'directory', indexKey: 'storefront', pk: 'STOREFRONT#{username}', sk: '0', item: 'storefront', serves: 'the public storefront /{username}: settings and products in ONE Query (CDN-cached)' },
  { index: 'directory', indexKey: 'storefront', pk: 'STOREFRONT#{username}', sk: '1#{productId}', item: 'storefrontProduct', serves: "the storefront's products, in the same Query as its settings; never carry `category`" },
  { index: 'directory', indexKey: 'openUgcRequests', pk: 'UGC#OPEN', sk: '{created_at}#{requestId}', item: 'ugcRequest', serves: "Explore's Content tab: every brand's open requests, newest first (one Query); sparse: removed on close; never carry `category`" },
  { index: 'byOwner', indexKey: 'brandOpenUgcRequests', pk: 'BRAND#{brandId}#UGC#OPEN', sk: '{created_at}#{requestId}', item: 'ugcRequest', serves: "a brand profile's Content Opportunities (one Query); sparse: removed on close" },
  { index: 'byOwner', indexKey: 'creatorUgcSubmissions', pk: 'CREATOR#{creatorId}#UGC', sk: '{submitted_at}#{submissionId}', item: 'ugcSubmission', serves: "a creator's own submissions, newest first (one Query)" },
  { index: 'byOwner', indexKey: 'creatorSampleOrders', pk: 'CREATOR#{creatorId}#SAMPLES', sk: '{orderId}', item: 'sampleOrder', serves: "a creator's sample orders with their status and tracking, newest first (one Query)" },
  { index: 'directory', indexKey: 'promotions', pk: 'PROMOTIONS', sk: '{ends_at}#{brandId}#{offerId}', item: 'offer', serves: "Explore's Promotions: offers not over yet, soonest ending first (one bounded Query, key range from now); never carry `category`" },
  { index: 'byOwner', indexKey: 'creatorTerms', pk: 'TERMS#{creatorId}', sk: '{brandId}#{scope}', item: 'creatorTerm', serves: "a creator's terms with every brand (one Query)" },
  { index: 'marketByCategory', pk: '{category}', sk: '{gsi2sk}', item: 'product', serves: 'Explore filtered by category, newest first (one Query per page); sparse like MARKET' },
];
