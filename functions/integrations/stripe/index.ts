/**
 * Stripe for the app side (docs/architecture.md sections 5 and 7), through the official `stripe` SDK: the client
 * (api.stripe.com deployed, the local stand-in through STRIPE_API_URL locally; same code), idempotency
 * keys for every call that creates or moves money, webhook verification, and Connect Express accounts.
 * Environment: see env.ts.
 */
export { type PlatformBalance, platformBalance } from './balance';
export { STRIPE_MAX_NETWORK_RETRIES, stripe } from './client';
export { createExpressAccount, createOnboardingLink, onboardingReturnUrls } from './connect';
export { appUrl, stripeApiEndpoint } from './env';
export { StripeNotConfiguredError } from './errors';
export { idempotent } from './idempotency';
export {
  type CardDetails,
  type ChargeOutcome,
  chargeInvoiceOffSession,
  createBrandCustomer,
  createSetupSession,
  detachPaymentMethod,
  refundPayment,
  savedCardOf,
  savedCardOfPayment,
} from './invoice-payments';
export { findPayoutTransfer, transferFailureOf, transferPayout } from './transfers';
export { isSignatureError, verifyStripeWebhook, WEBHOOK_TOLERANCE_SECONDS } from './webhooks';
