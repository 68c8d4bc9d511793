import { defineService } from '../../shared/data/entity';
import { outboxEntity } from '../../shared/outbox/outbox-event';
import { billingPeriodEntity } from './billing-period';
import { invoiceEntity } from './invoice';
import { payoutEntity } from './payout';
import { payoutAccountEntity, stripeAccountEntity } from './payout-account';

/**
 * Billing's and payouts' entities that change together, with the outbox: an invoice's payment, its
 * period's settlement and their event, or a payout and its lock, commit as one transaction
 * (writeTransaction with named operations); operations on the sales side's kinds join them by name.
 */
export const moneyService = defineService({
  invoice: invoiceEntity,
  billingPeriod: billingPeriodEntity,
  payout: payoutEntity,
  payoutAccount: payoutAccountEntity,
  stripeAccount: stripeAccountEntity,
  outbox: outboxEntity,
});
