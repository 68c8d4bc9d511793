import type { EventBridgeEvent } from 'aws-lambda';
import { stripeCheckoutSessionSettledV1 } from '../../events/schemas/stripe-checkout-session-settled';
import { getInvoice } from '../shared/data/entities/invoice';
import { log } from '../shared/log';
import { payInvoice } from './pay-invoice';

/**
 * Consumer of StripeCheckoutSessionSettled: an invoice's Checkout Session paid → the invoice is paid
 * (only from here, never from the browser's return), its period settled (its commissions become payable
 * as their holds end) and the brand's Commissions Paid grows by what it paid for. The session must pay the invoice's full amount in
 * its currency; anything else is logged and changes nothing. Idempotent: an invoice already paid stays
 * as it was (its paid_at unchanged).
 */
export const handler = async (
  event: EventBridgeEvent<'StripeCheckoutSessionSettled', unknown>,
): Promise<void> => {
  const detail = stripeCheckoutSessionSettledV1.parse(event.detail);
  const { brand_id: brandId, period, invoice_number: number } = detail.metadata;
  const logged = { stripeEventId: detail.stripeEventId, sessionId: detail.sessionId, invoice: number };
  if (!brandId || !period || !number) return; // Not an invoice's session.
  if (detail.paymentStatus !== 'paid') {
    log.info('invoice checkout not paid', { ...logged, paymentStatus: detail.paymentStatus });
    return;
  }
  const invoice = await getInvoice(brandId, period);
  if (!invoice || invoice.invoice_number !== number) {
    log.warn('paid session names no invoice of ours; nothing marked', logged);
    return;
  }
  if (detail.amountTotal !== invoice.amount_cents || detail.currency !== 'usd') {
    log.error('paid session does not match the invoice amount; nothing marked', {
      ...logged,
      paid: detail.amountTotal,
      currency: detail.currency,
      due: invoice.amount_cents,
    });
    return;
  }
  const marked = await payInvoice(invoice, new Date());
  log.info(marked ? 'invoice paid' : 'invoice already paid; event ignored', logged);
};
