import { useId } from 'react';
import {
  BELOW_PAYOUT_MINIMUM_MESSAGE,
  PAYOUT_ACCOUNT_REQUIRED_MESSAGE,
  PAYOUT_IN_FLIGHT_MESSAGE,
  PAYOUT_SUSPENDED_MESSAGE,
} from '../../../../../contracts/payouts';
import { Button } from '../../../../../ui/components/ui/button';
import { toast } from '../../../../../ui/components/ui/toast';
import { formatUsd } from '../../../../../ui/utils/format';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import type { PayoutRequestBlock } from '../api/get-payouts';
import { useRequestPayout } from '../api/request-payout';

/** Why Request Payout is not offered, as a toast (title, text): the spec's words for the account case. */
const blockedToast = (
  block: PayoutRequestBlock,
  payableCents: number,
  balanceNote: string | null,
): [string, string] => {
  switch (block) {
    case 'no_active_account':
      return ['Stripe Connect Required', PAYOUT_ACCOUNT_REQUIRED_MESSAGE];
    case 'below_minimum':
      return [
        'Minimum Not Reached',
        // The spec's text, then what the balance is made of and when it is paid (from the server).
        `${BELOW_PAYOUT_MINIMUM_MESSAGE}. ${balanceNote ?? `You have ${formatUsd(payableCents)} ready to pay out.`}`,
      ];
    case 'in_flight':
      return ['Payout In Progress', PAYOUT_IN_FLIGHT_MESSAGE];
    case 'suspended':
      return ['Balance Frozen', PAYOUT_SUSPENDED_MESSAGE];
  }
};

const errorCodeBlocks: Partial<Record<string, PayoutRequestBlock>> = {
  payout_account_required: 'no_active_account',
  below_payout_minimum: 'below_minimum',
  conflict: 'in_flight',
};

/**
 * The Request Payout tile (spec 2.5, 5): offered when the server says nothing blocks it (an active
 * payout account, at least $25 payable, no payout in flight). Otherwise it looks disabled but stays
 * focusable and clickable (aria-disabled), so a click can say why — for a missing account, the spec's
 * 'Please set up your Stripe Connect account first to request payouts.'
 */
export const RequestPayoutButton = ({
  blockedBy,
  payableCents,
  balanceNote = null,
}: {
  blockedBy: PayoutRequestBlock | null;
  payableCents: number;
  /** What the balance is made of, when too little is payable (GET /api/creator/payouts). */
  balanceNote?: string | null;
}) => {
  const request = useRequestPayout();
  const noteId = useId();

  const onClick = async () => {
    if (request.isPending) return;
    if (blockedBy) {
      toast.error(...blockedToast(blockedBy, payableCents, balanceNote));
      return;
    }
    try {
      const payout = await request.mutateAsync();
      toast.success(
        'Payout Requested',
        `Your payout of ${formatUsd(payout.amount_cents)} is on its way. Processing takes 1-3 business days.`,
      );
    } catch (error) {
      // The balance or the account changed since the screen was read: say which rule stopped it.
      const block = error instanceof ApiError ? errorCodeBlocks[error.code] : undefined;
      // Below the minimum, the server's message already says what the balance is made of.
      if (block === 'below_minimum' && error instanceof ApiError)
        toast.error('Minimum Not Reached', error.message);
      else if (block) toast.error(...blockedToast(block, payableCents, balanceNote));
      else toast.error('Error', apiErrorMessage(error, 'Failed to request payout'));
    }
  };

  return (
    <div
      className="flex flex-col justify-center rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="request-payout-tile"
    >
      <Button
        className="w-full"
        onClick={onClick}
        isLoading={request.isPending}
        aria-disabled={blockedBy ? true : undefined}
        aria-describedby={noteId}
        data-testid="request-payout"
        data-blocked-by={blockedBy ?? undefined}
        // Looks disabled without being disabled: a disabled button can be neither focused nor clicked.
        {...(blockedBy ? { className: 'w-full cursor-not-allowed opacity-60' } : {})}
      >
        {request.isPending ? 'Requesting...' : 'Request Payout'}
      </Button>
      <p id={noteId} className="mt-2 text-center text-xs text-slate-500">
        {BELOW_PAYOUT_MINIMUM_MESSAGE}
      </p>
      {blockedBy === 'below_minimum' && balanceNote && (
        <p className="mt-1 text-center text-xs text-slate-700" data-testid="payout-balance-note">
          {balanceNote}
        </p>
      )}
    </div>
  );
};
