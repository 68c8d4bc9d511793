import { writeTransaction } from '../../shared/data/entity';
import { log } from '../../shared/log';
import { outboxEntity, outboxEvent } from '../../shared/outbox/outbox-event';
import {
  claimChargeRetry,
  type Invoice,
  listChargeRetriesDue,
  listInvoicesDueBefore,
  markInvoiceOverdue,
} from '../entities/invoice';
import { moneyService } from '../entities/money-service';
import { transactional } from '../entities/transactional';

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
  let after: string | null = null;
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
      const taken = await takeRetry(invoice);
      if (taken) retries++;
    }
    after = page.next;
  } while (after);
  if (overdue > 0 || retries > 0)
    log.info('invoices marked overdue, retries taken', { overdue, retries, at: at.toISOString() });
  return { overdue, retries };
};

/**
 * Takes a due retry once: the invoice's claim (conditional on the retry still being the one due) and its
 * InvoiceChargeDue event in one transaction; false when another run took it or the invoice was paid.
 */
const takeRetry = async (invoice: Invoice): Promise<boolean> => {
  const retry = (invoice.charge_retries ?? 0) + 1;
  const outcome = await writeTransaction(moneyService, () => ({
    claim: claimChargeRetry(invoice, retry),
    charge: transactional(outboxEntity)
      .create(
        outboxEvent('InvoiceChargeDue', {
          version: 1,
          brandId: invoice.brand_id,
          period: invoice.period,
          invoiceNumber: invoice.invoice_number,
          attempt: retry,
        }).item,
      )
      .commit(),
  }));
  if (outcome.ok) return true;
  if (outcome.refused.length > 0) return false;
  throw new Error(`Retry of ${invoice.invoice_number} not taken: the transaction kept conflicting`);
};
