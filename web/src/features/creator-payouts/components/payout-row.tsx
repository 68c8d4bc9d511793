import { useId, useState } from 'react';
import { Badge } from '../../../../../ui/components/ui/badge';
import { WalletIcon } from '../../../../../ui/components/ui/icons';
import { formatDate, formatUsd } from '../../../../../ui/utils/format';
import type { Payout } from '../api/get-payouts';
import { PayoutReceipt } from './payout-receipt';
import { payoutStatusLabel, payoutStatusTone } from './payout-status';

/**
 * One payout of the history (spec 2.5): type icon, description, brand line, date, amount and status
 * badge; 'View receipt' opens the ledger entries it pays under it (loaded when opened).
 */
/** When it was not paid yet: how it came about (issue 36: an operator retried a failed payout). */
const triggerLabels: Record<Payout['trigger'], string> = {
  scheduled: 'Scheduled',
  requested: 'Requested',
  retry: 'Retried',
};

export const PayoutRow = ({ payout }: { payout: Payout }) => {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const receiptId = useId();
  const status = payoutStatusLabel(payout.status);
  const date = payout.paid_at ?? payout.created_at;

  return (
    <li
      aria-labelledby={headingId}
      tabIndex={-1}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="payout"
      data-payout-id={payout.payout_id}
      data-status={status}
    >
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-violet-50 text-violet-700">
          <WalletIcon className="size-5" />
        </span>
        <div className="min-w-0 flex-1 space-y-1">
          <h3 id={headingId} className="font-semibold break-words text-slate-900">
            <span className="sr-only">Commission payout: </span>
            {payout.description}
          </h3>
          {payout.brand_names.length > 0 && (
            <p className="text-sm break-words text-slate-600" data-testid="payout-brands">
              {payout.brand_names.join(', ')}
            </p>
          )}
          <p className="text-sm text-slate-600">
            {payout.paid_at ? 'Paid' : triggerLabels[payout.trigger]} {formatDate(date)}
          </p>
          {payout.failure_reason && (
            <p className="text-sm text-red-700" data-testid="payout-failure">
              {payout.failure_reason}
            </p>
          )}
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1.5">
          <p className="text-lg font-semibold text-slate-900 tabular-nums" data-testid="payout-amount">
            {formatUsd(payout.amount_cents)}
          </p>
          <Badge tone={payoutStatusTone(status)} className="capitalize" data-testid="payout-status">
            {status}
          </Badge>
        </div>
      </div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={receiptId}
        onClick={() => setOpen((value) => !value)}
        className="mt-2 text-sm font-semibold text-violet-700 underline-offset-2 hover:underline"
      >
        {open ? 'Hide receipt' : 'View receipt'}
        <span className="sr-only">
          {' '}
          of the payout of {formatUsd(payout.amount_cents)} on {formatDate(date)}
        </span>
      </button>
      <div id={receiptId} hidden={!open} className="mt-3 border-t border-slate-100 pt-3">
        {open && <PayoutReceipt payoutId={payout.payout_id} />}
      </div>
    </li>
  );
};
