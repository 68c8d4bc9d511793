import { listInvoicesDueBefore, markInvoiceOverdue } from '../shared/data/entities/invoice';
import { log } from '../shared/log';

export interface OverdueRunInput {
  /** When the schedule fired; invoices due before it and still unpaid become overdue. */
  scheduledTime?: string;
}

/** Daily: unpaid invoices past their due date are marked overdue (each once; a paid one stays paid). */
export const handler = async (input: OverdueRunInput | undefined): Promise<{ overdue: number }> => {
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
  if (overdue > 0) log.info('invoices marked overdue', { overdue, at: at.toISOString() });
  return { overdue };
};
