import { defineService } from '../../shared/data/entity';
import { outboxEntity } from '../../shared/outbox/outbox-event';
import { billingPeriodEntity } from './billing-period';
import { invoiceEntity } from './invoice';
import { payoutEntity } from './payout';

/**
 * Billing's and payouts' entities that change together, with the outbox: one service, so an invoice's
 * payment, its period's settlement and their event, or a payout and its lock, commit as one transaction
 * (writeTransaction with named operations). Raw items on the sales side's kinds (sales-side-items.ts)
 * join the same transactions as operations of their own names.
 */
export const moneyService = defineService({
  invoice: invoiceEntity,
  billingPeriod: billingPeriodEntity,
  payout: payoutEntity,
  outbox: outboxEntity,
});
