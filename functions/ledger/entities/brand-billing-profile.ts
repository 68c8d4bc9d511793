import { isConditionFailure } from '../../shared/data/client';
import { defineEntity, SERVICE } from '../../shared/data/entity';

/**
 * How a brand pays its invoices (BRAND#{brandId} / BILLING_PROFILE): its Stripe customer, the card it
 * saved through Checkout in setup mode (only what the brand may see: brand, last 4, expiry; the
 * PaymentMethod id stays server-side) and whether each invoice is charged to it automatically when issued.
 * Items written before this entity may hold `payment_method: null`: read as no card.
 */
export interface SavedPaymentMethod {
  /** Stripe's pm_… id (never returned by the API). */
  id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  saved_at: string;
}

export interface BrandBillingProfile {
  brand_id: string;
  stripe_customer_id: string | null;
  payment_method: SavedPaymentMethod | null;
  /** Automatic payment: each invoice is charged off-session to the saved method when issued. */
  autopay: boolean;
  /** How many setup Checkout Sessions were opened (part of the next one's idempotency key). */
  setup_sessions: number;
  updated_at: string | null;
}

export const billingProfileEntity = defineEntity({
  model: { entity: 'brand-billing-profile', version: '1', service: SERVICE },
  attributes: {
    brand_id: { type: 'string', required: true },
    stripe_customer_id: { type: 'string' },
    payment_method: { type: 'any' },
    autopay: { type: 'boolean' },
    setup_sessions: { type: 'number' },
    updated_at: { type: 'string' },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['brand_id'], template: 'BRAND#${brand_id}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'BILLING_PROFILE', casing: 'none' },
    },
  },
});

const ignoreRefusal = (error: unknown) => {
  if (!isConditionFailure(error)) throw error;
};

export const getBillingProfile = async (brandId: string): Promise<BrandBillingProfile> => {
  const { data } = await billingProfileEntity.get({ brand_id: brandId }).go({ consistent: true });
  return {
    brand_id: brandId,
    stripe_customer_id: data?.stripe_customer_id ?? null,
    payment_method: (data?.payment_method as SavedPaymentMethod | null | undefined) ?? null,
    autopay: data?.autopay ?? false,
    setup_sessions: data?.setup_sessions ?? 0,
    updated_at: data?.updated_at ?? null,
  };
};

/** Records the brand's Stripe customer once (a second, concurrent one keeps the first). */
export const recordStripeCustomer = async (brandId: string, customerId: string): Promise<string> => {
  try {
    await billingProfileEntity
      .update({ brand_id: brandId })
      .set({ stripe_customer_id: customerId })
      .where(
        (attr, op) =>
          `${op.notExists(attr.stripe_customer_id)} OR ${op.type(attr.stripe_customer_id, 'NULL')}`,
      )
      .go();
    return customerId;
  } catch (error) {
    ignoreRefusal(error);
    return (await getBillingProfile(brandId)).stripe_customer_id ?? customerId;
  }
};

/** Counts a setup session opened (the next one gets a new idempotency key). */
export const recordSetupSession = async (brandId: string, attempt: number): Promise<void> => {
  await billingProfileEntity
    .update({ brand_id: brandId })
    .set({ setup_sessions: attempt + 1 })
    .where((attr, op) => `${op.notExists(attr.setup_sessions)} OR ${op.eq(attr.setup_sessions, attempt)}`)
    .go()
    .catch(ignoreRefusal);
};

/**
 * The card saved by a setup session replaces the one before (returned, so the caller detaches it at
 * Stripe). A repeated event for the same method changes nothing.
 */
export const savePaymentMethod = async (
  brandId: string,
  method: SavedPaymentMethod,
): Promise<{ replaced: SavedPaymentMethod | null; changed: boolean }> => {
  const before = await getBillingProfile(brandId);
  if (before.payment_method?.id === method.id) return { replaced: null, changed: false };
  await billingProfileEntity
    .upsert({ brand_id: brandId, payment_method: method, updated_at: method.saved_at })
    .ifNotExists({ autopay: false })
    .go();
  return { replaced: before.payment_method, changed: true };
};

/** Removes the saved card (and with it automatic payment); returns the one removed, if any. */
export const removePaymentMethod = async (
  brandId: string,
  at: string,
): Promise<SavedPaymentMethod | null> => {
  try {
    const { data } = await billingProfileEntity
      .patch({ brand_id: brandId })
      .set({ autopay: false, updated_at: at })
      .remove(['payment_method'])
      .go({ response: 'all_old' });
    return (data?.payment_method as SavedPaymentMethod | null | undefined) ?? null;
  } catch (error) {
    ignoreRefusal(error);
    return null;
  }
};

/** Turns automatic payment on (only with a saved card: false otherwise) or off. */
export const setAutopay = async (brandId: string, enabled: boolean, at: string): Promise<boolean> => {
  const update = enabled
    ? billingProfileEntity
        .update({ brand_id: brandId })
        .set({ autopay: true, updated_at: at })
        .where(
          (attr, op) => `${op.exists(attr.payment_method)} AND NOT ${op.type(attr.payment_method, 'NULL')}`,
        )
    : billingProfileEntity.patch({ brand_id: brandId }).set({ autopay: false, updated_at: at });
  try {
    await update.go();
    return true;
  } catch (error) {
    ignoreRefusal(error);
    return !enabled;
  }
};
