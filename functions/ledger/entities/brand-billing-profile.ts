import { CustomAttributeType } from 'electrodb';
import type * as z from 'zod/mini';
import type { savedCard } from '../../../contracts/billing';
import type { Actor } from '../../shared/audit/actor';
import { auditEntry } from '../../shared/audit/audit-entry';
import {
  defineEntity,
  defineService,
  SERVICE,
  tableKey,
  transactional,
  writeTransaction,
} from '../../shared/data/entity';
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
    /** Issue 35: who opened the last card setup: the audit log names them when its card is saved. */
    setup_actor: { type: CustomAttributeType<Actor>('any') },
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
  setup_actor: null as Actor | null,
  updated_at: null as string | null,
};

export type BrandBillingProfile = typeof noProfile & { brand_id: string };

export const getBillingProfile = async (brandId: string): Promise<BrandBillingProfile> => {
  const { data } = await billingProfileEntity.get({ brand_id: brandId }).go({ consistent: true });
  return { brand_id: brandId, ...noProfile, ...withoutNulls(data ?? {}) };
};

/** The profile's changes with their audit entries (one transaction each). */
const profileService = defineService({ profile: billingProfileEntity });

const cardView = (card: SavedPaymentMethod | null | undefined) =>
  card ? { brand: card.brand, last4: card.last4, exp_month: card.exp_month, exp_year: card.exp_year } : null;

/**
 * Turns automatic payment on (only with a saved card: false otherwise) or off, with its audit entry in the
 * same transaction (none when it already was so).
 */
export const setAutopay = async (
  brandId: string,
  enabled: boolean,
  at: string,
  actor: Actor,
): Promise<boolean> => {
  const before = await getBillingProfile(brandId);
  const was = before.autopay && before.payment_method !== null;
  if (enabled && !before.payment_method) return false;
  if (was === enabled) return true;
  const audit = auditEntry(brandId, actor, {
    kind: 'autopay.changed',
    subject: { type: 'billing', id: brandId, label: 'Automatic payment' },
    before: { autopay: was },
    after: { autopay: enabled },
  });
  const profile = transactional(billingProfileEntity);
  const outcome = await writeTransaction(profileService, () => ({
    profile: enabled
      ? profile
          .update({ brand_id: brandId })
          .set({ autopay: true, updated_at: at })
          .where(
            (attr, op) => `${op.exists(attr.payment_method)} AND NOT ${op.type(attr.payment_method, 'NULL')}`,
          )
          .commit()
      : profile.patch({ brand_id: brandId }).set({ autopay: false, updated_at: at }).commit(),
    audit: audit.commit(),
  }));
  return outcome.ok || !enabled;
};

/**
 * Removes the saved card and, with it, automatic payment, with the audit entry in the same transaction.
 * Answers the card removed (null when there was none: nothing changed, nothing recorded).
 */
export const removeSavedCard = async (
  brandId: string,
  at: string,
  actor: Actor,
): Promise<SavedPaymentMethod | null> => {
  const before = await getBillingProfile(brandId);
  const card = before.payment_method;
  if (!card) return null;
  const audit = auditEntry(brandId, actor, {
    kind: 'payment_method.removed',
    subject: { type: 'payment_method', id: brandId, label: `${card.brand} •••• ${card.last4}` },
    before: { card: cardView(card), autopay: before.autopay },
    after: { card: null, autopay: false },
  });
  const outcome = await writeTransaction(profileService, () => ({
    profile: transactional(billingProfileEntity)
      .patch({ brand_id: brandId })
      .set({ autopay: false, updated_at: at })
      .remove(['payment_method'])
      // The profile read is the profile changed (another tab may have saved a new card meanwhile).
      .where((attr, op) =>
        before.updated_at ? op.eq(attr.updated_at, before.updated_at) : op.notExists(attr.updated_at),
      )
      .commit(),
    audit: audit.commit(),
  }));
  return outcome.ok ? card : null;
};

/**
 * A card saved (from Stripe's setup or payment webhook), replacing the one before, with its audit entry
 * by `actor`. Conditional on the profile read (its last change's time): false when it changed meanwhile.
 */
export const saveCard = async (
  brandId: string,
  card: SavedPaymentMethod,
  before: BrandBillingProfile,
  actor: Actor,
): Promise<boolean> => {
  const audit = auditEntry(brandId, actor, {
    kind: 'payment_method.changed',
    subject: { type: 'payment_method', id: brandId, label: `${card.brand} •••• ${card.last4}` },
    before: { card: cardView(before.payment_method) },
    after: { card: cardView(card) },
  });
  const outcome = await writeTransaction(profileService, () => ({
    profile: transactional(billingProfileEntity)
      .upsert({ brand_id: brandId, payment_method: card, updated_at: card.saved_at })
      .ifNotExists({ autopay: false })
      .where((attr, op) =>
        before.updated_at ? op.eq(attr.updated_at, before.updated_at) : op.notExists(attr.updated_at),
      )
      .commit(),
    audit: audit.commit(),
  }));
  return outcome.ok;
};
