import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toast';
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
};

/**
 * Release / Void for a held (self-referral) sale, each after a confirmation. A failure stays in the
 * dialog (the page behind a modal is inert, so a toast there would go unread) and in a toast.
 */
export const HeldSaleActions = ({ sale }: { sale: Sale }) => {
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
          toast.success(
            decision === 'release' ? 'Sale Released' : 'Sale Voided',
            decision === 'release'
              ? `The commission on ${sale.order_name} is owed once its hold ends.`
              : `${sale.order_name} earns no commission.`,
          );
        },
        onError: (error) => toast.error('Error', apiErrorMessage(error, 'Failed to update the sale')),
      },
    );

  const open = (decision: HeldSaleDecision) => {
    decide.reset();
    setAsking(decision);
  };

  return (
    <div className="grid grid-cols-2 gap-2">
      <Button variant="secondary" size="sm" onClick={() => open('void')}>
        Void<span className="sr-only"> {subject}</span>
      </Button>
      <Button size="sm" onClick={() => open('release')}>
        Release<span className="sr-only"> {subject}</span>
      </Button>
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
