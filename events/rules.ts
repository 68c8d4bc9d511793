/**
 * EventBridge rules: pattern -> consumer. The CDK stack creates one rule + one consumer Lambda
 * (with a dead-letter queue) per entry; the local bus matches the same patterns with
 * infra/local/pattern-matcher.ts (exact values only: it refuses any other syntax at start) and invokes
 * the same consumer modules. One source of truth.
 */
import { catalogue, type EventName } from './catalogue';
import type { FunctionAccess } from './function-access';

export interface RuleDefinition {
  /** Stable, PascalCase: used as the CDK construct id and in logs. */
  name: string;
  description: string;
  eventPattern: Record<string, unknown>;
  /** Consumer module, relative to the repository root; it exports `handler(event: EventBridgeEvent)`. */
  consumer: string;
  /** What the consumer may touch in AWS (least privilege; see events/function-access.ts). */
  access: FunctionAccess;
  /** Lambda timeout; set explicitly where a consumer does long work. @default 10 */
  timeoutSeconds?: number;
  /**
   * The bus the rule listens on: the product's own (default), or the account's default bus, where AWS
   * services such as SES put their events. Locally there is one bus for both.
   */
  bus?: 'default';
}

/**
 * The partition-key prefixes the item-level grants below name. Written out here because events/ imports
 * nothing from functions/ (the keys are built there); tests/unit/event-grant-key-prefixes.test.ts ties
 * each to the key functions/ builds, and tests/integration/stripe-declared-access.test.ts checks the
 * grants cover every call the consumer makes.
 */
export const grantedKeyPrefixes = {
  stripeAccount: 'STRIPEACCT#',
  payoutAccount: 'CREATOR#',
  outboxEvent: 'OUTBOX#',
} as const;

/** The pattern matching one catalogue event (and, optionally, some of its detail fields). */
const on = (event: EventName, detail?: Record<string, unknown>): Record<string, unknown> => ({
  source: [catalogue[event].source],
  'detail-type': [catalogue[event].detailType],
  ...(detail ? { detail } : {}),
});

/** The pattern matching any of several catalogue events (one consumer for all). */
const onAny = (events: readonly EventName[]): Record<string, unknown> => ({
  source: [...new Set(events.map((event) => catalogue[event].source))],
  'detail-type': events.map((event) => catalogue[event].detailType),
});

/**
 * The events that notify someone: those with a notice source in functions/notifications/kinds/ (a unit
 * test holds this list and the sources equal; listed here so the stack needs no function code).
 */
export const notifyingEventNames: readonly EventName[] = [
  'ApplicationApproved',
  // Partnerships, UGC, samples and credits (functions/notifications/kinds/{partnerships,content,credits}.ts).
  'ApplicationDenied',
  'ApplicationSubmitted',
  'DiscountCodeRequested',
  'DiscountCodeApproved',
  'DiscountCodeDenied',
  // Issue 36, leaked codes.
  'DiscountCodeRotated',
  // Outreach (issue 21).
  'InvitationSent',
  'UgcRequestCreated',
  'UgcContentSubmitted',
  'UgcSubmissionApproved',
  'UgcSubmissionRejected',
  'SampleRequested',
  'SampleOrderPlaced',
  'SampleOrderFulfilled',
  'CreditsEarned',
  // Money and the store (functions/notifications/kinds/ledger.ts and integrations.ts).
  'SaleAttributed',
  'CommissionReversed',
  'PayoutSent',
  'PayoutFailed',
  'PayoutAccountNeedsAttention',
  'InvoiceIssued',
  'InvoiceDueSoon',
  'InvoiceOverdue',
  'InvoicePaymentFailed',
  'InvoicePaid',
  'SaleHeldForReview',
  'StoreDisconnected',
  'StoreWebhooksFailing',
  // Issue 35: Shopify's customers/data_request, answered to the brand; a person's data export is ready.
  'ShopifyCustomerDataRequested',
  'DataExportReady',
  // Issue 22: an outgoing webhook endpoint turned off (functions/notifications/kinds/integrations.ts).
  'WebhookEndpointDisabled',
  // Issue 31: brands hear of creators' messages; decisions mark the notifications asking for them done.
  'ThreadMessageSent',
  'HeldSaleDecided',
  'InvitationDecided',
  // Issue 35: a sign-in from a new device (functions/notifications/kinds/security.ts).
  'NewDeviceSignedIn',
  // Issue 36 part 4: a creator suspended for cause, and the end of it (kinds/suspensions.ts).
  'CreatorSuspensionChanged',
];

export const rules: readonly RuleDefinition[] = [
  {
    name: 'CreateBrandForNewBrandProfile',
    description: 'A new brand user gets its brand record (spec 7.2 brands insert).',
    eventPattern: on('ProfileCreated', { role: ['brand'] }),
    consumer: 'functions/catalogue/consumers/create-brand-for-new-brand-profile.consumer.ts',
    access: { table: 'readWrite' },
  },
  {
    name: 'ImportProductsFromStore',
    description:
      "Sync Products: imports one page of the brand's store catalogue per event, records it on the job and announces the next.",
    eventPattern: on('ProductImportRequested'),
    consumer: 'functions/catalogue/consumers/import-products-from-store.consumer.ts',
    // Opens the brand's sealed store token and calls the store's Admin API.
    access: { table: 'readWrite', secretsKey: 'decrypt', shopifyApp: true },
    // One page per invocation (two store calls, 25 upserts): a minute is ample; a timed-out page is
    // retried from the job's recorded cursor (import-job.ts counts its tries and its staleness).
    timeoutSeconds: 60,
  },
  {
    name: 'CreateReferralLinkOnApproval',
    description: 'An approved application gets its referral link (one per creator and product).',
    eventPattern: on('ApplicationApproved'),
    consumer: 'functions/partnerships/consumers/create-referral-link-on-approval.consumer.ts',
    access: { table: 'readWrite' },
  },
  {
    name: 'CreateStoreDiscountOnApproval',
    description: "An approved discount code is created in the brand's Shopify store.",
    eventPattern: on('DiscountCodeApproved'),
    consumer: 'functions/partnerships/consumers/create-store-discount-on-approval.consumer.ts',
    // Opens the brand's sealed store token and creates the discount through the Admin API.
    access: { table: 'readWrite', secretsKey: 'decrypt', shopifyApp: true },
  },
  {
    name: 'ChangeStoreDiscountCode',
    description:
      "Issue 36, leaked codes: a brand's rotation of a creator's code (a new code in its Shopify store) or its once-per-customer limit is made in the store.",
    eventPattern: on('DiscountCodeChangeRequested'),
    consumer: 'functions/partnerships/consumers/change-store-discount-code.consumer.ts',
    // Opens the brand's sealed store token and changes the discounts through the Admin API.
    access: { table: 'readWrite', secretsKey: 'decrypt', shopifyApp: true },
  },
  {
    name: 'SubscribeShopToWebhooks',
    description:
      'A connected Shopify store is subscribed to orders/paid, refunds/create, orders/cancelled and app/uninstalled.',
    eventPattern: on('ShopifyStoreConnected'),
    consumer: 'functions/catalogue/consumers/subscribe-shop-to-webhooks.consumer.ts',
    // Reads the brand and opens its sealed store token to call the Admin API; topics Shopify refuses are
    // marked on the store's claim with their StoreWebhooksFailing event (integrations/shopify/webhook-health.ts).
    access: { table: 'readWrite', secretsKey: 'decrypt', shopifyApp: true },
    // Four Admin API calls, each with the library's retries.
    timeoutSeconds: 30,
  },
  {
    name: 'DisconnectStoreOnAppUninstalled',
    description:
      "The merchant uninstalled the app: the brand's store reads as disconnected, with the reason shown to the brand.",
    eventPattern: on('ShopifyAppUninstalled'),
    consumer: 'functions/catalogue/consumers/disconnect-store-on-app-uninstalled.consumer.ts',
    // The disconnect transaction of updateBrand: the brand, its store claim, the directory totals.
    access: { table: 'readWrite' },
  },
  {
    name: 'UpdatePayoutAccountOnStripeAccountUpdated',
    description:
      "Stripe's account.updated moves the creator's payout account between setup incomplete and active.",
    eventPattern: on('StripeAccountUpdated'),
    consumer: 'functions/ledger/consumers/update-payout-account-on-stripe-account-updated.consumer.ts',
    // The Stripe-account lookup (GetItem), then one conditional UpdateItem of the payout account; when
    // it leaves active, the account read first and the update joined by a PayoutAccountNeedsAttention
    // outbox Put (one transaction, authorised per item).
    access: {
      table: {
        items: [
          { actions: ['GetItem'], partitionKeyPrefixes: [grantedKeyPrefixes.stripeAccount] },
          { actions: ['GetItem', 'UpdateItem'], partitionKeyPrefixes: [grantedKeyPrefixes.payoutAccount] },
          { actions: ['PutItem'], partitionKeyPrefixes: [grantedKeyPrefixes.outboxEvent] },
        ],
      },
    },
  },
  {
    name: 'RecordOrderInLedger',
    description: 'A paid Shopify order: attribution to one creator and one commission entry per line.',
    eventPattern: on('ShopifyOrderPaid'),
    consumer: 'functions/ledger/consumers/record-order-in-ledger.consumer.ts',
    access: { table: 'readWrite' },
    timeoutSeconds: 30,
  },
  {
    name: 'ReverseRefundedCommission',
    description: 'A Shopify refund: reversal entries for the refunded units, at the frozen rate.',
    eventPattern: on('ShopifyRefundCreated'),
    consumer: 'functions/ledger/consumers/reverse-refunded-commission.consumer.ts',
    access: { table: 'readWrite' },
    timeoutSeconds: 30,
  },
  {
    name: 'ReverseCancelledOrder',
    description: 'A cancelled Shopify order: reverses what remains of its commission.',
    eventPattern: on('ShopifyOrderCancelled'),
    consumer: 'functions/ledger/consumers/reverse-cancelled-order.consumer.ts',
    access: { table: 'readWrite' },
    timeoutSeconds: 30,
  },
  {
    name: 'EraseRedactedCustomer',
    description: "Shopify's customers/redact: the shopper's e-mail is erased from the orders kept.",
    eventPattern: on('ShopifyCustomerRedactRequested'),
    consumer: 'functions/ledger/consumers/erase-redacted-customer.consumer.ts',
    access: { table: 'readWrite' },
    timeoutSeconds: 60,
  },
  {
    name: 'EraseRedactedShop',
    description: "Shopify's shop/redact: the shop's shoppers' e-mails are erased from the orders kept.",
    eventPattern: on('ShopifyShopRedactRequested'),
    consumer: 'functions/ledger/consumers/erase-redacted-shop.consumer.ts',
    access: { table: 'readWrite' },
    timeoutSeconds: 300,
  },
  {
    name: 'BuildDataExport',
    description:
      'A person asked for their data (issue 35): their partitions are read into a ZIP of JSON and CSV files, stored privately, and its 7-day link announced (DataExportReady).',
    eventPattern: on('DataExportRequested'),
    consumer: 'functions/privacy/consumers/build-data-export.consumer.ts',
    access: { table: 'readWrite', dataExports: true },
    timeoutSeconds: 300,
  },
  {
    name: 'RenameClosedAccountInSales',
    description:
      "A creator closed their account (issue 35): the brands' sales that named them keep their money and ids and name a closed account.",
    eventPattern: on('AccountClosed'),
    consumer: 'functions/privacy/consumers/rename-closed-account-in-sales.consumer.ts',
    access: { table: 'readWrite' },
    timeoutSeconds: 300,
  },
  {
    name: 'EraseRedactedCustomersFromWebhookLog',
    description:
      "Shopify's customers/redact and shop/redact: the customer's e-mail leaves the brands' outgoing webhook logs (issue 35).",
    eventPattern: onAny(['ShopifyCustomerRedactRequested', 'ShopifyShopRedactRequested']),
    consumer: 'functions/outgoing-webhooks/consumers/erase-redacted-customers-from-webhook-log.consumer.ts',
    access: { table: 'readWrite' },
    timeoutSeconds: 300,
  },
  {
    name: 'CreateInvoiceForBrand',
    description: "The monthly billing run's fan-out: the brand's invoice for the period, once.",
    eventPattern: on('BrandBillingDue'),
    consumer: 'functions/ledger/consumers/create-invoice-for-brand.consumer.ts',
    access: { table: 'readWrite' },
    timeoutSeconds: 30,
  },
  {
    name: 'MarkInvoicePaidOnCheckout',
    description:
      "A settled Checkout Session: an invoice paid (only from Stripe's webhook; a second payment refunded), a failed payment recorded, or a card saved (setup mode).",
    eventPattern: on('StripeCheckoutSessionSettled'),
    consumer: 'functions/ledger/consumers/mark-invoice-paid-on-checkout.consumer.ts',
    // Refunds a duplicate payment and reads a setup session's saved card through Stripe.
    access: { table: 'readWrite', stripeApp: true },
    timeoutSeconds: 30,
  },
  {
    name: 'ChargeInvoiceOffSession',
    description:
      "An invoice due for its automatic charge (at issue, or a scheduled retry): charged off-session to the brand's saved card.",
    eventPattern: on('InvoiceChargeDue'),
    consumer: 'functions/ledger/consumers/charge-invoice-off-session.consumer.ts',
    access: { table: 'readWrite', stripeApp: true },
    timeoutSeconds: 30,
  },
  {
    name: 'SettleInvoiceCharge',
    description:
      'An automatic charge succeeded (the invoice paid, its period settled) or failed (recorded, the next retry scheduled).',
    eventPattern: on('StripePaymentIntentSettled'),
    consumer: 'functions/ledger/consumers/settle-invoice-charge.consumer.ts',
    // Refunds a charge that landed on an invoice paid already.
    access: { table: 'readWrite', stripeApp: true },
    timeoutSeconds: 30,
  },
  {
    name: 'ReleaseSettledCommissions',
    description:
      "A brand's billing period is settled (invoice paid, or nothing due): its matured commissions become payable.",
    eventPattern: on('BillPeriodSettled'),
    consumer: 'functions/ledger/consumers/release-settled-commissions.consumer.ts',
    access: { table: 'readWrite' },
    timeoutSeconds: 300,
  },
  {
    name: 'OpenScheduledPayout',
    description:
      "The payout run's fan-out: the creator's payout for this run, once, if the account is active and $25 is payable.",
    eventPattern: on('CreatorPayoutDue'),
    consumer: 'functions/ledger/consumers/open-scheduled-payout.consumer.ts',
    access: { table: 'readWrite' },
    timeoutSeconds: 30,
  },
  {
    name: 'TransferPayout',
    description:
      "An opened payout: gathers the creator's payable entries and makes its one Stripe transfer (key: the payout id).",
    eventPattern: on('PayoutOpened'),
    consumer: 'functions/ledger/consumers/transfer-payout.consumer.ts',
    access: { table: 'readWrite', stripeApp: true },
    timeoutSeconds: 120,
  },
  {
    name: 'ReturnReversedPayout',
    description:
      "Stripe reversed a payout's transfer: the payout is reversed and its entries are payable again.",
    eventPattern: on('StripeTransferReversed'),
    consumer: 'functions/ledger/consumers/return-reversed-payout.consumer.ts',
    access: { table: 'readWrite' },
    timeoutSeconds: 60,
  },
  {
    name: 'AwardFirstCampaignCredits',
    description: "Sample credits: First Campaign (+50) on the creator's first approved application, once.",
    eventPattern: on('ApplicationApproved'),
    consumer: 'functions/credits/consumers/award-first-campaign-credits.consumer.ts',
    access: { table: 'readWrite' },
  },
  {
    name: 'AwardTenSalesCredits',
    description: "Sample credits: 10 Sales (+100) once the creator's conversions reach 10, once.",
    eventPattern: on('SaleAttributed'),
    consumer: 'functions/credits/consumers/award-ten-sales-credits.consumer.ts',
    access: { table: 'readWrite' },
  },
  {
    name: 'AwardUgcCreatorCredits',
    description: 'Sample credits: counts approved submissions once each; UGC Creator (+150) at 5, once.',
    eventPattern: on('UgcSubmissionApproved'),
    consumer: 'functions/credits/consumers/award-ugc-creator-credits.consumer.ts',
    access: { table: 'readWrite' },
  },
  {
    name: 'NotifyPeople',
    description:
      'Whoever an event concerns is told: an in-app notification and, as their preferences and the limits allow, an e-mail or a digest line (functions/notifications/).',
    // The events with a notice source (functions/notifications/kinds/); a unit test holds the list equal.
    eventPattern: onAny(notifyingEventNames),
    consumer: 'functions/notifications/consumers/notify-people.consumer.ts',
    access: { table: 'readWrite', mail: 'send' },
    // Reads names for the texts, one transaction per recipient, then SES.
    timeoutSeconds: 30,
  },
  {
    name: 'SendTeamInvitation',
    description:
      "Issue 35: a person invited to a brand's team gets the e-mail with the invitation's link (valid 7 days).",
    eventPattern: on('TeamInvitationSent'),
    consumer: 'functions/notifications/consumers/send-team-invitation.consumer.ts',
    access: { table: 'readWrite', mail: 'send' },
  },
  {
    name: 'SendManagerInvitation',
    description:
      "Issue 35: a person a creator invited to manage their workspace gets the e-mail with the invitation's link (valid 7 days).",
    eventPattern: on('ManagerInvitationSent'),
    consumer: 'functions/notifications/consumers/send-manager-invitation.consumer.ts',
    access: { table: 'readWrite', mail: 'send' },
  },
  {
    name: 'SuppressBouncedAddresses',
    description:
      'SES reported a permanent bounce or a complaint: the address joins the suppression list and gets no more e-mail.',
    eventPattern: onAny(['SesEmailBounced', 'SesEmailComplaintReceived']),
    consumer: 'functions/notifications/consumers/suppress-bounced-addresses.consumer.ts',
    access: { table: 'write' },
    // SES publishes its events only to the account's default bus (the configuration set's destination).
    bus: 'default',
  },
  // --- Public pages' edge cache (issue 20) -------------------------------------------------------
  {
    name: 'InvalidatePublicPages',
    description:
      "A storefront, product or brand changed, or a creator's discount code became usable or not: its public pages are invalidated in CloudFront at once (functions/public-pages/).",
    eventPattern: onAny([
      'StorefrontChanged',
      'ProductChanged',
      'BrandChanged',
      'DiscountCodeApproved',
      'DiscountCodeSynced',
      'DiscountCodeRotated',
    ]),
    consumer: 'functions/public-pages/consumers/invalidate-public-pages.consumer.ts',
    // A code's events name the creator: their storefront's address is read (the creator's GetItem).
    access: { table: 'read', invalidatePublicPages: true },
  },
  {
    name: 'RepointStorefront',
    description:
      "A creator was renamed: their storefront's products and collections move to the new name's page partition after its settings (functions/storefront/).",
    eventPattern: on('StorefrontChanged'),
    consumer: 'functions/storefront/consumers/repoint-storefront.consumer.ts',
    // The new name's settings (a Query of the directory index), the creator's storefront items, one transaction.
    access: { table: 'readWrite' },
  },
  // --- end public pages -------------------------------------------------------------------------------
  // Issue 21: samples that ship. The redemption's (or the brand's retry's) event creates the $0 order
  // in the brand's Shopify store; the store's fulfilment webhook marks it shipped with tracking.
  {
    name: 'CreateSampleStoreOrder',
    description:
      "A redeemed sample becomes a $0 order in the brand's Shopify store (draftOrderCreate, then draftOrderComplete), once.",
    eventPattern: onAny(['SampleOrderPlaced', 'SampleOrderRetried']),
    consumer: 'functions/credits/consumers/create-sample-store-order.consumer.ts',
    // Opens the brand's sealed store token and calls the Admin API (a lookup, a create, a complete).
    access: { table: 'readWrite', secretsKey: 'decrypt', shopifyApp: true },
    timeoutSeconds: 30,
  },
  // Issue 21: a commission cut's partners are told (not NotifyPeople: they are paged, not listed at once).
  {
    name: 'NotifyPartnersOfCommissionCut',
    description:
      "A commission cut announced or withdrawn: each partner it concerns (the product's links, or the creator of the terms) gets one notification.",
    eventPattern: onAny(['CommissionCutAnnounced', 'CommissionCutWithdrawn']),
    consumer: 'functions/notifications/consumers/notify-partners-of-commission-cut.consumer.ts',
    // Pages the product's links, one notify transaction per partner, SES; a continuation event (outbox)
    // carries a fan-out longer than one delivery's budget on.
    access: { table: 'readWrite', mail: 'send' },
    timeoutSeconds: 60,
  },
  {
    name: 'MarkSampleShippedOnFulfillment',
    description: "The store's fulfilments/create marks a sample order shipped with its tracking, once.",
    eventPattern: on('ShopifyFulfillmentCreated'),
    consumer: 'functions/credits/consumers/mark-sample-shipped.consumer.ts',
    access: { table: 'readWrite' },
  },
  // Issue 22: outgoing webhooks (the events are functions/outgoing-webhooks/event-payloads.ts's
  // webhookSources; a unit test holds the two lists equal).
  {
    name: 'SendOutgoingWebhooks',
    description:
      "A sale, reversal, held sale, invoice or application: one signed delivery to each of the brand's endpoints that chose it.",
    eventPattern: onAny([
      'SaleAttributed',
      'CommissionReversed',
      'SaleHeldForReview',
      'InvoiceIssued',
      'InvoicePaid',
      'ApplicationSubmitted',
      'ApplicationApproved',
    ]),
    consumer: 'functions/outgoing-webhooks/consumers/send-outgoing-webhooks.consumer.ts',
    // Queries the brand's endpoints, creates and updates deliveries; opens the endpoints' sealed secrets
    // to sign; POSTs to up to ten endpoints at once, each bounded by 10 s.
    access: { table: 'readWrite', secretsKey: 'decrypt' },
    timeoutSeconds: 30,
  },
];

/**
 * Issue 36: the pattern of `rule`'s replay rule. An operator's replay of a dead letter publishes
 * DeadLetterReplayRequested naming the one rule it failed in; each rule has a second rule with this
 * pattern whose target is the same consumer, given `REPLAYED_EVENT_PATH` of the event as its input (the
 * original envelope). So a replay reaches only that consumer, through the bus, with its retries and its
 * dead-letter queue, and needs no invoke permission anywhere. The local bus reads the same two values.
 */
export const replayPatternOf = (ruleName: string): Record<string, unknown> =>
  on('DeadLetterReplayRequested', { rule: [ruleName] });

/** Where the original envelope is in a DeadLetterReplayRequested event (an EventBridge target's InputPath). */
export const REPLAYED_EVENT_PATH = '$.detail.event';
