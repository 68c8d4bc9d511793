// The integration's two small modules, not its index: this Lambda has no use for the API client.

import { AppError } from '../../shared/http/errors';
import { countMetric } from '../../shared/metrics/count';
import { StripeNotConfiguredError } from './errors';
import type { VerifiedStripeEvent } from './event-types';
import { isSignatureError, verifyStripeWebhook } from './webhooks';

const header = (headers: Record<string, string | undefined>, name: string): string | undefined =>
  Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];

/**
 * The gate before anything is read or written: Stripe-Signature checked as the SDK's constructEvent checks
 * it (webhooks.ts), on the exact body bytes (API Gateway base64-encodes bodies it does not take for text: isBase64Encoded).
 * A missing, malformed, wrong or stale signature is a 400 in our error shape (Stripe's documented answer
 * to a failed check; it retries), with one message for every failure so a prober learns nothing.
 */
export const verifyStripeDelivery = (event: {
  headers?: Record<string, string | undefined>;
  body?: string;
  isBase64Encoded?: boolean;
}): VerifiedStripeEvent & { account: string | null; livemode: boolean } => {
  const body = Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');
  const signature = header(event.headers ?? {}, 'stripe-signature');
  try {
    const verified = verifyStripeWebhook(body, signature);
    return {
      id: verified.id,
      type: verified.type,
      created: verified.created,
      data: { object: verified.data.object },
      account: verified.account ?? null,
      livemode: verified.livemode,
    };
  } catch (error) {
    // No webhook secret here: nothing can be verified. A 503 makes Stripe retry once it is configured.
    if (error instanceof StripeNotConfiguredError)
      throw new AppError('service_unavailable', 'Stripe webhooks are not configured on this deployment.');
    // A signed body that is not JSON cannot come from Stripe; refused the same way.
    if (isSignatureError(error) || error instanceof SyntaxError) {
      // Counted for the webhook signature alarm (a spike: a wrong signing secret, or probing).
      countMetric('WebhookSignatureFailures', {
        provider: 'stripe',
        check: error instanceof SyntaxError ? 'body' : 'signature',
      });
      throw new AppError('bad_request', 'This webhook could not be verified.');
    }
    throw error;
  }
};
