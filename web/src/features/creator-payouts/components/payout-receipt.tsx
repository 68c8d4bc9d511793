import { Skeleton } from '../../../../../ui/components/ui/skeleton';
import { cn } from '../../../../../ui/utils/cn';
import { formatDate, formatUsd } from '../../../../../ui/utils/format';
import { QueryState } from '../../../components/layouts/query-state';
import { ledgerEntrySource } from '../../../lib/ledger-entry-source';
import { usePayoutReceipt } from '../api/get-payout';

/**
 * A payout's receipt: every ledger entry it pays (a sale's commission, or a refund's negative reversal)
 * with brand, product, order and date, and the total, which is the payout's amount.
 */
export const PayoutReceipt = ({ payoutId }: { payoutId: string }) => {
  const receipt = usePayoutReceipt(payoutId);
  return (
    <QueryState
      query={receipt}
      what="payout data"
      errorStyle="inline"
      loading={<Skeleton className="h-4 w-2/3" label="Loading the receipt" />}
    >
      {({ payout, lines }) => (
        <div className="space-y-2 text-sm" data-testid="payout-receipt">
          <table className="w-full text-left">
            <caption className="sr-only">Ledger entries this payout pays</caption>
            <thead className="text-xs text-slate-500">
              <tr>
                <th scope="col" className="py-1 pr-2 font-medium">
                  Sale
                </th>
                <th scope="col" className="hidden py-1 pr-2 font-medium sm:table-cell">
                  Date
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Commission
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {lines.map((line) => (
                <tr key={line.entry_id} data-testid="payout-line" data-kind={line.kind}>
                  <td className="py-2 pr-2">
                    <span className="font-medium text-slate-900">{line.product_name}</span>
                    {line.kind === 'reversal' && <span className="text-slate-600"> · refund</span>}
                    <span className="block text-xs text-slate-600">
                      {line.brand_name} · {ledgerEntrySource(line)}
                      <span className="sm:hidden"> · {formatDate(line.created_at)}</span>
                    </span>
                    {line.line_status && (
                      <span className="block text-xs text-slate-700" data-testid="payout-line-status">
                        {line.line_status.label}
                      </span>
                    )}
                  </td>
                  <td className="hidden py-2 pr-2 text-slate-600 sm:table-cell">
                    {formatDate(line.created_at)}
                  </td>
                  <td
                    className={cn(
                      'py-2 text-right font-medium tabular-nums',
                      line.commission_cents < 0 ? 'text-red-700' : 'text-slate-900',
                    )}
                  >
                    {formatUsd(line.commission_cents)}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t border-slate-200">
                <th
                  scope="row"
                  colSpan={2}
                  className="hidden pt-2 font-semibold text-slate-900 sm:table-cell"
                >
                  Total
                </th>
                <th scope="row" className="pt-2 font-semibold text-slate-900 sm:hidden">
                  Total
                </th>
                <td
                  className="pt-2 text-right font-semibold text-slate-900 tabular-nums"
                  data-testid="payout-receipt-total"
                >
                  {formatUsd(payout.amount_cents)}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </QueryState>
  );
};
