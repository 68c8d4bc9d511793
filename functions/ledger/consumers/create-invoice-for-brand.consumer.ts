import type { EventBridgeEvent } from 'aws-lambda';
import { eventMetaOf } from '../../../events/catalogue';
import { brandBillingDueV1 } from '../../../events/schemas/brand-billing-due';
import { log } from '../../shared/log';
import { createInvoiceForBrand } from '../billing/create-invoice';

/** Consumer of BrandBillingDue: the brand's invoice for the period, once (conditional write). */
export const handler = async (event: EventBridgeEvent<'BrandBillingDue', unknown>): Promise<void> => {
  const detail = brandBillingDueV1.parse(event.detail);
  const result = await createInvoiceForBrand(detail.brandId, detail.period, new Date(detail.issuedAt));
  log.info('BrandBillingDue handled', {
    eventId: eventMetaOf(event.detail)?.eventId ?? event.id,
    ...detail,
    outcome: result.outcome,
    ...('invoice' in result ? { invoice: result.invoice.invoice_number } : {}),
    ...('to' in result ? { carriedTo: result.to } : {}),
  });
};
