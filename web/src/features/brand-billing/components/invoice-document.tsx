import { cn } from '../../../../../ui/utils/cn';
import { formatDate, formatUsd } from '../../../../../ui/utils/format';
import { ReceiptFacts } from '../../../components/ui/receipt-facts';
import type { Invoice } from '../api/get-invoices';
import { formatBillingDay, formatPeriod, formatPeriodDays } from './invoice-dates';
import { invoiceStatusBadges } from './invoice-status';

/**
 * What an invoice says, line by line: the creators' commissions, the platform fee on net sales and any
 * refund credits (negative), the total due, and its dates; then the commissions by creator (sales,
 * commission, fee — the rows add up to the total). The same content shows expanded under the card and,
 * with its own heading, on the printed page.
 */
export const InvoiceDocument = ({ invoice, printed = false }: { invoice: Invoice; printed?: boolean }) => {
  const period = formatPeriod(invoice.period);
  return (
    <div className="space-y-4 text-sm" data-testid={printed ? 'invoice-printout' : 'invoice-detail'}>
      {printed && (
        <header className="border-b border-slate-300 pb-3">
          <h1 className="text-xl font-semibold text-slate-900">Invoice {invoice.invoice_number}</h1>
          <p className="text-slate-700">
            {period} · {invoiceStatusBadges[invoice.status].label}
          </p>
        </header>
      )}
      <table className="w-full border-collapse">
        <caption className="sr-only">
          Lines of invoice {invoice.invoice_number} for {period}
        </caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs text-slate-600">
            <th scope="col" className="py-2 pr-4 font-medium">
              Item
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line) => (
            <tr
              key={line.kind}
              className="border-b border-slate-100"
              data-testid="invoice-line"
              data-kind={line.kind}
            >
              <td className="py-2 pr-4 text-slate-800">{line.description}</td>
              <td
                className={cn(
                  'py-2 text-right font-medium whitespace-nowrap tabular-nums',
                  line.amount_cents < 0 ? 'text-emerald-800' : 'text-slate-900',
                )}
              >
                {formatUsd(line.amount_cents)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="pt-3 pr-4 text-left font-semibold text-slate-900">
              Total due
            </th>
            <td
              className="pt-3 text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums"
              data-testid="invoice-total"
            >
              {formatUsd(invoice.amount_cents)}
            </td>
          </tr>
        </tfoot>
      </table>
      {invoice.creators.length > 0 && <CreatorRows invoice={invoice} />}
      <ReceiptFacts
        className="border-t border-slate-200 pt-3"
        facts={[
          { term: 'Period', value: formatPeriodDays(invoice.period) },
          { term: 'Net attributed sales', value: formatUsd(invoice.total_sales_cents) },
          { term: 'Platform fee rate', value: `${invoice.commission_rate_percent}%` },
          { term: 'Issued', value: formatBillingDay(invoice.issued_at) },
          { term: 'Due', value: formatBillingDay(invoice.due_at) },
          { term: 'Paid', value: invoice.paid_at ? formatDate(invoice.paid_at) : 'Not yet' },
        ]}
      />
    </div>
  );
};

/** The commissions by creator: each creator's net sales, commission (with content pay) and fee share. */
const CreatorRows = ({ invoice }: { invoice: Invoice }) => {
  const sum = (pick: (row: Invoice['creators'][number]) => number) =>
    invoice.creators.reduce((total, row) => total + pick(row), 0);
  const cell = 'py-2 pl-3 text-right whitespace-nowrap tabular-nums';
  // On a phone the sales move under the creator's name: five columns do not fit 375 px.
  const salesCell = cn(cell, 'hidden sm:table-cell');
  const phoneSales = (cents: number) => (
    <span className="block text-xs font-normal text-slate-600 sm:hidden">Sales {formatUsd(cents)}</span>
  );
  return (
    <div className="max-w-full min-w-0 overflow-x-auto">
      <table className="w-full border-collapse" data-testid="invoice-creators">
        <caption className="pb-1 text-left text-xs font-medium text-slate-600">
          Commissions by creator
        </caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs text-slate-600">
            <th scope="col" className="py-2 pr-3 font-medium">
              Creator
            </th>
            <th scope="col" className="hidden py-2 pl-3 text-right font-medium sm:table-cell">
              Sales
            </th>
            <th scope="col" className="py-2 pl-3 text-right font-medium">
              Commission + content
            </th>
            <th scope="col" className="py-2 pl-3 text-right font-medium">
              Fee
            </th>
            <th scope="col" className="py-2 pl-3 text-right font-medium">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.creators.map((row) => (
            <tr
              key={row.creator_id ?? row.description}
              className="border-b border-slate-100"
              data-testid="invoice-creator"
              data-creator={row.creator_username ?? ''}
            >
              <th scope="row" className="py-2 pr-3 text-left font-normal text-slate-800">
                <span className="break-all">{row.description}</span>
                {phoneSales(row.sales_cents)}
              </th>
              <td className={salesCell} data-testid="creator-sales">
                {formatUsd(row.sales_cents)}
              </td>
              <td className={cell} data-testid="creator-commission">
                {formatUsd(row.commission_cents + row.ugc_cents)}
              </td>
              <td className={cell} data-testid="creator-fee">
                {formatUsd(row.fee_cents)}
              </td>
              <td className={cn(cell, 'font-medium text-slate-900')} data-testid="creator-amount">
                {formatUsd(row.amount_cents)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="text-slate-900">
            <th scope="row" className="pt-2 pr-3 text-left font-semibold">
              All creators
              {phoneSales(sum((row) => row.sales_cents))}
            </th>
            <td className={salesCell}>{formatUsd(sum((row) => row.sales_cents))}</td>
            <td className={cell}>{formatUsd(sum((row) => row.commission_cents + row.ugc_cents))}</td>
            <td className={cell}>{formatUsd(sum((row) => row.fee_cents))}</td>
            <td className={cn(cell, 'font-semibold')} data-testid="invoice-creators-total">
              {formatUsd(sum((row) => row.amount_cents))}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
};
