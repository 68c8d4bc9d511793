import { useId, useState } from 'react';
import { Badge } from '../../../../../ui/components/ui/badge';
import { cn } from '../../../../../ui/utils/cn';
import { formatDate, formatUsd } from '../../../../../ui/utils/format';
import { ledgerEntrySource } from '../../../lib/ledger-entry-source';
import type { CommissionEntry } from '../api/get-earnings';
import { CommissionReceipt } from './commission-receipt';
import { commissionStatusBadges } from './commission-status';

/**
 * One ledger entry: date, brand, product, order, status — with why and when it is paid ("on hold until
 * Dec 3", "waiting for Glow's November invoice, due Dec 15") — and amount (a reversal negative and in
 * red); "Why this amount" opens its receipt under it.
 */
export const EarningRow = ({ entry }: { entry: CommissionEntry }) => {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const receiptId = useId();
  const badge = commissionStatusBadges[entry.status];
  const reversal = entry.kind === 'reversal';

  return (
    <li
      aria-labelledby={headingId}
      tabIndex={-1}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="earning"
      data-kind={entry.kind}
      data-status={entry.status}
      data-order={entry.order_name}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h3 id={headingId} className="font-semibold text-slate-900">
            {entry.product_name}
            {reversal && (
              <span className="font-normal text-slate-600">
                {/* A clawback (issue 36) carries the brand's decision; other reversals are refunds. */}
                {entry.review_decision ? ' · voided by the brand' : ' · refund'}
              </span>
            )}
          </h3>
          <p className="text-sm text-slate-600">
            {entry.brand_name} · {ledgerEntrySource(entry)} · {formatDate(entry.created_at)}
          </p>
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <Badge tone={badge.tone} data-testid="earning-status">
              {badge.label}
            </Badge>
            {/* Why it is in this state and when it should be paid, from the server (line-status.ts). */}
            <span
              className="text-slate-700"
              data-testid="earning-line-status"
              data-state={entry.line_status.state}
            >
              {entry.line_status.label}
            </span>
          </p>
        </div>
        <p
          className={cn(
            'shrink-0 text-right text-lg font-semibold tabular-nums',
            reversal ? 'text-red-700' : 'text-slate-900',
          )}
          data-testid="earning-amount"
        >
          <span className="sr-only">{reversal ? 'Reversed: ' : 'Earned: '}</span>
          {formatUsd(entry.commission_cents)}
        </p>
      </div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={receiptId}
        onClick={() => setOpen((value) => !value)}
        className="mt-2 text-sm font-semibold text-violet-700 underline-offset-2 hover:underline"
      >
        {open ? 'Hide receipt' : 'Why this amount'}
        <span className="sr-only">
          {' '}
          for {entry.product_name}, {ledgerEntrySource(entry)}
        </span>
      </button>
      <div id={receiptId} hidden={!open} className="mt-3 border-t border-slate-100 pt-3">
        {open && <CommissionReceipt entry={entry} />}
      </div>
    </li>
  );
};
