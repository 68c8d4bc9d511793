import { eventMetaOf } from '../../../events/catalogue';
import { transactional, writeTransaction } from '../../shared/data/entity';
import { consumer } from '../../shared/events/consumer';
import { log } from '../../shared/log';
import { outboxEntity, outboxEvent } from '../../shared/outbox/outbox-event';
import { moneyService } from '../entities/money-service';
import {
  applyStripeAccountState,
  getPayoutAccount,
  stripeAccountEntity,
  stripeAccountLeavesActive,
} from '../entities/payout-account';
import { recordPayoutIdentity } from '../fraud/payout-sharing';

/**
 * Consumer of StripeAccountUpdated: moves the creator's payout account between setup_incomplete and
 * active (details submitted, payouts enabled and the transfers capability active: we can pay it).
 * Idempotent: a repeat writes the same values; an older event than the one applied changes nothing
 * (Stripe's event time orders them); an account that is not a creator's does nothing. Leaving active
 * (Stripe turned payouts off or wants more details) also tells the creator (PayoutAccountNeedsAttention).
 * Issue 36: what the account pays (its bank fingerprints, its legal name and address's key) is recorded
 * first, for the duplicate-payout-account signal (fraud/payout-sharing.ts), in the same event order.
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
  if (detail.payoutIdentity)
    await recordPayoutIdentity({
      creatorId,
      stripeAccountId: detail.accountId,
      identity: detail.payoutIdentity,
      asOf: detail.stripeEventCreated,
    });
  const status: 'active' | 'setup_incomplete' =
    detail.detailsSubmitted && detail.payoutsEnabled && detail.transfersActive
      ? 'active'
      : 'setup_incomplete';
  const account = { creator_id: creatorId, stripe_account_id: detail.accountId };
  const state = {
    status,
    details_submitted: detail.detailsSubmitted,
    payouts_enabled: detail.payoutsEnabled,
    charges_enabled: detail.chargesEnabled,
    transfers_active: detail.transfersActive,
    state_as_of: detail.stripeEventCreated,
    updated_at: new Date().toISOString(),
  };
  // An account we could pay that no longer can: the creator is told, once per such change (the write
  // is conditional on the account still being active). Any other change, or a refused one, goes on below.
  const current = status === 'active' ? undefined : await getPayoutAccount(creatorId, { consistent: true });
  if (current?.status === 'active' && current.stripe_account_id === detail.accountId) {
    const told = await writeTransaction(
      moneyService,
      (): Record<string, unknown> => ({
        account: stripeAccountLeavesActive(account, state),
        event: transactional(outboxEntity)
          .create(
            outboxEvent('PayoutAccountNeedsAttention', {
              version: 1,
              creatorId,
              detailsSubmitted: detail.detailsSubmitted,
              payoutsEnabled: detail.payoutsEnabled,
              transfersActive: detail.transfersActive,
            }).item,
          )
          .commit(),
      }),
    );
    if (told.ok) {
      log.info('payout account needs attention', { ...logged, creatorId, outcome: 'applied', status });
      return;
    }
    if (told.refused.length === 0)
      throw new Error(`Payout account of ${creatorId} not updated: the transaction kept conflicting`);
  }
  const applied = await applyStripeAccountState(account, state);
  log.info(applied ? 'payout account updated' : 'payout account already has a newer state', {
    ...logged,
    creatorId,
    ...(applied ? { outcome: 'applied', status } : { outcome: 'stale' }),
  });
});
