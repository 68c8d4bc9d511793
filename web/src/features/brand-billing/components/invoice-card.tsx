import { useCallback, useId, useState } from 'react';
import { Badge } from '../../../../../ui/components/ui/badge';
import { Button } from '../../../../../ui/components/ui/button';
import { formatDate, formatUsd } from '../../../../../ui/utils/format';
import type { Invoice } from '../api/get-invoices';
import { formatBillingDay, formatPeriod } from './invoice-dates';
import { InvoiceDocument } from './invoice-document';
import { invoiceStatusBadges, isPayable } from './invoice-status';
import { PayInvoiceButton } from './pay-invoice-button';
import { PrintInvoice } from './print-invoice';

/**
 * One invoice in Billing & Invoices: number, period, amount, status, due and paid dates; Pay Invoice
 * while it is owed (for the roles that pay: `onPaymentStarted`); Details opens its lines, with Print.
 */
export const InvoiceCard = ({
  invoice,
  onPaymentStarted,
}: {
  invoice: Invoice;
  /** Absent for a role that does not pay (issue 35): no Pay Invoice. */
  onPaymentStarted: ((invoiceNumber: string) => void) | undefined;
}) => {
  const [open, setOpen] = useState(false);
  // Each Print click is a new print run (a new printout and dialog), even if the last never reported its end.
  const [printRun, setPrintRun] = useState<number | null>(null);
  const stopPrinting = useCallback(() => setPrintRun(null), []);
  const headingId = useId();
  const detailId = useId();
  const badge = invoiceStatusBadges[invoice.status];
  const number = invoice.invoice_number;

  return (
    <li
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="invoice"
      data-invoice={number}
      data-status={invoice.status}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h3 id={headingId} className="font-semibold text-slate-900">
            {formatPeriod(invoice.period)}
            <span className="font-normal break-all text-slate-600"> · {number}</span>
          </h3>
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <Badge tone={badge.tone} data-testid="invoice-status">
              {badge.label}
            </Badge>
            {invoice.paid_at ? (
              <span data-testid="invoice-paid-on">
                Paid {formatDate(invoice.paid_at)}
                {invoice.paid_via === 'automatic' ? ' automatically with your saved card' : ''}
              </span>
            ) : (
              <span className={invoice.status === 'overdue' ? 'font-medium text-red-800' : undefined}>
                Due {formatBillingDay(invoice.due_at)}
              </span>
            )}
          </p>
        </div>
        <dl className="shrink-0 text-sm sm:text-right">
          <dt className="text-xs text-slate-600">Amount</dt>
          <dd className="text-lg font-semibold text-slate-900 tabular-nums" data-testid="invoice-amount">
            {formatUsd(invoice.amount_cents)}
          </dd>
        </dl>
      </div>
      <InvoicePayments invoice={invoice} />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={detailId}
          onClick={() => setOpen((value) => !value)}
          className="text-sm font-semibold text-violet-700 underline-offset-2 hover:underline"
        >
          {open ? 'Hide details' : 'Details'}
          <span className="sr-only"> of invoice {number}</span>
        </button>
        {onPaymentStarted && isPayable(invoice.status) && (
          <PayInvoiceButton invoiceNumber={number} onStarted={onPaymentStarted} />
        )}
      </div>
      <div id={detailId} hidden={!open} className="mt-3 border-t border-slate-100 pt-3">
        {open && (
          <>
            <InvoiceDocument invoice={invoice} />
            <div className="mt-4 flex justify-end">
              <Button variant="secondary" size="sm" onClick={() => setPrintRun((run) => (run ?? 0) + 1)}>
                Print<span className="sr-only"> invoice {number}</span>
              </Button>
            </div>
          </>
        )}
      </div>
      {printRun !== null && <PrintInvoice key={printRun} invoice={invoice} onDone={stopPrinting} />}
    </li>
  );
};

/**
 * What happened to the invoice's payments: each failed attempt with Stripe's reason (and the next
 * automatic retry), and each refunded payment (a second payment of an invoice already paid is refunded
 * in full, so what the brand pays is what it owes).
 */
const InvoicePayments = ({ invoice }: { invoice: Invoice }) => {
  const failures = invoice.payment_failures ?? [];
  const refunds = invoice.refunds ?? [];
  if (failures.length === 0 && refunds.length === 0) return null;
  return (
    <ul className="mt-3 grid gap-1 text-sm" aria-label={`Payments of invoice ${invoice.invoice_number}`}>
      {failures.map((failure) => (
        <li key={failure.failed_at} className="text-red-800" data-testid="invoice-payment-failure">
          Payment failed {formatDate(failure.failed_at)}: {failure.reason}
          {failure.source === 'automatic' ? ' (automatic payment)' : ''}
        </li>
      ))}
      {invoice.status !== 'paid' && invoice.next_retry_at && (
        <li className="text-slate-700">Next automatic try: {formatDate(invoice.next_retry_at)}</li>
      )}
      {refunds.map((refund) => (
        <li key={refund.refund_id} className="text-slate-700" data-testid="invoice-refund">
          Refunded {formatUsd(refund.amount_cents)} on {formatDate(refund.refunded_at)}: {refund.reason}
        </li>
      ))}
    </ul>
  );
};
