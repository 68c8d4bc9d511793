/**
 * What each item kind and index partition of the one table serves. Their key formats are not here: each
 * is declared once, by its ElectroDB entity's key templates (functions/<module>/entities/), and the
 * sparse index partitions that code sets and removes explicitly take their values from `indexKeys`
 * (functions/shared/data/keys.ts). `renderAccessPatterns` joins the three into docs/access-patterns.md
 * (`npm run docs:keys`); tests/unit/access-patterns.test.ts fails when that file is out of date, when an
 * entity or an index of one has no row here, or when a row names nothing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { indexKeys } from '../functions/shared/data/keys';

/** Uses of each item kind, by its entity's name (`model.entity`, the `type` every item carries). */
// biome-ignore format: one row per line, read as a table
export const itemUses: Readonly<Record<string, string>> = {
  profile: 'GET /api/me (GetItem)',
  'second-factor': "issue 35: a person's TOTP set-up and hashed recovery codes (GetItem; conditional Put/Update: a code is used once)",
  'checklist-dismissal': "issue 34: a user hid their dashboard's getting-started list (GetItem while it may show; conditional Put once)",
  'brand-owner': 'user → the brand they created (GetItem); one brand per user (conditional Put); the owner backfill of brands made before issue 35',
  // Issue 35: the audit log.
  'audit-entry':
    "a brand's audit log, newest first (Query by brand, sk begins AUDIT#, descending); created in the change's transaction, never updated; TTL 2 years",
  'brand-member': "a brand's people and their roles (Query by brand: the members screen); written with user-membership",
  'team-counts': "a brand team's owners and members (GetItem; the 'always an owner' condition of every membership change)",
  'team-invitation': "a brand's pending team invitations (Query by brand: the members screen; GetItem by id)",
  'team-invitation-link': "an invitation link's secret hash → its invitation (GetItem: the accept page)",
  'team-invitee': 'an address with an open team invitation (Query by address: sign-up makes no empty brand; one open invitation per address and brand)',
  'user-membership': "a person's brands (Query: the workspace switcher) and every brand request's check (consistent GetItem)",
  // Issue 35, part 2: creator managers.
  'creator-manager': "a creator's managers (Query by creator: the Managers screen); written with managed-creator",
  'managed-creator':
    "the creators a person manages (Query: the switcher) and every request's check for another creator (consistent GetItem)",
  'manager-invitation': "a creator's pending manager invitations (Query by creator; GetItem by id)",
  'manager-invitation-link': "a manager invitation link's secret hash → its invitation (GetItem: the accept page)",
  'manager-invitee': 'one open manager invitation per address and creator (conditional Put)',
  'creator-audit-entry':
    "a creator's activity log, newest first (Query by creator, sk begins AUDIT#, descending): grants, and changes managers made; TTL 2 years",
  brand: 'brand by id (GetItem); the brands directory',
  'brand-stats': 'brand dashboard totals (GetItem; ADDs by the click aggregator)',
  'brand-day': 'brand dashboard chart (Query BETWEEN two days)',
  product: "a brand's catalogue (Query); a brand profile's available products (Query + filter); the Sample Store (byOwner)",
  'product-pointer': 'product id → brand (GetItem): the public product page /product/{id}; written with the product (transaction)',
  'import-job': 'import progress (GetItem); the latest import (Query desc, limit 1)',
  'active-import': 'one import per brand at a time (conditional Put; job id + heartbeat)',
  relationship: "a brand's favorites, blacklist and notes (Query; GetItem per creator)",
  'brand-message': "a brand's inbox, newest first (Query desc)",
  invitation: "a creator's invitations (Query desc); accepted or declined once (conditional Update)",
  'message-thread': "a brand–creator thread and each side's unread count (GetItem; ADDs)",
  'thread-message': "a thread's messages, newest first (Query desc, paged)",
  'unread-messages': "the navigation badge: a brand's (BRAND#{brandId}) or a creator's (CREATOR#{creatorId}) unread messages in total (GetItem; ADDs)",
  'sample-request': 'one sample request per creator and product (conditional Put)',
  creator: 'creator by id (GetItem); the creators directory',
  'creator-facet': "issue 34: one per facet a creator holds (all, each niche, platform, audience band) and order (name, sales, conversion), put and deleted in the profile's transaction; a card by id (BatchGetItem of the `all` item)",
  'creator-results': "issue 34: a creator's 90-day sales, clicks and conversions as the directory ranks them (GetItem; Put by the daily ranking with the re-ranked facet items)",
  username: 'unique usernames; public storefront by username (conditional write; GetItem)',
  'creator-stats': 'creator dashboard totals (GetItem; ADDs by the click aggregator)',
  'creator-day': 'creator dashboard chart (Query BETWEEN two days)',
  application: "one application per creator and product (conditional Put); a creator's applications (Query)",
  'discount-code': "one discount-code request per creator and brand (conditional Put); a creator's codes (Query)",
  'discount-code-claim': "a discount code's text, reserved forever for the creator who first got it (conditional Put)",
  'link-owner': 'one referral link per creator and product (conditional Put; holds the code)',
  'referral-link': 'the redirect /r/{code} (GetItem); never deleted, so a code stays reserved forever',
  'click-shard': "the redirect's one write (ADD on a random one of CLICK_SHARDS shards); the stream feeds the totals",
  'click-aggregated': "how much of a shard's count (sk: the shard's SHARD#{n}) is in the totals (BatchGet; TTL)",
  'link-day': "a link's people's clicks per day (ADD in the click aggregator's transaction); the fraud signals Query them",
  'click-source-count': "people's clicks on a link from one IP or user agent hash in a 10-minute window (ADD; TTL)",
  'link-burst': "a link's click bursts (a source's window count from MIN_CLICK_BURST on); Query around an order (TTL)",
  'fraud-settings': "a brand's fraud signals on/off and thresholds (GetItem; Put on the version read, audited)",
  'code-use-day': "a creator code's distinct shoppers without the link on a day (ADD with the shopper's marker; Query BETWEEN days for the leaked-code signal; TTL)",
  'code-use-shopper': "one shopper of a code on a day, counted once (conditional Put with the day's ADD; Query a few for the evidence; TTL)",
  'rate-window': "per-creator limits (ADD with a condition in the counted write's transaction; TTL)",
  'oauth-install': 'a store connection in progress (GetItem; TTL)',
  'store-claim': 'one brand per store (in the connect / disconnect transaction)',
  'outbox-event': 'the stream publishes it on INSERT (claim → PutEvents → mark); TTL once published',
  'brand-directory-stats': 'Brands directory tiles (GetItem; ADDs in the connect/availability transactions)',
  'webhook-endpoint': "a brand's webhook endpoints (Query begins_with), one by id (GetItem); secret sealed",
  'webhook-endpoint-count': "at most ten endpoints per brand (conditional ADD in the endpoint Put's transaction)",
  'webhook-test-window': "a brand's test events in an hour (conditional ADD below the limit before each is sent); TTL an hour after",
  'webhook-delivery': "an endpoint's recent deliveries, newest first (Query begins_with, desc); created once per event and endpoint (conditional Put); TTL 30 days after its last attempt",
  'webhook-receipt': "a Shopify webhook delivery handled once (conditional Put in its outbox event's transaction; TTL)",
  'stripe-event-receipt': "a Stripe event handled once (conditional Put in its outbox event's transaction; TTL)",
  'payout-account': "a creator's Stripe Connect account and status (GetItem); one per creator (conditional Put)",
  'stripe-account': 'account.updated → the creator of a Connect account (GetItem); written with the payout account',
  'payout-identity':
    "what a creator's payout account pays as Stripe reports it (bank fingerprints, legal name and address key): GetItem and Put on the revision read, with its match items, in account.updated's consumer",
  'payout-match':
    'who holds a bank fingerprint or legal name and address key: Query of one key (strongly consistent); Put and Delete in the payout identity\'s transaction',
  'payout-sharing':
    "the other creators sharing a creator's payout account: one GetItem per recorded order (duplicate-payout-account signal); Put by account.updated's consumer when it changes",
  sale: "an order naming a creator, sk SALE#{created_at}#{orderId} (GetItem); a brand's sales, newest first (Query begins_with)",
  'shop-order': "a store's order → its brand and sale (GetItem; Query per shop); an order recorded once (conditional Put)",
  'early-reversal': "a refund or cancellation that arrived before its order (conditional Put: kept once); the order's recording applies them (Query begins_with EARLYREV#{orderId}#); TTL",
  // Issue 35.
  'data-export':
    "a person's latest data export: its progress, then its ZIP and link expiry (GetItem; conditional Put: one building at a time; progress Updates)",
  forfeit:
    "a closed creator's balance given up with their consent (conditional Put in the closing's transaction: once); a payout checks it (GetItem)",
  commission: "a ledger entry, sk COMM#{created_at}#{orderId}#{lineId}[#REV#…], written once (conditional Put); a creator's ledger (Query)",
  payout: "one payout and its entries (GetItem, conditional Put: one per run and creator); a creator's payouts newest first (Query)",
  'creator-month-sales': "a month's attributed sales per creator (ADDs in the ledger's transactions); the Top Performer ranking (one Query per month)",
  'brand-creator-day': "a creator's attributed sales with a brand per day (ADDs in the ledger's transactions); samples' sales since the first sample (Query from a day on)",
  'payable-creator': 'the payout run: creators who may have a payable balance (Query per shard); put with each release, deleted when spent',
  'billing-period': "what the period's invoice bills (ADDs in the ledger's transactions; GetItem by the invoice consumer)",
  'billing-creator-period': "what the period's invoice bills for one creator (ADDs in the same transactions as the brand's period); the invoice's rows by creator (Query begins_with BILLBY#{period}#)",
  invoice: "one invoice per brand and period (conditional Put); a brand's invoices, newest first (Query begins_with); automatic retries due (directory INVOICES#RETRY)",
  'brand-billing-profile': 'how a brand pays: Stripe customer, saved card, automatic payment (GetItem; conditional Updates)',
  storefront: "a creator's storefront settings + follower count (the editor: Query begins_with STOREFRONT; ADD on follow)",
  'storefront-items': "never written: the editor's ONE consistent Query of a creator's settings and storefront products (begins_with STOREFRONT)",
  'storefront-product': 'one storefront entry per creator and product (conditional Put), product and link copied in',
  'storefront-collection': "a storefront's named group of its products (issue 34): unique address per creator (conditional Put; a new address is a Delete and a conditional Put in one transaction); read with the storefront's items",
  'credit-balance': "a creator's credit balance (GetItem; ADD on awards, conditional debit: never negative)",
  'credit-entry': "the credits ledger, append-only (Put in the balance's transaction); History newest first (Query begins_with)",
  'credit-milestone': 'a milestone awarded once (conditional Put in the award transaction); Earn Credits (Query begins_with)',
  'credit-ugc-approval': 'an approved submission counted once toward UGC Creator (conditional Put + ADD on the balance item)',
  'sample-order': "a redeemed sample (Put in the redemption's transaction); a brand's sample orders newest first (Query); its status changes (conditional Updates)",
  'sample-store-order': "a store's order → the sample order it was made for (GetItem by the fulfilment webhook's consumer); put with the store order's record",
  'shipping-address': "a creator's last shipping address (GetItem for the credits screen; Put in the redemption's transaction)",
  'storefront-follower': "one follow per person (conditional Put/Delete in the counter's transaction); the viewer's follow state (GetItem)",
  'ugc-request': "a UGC request (GetItem; ConditionCheck open when submitting); a brand's requests newest first (Query begins_with, desc)",
  'ugc-submission': "a content submission (GetItem; guarded pending → approved | rejected); a brand's submissions (Query begins_with)",
  upload: "issue 34: a creator's image uploads (CREATOR#{creatorId}): pending (TTL), ready or refused; read by id in the caller's partition only (GetItem), marked by the processor from pending only (conditional Update)",
  notification: "the notification centre, newest first (one Query desc); created once per event and kind (conditional Put: the consumer's receipt)",
  'outgoing-mail': "an e-mail owed, in its notification's transaction; claimed → sent (conditional Updates); TTL once sent",
  'notification-digest': "a digest gathering lines (Update with append and ADD in each notification's transaction); claimed → sent",
  'mail-count': "the daily and hourly e-mail limits (conditional ADD in the notification's transaction; TTL)",
  'notify-once': "\"the first time\" (first sale on a link): conditional Put in the notification's transaction",
  'notification-preferences': "a person's e-mail preferences (GetItem; UpdateItem ADD/DELETE on the set of categories turned off)",
  'decision-ask': "a notice asking for a decision and the decision that settles it, linked whichever comes first (GetItem; conditional Updates in the notification's transaction); TTL a year after",
  'mail-suppression': 'the suppression list: checked before every e-mail (GetItem); put by the SES bounce/complaint consumer',
  'content-licence': "the licence an approval grants, once per submission (conditional Put in the approval's transaction)",
  'creator-term': "a brand's rate for one creator, for a product or the brand (conditional writes on its version); a sale reads the creator's terms with the brand (Query begins_with TERM#{creatorId}#); the brand lists its terms (Query)",
  'program-terms': "a brand's performance tiers (with an announced change) and milestone bonuses (GetItem per sale; conditional writes on its version)",
  'creator-brand-month-count': "a creator's attributed sales with a brand in a UTC month: each sale's ordinal, moved in the sale's own transaction (conditional on the count read, or ADD)",
  offer: "a brand's time-limited offer (Put; Delete only before it starts); a sale reads its brand's offers (Query begins_with OFFER#); TTL 60 days after its end",
  'api-key': "a brand's API keys, newest first (Query begins_with, desc); revoked in the transaction that revokes its hash item; last used (conditional Update, at most once a minute)",
  'api-key-hash': "the key authorizer's one GetItem by the secret's hash: brand, key id, scopes, revoked",
  'api-key-count': "a brand's active keys (conditional ADD below the limit in the create transaction; ADD -1 on revoke)",
  'api-key-rate-window': "a key's requests in a two-second window (conditional ADD below the burst on each /api/v1 request); TTL a minute after",
  'api-brand-rate-window': "a brand's requests, all its keys together, in the same window (conditional ADD below the brand's burst beside the key's; ADD -1 when the key's refused it); TTL a minute after",
  // Issue 35: sessions.
  session: "one signed-in device (Cognito's origin_jti), USER#{id}: the API handler's one consistent GetItem per signed-in request; last seen (conditional Update, at most every 5 minutes); signed out (conditional Update); the Security list (Query begins_with SESSION#); TTL when its refresh token ends",
  'sign-in': "one sign-in, in its session's registration transaction; Recent sign-ins newest first (Query begins_with SIGNIN#, desc); TTL 90 days",
  'known-device': "a device the person has signed in on (GetItem at a sign-in: a new one is e-mailed about; Query limit 1: any before?); TTL a year after its last sign-in",
  // Issue 36: the operator console.
  'dead-letter': "an event a rule's consumer failed on, OPS#DEADLETTERS (conditional Put by the capture function or the local bus, once per message); the console's list, newest first (one Query desc); waiting → replayed once (conditional Update in the replay's transaction with its event); TTL 90 days once replayed",
  'ops-audit-entry': "the operators' audit log, OPS#AUDIT, newest first (Query desc); created in the action's transaction, never updated; TTL 2 years",
  // Issue 36 part 4: suspending a creator for cause.
  suspension: "a creator's suspension per scope (platform, or a brand's program), CREATOR#{id}: Put on the state read (active), Update to released | forfeited; an order's recording, a payout and the balance read the creator's (Query begins_with SUSPENSION#, consistent)",
  'appeal-message': "one message of a suspended creator's appeal thread with the operators, CREATOR#{id} (conditional Put); the thread, oldest first (Query begins_with APPEAL#)",
  'view-as-grant': "an operator's read-only view of a brand or creator, OPS#VIEWAS#{operator} / {type}:{id}: Put with its audit entry at each start; GetItem (lean) by the API handler on every request with x-view-as; ends at expiresAt (TTL)",
  'platform-revenue': "the platform fee of a billing period's invoices, OPS#REVENUE / MONTH#{period}: ADDed in the transaction that issues an invoice and in the one that marks it paid; the console's Money chart (one Query between two months)",
};

/**
 * A partition of an index: the entity and its ElectroDB index whose items fill it and the Query it serves.
 * Where the entity declares the index's key by a template, the row says nothing of it; where code computes
 * the key (a sparse partition set and removed explicitly), `partition` names the `indexKeys` entry that
 * builds the partition value and `sk` describes the sort key code composes.
 */
export interface IndexUse {
  entity: string;
  /** The entity's ElectroDB index (`indexes.<name>`) whose entries fill the partition. */
  entityIndex: string;
  partition?: keyof typeof indexKeys;
  sk?: string;
  serves: string;
}

// biome-ignore format: one row per line, read as a table
export const indexUses: readonly IndexUse[] = [
  { entity: 'application', entityIndex: 'ofBrand', serves: "a brand's applications with one status, newest first (Query begins_with)" },
  { entity: 'discount-code', entityIndex: 'ofBrand', serves: "a brand's discount-code requests (Query)" },
  { entity: 'invitation', entityIndex: 'ofBrand', serves: "a brand's invitations, newest first (Query desc)" },
  { entity: 'message-thread', entityIndex: 'ofBrand', partition: 'brandThreads', serves: "a brand's threads, latest first (Query desc)" },
  { entity: 'message-thread', entityIndex: 'ofCreator', partition: 'creatorThreads', serves: "a creator's threads, latest first (Query desc)" },
  { entity: 'referral-link', entityIndex: 'ofCreator', serves: "a creator's referral links (Query)" },
  { entity: 'referral-link', entityIndex: 'ofProduct', serves: "a product's referral links (brand's Links dialog; Query)" },
  { entity: 'outbox-event', entityIndex: 'pending', serves: 'the sweep: events pending over a minute (Query sk <); sparse, removed once published' },
  { entity: 'commission', entityIndex: 'stage', partition: 'maturingCommissions', sk: '{hold_until}#{creatorId}#{entrySk}', serves: 'the release: pending entries whose hold has ended (Query sk <); sparse, removed once available' },
  { entity: 'commission', entityIndex: 'stage', partition: 'commissionsAwaitingInvoice', sk: '{creatorId}#{entrySk}', serves: "the release once a brand's invoice is paid: matured entries waiting for it; sparse" },
  { entity: 'commission', entityIndex: 'stage', partition: 'availableCommissions', sk: '{entrySk}', serves: "a payout: the creator's payable entries; sparse, removed once in a payout" },
  { entity: 'payout', entityIndex: 'open', partition: 'openPayouts', sk: '{opened_at}#{creatorId}#{payoutId}', serves: 'the stale-payout sweep and the operator console (stuck): payouts still processing past its bound (Query sk <); sparse, removed when the payout closes' },
  { entity: 'suspension', entityIndex: 'active', partition: 'activeSuspensions', sk: '{suspended_at}#{creatorId}#{scope}', serves: 'issue 36, the operator console: suspensions in force, newest first (Query desc); sparse, removed when the suspension ends' },
  { entity: 'payout', entityIndex: 'open', partition: 'failedPayouts', sk: '{closed_at}#{creatorId}#{payoutId}', serves: 'issue 36, the operator console: failed payouts not yet retried, newest first (Query desc); sparse, set when a payout closes failed, removed when it is retried' },
  { entity: 'sale', entityIndex: 'review', partition: 'salesForReview', sk: '{held_at}#{brandId}#{saleSk}', serves: "issue 36, the operators' review queue: sales held by fraud signals across brands, oldest first (Query per page); sparse, set when a signal holds a sale, removed when it is released or voided" },
  { entity: 'billing-period', entityIndex: 'toBill', partition: 'brandsToBill', sk: '{brandId}', serves: 'the billing run: the brands with ledger changes in a period (Query per page); sparse' },
  { entity: 'billing-period', entityIndex: 'settledOn', partition: 'periodsSettledOn', sk: '{brandId}#{period}', serves: "the hourly release's backstop: periods settled today or yesterday, whose waiting entries it re-checks (Query per day)" },
  { entity: 'invoice', entityIndex: 'unpaid', partition: 'unpaidInvoices', sk: '{due_at}#{brandId}#{period}', serves: "the overdue run: unpaid invoices due before now (Query sk <); the operator console's unpaid invoices (Query, soonest due first); sparse, removed once paid" },
  { entity: 'invoice', entityIndex: 'retries', partition: 'invoiceChargeRetries', sk: '{next_retry_at}#{brandId}#{period}', serves: 'the daily run: automatic charges due again after a failed payment (Query sk <); sparse, removed once taken or paid' },
  { entity: 'notification', entityIndex: 'unread', serves: "the bell: a person's unread notifications counted (one Query, keys only); sparse, removed when read" },
  { entity: 'decision-ask', entityIndex: 'asked', serves: "issue 35: a brand's decision finds every member its ask was sent to, whatever their role or membership now (Query)" },
  { entity: 'discount-code', entityIndex: 'retirements', partition: 'codeRetirements', sk: '{previous_code_ends_at}#{creatorId}#{brandId}', serves: "issue 36: RetireRotatedDiscountCodes: rotated codes whose old text's grace period ended (Query sk <); sparse, removed once deactivated in the store" },
  { entity: 'webhook-delivery', entityIndex: 'retries', partition: 'webhookRetries', sk: '{next_attempt_at}#{brandId}#{endpointId}#{deliveryId}', serves: 'RetryWebhookDeliveries: deliveries whose retry is due (Query sk <); sparse, removed once delivered or given up' },
  { entity: 'outgoing-mail', entityIndex: 'pending', serves: "the digest run's sweep: e-mail still pending after two minutes (Query sk <); sparse, removed once sent" },
  { entity: 'notification-digest', entityIndex: 'due', serves: 'the digest run: digests whose period ended (Query sk <=); sparse, removed once sent' },
  { entity: 'brand', entityIndex: 'byOwner', serves: "a user's brand; written, not Queried today (brand-owner's GetItem answers it)" },
  { entity: 'brand', entityIndex: 'directory', partition: 'connectedBrands', sk: '{name lower-cased}#{brandId}', serves: "creators' Brands directory by name (Query per page); the operators' People search by a name's beginning (Query begins_with); the operators' stores missing Shopify scopes (bounded Queries); sparse: only while a store is connected" },
  { entity: 'creator', entityIndex: 'directory', serves: "the daily ranking's walk of every onboarded creator by username (Query per page); the operators' People search by a username's beginning (Query begins_with); sparse: once onboarded" },
  { entity: 'webhook-endpoint', entityIndex: 'disabled', partition: 'disabledWebhookEndpoints', sk: '{disabled_at}#{brandId}#{endpointId}', serves: "the operators' endpoints turned off, newest first (Query desc); sparse: set when the marketplace turns one off, removed when the brand turns it on" },
  { entity: 'profile', entityIndex: 'byEmail', partition: 'peopleByEmail', sk: '{e-mail lower-cased}#{userId}', serves: "the operators' People search by e-mail (Query begins_with `{e-mail}#`); set with the profile, removed when the account closes" },
  { entity: 'creator-facet', entityIndex: 'directory', serves: "brands' Creators directory (issue 34): the creators holding a facet by username or best 90-day results first (Query per page; the other filters on the items); suggested creators (Query per category)" },
  { entity: 'product', entityIndex: 'market', partition: 'marketplace', sk: '{created_at}#{productId}', serves: 'Explore, newest first (one Query per page); sparse: only while available' },
  { entity: 'product', entityIndex: 'marketByCategory', sk: "{created_at}#{productId} (the market's gsi2sk)", serves: 'Explore filtered by category, newest first (one Query per page); sparse like MARKET' },
  { entity: 'product', entityIndex: 'sampleStore', partition: 'sampleStore', sk: '{credits, 10 digits}#{productId}', serves: 'the Sample Store, cheapest first (one Query); sparse: only while sample_available and sample_credits > 0' },
  { entity: 'storefront', entityIndex: 'page', serves: 'the public storefront /{username}: settings (sort 0) and products in ONE Query (CDN-cached)' },
  { entity: 'storefront-product', entityIndex: 'page', serves: "the storefront's products, in the same Query as its settings; never carry `category`" },
  { entity: 'storefront-collection', entityIndex: 'page', serves: "the storefront's collections, in the same Query as its settings and products (/{username} and /{username}/c/{slug}); never carry `category`" },
  { entity: 'storefront-product', entityIndex: 'featuredIn', serves: "a product page's \"Picked by\" list (issue 34): the storefronts that show the product (one bounded Query, then their settings in one BatchGetItem)" },
  { entity: 'ugc-request', entityIndex: 'allOpen', serves: "Explore's Content tab: every brand's open requests, newest first (one Query); sparse: removed on close; never carry `category`" },
  { entity: 'ugc-request', entityIndex: 'brandOpen', serves: "a brand profile's Content Opportunities (one Query); sparse: removed on close" },
  { entity: 'ugc-submission', entityIndex: 'byCreator', serves: "a creator's own submissions, newest first (one Query)" },
  { entity: 'sample-order', entityIndex: 'byCreator', serves: "a creator's sample orders with their status and tracking, newest first (one Query)" },
  { entity: 'offer', entityIndex: 'promotions', partition: 'promotions', sk: '{ends_at}#{brandId}#{offerId}', serves: "Explore's Promotions: offers not over yet, soonest ending first (one bounded Query, key range from now); never carry `category`" },
  { entity: 'creator-term', entityIndex: 'ofCreator', partition: 'creatorTerms', sk: '{brandId}#{scope}', serves: "a creator's terms with every brand (one Query)" },
];

/** One key of an entity's index as its schema declares it: a template, or the attribute that is the key. */
interface DeclaredKey {
  field: string;
  template?: string;
}

/** An entity as this table reads it: its name, file and indexes (`primary` is the table's own key). */
export interface DeclaredEntity {
  name: string;
  file: string;
  indexes: Record<string, { index?: string; pk: DeclaredKey; sk?: DeclaredKey }>;
}

const root = path.resolve(import.meta.dirname, '..');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['tests', 'node_modules'].includes(entry.name) ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });

type Schema = { model?: { entity?: string }; indexes?: object };

/**
 * The schema of an export that is an entity. Entities and services are built on first touch
 * (functions/shared/data/entity.ts); a service's build reads TABLE_NAME, which a docs run need not set,
 * so an export that cannot be built here is no entity.
 */
const schemaOf = (value: unknown): Schema | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  try {
    return 'schema' in value ? (value.schema as Schema) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Every entity of the table, read from the files that define one (`defineEntity(` under functions/, by
 * file then export name). An entity is recognised by its schema (`model.entity` and `indexes`), so
 * reading them needs no table and builds no client call.
 */
export const readEntities = async (): Promise<DeclaredEntity[]> => {
  const files = sourceFiles(path.join(root, 'functions'))
    .filter((file) => readFileSync(file, 'utf8').includes('defineEntity('))
    .sort();
  const entities: DeclaredEntity[] = [];
  for (const file of files) {
    const exports: Record<string, unknown> = await import(file);
    for (const name of Object.keys(exports).sort()) {
      const schema = schemaOf(exports[name]);
      if (!schema?.model?.entity || !schema.indexes) continue;
      entities.push({
        name: schema.model.entity,
        file: path.relative(root, file),
        indexes: schema.indexes as DeclaredEntity['indexes'],
      });
    }
  }
  return entities;
};

/** `BRAND#${brand_id}` as the docs write it: `BRAND#{brand_id}`. */
const shown = (template: string) => template.replace(/\$\{(\w+)\}/g, '{$1}');

/** An `indexKeys` entry's value with its parameters' names in braces: `COMM#AVAILABLE#{creatorId}`. */
export const partitionValue = (name: keyof typeof indexKeys): string => {
  const builder: unknown = indexKeys[name];
  if (typeof builder !== 'function') return String(builder);
  // `(a, b) => …`, or `a => …` as a transpiler may print a one-parameter arrow.
  const source = builder.toString();
  const parameters = /^\(([^)]*)\)/.exec(source)?.[1] ?? /^(\w+)\s*=>/.exec(source)?.[1] ?? '';
  const names = parameters.split(',').map((parameter) => parameter.split(':')[0]?.trim() ?? '');
  return String(builder(...names.filter(Boolean).map((parameter) => `{${parameter}}`)));
};

const keyText = (key: DeclaredKey | undefined, computed?: string): string =>
  key?.template !== undefined ? shown(key.template) : (computed ?? (key ? `{${key.field}}` : ''));

const code = (text: string) => `\`${text.replaceAll('|', '\\|')}\``;
const prose = (text: string) => text.replaceAll('|', '\\|');

/**
 * A Markdown table laid out as the repository's formatter (Biome) lays it out: each column padded to its
 * widest cell, in characters as Biome counts them, so `npm run lint` passes on the file.
 */
const table = (header: readonly string[], rows: readonly (readonly string[])[]): string[] => {
  const width = (text: string) => [...text].length;
  const widths = header.map((title, i) =>
    Math.max(width(title), 3, ...rows.map((row) => width(row[i] ?? ''))),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((text, i) => text + ' '.repeat((widths[i] ?? 0) - width(text))).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)];
};

/** docs/access-patterns.md: the items and the index partitions, with each key as the entities declare it. */
export const renderAccessPatterns = (entities: readonly DeclaredEntity[]): string => {
  const byName = new Map(entities.map((entity) => [entity.name, entity]));
  const items = entities.map((entity) => {
    const primary = entity.indexes.primary;
    return [
      entity.name,
      code(keyText(primary?.pk)),
      code(keyText(primary?.sk)),
      prose(itemUses[entity.name] ?? ''),
      entity.file,
    ];
  });
  const partitions = indexUses.map((use) => {
    const declared = byName.get(use.entity)?.indexes[use.entityIndex];
    const pk = keyText(declared?.pk, use.partition && partitionValue(use.partition));
    const sk = keyText(declared?.sk, use.sk);
    return [
      declared?.index ?? '?',
      code(pk),
      code(sk),
      `${use.entity} (${use.entityIndex})`,
      prose(use.serves),
    ];
  });
  return [
    '# Access patterns',
    '',
    '<!-- Generated by `npm run docs:keys` from the entities (functions/*/entities) and',
    '     infra/access-patterns.ts; tests/unit/access-patterns.test.ts fails when it is out of date. -->',
    '',
    'Every item kind of the one table is an ElectroDB entity, and its key templates are the only place its',
    'keys are declared. `{name}` stands for an attribute of the item. Sparse index partitions that code',
    'sets and removes explicitly take their values from `indexKeys` (functions/shared/data/keys.ts).',
    '',
    '## Items',
    '',
    ...table(['Item (`type`)', 'pk', 'sk', 'Serves', 'Declared in'], items),
    '',
    '## Index partitions',
    '',
    ...table(['Index', 'pk', 'sk', 'Items (entity index)', 'Serves'], partitions),
    '',
  ].join('\n');
};
