import { transactional, writeTransaction } from '../../shared/data/entity';
import { log } from '../../shared/log';
import { outboxEntity, outboxEvent } from '../../shared/outbox/outbox-event';
import { inScope, type RunScope } from '../../shared/schedules/run-scope';
import { DAY_MS } from '../../shared/time/days';
import { invoiceNoticeItem } from '../billing/invoice-announcements';
import type { Invoice } from '../billing/invoice-rules';
import {
  invoiceEntity,
  listInvoicesDue,
  listInvoicesDueBetween,
  markDueReminded,
  markOverdue,
} from '../entities/invoice';
import { moneyService } from '../entities/money-service';

export interface OverdueRunInput extends Pick<RunScope, 'brandIds'> {
  /** When the schedule fired; invoices due before it and still unpaid become overdue. */
  scheduledTime?: string;
}

/**
 * Daily: unpaid invoices past their due date are marked overdue (each once; a paid one stays paid),
 * pending ones due within three days are reminded (each once), and the automatic retries due by then
 * (1, 3 and 7 days after a failed payment) are taken, each once, as an InvoiceChargeDue event in the
 * same transaction (the charge itself is ChargeInvoiceOffSession's). Each change that concerns the brand
 * tells it in its own transaction, as of the run's instant. All found through sparse indexes: Queries,
 * never a Scan.
 */
export const handler = async (
  input: OverdueRunInput | undefined,
): Promise<{ overdue: number; reminded: number; retries: number }> => {
  const at = input?.scheduledTime ? new Date(input.scheduledTime) : new Date();
  if (Number.isNaN(at.getTime())) throw new Error(`Not an instant: ${input?.scheduledTime}`);
  const included = inScope(input?.brandIds);
  let overdue = 0;
  let after: string | null = null;
  do {
    const page = await listInvoicesDue('unpaid', at.toISOString(), after);
    for (const invoice of page.invoices) {
      if (invoice.status !== 'pending' || !included(invoice.brand_id)) continue;
      // pending → overdue, once (conditional): an invoice paid meanwhile stays paid. The brand is told
      // in the same transaction.
      if (
        await once(invoice, {
          overdue: markOverdue(invoice),
          told: invoiceNoticeItem('InvoiceOverdue', invoice, at),
        })
      )
        overdue++;
    }
    after = page.next;
  } while (after);
  const reminded = await remindDueSoon(at, included);
  let retries = 0;
  do {
    const page = await listInvoicesDue('retries', at.toISOString(), after);
    for (const invoice of page.invoices) {
      if (invoice.status === 'paid' || !included(invoice.brand_id)) continue;
      const taken = await takeRetry(invoice);
      if (taken) retries++;
    }
    after = page.next;
  } while (after);
  if (overdue > 0 || retries > 0 || reminded > 0)
    log.info('invoices marked overdue, reminded, retries taken', {
      overdue,
      reminded,
      retries,
      at: at.toISOString(),
    });
  return { overdue, reminded, retries };
};

/** How far ahead the due-soon reminder looks. */
export const DUE_SOON_DAYS = 3;

/**
 * The brands whose pending invoices fall due within DUE_SOON_DAYS of the run are reminded, each invoice
 * once: the reminder's mark on the invoice (conditional on none yet, and on it still pending) and the
 * InvoiceDueSoon event are one transaction. Found through the unpaid index by due date (a key range).
 */
const remindDueSoon = async (at: Date, included: (brandId: string) => boolean): Promise<number> => {
  const until = new Date(at.getTime() + DUE_SOON_DAYS * DAY_MS).toISOString();
  let reminded = 0;
  let after: string | null = null;
  do {
    const page = await listInvoicesDueBetween(at.toISOString(), until, after);
    for (const invoice of page.invoices) {
      if (invoice.status !== 'pending' || invoice.due_reminded_at || !included(invoice.brand_id)) continue;
      const told = await once(invoice, {
        mark: markDueReminded(invoice, at.toISOString()),
        told: invoiceNoticeItem('InvoiceDueSoon', invoice, at),
      });
      if (told) reminded++;
    }
    after = page.next;
  } while (after);
  return reminded;
};

/** A conditional change with its event, once: false when its condition no longer holds. */
const once = async (invoice: Invoice, operations: Record<string, unknown>): Promise<boolean> => {
  const outcome = await writeTransaction(moneyService, () => operations);
  if (outcome.ok) return true;
  if (outcome.refused.length > 0) return false;
  throw new Error(`${invoice.invoice_number} not updated: the transaction kept conflicting`);
};

/**
 * A due retry taken once: the invoice's claim (conditional on the retry still being the one due: the
 * retry count grows and the invoice leaves the retry index) and its InvoiceChargeDue event.
 */
export const retryOperations = (invoice: Invoice, retry: number) => ({
  claim: transactional(invoiceEntity)
    .update(invoice)
    .set({ charge_retries: retry })
    .remove(['next_retry_at', 'gsi2pk', 'gsi2sk'])
    .where(
      (attr, op) =>
        `${op.ne(attr.status, 'paid')} AND ${op.eq(attr.next_retry_at, invoice.next_retry_at ?? '')}`,
    )
    .commit(),
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
});

/** Takes a due retry once; false when another run took it or the invoice was paid. */
const takeRetry = async (invoice: Invoice): Promise<boolean> => {
  const outcome = await writeTransaction(moneyService, () =>
    retryOperations(invoice, (invoice.charge_retries ?? 0) + 1),
  );
  if (outcome.ok) return true;
  if (outcome.refused.length > 0) return false;
  throw new Error(`Retry of ${invoice.invoice_number} not taken: the transaction kept conflicting`);
};
