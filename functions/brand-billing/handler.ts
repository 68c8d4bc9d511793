import { createInvoiceCheckout as checkoutContract, listBrandInvoices } from '../../contracts/billing';
import { createInvoiceCheckout } from '../billing/create-invoice-checkout';
import { StripeNotConfiguredError } from '../integrations/stripe';
import { getBrandOfUserOrThrow } from '../shared/data/entities/brand';
import { getInvoice, listInvoicesOfBrand } from '../shared/data/entities/invoice';
import { createFeatureHandler, defineRoute } from '../shared/http/api-handler';
import { AppError } from '../shared/http/errors';

/** INV-{yyyymm}-{brand}: the period an invoice number names. */
const periodOf = (invoiceNumber: string): string => {
  const digits = invoiceNumber.slice(4, 10);
  return `${digits.slice(0, 4)}-${digits.slice(4)}`;
};

/** Billing & Invoices: the brand's own invoices (the brand comes from the token), and paying one. */
export const handler = createFeatureHandler({
  'GET /api/brand/invoices': defineRoute(listBrandInvoices, async ({ caller }) => {
    const brand = await getBrandOfUserOrThrow(caller.userId);
    const invoices = await listInvoicesOfBrand(brand.id);
    return {
      body: {
        invoices: invoices.map(
          ({ brand_id: _b, brand_name: _n, checkout_session_id: _c, checkout_sessions: _s, ...invoice }) =>
            invoice,
        ),
      },
    };
  }),
  'POST /api/brand/invoices/{invoiceId}/checkout': defineRoute(
    checkoutContract,
    async ({ caller, params }) => {
      const brand = await getBrandOfUserOrThrow(caller.userId);
      const invoice = await getInvoice(brand.id, periodOf(params.invoiceId));
      if (!invoice || invoice.invoice_number !== params.invoiceId)
        throw new AppError('not_found', 'Invoice not found');
      if (invoice.status === 'paid') throw new AppError('conflict', 'This invoice is already paid.');
      try {
        return { body: { url: await createInvoiceCheckout(invoice) } };
      } catch (error) {
        if (error instanceof StripeNotConfiguredError) {
          throw new AppError('service_unavailable', 'Payments are not configured on this deployment.');
        }
        throw error;
      }
    },
  ),
});
