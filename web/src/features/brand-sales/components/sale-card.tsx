import { useId, useState } from 'react';
import { Badge } from '../../../../../ui/components/ui/badge';
import { paths } from '../../../../../ui/config/paths';
import { formatDate, formatUsd } from '../../../../../ui/utils/format';
import { ReviewEvidence } from '../../../components/fraud/review-evidence';
import { useBrandRole } from '../../../lib/brand-role';
import type { Sale } from '../api/get-sales';
import { HeldSaleActions } from './held-sale-actions';
import { SaleReceipt } from './sale-receipt';
import { saleBadgeOf } from './sale-status';

/**
 * One order in Sales: when, whose, which products, the sale and commission net of refunds, its status
 * (with the reason), and a Receipt button that opens the arithmetic under the card. Held sales offer
 * Release and Void to the roles that run the program.
 */
export const SaleCard = ({ sale }: { sale: Sale }) => {
  const [open, setOpen] = useState(false);
  // Issue 35: deciding on a held sale is the program's.
  const runsProgram = useBrandRole().can('program');
  const decides = runsProgram && (sale.status === 'held' || sale.status === 'needs_review');
  const headingId = useId();
  const receiptId = useId();
  const badge = saleBadgeOf(sale);
  const products = [...new Set(sale.lines.map((line) => line.product_name))].join(', ');

  return (
    <li
      aria-labelledby={headingId}
      tabIndex={-1}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="sale"
      data-order={sale.order_name}
      data-status={sale.status}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h3 id={headingId} className="font-semibold text-slate-900">
            Order {sale.order_name}
            <span className="font-normal text-slate-600"> · {formatDate(sale.created_at)}</span>
          </h3>
          <p className="text-sm text-slate-700">
            {sale.creator_username ? `@${sale.creator_username}` : 'No creator'} · {products}
          </p>
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <Badge tone={badge.tone} data-testid="sale-status">
              {badge.label}
            </Badge>
            {sale.status_reason && sale.status !== 'attributed' && (
              <span className="text-slate-600">{sale.status_reason}</span>
            )}
          </p>
        </div>
        <dl className="grid shrink-0 grid-cols-2 gap-3 text-sm sm:text-right">
          <div>
            <dt className="text-xs text-slate-600">Sale</dt>
            <dd className="font-semibold text-slate-900 tabular-nums" data-testid="sale-amount">
              {formatUsd(sale.sale_cents)}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-slate-600">Commission</dt>
            <dd className="font-semibold text-slate-900 tabular-nums" data-testid="sale-commission">
              {formatUsd(sale.commission_cents)}
            </dd>
          </div>
        </dl>
      </div>
      {/* Issue 36: what the signals found, for the review (the orders, the clicks, the matching fields). */}
      {sale.status === 'held' && sale.signals.length > 0 && (
        <ReviewEvidence
          sale={sale}
          codeActionsHref={runsProgram ? `${paths.brand.campaigns.getHref()}?tab=codes` : undefined}
        />
      )}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={receiptId}
          onClick={() => setOpen((value) => !value)}
          className="text-sm font-semibold text-violet-700 underline-offset-2 hover:underline"
        >
          {open ? 'Hide receipt' : 'Receipt'}
          <span className="sr-only"> of order {sale.order_name}</span>
        </button>
        {decides && <HeldSaleActions sale={sale} />}
      </div>
      <div id={receiptId} hidden={!open} className="mt-3 border-t border-slate-100 pt-3">
        {open && <SaleReceipt sale={sale} />}
      </div>
    </li>
  );
};
