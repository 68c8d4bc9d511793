import { eventMetaOf } from '../../../events/catalogue';
import { consumer } from '../../shared/events/consumer';
import { log } from '../../shared/log';
import { applyStripeAccountState, stripeAccountEntity } from '../entities/payout-account';

/**
 * Consumer of StripeAccountUpdated: moves the creator's payout account between setup_incomplete and
 * active (details submitted, payouts enabled and the transfers capability active: we can pay it).
 * Idempotent: a repeat writes the same values; an older event than the one applied changes nothing
 * (Stripe's event time orders them); an account that is not a creator's does nothing.
 */
export const handler = consumer('StripeAccountUpdated', async (detail, event) => {
  const logged = {
    eventId: eventMetaOf(event.detail)?.eventId ?? event.id,
    stripeEventId: detail.stripeEventId,
    accountId: detail.accountId,
  };
  const creatorId = (await stripeAccountEntity.get({ stripe_account_id: detail.accountId }).go()).data
    ?.creator_id;
  if (!creatorId) {
    log.info('account.updated for an account no creator holds; nothing to do', logged);
    return;
  }
  const status =
    detail.detailsSubmitted && detail.payoutsEnabled && detail.transfersActive
      ? 'active'
      : 'setup_incomplete';
  const applied = await applyStripeAccountState(
    { creator_id: creatorId, stripe_account_id: detail.accountId },
    {
      status,
      details_submitted: detail.detailsSubmitted,
      payouts_enabled: detail.payoutsEnabled,
      charges_enabled: detail.chargesEnabled,
      transfers_active: detail.transfersActive,
      state_as_of: detail.stripeEventCreated,
      updated_at: new Date().toISOString(),
    },
  );
  log.info(applied ? 'payout account updated' : 'payout account already has a newer state', {
    ...logged,
    creatorId,
    ...(applied ? { outcome: 'applied', status } : { outcome: 'stale' }),
  });
});
