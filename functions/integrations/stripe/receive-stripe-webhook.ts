import { AppError } from '../../shared/http/errors';
import { log } from '../../shared/log';
import { recordDelivery } from '../record-delivery';
import { stripeEventTypes } from './event-types';
import { verifyStripeDelivery } from './verify-stripe-delivery';

export type StripeWebhookOutcome = 'accepted' | 'duplicate' | 'ignored';

/**
 * One Stripe delivery: verified first (400 otherwise, nothing read or written); then its receipt and,
 * for a type we act on, the normalized catalogue event, in one transaction keyed by the event id. The
 * work (invoice paid, payout account status, reversal) is the consumers', so Stripe gets its answer
 * after one DynamoDB write.
 */
export const receiveStripeWebhook = async (event: {
  headers?: Record<string, string | undefined>;
  body?: string;
  isBase64Encoded?: boolean;
}): Promise<{ outcome: StripeWebhookOutcome; type: string }> => {
  const verified = verifyStripeDelivery(event);
  const logged = { stripeEventId: verified.id, type: verified.type, account: verified.account };
  const toEvent = stripeEventTypes[verified.type];
  let domainEvent: ReturnType<NonNullable<typeof toEvent>> | undefined;
  try {
    domainEvent = toEvent?.(verified);
  } catch (error) {
    // Signed by Stripe but not what we read: our reading is wrong, a bug to see; Stripe retries a 400.
    log.warn('stripe event could not be read', { ...logged, error: String(error) });
    throw new AppError('validation_failed', `The ${verified.type} event could not be read.`);
  }
  const { outcome, eventId } = await recordDelivery(
    {
      stripeEvent: {
        stripe_event_id: verified.id,
        event_type: verified.type,
        account: verified.account ?? undefined,
        livemode: verified.livemode,
        stripe_created: verified.created,
      },
    },
    domainEvent,
  );
  if (outcome === 'duplicate') {
    log.info('stripe event delivered again; already recorded', logged);
    return { outcome: 'duplicate', type: verified.type };
  }
  log.info(domainEvent ? 'stripe event recorded' : 'stripe event of a type we do not act on (receipt only)', {
    ...logged,
    outboxEventId: eventId,
  });
  return { outcome: domainEvent ? 'accepted' : 'ignored', type: verified.type };
};
