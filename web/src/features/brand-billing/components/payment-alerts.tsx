import { formatDate, formatUsd } from '../../../../../ui/utils/format';
import { type Invoice, useHeldPeriods } from '../api/get-invoices';
import { formatPeriod } from './invoice-dates';

/** The unpaid invoices the brand must act on: overdue, or whose last payment failed. */
export const invoicesNeedingAction = (invoices: Invoice[]) =>
  invoices.filter(
    (invoice) =>
      invoice.status !== 'paid' && (invoice.status === 'overdue' || invoice.payment_failures?.length),
  );

/**
 * A banner over Billing & Invoices for each invoice whose payment failed or that is overdue: what went
 * wrong (Stripe's reason), when it is retried, and the two ways out — update the card or pay now.
 */
export const PaymentAlerts = ({ invoices }: { invoices: Invoice[] }) => {
  const alerts = invoicesNeedingAction(invoices);
  if (alerts.length === 0) return null;
  return (
    <div className="mb-4 grid gap-2" data-testid="payment-alerts">
      {alerts.map((invoice) => {
        const failure = invoice.payment_failures?.at(-1);
        return (
          <div
            key={invoice.id}
            role="alert"
            className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
            data-testid="payment-alert"
          >
            <p className="font-semibold">
              {failure ? `Payment failed: ${failure.reason}` : 'Invoice overdue'}
              <span className="font-normal">
                {' '}
                — {formatPeriod(invoice.period)} invoice, {formatUsd(invoice.amount_cents)}
                {invoice.status === 'overdue' ? `, overdue since ${formatDate(invoice.due_at)}` : ''}.
              </span>
            </p>
            <p className="mt-1">
              {invoice.next_retry_at
                ? `We will try your card again on ${formatDate(invoice.next_retry_at)}. `
                : ''}
              <a href="#payment-method-title" className="font-semibold underline underline-offset-2">
                Update payment method
              </a>{' '}
              or use <span className="font-semibold">Pay Invoice</span> below to pay now.
            </p>
          </div>
        );
      })}
    </div>
  );
};

/** Months not invoiced because a record in them is beyond safe amounts: held for a person to review. */
export const HeldPeriods = () => {
  const held = useHeldPeriods();
  if (!held.data?.length) return null;
  return (
    <div className="mb-4 grid gap-2" data-testid="held-periods">
      {held.data.map((period) => (
        <p
          key={period.period}
          role="status"
          className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          <span className="font-semibold">{formatPeriod(period.period)} is held for review:</span>{' '}
          {period.reason}. It will be invoiced once the record is corrected.
        </p>
      ))}
    </div>
  );
};
