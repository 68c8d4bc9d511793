/**
 * The brand's saved card: Checkout in setup mode attaches it to the brand's Stripe customer; the
 * setup session's webhook saves what may be shown (brand, last 4, expiry) on the brand's billing
 * profile, replacing (and detaching) the card before. Automatic payment charges it when an invoice is
 * issued (charge-invoice.consumer.ts).
 */
import {
  appUrl,
  type CardDetails,
  createBrandCustomer,
  createSetupSession,
  detachPaymentMethod,
  savedCardOf,
  savedCardOfPayment,
} from '../../integrations';
import { type Actor, stripeActor } from '../../shared/audit/actor';
import { applied } from '../../shared/data/client';
import { log } from '../../shared/log';
import {
  type BrandBillingProfile,
  billingProfileEntity,
  getBillingProfile,
  saveCard,
} from '../entities/brand-billing-profile';

/** The brand's Stripe customer, made and recorded once (a second, concurrent one keeps the first). */
export const ensureStripeCustomer = async (brand: { id: string; brand_name: string }): Promise<string> => {
  const profile = await getBillingProfile(brand.id);
  if (profile.stripe_customer_id) return profile.stripe_customer_id;
  const customerId = await createBrandCustomer({ brandId: brand.id, name: brand.brand_name });
  const recorded = await applied(
    billingProfileEntity
      .update({ brand_id: brand.id })
      .set({ stripe_customer_id: customerId })
      .where(
        (attr, op) =>
          `${op.notExists(attr.stripe_customer_id)} OR ${op.type(attr.stripe_customer_id, 'NULL')}`,
      )
      .go(),
  );
  return recorded ? customerId : ((await getBillingProfile(brand.id)).stripe_customer_id ?? customerId);
};

/**
 * Opens Checkout in setup mode for the brand (a double click gets the same session). `actor` is who asks:
 * recorded with the attempt, so the card's audit entry names them when Stripe's webhook saves it.
 */
export const openCardSetup = async (
  brand: { id: string; brand_name: string },
  actor: Actor,
): Promise<string> => {
  const customerId = await ensureStripeCustomer(brand);
  const attempt = (await getBillingProfile(brand.id)).setup_sessions;
  const session = await createSetupSession({
    brandId: brand.id,
    customerId,
    attempt,
    successUrl: `${appUrl()}/brand/account?tab=billing&card=saved`,
    cancelUrl: `${appUrl()}/brand/account?tab=billing`,
  });
  // Counted once per attempt: the next session gets a new idempotency key.
  await applied(
    billingProfileEntity
      .update({ brand_id: brand.id })
      .set({ setup_sessions: attempt + 1, setup_actor: actor })
      .where((attr, op) => `${op.notExists(attr.setup_sessions)} OR ${op.eq(attr.setup_sessions, attempt)}`)
      .go(),
  );
  if (!session.url) throw new Error(`Stripe returned no URL for setup session ${session.id}`);
  return session.url;
};

/** A completed setup session: its card becomes the brand's saved card. Idempotent. */
export const saveCardFromSetup = async (brandId: string, setupIntentId: string): Promise<void> => {
  const card = await savedCardOf(setupIntentId);
  if (!card) {
    log.warn('setup session saved no card', { brandId, setupIntentId });
    return;
  }
  // Saved for the member who opened the setup (recorded with it), else Stripe.
  await keepCard(brandId, card, (profile) => profile.setup_actor ?? stripeActor);
};

/**
 * A first invoice paid through Checkout with setup_future_usage (no card saved yet): the card it was
 * paid with is kept for later (automatic payment stays off until the brand turns it on), saved when the
 * payment was made (`paidAt`, the invoice's paid_at). A brand that saved a card meanwhile keeps that one.
 */
export const saveCardFromPayment = async (
  brandId: string,
  paymentIntentId: string,
  paidAt: Date,
): Promise<void> => {
  if ((await getBillingProfile(brandId)).payment_method) return;
  const card = await savedCardOfPayment(paymentIntentId);
  // Kept by Stripe's payment, not by a setup a member opened.
  if (card) await keepCard(brandId, card, () => stripeActor, paidAt);
};

/**
 * The card becomes the brand's saved card, replacing the one before (detached at Stripe); a repeated
 * event for the same card changes nothing.
 */
const keepCard = async (
  brandId: string,
  card: CardDetails,
  actorOf: (profile: BrandBillingProfile) => Actor,
  savedAt = new Date(),
) => {
  // Written on the profile as read, with its audit entry (issue 35). Refused when the profile changed
  // since the read (autopay toggled, or a repeated event saved this card already): read again, decide again.
  for (let attempt = 1; ; attempt++) {
    const profile = await getBillingProfile(brandId);
    const before = profile.payment_method;
    if (before?.id === card.id) {
      log.info('payment method saved', { brandId, changed: false, brand: card.brand, last4: card.last4 });
      return;
    }
    if (await saveCard(brandId, { ...card, saved_at: savedAt.toISOString() }, profile, actorOf(profile))) {
      if (before) await detachPaymentMethod(before.id);
      log.info('payment method saved', { brandId, changed: true, brand: card.brand, last4: card.last4 });
      return;
    }
    if (attempt >= 5) throw new Error(`saving the card of ${brandId}: the profile kept changing`);
  }
};
