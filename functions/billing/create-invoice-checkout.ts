import { appUrl, idempotent, stripe } from '../integrations/stripe';
import { type Invoice, recordCheckoutSession } from '../shared/data/entities/invoice';

/**
 * Pay Invoice: a Stripe Checkout Session for the invoice's amount. The invoice number is the
 * client_reference_id and, with the brand and period, the metadata the webhook consumer marks it paid
 * by. The idempotency key is the invoice number and how many sessions it has had: a double click (or a
 * retry) gets the same session; a later click, after the customer left one, gets a new one.
 */
export const createInvoiceCheckout = async (
  invoice: Invoice & { checkout_sessions?: number },
): Promise<string> => {
  const attempt = invoice.checkout_sessions ?? 0;
  const session = await stripe().checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: invoice.amount_cents,
            product_data: { name: `Invoice ${invoice.invoice_number} (${invoice.period})` },
          },
        },
      ],
      client_reference_id: invoice.invoice_number,
      metadata: {
        brand_id: invoice.brand_id,
        period: invoice.period,
        invoice_number: invoice.invoice_number,
      },
      success_url: `${appUrl()}/brand/account?tab=billing&paid=${invoice.invoice_number}`,
      cancel_url: `${appUrl()}/brand/account?tab=billing`,
    },
    idempotent('invoice-checkout', `${invoice.invoice_number}:${attempt}`),
  );
  await recordCheckoutSession(invoice.brand_id, invoice.period, session.id, attempt);
  if (!session.url) throw new Error(`Stripe returned no URL for session ${session.id}`);
  return session.url;
};
