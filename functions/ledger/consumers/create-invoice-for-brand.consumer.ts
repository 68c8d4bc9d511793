import { eventMetaOf } from '../../../events/catalogue';
import { consumer } from '../../shared/events/consumer';
import { log } from '../../shared/log';
import { createInvoiceForBrand } from '../billing/create-invoice';

/** Consumer of BrandBillingDue: the brand's invoice for the period, once (conditional write). */
export const handler = consumer('BrandBillingDue', async (detail, event) => {
  const result = await createInvoiceForBrand(detail.brandId, detail.period, new Date(detail.issuedAt));
  log.info('BrandBillingDue handled', {
    eventId: eventMetaOf(event.detail)?.eventId ?? event.id,
    ...detail,
    outcome: result.outcome,
    ...('invoice' in result ? { invoice: result.invoice.invoice_number } : {}),
    ...('to' in result ? { carriedTo: result.to } : {}),
  });
});
