/**
 * The event catalogue: every domain event the product publishes, with its versioned schema and an
 * example payload. Producers write an outbox item in the same transaction as their state change
 * (functions/shared/outbox/outbox-event.ts validates the detail against these schemas there);
 * the outbox publisher puts it on the bus; consumers are attached by the rules in events/rules.ts.
 */
import * as z from 'zod/mini';
import { accountClosedExample, accountClosedV1 } from './schemas/account-closed';
import { applicationApprovedExample, applicationApprovedV1 } from './schemas/application-approved';
import { applicationDeniedExample, applicationDeniedV1 } from './schemas/application-denied';
import { applicationSubmittedExample, applicationSubmittedV1 } from './schemas/application-submitted';
import { billPeriodSettledExample, billPeriodSettledV1 } from './schemas/bill-period-settled';
import { brandBillingDueExample, brandBillingDueV1 } from './schemas/brand-billing-due';
import {
  commissionCutAnnouncedExample,
  commissionCutAnnouncedV1,
  commissionCutWithdrawnExample,
  commissionCutWithdrawnV1,
} from './schemas/commission-cut';
import { commissionReversedExample, commissionReversedV1 } from './schemas/commission-reversed';
import { creatorPayoutDueExample, creatorPayoutDueV1 } from './schemas/creator-payout-due';
import {
  creatorSuspensionChangedExample,
  creatorSuspensionChangedV1,
} from './schemas/creator-suspension-changed';
import { creditsEarnedExample, creditsEarnedV1 } from './schemas/credits-earned';
import {
  dataExportReadyExample,
  dataExportReadyV1,
  dataExportRequestedExample,
  dataExportRequestedV1,
} from './schemas/data-export';
import {
  deadLetterReplayRequestedExample,
  deadLetterReplayRequestedV1,
} from './schemas/dead-letter-replay-requested';
import { discountCodeApprovedExample, discountCodeApprovedV1 } from './schemas/discount-code-approved';
import {
  discountCodeChangeRequestedExample,
  discountCodeChangeRequestedV1,
} from './schemas/discount-code-change-requested';
import { discountCodeDeniedExample, discountCodeDeniedV1 } from './schemas/discount-code-denied';
import { discountCodeRequestedExample, discountCodeRequestedV1 } from './schemas/discount-code-requested';
import { discountCodeRotatedExample, discountCodeRotatedV1 } from './schemas/discount-code-rotated';
import { discountCodeSyncedExample, discountCodeSyncedV1 } from './schemas/discount-code-synced';
import { heldSaleDecidedExample, heldSaleDecidedV1 } from './schemas/held-sale-decided';
import { invitationDecidedExample, invitationDecidedV1 } from './schemas/invitation-decided';
import { invitationSentExample, invitationSentV1 } from './schemas/invitation-sent';
import { invoiceChargeDueExample, invoiceChargeDueV1 } from './schemas/invoice-charge-due';
import {
  invoiceDueSoonExample,
  invoiceDueSoonV1,
  invoiceIssuedExample,
  invoiceIssuedV1,
  invoiceOverdueExample,
  invoiceOverdueV1,
  invoicePaidExample,
  invoicePaidV1,
  invoicePaymentFailedExample,
  invoicePaymentFailedV1,
} from './schemas/invoice-notices';
import { managerInvitationSentExample, managerInvitationSentV1 } from './schemas/manager-invitation-sent';
// Issue 35: sessions.
import { newDeviceSignedInExample, newDeviceSignedInV1 } from './schemas/new-device-signed-in';
import {
  payoutAccountNeedsAttentionExample,
  payoutAccountNeedsAttentionV1,
} from './schemas/payout-account-needs-attention';
import { payoutOpenedExample, payoutOpenedV1 } from './schemas/payout-opened';
import {
  payoutFailedExample,
  payoutFailedV1,
  payoutSentExample,
  payoutSentV1,
} from './schemas/payout-outcomes';
import { productImportRequestedExample, productImportRequestedV1 } from './schemas/product-import-requested';
import { profileCreatedExample, profileCreatedV1 } from './schemas/profile-created';
import {
  brandChangedExample,
  brandChangedV1,
  productChangedExample,
  productChangedV1,
  storefrontChangedExample,
  storefrontChangedV1,
} from './schemas/public-page-changes';
import { saleAttributedExample, saleAttributedV1 } from './schemas/sale-attributed';
import { saleHeldForReviewExample, saleHeldForReviewV1 } from './schemas/sale-held-for-review';
import { sampleOrderFulfilledExample, sampleOrderFulfilledV1 } from './schemas/sample-order-fulfilled';
import { sampleOrderPlacedExample, sampleOrderPlacedV1 } from './schemas/sample-order-placed';
import { sampleOrderRetriedExample, sampleOrderRetriedV1 } from './schemas/sample-order-retried';
import { sampleRequestedExample, sampleRequestedV1 } from './schemas/sample-requested';
import {
  sesEmailBouncedExample,
  sesEmailBouncedV1,
  sesEmailComplaintReceivedExample,
  sesEmailComplaintReceivedV1,
} from './schemas/ses-mail-events';
import {
  shopifyFulfillmentCreatedExample,
  shopifyFulfillmentCreatedV1,
} from './schemas/shopify-fulfillment-created';
import { shopifyOrderCancelledExample, shopifyOrderCancelledV1 } from './schemas/shopify-order-cancelled';
import { shopifyOrderPaidExample, shopifyOrderPaidV1 } from './schemas/shopify-order-paid';
import { shopifyRefundCreatedExample, shopifyRefundCreatedV1 } from './schemas/shopify-refund-created';
import {
  shopifyAppUninstalledExample,
  shopifyAppUninstalledV1,
  shopifyCustomerDataRequestedExample,
  shopifyCustomerDataRequestedV1,
  shopifyCustomerRedactRequestedExample,
  shopifyCustomerRedactRequestedV1,
  shopifyShopRedactRequestedExample,
  shopifyShopRedactRequestedV1,
} from './schemas/shopify-shop-events';
import { shopifyStoreConnectedExample, shopifyStoreConnectedV1 } from './schemas/shopify-store-connected';
import {
  storeDisconnectedExample,
  storeDisconnectedV1,
  storeWebhooksFailingExample,
  storeWebhooksFailingV1,
} from './schemas/store-notices';
import { stripeAccountUpdatedExample, stripeAccountUpdatedV1 } from './schemas/stripe-account-updated';
import {
  stripeCheckoutSessionSettledExample,
  stripeCheckoutSessionSettledV1,
} from './schemas/stripe-checkout-session-settled';
import {
  stripePaymentIntentSettledExample,
  stripePaymentIntentSettledV1,
} from './schemas/stripe-payment-intent-settled';
import { stripeTransferReversedExample, stripeTransferReversedV1 } from './schemas/stripe-transfer-reversed';
import { teamInvitationSentExample, teamInvitationSentV1 } from './schemas/team-invitation-sent';
import { threadMessageSentExample, threadMessageSentV1 } from './schemas/thread-message-sent';
import { ugcContentSubmittedExample, ugcContentSubmittedV1 } from './schemas/ugc-content-submitted';
import { ugcRequestCreatedExample, ugcRequestCreatedV1 } from './schemas/ugc-request-created';
import { ugcSubmissionApprovedExample, ugcSubmissionApprovedV1 } from './schemas/ugc-submission-approved';
import { ugcSubmissionRejectedExample, ugcSubmissionRejectedV1 } from './schemas/ugc-submission-rejected';
import {
  webhookEndpointDisabledExample,
  webhookEndpointDisabledV1,
} from './schemas/webhook-endpoint-disabled';

export const EVENT_SOURCE = 'marketplace';

export interface EventDefinition<S extends z.ZodMiniType = z.ZodMiniType> {
  source: string;
  detailType: string;
  schema: S;
  example: z.infer<S>;
}

export const catalogue = {
  ProfileCreated: {
    source: `${EVENT_SOURCE}.accounts`,
    detailType: 'ProfileCreated',
    schema: profileCreatedV1,
    example: profileCreatedExample,
  },
  // Issue 35: a person closed their account (functions/privacy/).
  AccountClosed: {
    source: `${EVENT_SOURCE}.accounts`,
    detailType: 'AccountClosed',
    schema: accountClosedV1,
    example: accountClosedExample,
  },
  // Issue 35: Download my data (functions/privacy/).
  DataExportRequested: {
    source: `${EVENT_SOURCE}.accounts`,
    detailType: 'DataExportRequested',
    schema: dataExportRequestedV1,
    example: dataExportRequestedExample,
  },
  DataExportReady: {
    source: `${EVENT_SOURCE}.accounts`,
    detailType: 'DataExportReady',
    schema: dataExportReadyV1,
    example: dataExportReadyExample,
  },
  // Issue 35: a sign-in from a new device (the person is e-mailed).
  NewDeviceSignedIn: {
    source: `${EVENT_SOURCE}.accounts`,
    detailType: 'NewDeviceSignedIn',
    schema: newDeviceSignedInV1,
    example: newDeviceSignedInExample,
  },
  ProductImportRequested: {
    source: `${EVENT_SOURCE}.catalogue`,
    detailType: 'ProductImportRequested',
    schema: productImportRequestedV1,
    example: productImportRequestedExample,
  },
  ApplicationApproved: {
    source: `${EVENT_SOURCE}.partnerships`,
    detailType: 'ApplicationApproved',
    schema: applicationApprovedV1,
    example: applicationApprovedExample,
  },
  DiscountCodeApproved: {
    source: `${EVENT_SOURCE}.partnerships`,
    detailType: 'DiscountCodeApproved',
    schema: discountCodeApprovedV1,
    example: discountCodeApprovedExample,
  },
  // A Shopify store was connected (OAuth callback): its webhook subscriptions are created.
  ShopifyStoreConnected: {
    source: `${EVENT_SOURCE}.stores`,
    detailType: 'ShopifyStoreConnected',
    schema: shopifyStoreConnectedV1,
    example: shopifyStoreConnectedExample,
  },
  // From Shopify webhooks (POST /api/webhooks/shopify), verified and normalized by the endpoint.
  ShopifyOrderPaid: {
    source: `${EVENT_SOURCE}.sales`,
    detailType: 'ShopifyOrderPaid',
    schema: shopifyOrderPaidV1,
    example: shopifyOrderPaidExample,
  },
  ShopifyRefundCreated: {
    source: `${EVENT_SOURCE}.sales`,
    detailType: 'ShopifyRefundCreated',
    schema: shopifyRefundCreatedV1,
    example: shopifyRefundCreatedExample,
  },
  ShopifyOrderCancelled: {
    source: `${EVENT_SOURCE}.sales`,
    detailType: 'ShopifyOrderCancelled',
    schema: shopifyOrderCancelledV1,
    example: shopifyOrderCancelledExample,
  },
  ShopifyAppUninstalled: {
    source: `${EVENT_SOURCE}.stores`,
    detailType: 'ShopifyAppUninstalled',
    schema: shopifyAppUninstalledV1,
    example: shopifyAppUninstalledExample,
  },
  ShopifyCustomerRedactRequested: {
    source: `${EVENT_SOURCE}.stores`,
    detailType: 'ShopifyCustomerRedactRequested',
    schema: shopifyCustomerRedactRequestedV1,
    example: shopifyCustomerRedactRequestedExample,
  },
  ShopifyShopRedactRequested: {
    source: `${EVENT_SOURCE}.stores`,
    detailType: 'ShopifyShopRedactRequested',
    schema: shopifyShopRedactRequestedV1,
    example: shopifyShopRedactRequestedExample,
  },
  // Issue 35: customers/data_request, answered to the brand (NotifyPeople).
  ShopifyCustomerDataRequested: {
    source: `${EVENT_SOURCE}.stores`,
    detailType: 'ShopifyCustomerDataRequested',
    schema: shopifyCustomerDataRequestedV1,
    example: shopifyCustomerDataRequestedExample,
  },
  // From Stripe webhooks (POST /api/webhooks/stripe), verified and normalized by the endpoint.
  StripeCheckoutSessionSettled: {
    source: `${EVENT_SOURCE}.payments`,
    detailType: 'StripeCheckoutSessionSettled',
    schema: stripeCheckoutSessionSettledV1,
    example: stripeCheckoutSessionSettledExample,
  },
  StripeAccountUpdated: {
    source: `${EVENT_SOURCE}.payments`,
    detailType: 'StripeAccountUpdated',
    schema: stripeAccountUpdatedV1,
    example: stripeAccountUpdatedExample,
  },
  StripeTransferReversed: {
    source: `${EVENT_SOURCE}.payments`,
    detailType: 'StripeTransferReversed',
    schema: stripeTransferReversedV1,
    example: stripeTransferReversedExample,
  },
  BrandBillingDue: {
    source: `${EVENT_SOURCE}.billing`,
    detailType: 'BrandBillingDue',
    schema: brandBillingDueV1,
    example: brandBillingDueExample,
  },
  SaleAttributed: {
    source: `${EVENT_SOURCE}.sales`,
    detailType: 'SaleAttributed',
    schema: saleAttributedV1,
    example: saleAttributedExample,
  },
  BillPeriodSettled: {
    source: `${EVENT_SOURCE}.billing`,
    detailType: 'BillPeriodSettled',
    schema: billPeriodSettledV1,
    example: billPeriodSettledExample,
  },
  InvoiceChargeDue: {
    source: `${EVENT_SOURCE}.billing`,
    detailType: 'InvoiceChargeDue',
    schema: invoiceChargeDueV1,
    example: invoiceChargeDueExample,
  },
  StripePaymentIntentSettled: {
    source: `${EVENT_SOURCE}.payments`,
    detailType: 'StripePaymentIntentSettled',
    schema: stripePaymentIntentSettledV1,
    example: stripePaymentIntentSettledExample,
  },
  CreatorPayoutDue: {
    source: `${EVENT_SOURCE}.payouts`,
    detailType: 'CreatorPayoutDue',
    schema: creatorPayoutDueV1,
    example: creatorPayoutDueExample,
  },
  PayoutOpened: {
    source: `${EVENT_SOURCE}.payouts`,
    detailType: 'PayoutOpened',
    schema: payoutOpenedV1,
    example: payoutOpenedExample,
  },
  UgcSubmissionApproved: {
    source: `${EVENT_SOURCE}.ugc`,
    detailType: 'UgcSubmissionApproved',
    schema: ugcSubmissionApprovedV1,
    example: ugcSubmissionApprovedExample,
  },
  // Partnerships, UGC and samples that people are told about (NotifyPeople; issue 19).
  ApplicationSubmitted: {
    source: `${EVENT_SOURCE}.partnerships`,
    detailType: 'ApplicationSubmitted',
    schema: applicationSubmittedV1,
    example: applicationSubmittedExample,
  },
  // Issue 35: a person is invited to a brand's team (the mail consumer e-mails the link).
  TeamInvitationSent: {
    source: `${EVENT_SOURCE}.accounts`,
    detailType: 'TeamInvitationSent',
    schema: teamInvitationSentV1,
    example: teamInvitationSentExample,
  },
  // Issue 35, part 2: a creator invited a manager (the mail consumer e-mails the link).
  ManagerInvitationSent: {
    source: `${EVENT_SOURCE}.accounts`,
    detailType: 'ManagerInvitationSent',
    schema: managerInvitationSentV1,
    example: managerInvitationSentExample,
  },
  // Outreach (issue 21): the creator is told of an invitation.
  InvitationSent: {
    source: `${EVENT_SOURCE}.partnerships`,
    detailType: 'InvitationSent',
    schema: invitationSentV1,
    example: invitationSentExample,
  },
  ApplicationDenied: {
    source: `${EVENT_SOURCE}.partnerships`,
    detailType: 'ApplicationDenied',
    schema: applicationDeniedV1,
    example: applicationDeniedExample,
  },
  DiscountCodeRequested: {
    source: `${EVENT_SOURCE}.partnerships`,
    detailType: 'DiscountCodeRequested',
    schema: discountCodeRequestedV1,
    example: discountCodeRequestedExample,
  },
  DiscountCodeDenied: {
    source: `${EVENT_SOURCE}.partnerships`,
    detailType: 'DiscountCodeDenied',
    schema: discountCodeDeniedV1,
    example: discountCodeDeniedExample,
  },
  // The store answered for an approved code: usable there now, or not (issue 34: storefronts show it).
  DiscountCodeSynced: {
    source: `${EVENT_SOURCE}.partnerships`,
    detailType: 'DiscountCodeSynced',
    schema: discountCodeSyncedV1,
    example: discountCodeSyncedExample,
  },
  // Issue 36, leaked codes: a brand asked to rotate or limit a creator's code (the store is called by a consumer).
  DiscountCodeChangeRequested: {
    source: `${EVENT_SOURCE}.partnerships`,
    detailType: 'DiscountCodeChangeRequested',
    schema: discountCodeChangeRequestedV1,
    example: discountCodeChangeRequestedExample,
  },
  // Issue 36, leaked codes: a brand rotated a creator's code (the creator is told the new one).
  DiscountCodeRotated: {
    source: `${EVENT_SOURCE}.partnerships`,
    detailType: 'DiscountCodeRotated',
    schema: discountCodeRotatedV1,
    example: discountCodeRotatedExample,
  },
  UgcRequestCreated: {
    source: `${EVENT_SOURCE}.ugc`,
    detailType: 'UgcRequestCreated',
    schema: ugcRequestCreatedV1,
    example: ugcRequestCreatedExample,
  },
  UgcContentSubmitted: {
    source: `${EVENT_SOURCE}.ugc`,
    detailType: 'UgcContentSubmitted',
    schema: ugcContentSubmittedV1,
    example: ugcContentSubmittedExample,
  },
  UgcSubmissionRejected: {
    source: `${EVENT_SOURCE}.ugc`,
    detailType: 'UgcSubmissionRejected',
    schema: ugcSubmissionRejectedV1,
    example: ugcSubmissionRejectedExample,
  },
  SampleRequested: {
    source: `${EVENT_SOURCE}.credits`,
    detailType: 'SampleRequested',
    schema: sampleRequestedV1,
    example: sampleRequestedExample,
  },
  SampleOrderPlaced: {
    source: `${EVENT_SOURCE}.credits`,
    detailType: 'SampleOrderPlaced',
    schema: sampleOrderPlacedV1,
    example: sampleOrderPlacedExample,
  },
  SampleOrderFulfilled: {
    source: `${EVENT_SOURCE}.credits`,
    detailType: 'SampleOrderFulfilled',
    schema: sampleOrderFulfilledV1,
    example: sampleOrderFulfilledExample,
  },
  CreditsEarned: {
    source: `${EVENT_SOURCE}.credits`,
    detailType: 'CreditsEarned',
    schema: creditsEarnedV1,
    example: creditsEarnedExample,
  },
  // Issue 19: events that exist to tell someone (the NotifyPeople rule; functions/notifications/kinds/).
  CommissionReversed: {
    source: `${EVENT_SOURCE}.sales`,
    detailType: 'CommissionReversed',
    schema: commissionReversedV1,
    example: commissionReversedExample,
  },
  SaleHeldForReview: {
    source: `${EVENT_SOURCE}.sales`,
    detailType: 'SaleHeldForReview',
    schema: saleHeldForReviewV1,
    example: saleHeldForReviewExample,
  },
  // Issue 31: the brand's decision marks its "waiting for your decision" notification done.
  HeldSaleDecided: {
    source: `${EVENT_SOURCE}.sales`,
    detailType: 'HeldSaleDecided',
    schema: heldSaleDecidedV1,
    example: heldSaleDecidedExample,
  },
  // Issue 31: the creator's decision marks their invitation notification done.
  InvitationDecided: {
    source: `${EVENT_SOURCE}.partnerships`,
    detailType: 'InvitationDecided',
    schema: invitationDecidedV1,
    example: invitationDecidedExample,
  },
  // Issue 31: a message in a brand–creator thread (the other side is told).
  ThreadMessageSent: {
    source: `${EVENT_SOURCE}.partnerships`,
    detailType: 'ThreadMessageSent',
    schema: threadMessageSentV1,
    example: threadMessageSentExample,
  },
  // Issue 36: an operator replays a dead-lettered event (the per-rule replay rules, events/rules.ts).
  DeadLetterReplayRequested: {
    source: `${EVENT_SOURCE}.operations`,
    detailType: 'DeadLetterReplayRequested',
    schema: deadLetterReplayRequestedV1,
    example: deadLetterReplayRequestedExample,
  },
  PayoutSent: {
    source: `${EVENT_SOURCE}.payouts`,
    detailType: 'PayoutSent',
    schema: payoutSentV1,
    example: payoutSentExample,
  },
  // Issue 36 part 4: a creator suspended for cause, or the suspension ended; the creator is told.
  CreatorSuspensionChanged: {
    source: `${EVENT_SOURCE}.payouts`,
    detailType: 'CreatorSuspensionChanged',
    schema: creatorSuspensionChangedV1,
    example: creatorSuspensionChangedExample,
  },
  PayoutFailed: {
    source: `${EVENT_SOURCE}.payouts`,
    detailType: 'PayoutFailed',
    schema: payoutFailedV1,
    example: payoutFailedExample,
  },
  PayoutAccountNeedsAttention: {
    source: `${EVENT_SOURCE}.payouts`,
    detailType: 'PayoutAccountNeedsAttention',
    schema: payoutAccountNeedsAttentionV1,
    example: payoutAccountNeedsAttentionExample,
  },
  InvoiceIssued: {
    source: `${EVENT_SOURCE}.billing`,
    detailType: 'InvoiceIssued',
    schema: invoiceIssuedV1,
    example: invoiceIssuedExample,
  },
  InvoiceDueSoon: {
    source: `${EVENT_SOURCE}.billing`,
    detailType: 'InvoiceDueSoon',
    schema: invoiceDueSoonV1,
    example: invoiceDueSoonExample,
  },
  InvoiceOverdue: {
    source: `${EVENT_SOURCE}.billing`,
    detailType: 'InvoiceOverdue',
    schema: invoiceOverdueV1,
    example: invoiceOverdueExample,
  },
  InvoicePaid: {
    source: `${EVENT_SOURCE}.billing`,
    detailType: 'InvoicePaid',
    schema: invoicePaidV1,
    example: invoicePaidExample,
  },
  InvoicePaymentFailed: {
    source: `${EVENT_SOURCE}.billing`,
    detailType: 'InvoicePaymentFailed',
    schema: invoicePaymentFailedV1,
    example: invoicePaymentFailedExample,
  },
  StoreDisconnected: {
    source: `${EVENT_SOURCE}.stores`,
    detailType: 'StoreDisconnected',
    schema: storeDisconnectedV1,
    example: storeDisconnectedExample,
  },
  StoreWebhooksFailing: {
    source: `${EVENT_SOURCE}.stores`,
    detailType: 'StoreWebhooksFailing',
    schema: storeWebhooksFailingV1,
    example: storeWebhooksFailingExample,
  },
  // What a public page shows changed (issue 20): its edge cache is invalidated.
  StorefrontChanged: {
    source: `${EVENT_SOURCE}.storefront`,
    detailType: 'StorefrontChanged',
    schema: storefrontChangedV1,
    example: storefrontChangedExample,
  },
  ProductChanged: {
    source: `${EVENT_SOURCE}.catalogue`,
    detailType: 'ProductChanged',
    schema: productChangedV1,
    example: productChangedExample,
  },
  BrandChanged: {
    source: `${EVENT_SOURCE}.catalogue`,
    detailType: 'BrandChanged',
    schema: brandChangedV1,
    example: brandChangedExample,
  },
  // SES's own events (not ours, not in the outbox): deployed, they arrive on the account's default bus.
  // Issue 21: samples that ship. A retried store order, and the store's fulfilment with its tracking.
  SampleOrderRetried: {
    source: `${EVENT_SOURCE}.credits`,
    detailType: 'SampleOrderRetried',
    schema: sampleOrderRetriedV1,
    example: sampleOrderRetriedExample,
  },
  ShopifyFulfillmentCreated: {
    source: `${EVENT_SOURCE}.stores`,
    detailType: 'ShopifyFulfillmentCreated',
    schema: shopifyFulfillmentCreatedV1,
    example: shopifyFulfillmentCreatedExample,
  },
  // Issue 21: a commission cut announced with its notice, or withdrawn before it; the partners are told.
  CommissionCutAnnounced: {
    source: `${EVENT_SOURCE}.terms`,
    detailType: 'CommissionCutAnnounced',
    schema: commissionCutAnnouncedV1,
    example: commissionCutAnnouncedExample,
  },
  CommissionCutWithdrawn: {
    source: `${EVENT_SOURCE}.terms`,
    detailType: 'CommissionCutWithdrawn',
    schema: commissionCutWithdrawnV1,
    example: commissionCutWithdrawnExample,
  },
  // Issue 22: a brand's outgoing webhook endpoint turned off after three days of failures; the brand is told.
  WebhookEndpointDisabled: {
    source: `${EVENT_SOURCE}.integrations`,
    detailType: 'WebhookEndpointDisabled',
    schema: webhookEndpointDisabledV1,
    example: webhookEndpointDisabledExample,
  },
  SesEmailBounced: {
    source: 'aws.ses',
    detailType: 'Email Bounced',
    schema: sesEmailBouncedV1,
    example: sesEmailBouncedExample,
  },
  SesEmailComplaintReceived: {
    source: 'aws.ses',
    detailType: 'Email Complaint Received',
    schema: sesEmailComplaintReceivedV1,
    example: sesEmailComplaintReceivedExample,
  },
} satisfies Record<string, EventDefinition>;

export type EventName = keyof typeof catalogue;
export type EventDetail<N extends EventName> = z.infer<(typeof catalogue)[N]['schema']>;

/**
 * Added by the outbox publisher to every published detail, beside the event's own fields: the outbox
 * event id (the same on every re-publication, so a consumer can recognise a repeat) and when the state
 * change happened. Consumers' schemas ignore it unless they read it with `eventMetaOf`.
 */
export const eventMeta = z.object({
  eventId: z.string(),
  occurredAt: z.string(),
  /** The producer's correlation id (its API request's), when it had one: consumers log with it. */
  correlationId: z.optional(z.string()),
});
export type EventMeta = z.infer<typeof eventMeta>;

export const eventMetaOf = (detail: unknown): EventMeta | undefined => {
  const parsed = eventMeta.safeParse((detail as { meta?: unknown } | null)?.meta);
  return parsed.success ? parsed.data : undefined;
};
