/**
 * The one route table. The CDK HTTP API (infra/) and the local API adapter (infra/local/) are both
 * generated from it, so a route cannot exist in one and not the other.
 *
 * Each feature is one Lambda function (one NodejsFunction in AWS); a feature's handler module exports
 * `handler`, which dispatches on the API Gateway `routeKey` ("GET /api/me").
 */
// Issue 35: two-factor sign-in.
import * as accountSecurity from '../contracts/account-security';
// Issue 22, API keys.
import * as apiKeys from '../contracts/api-keys';
// Issue 35: the audit log.
import * as auditLog from '../contracts/audit-log';
import * as billing from '../contracts/billing';
import * as brandCreators from '../contracts/brand-creators';
import * as brandProducts from '../contracts/brand-products';
import * as brandWorkspace from '../contracts/brand-workspace';
import * as creatorBrands from '../contracts/creator-brands';
// Issue 35: creator managers.
import * as creatorManagers from '../contracts/creator-managers';
import * as creatorWorkspace from '../contracts/creator-workspace';
import * as credits from '../contracts/credits';
import * as explore from '../contracts/explore';
import * as exportsContracts from '../contracts/exports';
// Issue 36: fraud signals' settings.
import * as fraud from '../contracts/fraud';
import type { HttpMethod, RouteAuth, RouteContract } from '../contracts/http';
import * as notifications from '../contracts/notifications';
// Issue 36: the operator console.
import * as ops from '../contracts/ops';
// Issue 22: outgoing webhooks.
import * as outgoingWebhooks from '../contracts/outgoing-webhooks';
import * as outreach from '../contracts/outreach';
import * as partnerships from '../contracts/partnerships';
import * as payouts from '../contracts/payouts';
// Issue 34: pitches.
import * as pitches from '../contracts/pitches';
import * as publicApi from '../contracts/public-api';
import * as publicPages from '../contracts/public-pages';
import * as sales from '../contracts/sales';
// Issue 35: sessions.
import * as sessions from '../contracts/sessions';
import * as storefront from '../contracts/storefront';
import * as suspensions from '../contracts/suspensions';
import * as system from '../contracts/system';
// Issue 21, terms.
import * as teams from '../contracts/teams';
import * as terms from '../contracts/terms';
import * as ugc from '../contracts/ugc';
// Issue 34: images people upload.
import * as uploads from '../contracts/uploads';
import * as webhooks from '../contracts/webhooks';
// Issue 35: Your data.
import * as yourData from '../contracts/your-data';
import { type FunctionAccess, pkPrefix } from '../events/function-access';
import { keys } from './shared/data/keys';

export type { HttpMethod, RouteAuth } from '../contracts/http';

/**
 * Method, path and auth are copied from the route's contract (contracts/), never written here, so the
 * table and the contracts cannot disagree; the table adds which feature (Lambda) serves the route.
 */
export interface RouteDefinition {
  method: HttpMethod;
  /** API Gateway path syntax, parameters in braces: /api/products/{productId} */
  path: string;
  feature: FeatureName;
  /** Who may call it; checked server-side from the verified token's `cognito:groups`. */
  auth: RouteAuth;
  contract: RouteContract;
}

/** Feature name -> handler module, relative to the repository root. */
export const features = {
  health: 'functions/platform/http/health.ts',
  openapi: 'functions/platform/http/openapi.ts',
  me: 'functions/identity/http/me.ts',
  platform: 'functions/platform/http/platform.ts',
  'brand-onboarding': 'functions/catalogue/http/brand-onboarding.ts',
  'brand-store': 'functions/catalogue/http/brand-store.ts',
  'shopify-oauth': 'functions/catalogue/http/shopify-oauth.ts',
  'brand-products': 'functions/catalogue/http/brand-products.ts',
  'brand-dashboard': 'functions/dashboards/http/brand-dashboard.ts',
  'brand-sales': 'functions/ledger/http/brand-sales.ts',
  'brand-billing': 'functions/ledger/http/brand-billing.ts',
  'creator-earnings': 'functions/ledger/http/creator-earnings.ts',
  'brand-account': 'functions/catalogue/http/brand-account.ts',
  'brand-creators': 'functions/partnerships/http/brand-creators.ts',
  'creator-profile': 'functions/storefront/http/creator-profile.ts',
  'creator-onboarding': 'functions/storefront/http/creator-onboarding.ts',
  'creator-settings': 'functions/storefront/http/creator-settings.ts',
  'creator-brands': 'functions/catalogue/http/creator-brands.ts',
  explore: 'functions/catalogue/http/explore.ts',
  'brand-inbox': 'functions/partnerships/http/brand-inbox.ts',
  applications: 'functions/partnerships/http/applications.ts',
  'referral-links': 'functions/partnerships/http/referral-links.ts',
  redirect: 'functions/referrals/http/redirect.ts',
  'discount-codes': 'functions/partnerships/http/discount-codes.ts',
  'creator-campaigns': 'functions/partnerships/http/creator-campaigns.ts',
  'creator-dashboard': 'functions/dashboards/http/creator-dashboard.ts',
  'brand-campaigns': 'functions/dashboards/http/brand-campaigns.ts',
  'shopify-webhooks': 'functions/integrations/http/shopify-webhooks.ts',
  'stripe-webhooks': 'functions/integrations/http/stripe-webhooks.ts',
  'creator-payout-account': 'functions/ledger/http/creator-payout-account.ts',
  'creator-payouts': 'functions/ledger/http/creator-payouts.ts',
  'brand-ugc': 'functions/content/http/brand-ugc.ts',
  'creator-ugc': 'functions/content/http/creator-ugc.ts',
  'storefront-editor': 'functions/storefront/http/storefront-editor.ts',
  storefront: 'functions/storefront/http/storefront.ts',
  'storefront-follows': 'functions/storefront/http/storefront-follows.ts',
  credits: 'functions/credits/http/credits.ts',
  'brand-samples': 'functions/credits/http/brand-samples.ts',
  notifications: 'functions/notifications/http/notifications.ts',
  'notification-unsubscribe': 'functions/notifications/http/notification-unsubscribe.ts',
  // Outreach (issue 21): the creator's side of the message threads.
  'creator-inbox': 'functions/partnerships/http/creator-inbox.ts',
  // Outgoing webhooks (issue 22): the brand's endpoints, their secrets and deliveries.
  'brand-webhooks': 'functions/outgoing-webhooks/http/brand-webhooks.ts',
  // Images people upload (issue 34): presigned POSTs and the uploads' state.
  'creator-uploads': 'functions/media/http/creator-uploads.ts',
  // Issue 35: Your data (closing an account).
  'your-data': 'functions/privacy/http/your-data.ts',
  // Issue 35: the brand's audit log (reading; entries are written by each change's own transaction).
  'brand-audit-log': 'functions/audit/http/brand-audit-log.ts',
  // Issue 35: signed-in devices and sign-ins (Account → Security).
  sessions: 'functions/identity/http/sessions.ts',
  // Issue 35: Account → Security's two-factor sign-in, and signing in with a recovery code.
  'account-security': 'functions/identity/http/account-security.ts',
  // Issue 35: the brand's team (members, roles, invitations) and the person's brands.
  teams: 'functions/teams/http/teams.ts',
  // Issue 36: the operator console (dead letters, the outbox's backlog, failed and stuck payouts).
  ops: 'functions/ops/http/ops.ts',
  // Issue 35: a creator's managers (invitations, grants, Activity) and the creators a person manages.
  managers: 'functions/managers/http/managers.ts',
} as const;

export type FeatureName = keyof typeof features;

/**
 * Issue 22: the key authorizer of every `apiKey` route (/api/v1): API Gateway's Lambda authorizer in AWS,
 * called by the local API adapter for the same routes. Not a feature: it serves no route itself.
 */
export const apiKeyAuthorizer = 'functions/identity/triggers/api-key-authorizer.ts';
/**
 * What the key authorizer may touch: the hash lookup (GetItem), the key's last use (two UpdateItems) and
 * the key's and its brand's rate windows (a conditional UpdateItem each, and one ADD -1 to give back).
 */
export const apiKeyAuthorizerAccess: FunctionAccess = {
  table: {
    items: [
      { actions: ['GetItem', 'UpdateItem'], partitionKeyPrefixes: [pkPrefix(keys.apiKeyHash(''))] },
      { actions: ['UpdateItem'], partitionKeyPrefixes: [pkPrefix(keys.apiKeyRateWindow('', ''))] },
      { actions: ['UpdateItem'], partitionKeyPrefixes: [pkPrefix(keys.apiBrandRateWindow('', ''))] },
      { actions: ['UpdateItem'], partitionKeyPrefixes: [pkPrefix(keys.brand(''))] },
    ],
  },
};

/**
 * Issue 35: what the per-request session check (functions/shared/http/session-check.ts, run by the
 * API handler on every signed-in route) touches: the caller's session item, USER#{id} / SESSION#{jti}, by
 * GetItem, and its last seen by a conditional UpdateItem at most every 5 minutes. Granted to every
 * feature that serves a signed-in route and whose declaration does not already allow both
 * (infra/constructs/http-api.ts).
 */
export const sessionCheckAccess: FunctionAccess = {
  table: {
    items: [
      { actions: ['GetItem', 'UpdateItem'], partitionKeyPrefixes: [pkPrefix(keys.session('', ''))] },
      // Issue 36: an operator's request (an operator route, or a GET viewing as a brand or creator) reads
      // the operator's second factor and view-as grant (GetItems, data/operator-request.ts).
      {
        actions: ['GetItem'],
        partitionKeyPrefixes: [pkPrefix(keys.secondFactor('')), pkPrefix(keys.viewAsGrant('', ''))],
      },
    ],
  },
};

/**
 * Issue 35: a feature that needs `sessionCheckAccess` beside its own declaration: it serves a signed-in
 * route, and its declared table access does not already allow the check's GetItem and UpdateItem.
 */
export const checksSessions = (feature: FeatureName): boolean =>
  featureAccess[feature].table !== 'readWrite' &&
  routes.some((route) => route.feature === feature && route.auth !== 'public' && route.auth !== 'apiKey');

/**
 * What each feature's function may touch in AWS (least privilege; see events/function-access.ts).
 * Read from the feature's code: GET-only features read; secret-box's encryptSecret needs kms 'encrypt',
 * decryptSecret 'decrypt'; the Shopify app secret only where @shopify/shopify-api is called (OAuth,
 * Admin API) or its configuration is reported. No feature needs PutEvents: producers write their events
 * to the outbox in the same transaction as their change, and only the outbox publisher puts them on the bus.
 */
export const featureAccess: Record<FeatureName, FunctionAccess> = {
  // A GetItem of a key that never exists proves the table answers.
  health: { table: 'read' },
  // Serves a document built from the contracts alone.
  openapi: { table: 'none' },
  me: { table: 'read' },
  // Settings from the function's environment only.
  platform: { table: 'none' },
  // Reports whether Shopify connections can be offered, which needs the whole app configuration.
  'brand-onboarding': { table: 'readWrite', shopifyApp: true },
  // Records which shop a brand is connecting (the OAuth install nonce) and hands the SPA the install URL;
  // auth.begin, which needs the app secret, runs in shopify-oauth. Never sees a store token or secret.
  'brand-store': { table: 'readWrite' },
  // Completes OAuth and seals the store's access token: encrypt only, it never opens one.
  'shopify-oauth': { table: 'readWrite', secretsKey: 'encrypt', shopifyApp: true },
  // Requests imports (a ProductImportRequested outbox item); ImportProductsFromStore does the import.
  'brand-products': { table: 'readWrite' },
  // Reads the dashboard; writes only the user's dismissal of its getting-started list.
  'brand-dashboard': { table: 'readWrite' },
  // Lists the brand's sales; releasing or voiding a held sale moves its entries and totals.
  'brand-sales': { table: 'readWrite' },
  // Lists invoices; Pay Invoice creates a Stripe Checkout Session and records it on the invoice.
  // Issue 35: paying and payment details need two-factor sign-in for owners, admins and finance (AdminGetUser).
  'brand-billing': { table: 'readWrite', stripeApp: true, userPool: 'mfaState' },
  'creator-earnings': { table: 'read' },
  // Issue 35: creating an API key needs two-factor sign-in for owners and admins (AdminGetUser).
  'brand-account': { table: 'readWrite', userPool: 'mfaState' },
  'brand-creators': { table: 'readWrite' },
  'creator-profile': { table: 'read' },
  'creator-onboarding': { table: 'readWrite' },
  'creator-settings': { table: 'readWrite' },
  'creator-brands': { table: 'readWrite' },
  explore: { table: 'read' },
  // The brand's threads (Queries, GetItems); a reply, marking a thread read and moving old contact-form
  // messages into their threads are transactions on the thread, its messages and the unread totals.
  'brand-inbox': { table: 'readWrite' },
  // Approving writes an ApplicationApproved outbox item in the same transaction.
  applications: { table: 'readWrite' },
  // Builds store product URLs without app credentials.
  'referral-links': { table: 'readWrite' },
  // The hottest public path reads its link and the brand's current store (three attributes, never the
  // sealed token), adds a click to a counter shard, and can do nothing else.
  redirect: {
    table: {
      items: [
        { actions: ['GetItem'], partitionKeyPrefixes: [pkPrefix(keys.link(''))] },
        {
          actions: ['GetItem'],
          partitionKeyPrefixes: [pkPrefix(keys.brand(''))],
          // getBrandStore's ProjectionExpression (functions/catalogue/entities/brand-store.ts).
          attributes: ['store_connected', 'store_platform', 'shop_domain'],
        },
        { actions: ['UpdateItem'], partitionKeyPrefixes: [pkPrefix(keys.clickShard('', 0))] },
      ],
    },
  },
  // Approving writes a DiscountCodeApproved outbox item; the store call is CreateStoreDiscountOnApproval's.
  'discount-codes': { table: 'readWrite' },
  'creator-campaigns': { table: 'read' },
  // Reads the dashboard; writes only the creator's dismissal of its getting-started list.
  'creator-dashboard': { table: 'readWrite' },
  'brand-campaigns': { table: 'read' },
  // Verifies Shopify's HMAC with the app secret, reads which brand holds the shop (its store claim: a
  // brand id, never a token), then writes only a webhook receipt and its outbox event (one transaction of
  // two Puts); the work is the consumers'. The order event names the brand, so the ledger never asks
  // integrations back (issue 32).
  'shopify-webhooks': {
    table: {
      items: [
        { actions: ['GetItem'], partitionKeyPrefixes: [pkPrefix(keys.storeClaim(''))] },
        {
          actions: ['PutItem'],
          partitionKeyPrefixes: [pkPrefix(keys.webhookReceipt('')), pkPrefix(keys.outboxEvent(''))],
        },
      ],
    },
    shopifyApp: true,
  },
  // Verifies Stripe-Signature with the webhook secret, then writes only a Stripe event receipt and its
  // outbox event (one transaction of two Puts); the work is the consumers'. It never reads the table.
  'stripe-webhooks': {
    table: {
      items: [
        {
          actions: ['PutItem'],
          partitionKeyPrefixes: [pkPrefix(keys.stripeEventReceipt('')), pkPrefix(keys.outboxEvent(''))],
        },
      ],
    },
    stripeApp: true,
  },
  // Reads the creator's payout account and profile (e-mail for Stripe); writes the payout account and its
  // Stripe-account lookup once (one transaction); calls Stripe (accounts, account links).
  'creator-payout-account': {
    table: {
      items: [
        { actions: ['GetItem', 'PutItem'], partitionKeyPrefixes: [pkPrefix(keys.payoutAccount(''))] },
        { actions: ['PutItem'], partitionKeyPrefixes: [pkPrefix(keys.stripeAccount(''))] },
        { actions: ['GetItem'], partitionKeyPrefixes: [pkPrefix(keys.profile(''))] },
      ],
    },
    stripeApp: true,
  },
  // Reads the caller's stats, payout account, payouts, ledger entries and daily series (Queries);
  // Request Payout puts the payout, takes the one-payout lock on the stats item and writes its
  // PayoutOpened event in one transaction. The transfer itself is made by the event's consumer.
  'creator-payouts': { table: 'readWrite' },
  // UGC Requests: the brand's requests and submissions (Queries), creating and closing requests; an
  // approval writes the submission, its licence, the ledger's payment (entry, creator totals, billing
  // counter) and its outbox event in one transaction.
  'brand-ugc': { table: 'readWrite' },
  // Open requests (Queries), the creator's submissions (Query), and a submission's Put beside its
  // request's open check (one transaction).
  'creator-ugc': { table: 'readWrite' },
  // Records a pending upload under the caller (PutItem) and reads it back (GetItem); signs the POST of its
  // original with the function's own credentials, so it may put objects under originals/ (and only there).
  // Issue 35: a manager's grant (USER#{managerId} / MANAGES#…) is read on a request for another creator,
  // whose activity entry (CREATOR#…) is put beside.
  'creator-uploads': {
    table: {
      items: [
        { actions: ['GetItem', 'PutItem'], partitionKeyPrefixes: [pkPrefix(keys.creator(''))] },
        { actions: ['GetItem'], partitionKeyPrefixes: [pkPrefix(keys.profile(''))] },
      ],
    },
    media: 'presign',
  },
  // Issue 35: memberships, the team's counts and invitations in transactions with their outbox event;
  // the invitation link's secret is derived under the mail signing key (mail 'sign').
  // Requiring two-factor sign-in of the team is for a caller with it on (userPool 'mfaState').
  teams: { table: 'readWrite', mail: 'sign', userPool: 'mfaState' },
  // Issue 35: grants, invitations and the creator's activity entries in transactions with their outbox
  // event; the invitation link's secret is derived under the mail signing key (mail 'sign').
  managers: { table: 'readWrite', mail: 'sign' },
  // The storefront editor: the caller's storefront items, their links and products (Query, BatchGet,
  // GetItem) and transactions on the storefront items.
  'storefront-editor': { table: 'readWrite' },
  // The public storefront: one Query on the directory index, nothing else.
  storefront: { table: 'read' },
  // The username's claim (GetItem), then the follow item and the storefront's count in one transaction.
  'storefront-follows': {
    table: {
      items: [
        { actions: ['GetItem'], partitionKeyPrefixes: [pkPrefix(keys.username(''))] },
        {
          actions: ['GetItem', 'PutItem', 'DeleteItem', 'UpdateItem'],
          partitionKeyPrefixes: [pkPrefix(keys.creator(''))],
        },
      ],
    },
  },
  // Sample credits: the caller's balance, awards and entries (GetItem, Queries), the Sample Store (Query
  // + brand names by BatchGet); redemption and cash-out are transactions on the balance, the ledger,
  // the brand's sample order or the payouts ledger.
  credits: { table: 'readWrite' },
  // The brand's sample orders and requests (Queries, products by BatchGet); fulfil is one UpdateItem.
  'brand-samples': { table: 'readWrite' },
  // The caller's notifications (Queries in their partition, UpdateItems marking read) and preferences;
  // sends nothing (e-mail is the consumers').
  notifications: { table: 'readWrite' },
  // Signed-out unsubscribe: verifies the link's HMAC, reads the profile, writes the preferences item.
  'notification-unsubscribe': {
    table: {
      items: [{ actions: ['GetItem', 'UpdateItem'], partitionKeyPrefixes: [pkPrefix(keys.profile(''))] }],
    },
    mail: 'sign',
  },
  // Outreach (issue 21): the creator's threads (Queries, GetItems); a reply and marking a thread read are
  // transactions on the thread, its messages, the unread totals and the sender's rate window.
  'creator-inbox': { table: 'readWrite' },
  // Outgoing webhooks (issue 22): the brand's endpoints (Query, GetItem; a Put or Delete beside the
  // endpoint count in one transaction), their deliveries (Query); seals new secrets and opens them for
  // Reveal and to sign a Replay, which POSTs to the brand's endpoint (checked address, 10 s).
  'brand-webhooks': { table: 'readWrite', secretsKey: 'encryptDecrypt' },
  // Issue 35, Your data: the caller's export item, money and profile (GetItem, Queries); Download my data
  // puts the export item beside its event (one transaction); closing is one transaction
  // (profile, creator, username claim, forfeit, outbox event), then the pool's user is disabled and signed
  // out everywhere.
  'your-data': { table: 'readWrite', userPool: 'closeAccounts' },
  // Issue 35: the audit log (Query), the person filter's members, keys and profiles (Query, GetItem).
  'brand-audit-log': { table: 'read' },
  sessions: { table: 'readWrite' },
  // Issue 35: the caller's SECURITY item (GetItem; a conditional Put, Update or Delete) and their rate
  // windows; asks Cognito whether TOTP is on, checks a password and a current code through the API's own
  // app client, and turns TOTP off.
  'account-security': {
    table: {
      items: [
        {
          actions: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
          partitionKeyPrefixes: [pkPrefix(keys.profile(''))],
        },
        { actions: ['UpdateItem'], partitionKeyPrefixes: [pkPrefix(keys.creator(''))] },
      ],
    },
    userPool: 'secondFactor',
  },
  // Issue 36: the dead letters (Query, GetItem; a replay's transaction with its outbox event and the
  // operators' audit entry), the outbox's pending index, the failed and open payouts' index partitions and
  // a retry's transaction (payouts, the creator's lock, PayoutOpened, audit); creators' profiles (BatchGet).
  // Calls nothing else: the transfer is the PayoutOpened consumer's. Money: the revenue counter and the
  // unpaid invoices' index (Queries), and the platform's Stripe balance (balance.retrieve).
  ops: { table: 'readWrite', stripeApp: true },
};

/** A route of the table: the contract's method, path and auth, served by `feature`. */
const route = (contract: RouteContract, feature: FeatureName): RouteDefinition => ({
  method: contract.method,
  path: contract.path,
  auth: contract.auth,
  feature,
  contract,
});

export const routes: readonly RouteDefinition[] = [
  route(system.getHealth, 'health'),
  route(system.getMe, 'me'),
  route(system.getPlatform, 'platform'),
  route(system.getOpenApi, 'openapi'),

  // Brand workspace (spec 2.4); every route resolves the caller's own brand from the token.
  route(brandWorkspace.getBrandOnboarding, 'brand-onboarding'),
  route(brandWorkspace.completeBrandOnboarding, 'brand-onboarding'),
  route(brandWorkspace.beginShopifyConnection, 'brand-store'),
  route(brandWorkspace.connectOtherStore, 'brand-store'),
  route(brandWorkspace.disconnectStore, 'brand-store'),
  route(brandProducts.listBrandProducts, 'brand-products'),
  route(brandProducts.requestProductImport, 'brand-products'),
  route(brandProducts.getProductImport, 'brand-products'),
  route(brandProducts.setCommissionForAll, 'brand-products'),
  route(brandProducts.updateProductDetails, 'brand-products'),
  route(brandProducts.updateProductSettings, 'brand-products'),
  route(brandProducts.deleteProduct, 'brand-products'),
  route(brandProducts.listProductLinks, 'referral-links'),
  // Issue 21: bulk actions on My Products; the brand's own name at onboarding.
  route(brandProducts.bulkUpdateProducts, 'brand-products'),
  route(brandWorkspace.setOnboardingBrandName, 'brand-onboarding'),
  // Issue 21, terms: a product's announced cut, withdrawn; per-creator terms (served by the ledger).
  route(brandProducts.cancelProductRateCut, 'brand-products'),
  route(terms.listBrandTerms, 'brand-sales'),
  route(terms.setCreatorTerm, 'brand-sales'),
  route(terms.cancelCreatorTermCut, 'brand-sales'),
  route(terms.listCreatorTerms, 'creator-earnings'),
  route(terms.getBrandTiers, 'brand-sales'),
  route(terms.setBrandTiers, 'brand-sales'),
  route(terms.cancelBrandTiersChange, 'brand-sales'),
  route(terms.listBrandOffers, 'brand-sales'),
  route(terms.createBrandOffer, 'brand-sales'),
  route(terms.withdrawBrandOffer, 'brand-sales'),
  route(terms.listPromotions, 'creator-earnings'),
  route(brandWorkspace.getBrandDashboard, 'brand-dashboard'),
  route(brandWorkspace.dismissBrandChecklist, 'brand-dashboard'),
  route(sales.listBrandSales, 'brand-sales'),
  route(billing.listBrandInvoices, 'brand-billing'),
  route(billing.createInvoiceCheckout, 'brand-billing'),
  route(billing.getPaymentSettings, 'brand-billing'),
  route(billing.setupPaymentMethod, 'brand-billing'),
  route(billing.removePaymentMethod, 'brand-billing'),
  route(billing.setAutopay, 'brand-billing'),
  route(sales.releaseHeldSale, 'brand-sales'),
  route(sales.voidHeldSale, 'brand-sales'),
  route(sales.dismissSaleForReview, 'brand-sales'),
  route(brandWorkspace.getBrandAccount, 'brand-account'),
  route(brandWorkspace.updateBrandAccount, 'brand-account'),
  // Issue 21, program mode: who may promote the brand's products.
  route(brandWorkspace.updateBrandProgram, 'brand-account'),
  route(brandCreators.listCreatorsForBrand, 'brand-creators'),
  route(brandCreators.listSuggestedCreators, 'brand-creators'),
  route(brandCreators.setCreatorRelationship, 'brand-creators'),
  route(brandCreators.setCreatorNotes, 'brand-creators'),

  // Public creator profile (opened from the brand's creators directory).
  route(creatorWorkspace.getPublicCreator, 'creator-profile'),

  // Creator workspace (spec 2.5); every route resolves the caller's own creator record from the token.
  route(creatorWorkspace.getCreatorOnboarding, 'creator-onboarding'),
  route(creatorWorkspace.saveOnboardingProfile, 'creator-onboarding'),
  route(creatorWorkspace.completeCreatorOnboarding, 'creator-onboarding'),
  route(creatorWorkspace.getCreatorProfile, 'creator-settings'),
  route(creatorWorkspace.saveCreatorProfile, 'creator-settings'),
  route(creatorBrands.listBrandDirectory, 'creator-brands'),
  route(creatorBrands.getBrandProfile, 'creator-brands'),
  route(creatorBrands.sendBrandMessage, 'creator-inbox'),
  route(creatorBrands.requestSample, 'credits'),
  // Issue 34, pitches: the creator's own pending samples at a brand, and the links a brand sees.
  route(creatorBrands.listMySampleRequests, 'credits'),
  route(pitches.getMyPitchLinks, 'credits'),
  route(partnerships.applyToPromote, 'applications'),
  route(partnerships.createReferralLink, 'referral-links'),
  route(partnerships.requestDiscountCode, 'discount-codes'),
  route(partnerships.getCreatorCampaigns, 'creator-campaigns'),
  route(creatorWorkspace.getCreatorDashboard, 'creator-dashboard'),
  route(creatorWorkspace.dismissCreatorChecklist, 'creator-dashboard'),
  route(sales.getCreatorEarnings, 'creator-earnings'),
  // Exports (issue 21): a creator's yearly totals per brand and per payout (the CSV files stream from
  // their own function, functions/ledger/http/ledger-exports.ts, not through the API).
  route(exportsContracts.getCreatorYearlyTotals, 'creator-earnings'),

  // The brand's side of partnerships.
  route(partnerships.getBrandCampaigns, 'brand-campaigns'),
  route(partnerships.approveApplication, 'applications'),
  route(partnerships.denyApplication, 'applications'),
  // Issue 21: bulk Approve / Deny, each application its own transaction.
  route(partnerships.decideApplications, 'applications'),
  route(partnerships.approveDiscountCode, 'discount-codes'),
  route(partnerships.denyDiscountCode, 'discount-codes'),
  // Issue 36, leaked codes.
  // Issue 36, leaked codes: asked for here; ChangeStoreDiscountCode calls the store.
  route(partnerships.rotateDiscountCode, 'discount-codes'),
  route(partnerships.restrictDiscountCode, 'discount-codes'),

  // Outreach (issue 21): invitations (decided like applications) and the brand–creator threads.
  route(outreach.createInvitation, 'applications'),
  route(outreach.listBrandInvitations, 'applications'),
  route(outreach.listCreatorInvitations, 'applications'),
  route(outreach.acceptInvitation, 'applications'),
  route(outreach.declineInvitation, 'applications'),
  route(outreach.listBrandThreads, 'brand-inbox'),
  route(outreach.getBrandThread, 'brand-inbox'),
  route(outreach.sendBrandReply, 'brand-inbox'),
  route(outreach.getBrandUnreadMessages, 'brand-inbox'),
  route(outreach.findCreatorThread, 'brand-inbox'),
  route(outreach.listCreatorThreads, 'creator-inbox'),
  route(outreach.getCreatorThread, 'creator-inbox'),
  route(outreach.sendCreatorReply, 'creator-inbox'),
  route(outreach.getCreatorUnreadMessages, 'creator-inbox'),

  // Public: Explore's Products tab and the tracked redirect.
  route(explore.listExploreProducts, 'explore'),
  route(publicPages.followReferralLink, 'redirect'),
  route(publicPages.checkReferralLink, 'redirect'),

  // Shopify OAuth: opened in the connection popup and called back by Shopify, so public; verified inside.
  route(publicPages.beginShopifyInstall, 'shopify-oauth'),
  route(publicPages.completeShopifyInstall, 'shopify-oauth'),

  // Shopify webhooks: public, verified inside (HMAC of the raw body) before anything is read or written.
  route(webhooks.receiveShopifyWebhook, 'shopify-webhooks'),
  // Stripe webhooks: public, verified inside (Stripe-Signature on the raw body) before anything else.
  route(webhooks.receiveStripeWebhook, 'stripe-webhooks'),

  // The creator's payout account (Stripe Connect Express).
  route(payouts.getPayoutAccount, 'creator-payout-account'),
  route(payouts.createPayoutOnboardingLink, 'creator-payout-account'),
  // Earnings & Payouts: the screen, Request Payout, a payout's receipt.
  route(payouts.getCreatorPayouts, 'creator-payouts'),
  route(payouts.requestPayout, 'creator-payouts'),
  route(payouts.getCreatorPayout, 'creator-payouts'),

  // UGC: the brand's requests and decisions; the creator's open requests and submissions.
  route(ugc.listBrandUgcRequests, 'brand-ugc'),
  route(ugc.createUgcRequest, 'brand-ugc'),
  route(ugc.closeUgcRequest, 'brand-ugc'),
  route(ugc.approveUgcSubmission, 'brand-ugc'),
  route(ugc.rejectUgcSubmission, 'brand-ugc'),
  route(ugc.listOpenUgcRequests, 'creator-ugc'),
  route(ugc.listBrandOpenUgcRequests, 'creator-ugc'),
  route(ugc.listMyUgcSubmissions, 'creator-ugc'),
  route(ugc.submitUgcContent, 'creator-ugc'),

  // Storefronts: the creator's editor, the public (CDN-cached) page, following one.
  route(storefront.getMyStorefront, 'storefront-editor'),
  route(storefront.saveMyStorefront, 'storefront-editor'),
  route(storefront.addStorefrontProduct, 'storefront-editor'),
  route(storefront.updateStorefrontProduct, 'storefront-editor'),
  route(storefront.removeStorefrontProduct, 'storefront-editor'),
  route(storefront.reorderStorefrontProducts, 'storefront-editor'),
  route(storefront.createStorefrontCollection, 'storefront-editor'),
  route(storefront.updateStorefrontCollection, 'storefront-editor'),
  route(storefront.deleteStorefrontCollection, 'storefront-editor'),
  route(storefront.reorderStorefrontCollections, 'storefront-editor'),
  route(storefront.getPublicStorefront, 'storefront'),
  route(storefront.getStorefrontFollow, 'storefront-follows'),
  route(storefront.followStorefront, 'storefront-follows'),
  route(storefront.unfollowStorefront, 'storefront-follows'),

  // Sample credits: the creator's ledger, the Sample Store, redemption, cash-out; the brand's Samples.
  route(credits.getCreditsScreen, 'credits'),
  route(credits.getSampleStore, 'credits'),
  route(credits.redeemSample, 'credits'),
  route(credits.cashOutCredits, 'credits'),
  route(credits.listBrandSamples, 'brand-samples'),
  route(credits.fulfilSampleOrder, 'brand-samples'),
  // Issue 21: a sample the store refused is tried again by the brand (SampleOrderRetried).
  route(credits.retrySampleOrder, 'brand-samples'),

  // Notifications (issue 19): the bell and the e-mail preferences of both workspaces; the signed-out
  // one-click unsubscribe of every e-mail.
  route(notifications.listNotifications, 'notifications'),
  route(notifications.getUnreadNotifications, 'notifications'),
  route(notifications.markNotificationRead, 'notifications'),
  route(notifications.markAllNotificationsRead, 'notifications'),
  route(notifications.getNotificationPreferences, 'notifications'),
  route(notifications.updateNotificationPreferences, 'notifications'),
  route(notifications.describeUnsubscribe, 'notification-unsubscribe'),
  route(notifications.unsubscribe, 'notification-unsubscribe'),

  // Issue 22, API keys: the brand's keys on its Developers tab (served with the rest of its Account).
  route(apiKeys.listApiKeys, 'brand-account'),
  route(apiKeys.createApiKey, 'brand-account'),
  route(apiKeys.revokeApiKey, 'brand-account'),
  // The public API (/api/v1, auth 'apiKey'): served by the features that serve the same data in the app.
  route(publicApi.listV1Sales, 'brand-sales'),
  route(publicApi.updateV1Product, 'brand-products'),
  route(publicApi.listV1Products, 'brand-products'),
  // Issue 22 (public API, part 2): commissions and what is owed (billing), partners, a product's links,
  // and the public API's own OpenAPI document.
  route(publicApi.listV1Commissions, 'brand-billing'),
  route(publicApi.listV1Partners, 'applications'),
  route(publicApi.listV1Links, 'referral-links'),
  route(publicApi.getV1OpenApi, 'openapi'),
  // Outgoing webhooks (issue 22): the brand's endpoints.
  route(outgoingWebhooks.listWebhookEndpoints, 'brand-webhooks'),
  route(outgoingWebhooks.createWebhookEndpoint, 'brand-webhooks'),
  route(outgoingWebhooks.setWebhookEndpointEnabled, 'brand-webhooks'),
  route(outgoingWebhooks.revealWebhookSecret, 'brand-webhooks'),
  route(outgoingWebhooks.rollWebhookSecret, 'brand-webhooks'),
  route(outgoingWebhooks.deleteWebhookEndpoint, 'brand-webhooks'),
  route(outgoingWebhooks.listWebhookDeliveries, 'brand-webhooks'),
  route(outgoingWebhooks.replayWebhookDelivery, 'brand-webhooks'),
  route(outgoingWebhooks.sendWebhookTestEvent, 'brand-webhooks'),
  // Images people upload (issue 34).
  route(uploads.createUpload, 'creator-uploads'),
  route(uploads.getUpload, 'creator-uploads'),
  // Issue 35: Your data.
  route(yourData.getYourData, 'your-data'),
  route(yourData.requestDataExport, 'your-data'),
  route(yourData.closeAccount, 'your-data'),
  // Issue 35: the brand's audit log.
  route(auditLog.getAuditLog, 'brand-audit-log'),
  // Issue 35: signed-in devices and sign-ins.
  route(sessions.registerSession, 'sessions'),
  route(sessions.listSessions, 'sessions'),
  route(sessions.signOutSession, 'sessions'),
  route(sessions.signOutOtherSessions, 'sessions'),
  // Issue 35: two-factor sign-in (Account → Security) and the recovery-code sign-in.
  route(accountSecurity.getSecurityState, 'account-security'),
  route(accountSecurity.finishTotpSetup, 'account-security'),
  route(accountSecurity.regenerateRecoveryCodes, 'account-security'),
  route(accountSecurity.turnOffTotp, 'account-security'),
  route(accountSecurity.signInWithRecoveryCode, 'account-security'),
  // Issue 35: the brand's team, the person's brands, and the invitation links.
  route(teams.getTeam, 'teams'),
  route(teams.inviteMember, 'teams'),
  route(teams.resendInvitation, 'teams'),
  route(teams.revokeInvitation, 'teams'),
  route(teams.changeMemberRole, 'teams'),
  route(teams.setTwoFactorRequirement, 'teams'),
  route(teams.removeMember, 'teams'),
  route(teams.leaveBrand, 'teams'),
  route(teams.transferOwnership, 'teams'),
  route(teams.listMyBrands, 'teams'),
  route(teams.getInvitation, 'teams'),
  route(teams.acceptInvitation, 'teams'),
  // Issue 36: the operator console (auth 'operator').
  route(ops.getOperations, 'ops'),
  route(ops.replayDeadLetter, 'ops'),
  route(ops.replayAllDeadLetters, 'ops'),
  route(ops.listOpsPayouts, 'ops'),
  route(ops.retryOpsPayout, 'ops'),
  // Issue 36 part 4: suspending a creator for cause (operator, brand program, the creator's appeal).
  route(suspensions.getOpsCreatorSuspension, 'ops'),
  route(suspensions.suspendCreator, 'ops'),
  route(suspensions.releaseCreatorSuspension, 'ops'),
  route(suspensions.forfeitCreatorSuspension, 'ops'),
  route(suspensions.listOpsAppeals, 'ops'),
  route(suspensions.answerAppeal, 'ops'),
  route(suspensions.getProgramSuspension, 'brand-sales'),
  route(suspensions.suspendFromProgram, 'brand-sales'),
  route(suspensions.releaseFromProgram, 'brand-sales'),
  route(suspensions.forfeitFromProgram, 'brand-sales'),
  route(suspensions.getMySuspension, 'creator-payouts'),
  route(suspensions.sendAppeal, 'creator-payouts'),
  route(ops.listReviewQueue, 'ops'),
  route(ops.releaseReviewItem, 'ops'),
  route(ops.voidReviewItem, 'ops'),
  route(ops.getOpsMoney, 'ops'),
  route(ops.getOpsStripeBalance, 'ops'),
  route(ops.searchPeople, 'ops'),
  route(ops.startViewAs, 'ops'),
  route(ops.getOpsIntegrations, 'ops'),
  // Issue 35: creator managers.
  route(creatorManagers.getManagers, 'managers'),
  route(creatorManagers.inviteManager, 'managers'),
  route(creatorManagers.revokeManagerInvitation, 'managers'),
  route(creatorManagers.removeManager, 'managers'),
  route(creatorManagers.getManagerActivity, 'managers'),
  route(creatorManagers.listManagedCreators, 'managers'),
  route(creatorManagers.leaveCreator, 'managers'),
  route(creatorManagers.getManagerInvitation, 'managers'),
  route(creatorManagers.acceptManagerInvitation, 'managers'),
  // Issue 36: the brand's fraud signals, on or off, and their thresholds (served beside held sales).
  route(fraud.getFraudSettings, 'brand-sales'),
  route(fraud.putFraudSettings, 'brand-sales'),
];

export const routeKey = (route: Pick<RouteDefinition, 'method' | 'path'>): string =>
  `${route.method} ${route.path}`;

const byKey = new Map(routes.map((route) => [routeKey(route), route]));

export const findRoute = (key: string): RouteDefinition | undefined => byKey.get(key);
