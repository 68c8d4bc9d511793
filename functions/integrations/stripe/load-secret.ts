import { getSecretString } from '../../shared/aws/secrets-manager';

/**
 * In AWS the Stripe keys live in one Secrets Manager secret, not in the function's configuration: at
 * cold start (top-level await, once per container) its JSON `{"secretKey": "sk_…", "webhookSecret":
 * "whsec_…"}` is read into STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET. Locally the local cloud sets
 * those two itself and no ARN is given. A failed read fails the cold start loudly; the placeholder the
 * stack creates (infra/stack.ts) leaves them unset, so Stripe calls answer "not configured".
 */
const arn = process.env.STRIPE_SECRET_ARN;
if (arn && !process.env.STRIPE_SECRET_KEY && !process.env.STRIPE_WEBHOOK_SECRET) {
  const SecretString = await getSecretString(arn);
  let stored: { secretKey?: unknown; webhookSecret?: unknown } = {};
  try {
    stored = JSON.parse(SecretString ?? '{}');
  } catch {
    throw new Error('The Stripe secret is not JSON {"secretKey": "sk_…", "webhookSecret": "whsec_…"}');
  }
  // Only real-looking values: the stack's placeholder is not a key.
  if (typeof stored.secretKey === 'string' && /^(sk|rk)_/.test(stored.secretKey))
    process.env.STRIPE_SECRET_KEY = stored.secretKey;
  if (typeof stored.webhookSecret === 'string' && stored.webhookSecret.startsWith('whsec_'))
    process.env.STRIPE_WEBHOOK_SECRET = stored.webhookSecret;
}
