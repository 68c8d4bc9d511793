import { useState } from 'react';
import { Button } from '../../../../../ui/components/ui/button';
import { toast } from '../../../../../ui/components/ui/toast';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { type HeldSaleDecision, useDecideHeldSale } from '../api/decide-held-sale';
import type { Sale } from '../api/get-sales';

const confirmations: Record<
  HeldSaleDecision,
  { title: string; message: string; label: string; pending: string }
> = {
  release: {
    title: 'Release this sale?',
    message:
      'The commission proceeds like any other sale: it is owed to the creator once its hold ends. This cannot be undone.',
    label: 'Release',
    pending: 'Releasing...',
  },
  void: {
    title: 'Void this sale?',
    message: 'The sale earns the creator nothing. This cannot be undone.',
    label: 'Void',
    pending: 'Voiding...',
  },
  dismiss: {
    title: 'Dismiss this order?',
    message:
      'It stays out of every total and earns the creator nothing; the reason it needed review is kept. This cannot be undone.',
    label: 'Dismiss',
    pending: 'Dismissing...',
  },
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
 * Release / Void for a held (self-referral) sale, Dismiss for one that needs review, each after a
 * confirmation. A failure stays in the
 * dialog (the page behind a modal is inert, so a toast there would go unread) and in a toast.
 */
export const HeldSaleActions = ({ sale }: { sale: Sale }) => {
  const decisions: HeldSaleDecision[] = sale.status === 'needs_review' ? ['dismiss'] : ['void', 'release'];
  const decide = useDecideHeldSale();
  const [asking, setAsking] = useState<HeldSaleDecision | null>(null);
  const subject = `order ${sale.order_name}`;
  const confirmation = asking ? confirmations[asking] : null;

  const run = (decision: HeldSaleDecision) =>
    decide.mutate(
      { saleId: sale.sale_id, decision },
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
    setAsking(decision);
  };

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
      <ConfirmDialog
        open={confirmation !== null}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && run(asking)}
        title={confirmation?.title ?? ''}
        message={
          <>
            <span>{confirmation?.message}</span>
            {decide.isError && (
              <span role="alert" className="mt-2 block font-medium text-red-700">
                {apiErrorMessage(decide.error, 'Failed to update the sale')}
              </span>
            )}
          </>
        }
        confirmLabel={confirmation?.label ?? ''}
        pendingLabel={confirmation?.pending}
        isPending={decide.isPending}
        data-testid="held-sale-confirm"
      />
    </div>
  );
};
