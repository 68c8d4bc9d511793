import { useId, useState } from 'react';
import { MAX_DECISION_REASON } from '../../../../../contracts/sales';
import { Button } from '../../../../../ui/components/ui/button';
import { toast } from '../../../../../ui/components/ui/toast';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { type HeldSaleDecision, useDecideHeldSale } from '../api/decide-held-sale';
import type { Sale } from '../api/get-sales';

const confirmations: Record<HeldSaleDecision, { title: string; label: string; pending: string }> = {
  release: { title: 'Release this sale?', label: 'Release', pending: 'Releasing...' },
  void: { title: 'Void this sale?', label: 'Void', pending: 'Voiding...' },
  dismiss: { title: 'Dismiss this order?', label: 'Dismiss', pending: 'Dismissing...' },
};

/** What the decision does, for this sale (one under review after payment is clawed back). */
const consequence = (decision: HeldSaleDecision, sale: Sale): string => {
  if (decision === 'dismiss')
    return 'It stays out of every total and earns the creator nothing; the reason it needed review is kept. This cannot be undone.';
  if (decision === 'release')
    return sale.review_only
      ? 'The review ends: the commission stays as it was paid. This cannot be undone.'
      : 'The commission proceeds like any other sale: it is owed to the creator once its hold ends. This cannot be undone.';
  return sale.review_only
    ? 'The creator was already paid for this sale: its commission is taken back from their next payout. This cannot be undone.'
    : 'The sale earns the creator nothing. This cannot be undone.';
};

const done: Record<HeldSaleDecision, { title: string; message: (order: string) => string }> = {
  release: {
    title: 'Sale Released',
    message: (order) => `The commission on ${order} is owed once its hold ends.`,
  },
  void: { title: 'Sale Voided', message: (order) => `${order} earns no commission.` },
  dismiss: { title: 'Order Dismissed', message: (order) => `${order} stays out of every total.` },
};

/**
 * Release / Void for a held sale, each in a dialog asking for the brand's words (the creator reads them
 * on their earnings; required to void), Dismiss for one that needs review after a confirmation. A
 * failure stays in the dialog (the page behind a modal is inert, so a toast there would go unread), a
 * field error under the reason.
 */
export const HeldSaleActions = ({ sale }: { sale: Sale }) => {
  const decisions: HeldSaleDecision[] = sale.status === 'needs_review' ? ['dismiss'] : ['void', 'release'];
  const decide = useDecideHeldSale();
  const [asking, setAsking] = useState<HeldSaleDecision | null>(null);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const subject = `order ${sale.order_name}`;
  const confirmation = asking ? confirmations[asking] : null;
  const fieldError = decide.error instanceof ApiError ? decide.error.fields.reason : undefined;
  const tooLong = reason.trim().length > MAX_DECISION_REASON;

  const run = (decision: HeldSaleDecision) =>
    decide.mutate(
      { saleId: sale.sale_id, decision, ...(reason.trim() ? { reason: reason.trim() } : {}) },
      {
        onSuccess: () => {
          setAsking(null);
          toast.success(done[decision].title, done[decision].message(sale.order_name));
        },
        onError: (error) => toast.error('Error', apiErrorMessage(error, 'Failed to update the sale')),
      },
    );

  const open = (decision: HeldSaleDecision) => {
    decide.reset();
    setReason('');
    setAsking(decision);
  };

  const failure = decide.isError && !fieldError && (
    <span role="alert" className="mt-2 block font-medium text-red-700">
      {apiErrorMessage(decide.error, 'Failed to update the sale')}
    </span>
  );

  return (
    <div className={decisions.length > 1 ? 'grid grid-cols-2 gap-2' : 'grid gap-2'}>
      {decisions.map((decision) => (
        <Button
          key={decision}
          variant={decision === 'release' ? undefined : 'secondary'}
          size="sm"
          onClick={() => open(decision)}
        >
          {confirmations[decision].label}
          <span className="sr-only"> {subject}</span>
        </Button>
      ))}
      {asking === 'dismiss' ? (
        <ConfirmDialog
          open
          onCancel={() => setAsking(null)}
          onConfirm={() => run('dismiss')}
          title={confirmations.dismiss.title}
          message={
            <>
              <span>{consequence('dismiss', sale)}</span>
              {failure}
            </>
          }
          confirmLabel={confirmations.dismiss.label}
          pendingLabel={confirmations.dismiss.pending}
          isPending={decide.isPending}
          data-testid="held-sale-confirm"
        />
      ) : (
        <Dialog
          open={asking !== null}
          onClose={() => {
            if (!decide.isPending) setAsking(null);
          }}
          role="alertdialog"
          size="sm"
          title={confirmation?.title ?? ''}
          description={
            <>
              <span>{asking && consequence(asking, sale)}</span>
              {failure}
            </>
          }
          footer={
            <>
              <Button variant="secondary" onClick={() => setAsking(null)} disabled={decide.isPending}>
                Cancel
              </Button>
              <Button
                variant="destructive"
                onClick={() => asking && run(asking)}
                isLoading={decide.isPending}
                disabled={tooLong || (asking === 'void' && reason.trim() === '')}
              >
                {decide.isPending ? confirmation?.pending : confirmation?.label}
              </Button>
            </>
          }
          data-testid="held-sale-confirm"
        >
          <Textarea
            id={reasonId}
            label={
              asking === 'void' ? 'Why (the creator reads this)' : 'Why (optional; the creator reads this)'
            }
            value={reason}
            rows={3}
            onChange={(event) => setReason(event.target.value)}
            error={tooLong ? `At most ${MAX_DECISION_REASON} characters.` : fieldError}
            disabled={decide.isPending}
            data-testid="held-sale-reason"
          />
        </Dialog>
      )}
    </div>
  );
};
