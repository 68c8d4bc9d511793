import { CustomAttributeType } from 'electrodb';
import type * as z from 'zod/mini';
import type { savedCard } from '../../../contracts/billing';
import { applied } from '../../shared/data/client';
import { defineEntity, SERVICE, tableKey } from '../../shared/data/entity';
import { withoutNulls } from '../../shared/data/nulls';

/** The saved card: what the brand may see, and Stripe's pm_… id (never returned by the API). */
export type SavedPaymentMethod = z.infer<typeof savedCard> & { id: string };

/**
 * How a brand pays its invoices (BRAND#{brandId} / BILLING_PROFILE): its Stripe customer, the card it
 * saved through Checkout in setup mode, whether each invoice is charged to it automatically when issued
 * (autopay), and how many setup sessions were opened (the next one's idempotency key).
 */
export const billingProfileEntity = defineEntity({
  model: { entity: 'brand-billing-profile', version: '1', service: SERVICE },
  attributes: {
    brand_id: { type: 'string', required: true },
    stripe_customer_id: { type: 'string' },
    payment_method: { type: CustomAttributeType<SavedPaymentMethod>('any') },
    autopay: { type: 'boolean' },
    setup_sessions: { type: 'number' },
    updated_at: { type: 'string' },
  },
  indexes: {
    primary: { pk: tableKey('pk', 'BRAND#${brand_id}'), sk: tableKey('sk', 'BILLING_PROFILE') },
  },
});

/** A brand without a profile: no customer, no card (items written before this entity may hold `payment_method: null`). */
const noProfile = {
  stripe_customer_id: null as string | null,
  payment_method: null as SavedPaymentMethod | null,
  autopay: false,
  setup_sessions: 0,
  updated_at: null as string | null,
};

export type BrandBillingProfile = typeof noProfile & { brand_id: string };

export const getBillingProfile = async (brandId: string): Promise<BrandBillingProfile> => {
  const { data } = await billingProfileEntity.get({ brand_id: brandId }).go({ consistent: true });
  return { brand_id: brandId, ...noProfile, ...withoutNulls(data ?? {}) };
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
  return (await applied(update.go())) || !enabled;
};
