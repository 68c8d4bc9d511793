import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, isConditionFailure, tableName } from '../../shared/data/client';
import { keys } from '../../shared/data/keys';

/**
 * How a brand pays its invoices (one item under the brand): its Stripe customer, the card it saved
 * through Checkout in setup mode (only what the brand may see: brand, last 4, expiry; the PaymentMethod
 * id stays server-side) and whether each invoice is charged to it automatically when issued.
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

const empty = (brandId: string): BrandBillingProfile => ({
  brand_id: brandId,
  stripe_customer_id: null,
  payment_method: null,
  autopay: false,
  setup_sessions: 0,
  updated_at: null,
});

export const getBillingProfile = async (brandId: string): Promise<BrandBillingProfile> => {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName(), Key: keys.brandBillingProfile(brandId), ConsistentRead: true }),
  );
  if (!Item) return empty(brandId);
  const { pk: _p, sk: _s, type: _t, ...profile } = Item;
  return { ...empty(brandId), ...(profile as Partial<BrandBillingProfile>) };
};

/** Records the brand's Stripe customer once (a second, concurrent one keeps the first). */
export const recordStripeCustomer = async (brandId: string, customerId: string): Promise<string> => {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.brandBillingProfile(brandId),
        UpdateExpression: 'SET #type = :type, brand_id = :brand, stripe_customer_id = :customer',
        ConditionExpression: 'attribute_not_exists(stripe_customer_id) OR stripe_customer_id = :null',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: {
          ':type': 'brand-billing-profile',
          ':brand': brandId,
          ':customer': customerId,
          ':null': null,
        },
      }),
    );
    return customerId;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return (await getBillingProfile(brandId)).stripe_customer_id ?? customerId;
  }
};

/** Counts a setup session opened (the next one gets a new idempotency key). */
export const recordSetupSession = async (brandId: string, attempt: number): Promise<void> => {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.brandBillingProfile(brandId),
        UpdateExpression: 'SET setup_sessions = :next',
        ConditionExpression: 'attribute_not_exists(setup_sessions) OR setup_sessions = :attempt',
        ExpressionAttributeValues: { ':next': attempt + 1, ':attempt': attempt },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
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
  await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.brandBillingProfile(brandId),
      UpdateExpression:
        'SET #type = :type, brand_id = :brand, payment_method = :method, updated_at = :at, autopay = if_not_exists(autopay, :off)',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: {
        ':type': 'brand-billing-profile',
        ':brand': brandId,
        ':method': method,
        ':at': method.saved_at,
        ':off': false,
      },
    }),
  );
  return { replaced: before.payment_method, changed: true };
};

/** Removes the saved card (and with it automatic payment); returns the one removed, if any. */
export const removePaymentMethod = async (
  brandId: string,
  at: string,
): Promise<SavedPaymentMethod | null> => {
  const { Attributes } = await db
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.brandBillingProfile(brandId),
        UpdateExpression: 'SET payment_method = :none, autopay = :off, updated_at = :at',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':none': null, ':off': false, ':at': at },
        ReturnValues: 'ALL_OLD',
      }),
    )
    .catch((error: unknown) => {
      if (isConditionFailure(error)) return { Attributes: undefined };
      throw error;
    });
  return (Attributes?.payment_method as SavedPaymentMethod | null | undefined) ?? null;
};

/** Turns automatic payment on (only with a saved card: false otherwise) or off. */
export const setAutopay = async (brandId: string, enabled: boolean, at: string): Promise<boolean> => {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.brandBillingProfile(brandId),
        UpdateExpression: 'SET autopay = :on, updated_at = :at',
        ConditionExpression: enabled
          ? 'attribute_exists(payment_method) AND payment_method <> :none'
          : 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':on': enabled, ':at': at, ...(enabled ? { ':none': null } : {}) },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return !enabled;
    throw error;
  }
};
