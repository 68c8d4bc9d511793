import { eventMetaOf } from '../../../events/catalogue';
import { consumer } from '../../shared/events/consumer';
import { log } from '../../shared/log';
import { applyStripeAccountState, creatorOfStripeAccount } from '../entities/payout-account';

/**
 * Consumer of StripeAccountUpdated: moves the creator's payout account between setup_incomplete and
 * active. Idempotent: a repeat writes the same values; an older event than the one applied changes
 * nothing (Stripe's event time orders them); an account that is not a creator's does nothing.
 */
export const handler = consumer('StripeAccountUpdated', async (detail, event) => {
  const logged = {
    eventId: eventMetaOf(event.detail)?.eventId ?? event.id,
    stripeEventId: detail.stripeEventId,
    accountId: detail.accountId,
  };
  const creatorId = await creatorOfStripeAccount(detail.accountId);
  if (!creatorId) {
    log.info('account.updated for an account no creator holds; nothing to do', logged);
    return;
  }
  const result = await applyStripeAccountState(
    creatorId,
    detail.accountId,
    detail,
    detail.stripeEventCreated,
  );
  log.info(
    result.outcome === 'applied' ? 'payout account updated' : 'payout account already has a newer state',
    { ...logged, creatorId, ...result },
  );
});
