import { log } from '../../shared/log';
import { outboxEvent } from '../../shared/outbox/outbox-event';
import {
  claimChargeRetry,
  listChargeRetriesDue,
  listInvoicesDueBefore,
  markInvoiceOverdue,
} from '../entities/invoice';

export interface OverdueRunInput {
  /** When the schedule fired; invoices due before it and still unpaid become overdue. */
  scheduledTime?: string;
}

/**
 * Daily: unpaid invoices past their due date are marked overdue (each once; a paid one stays paid), and
 * the automatic retries due by then (1, 3 and 7 days after a failed payment) are taken, each once, as an
 * InvoiceChargeDue event in the same transaction (the charge itself is ChargeInvoiceOffSession's). Both
 * found through sparse indexes: Queries, never a Scan.
 */
export const handler = async (
  input: OverdueRunInput | undefined,
): Promise<{ overdue: number; retries: number }> => {
  const at = input?.scheduledTime ? new Date(input.scheduledTime) : new Date();
  if (Number.isNaN(at.getTime())) throw new Error(`Not an instant: ${input?.scheduledTime}`);
  let overdue = 0;
  let after: Record<string, unknown> | undefined;
  do {
    const page = await listInvoicesDueBefore(at.toISOString(), after);
    for (const invoice of page.invoices) {
      if (invoice.status === 'pending' && (await markInvoiceOverdue(invoice.brand_id, invoice.period)))
        overdue++;
    }
    after = page.next;
  } while (after);
  let retries = 0;
  do {
    const page = await listChargeRetriesDue(at.toISOString(), after);
    for (const invoice of page.invoices) {
      if (invoice.status === 'paid') continue;
      const taken = await claimChargeRetry(invoice, (attempt) => [
        outboxEvent('InvoiceChargeDue', {
          version: 1,
          brandId: invoice.brand_id,
          period: invoice.period,
          invoiceNumber: invoice.invoice_number,
          attempt,
        }).write,
      ]);
      if (taken) retries++;
    }
    after = page.next;
  } while (after);
  if (overdue > 0 || retries > 0)
    log.info('invoices marked overdue, retries taken', { overdue, retries, at: at.toISOString() });
  return { overdue, retries };
};
