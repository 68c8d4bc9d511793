import type Stripe from 'stripe';

/**
 * Request options for a Stripe call that creates or moves something: a deterministic idempotency key
 * is required, so a retried Lambda, a repeated event or a double click repeats the same request and
 * Stripe answers with the object it made the first time (same key + different parameters is an error,
 * which is a bug to see). The key names what it is for and the business id it belongs to, e.g.
 * `idempotent('connect-account', creatorId)` or `idempotent('transfer', payoutId)`; never random, never a time.
 */
export const idempotent = (purpose: string, businessId: string): Stripe.RequestOptions => {
  if (!/^[a-z][a-z0-9-]*$/.test(purpose))
    throw new Error(`idempotency purpose must be kebab-case: "${purpose}"`);
  if (!businessId.trim()) throw new Error(`idempotency key for ${purpose} needs a business id`);
  const idempotencyKey = `${purpose}:${businessId}`;
  // Stripe's limit is 255 characters.
  if (idempotencyKey.length > 255) throw new Error(`idempotency key too long: ${idempotencyKey.length}`);
  return { idempotencyKey };
};
