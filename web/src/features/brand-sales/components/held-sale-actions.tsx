import { useState } from 'react';
import { Button } from '../../../../../ui/components/ui/button';
import { toast } from '../../../../../ui/components/ui/toast';
import { DecisionDialog } from '../../../components/fraud/decision-dialog';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { type HeldSaleDecision, useDecideHeldSale } from '../api/decide-held-sale';
import type { Sale } from '../api/get-sales';

const labels: Record<HeldSaleDecision, string> = { release: 'Release', void: 'Void', dismiss: 'Dismiss' };

const done: Record<HeldSaleDecision, { title: string; message: (order: string) => string }> = {
  release: {
    title: 'Sale Released',
    message: (order) => `The commission on ${order} is owed once its hold ends.`,
  },
  void: { title: 'Sale Voided', message: (order) => `${order} earns no commission.` },
  dismiss: { title: 'Order Dismissed', message: (order) => `${order} stays out of every total.` },
};

/**
 * Release / Void for a held sale, each asking for the brand's words (DecisionDialog: the creator reads
 * them; required to void), Dismiss for one that needs review after a confirmation. A failure stays in
 * the dialog (the page behind a modal is inert, so a toast there would go unread) and in a toast.
 */
export const HeldSaleActions = ({ sale }: { sale: Sale }) => {
  const decisions: HeldSaleDecision[] = sale.status === 'needs_review' ? ['dismiss'] : ['void', 'release'];
  const decide = useDecideHeldSale();
  const [asking, setAsking] = useState<HeldSaleDecision | null>(null);
  const subject = `order ${sale.order_name}`;

  const run = (decision: HeldSaleDecision, reason?: string) =>
    decide.mutate(
      { saleId: sale.sale_id, decision, ...(reason ? { reason } : {}) },
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
          {labels[decision]}
          <span className="sr-only"> {subject}</span>
        </Button>
      ))}
      {sale.status === 'needs_review' ? (
        <ConfirmDialog
          open={asking === 'dismiss'}
          onCancel={() => setAsking(null)}
          onConfirm={() => run('dismiss')}
          title="Dismiss this order?"
          message={
            <>
              <span>
                It stays out of every total and earns the creator nothing; the reason it needed review is
                kept. This cannot be undone.
              </span>
              {decide.isError && (
                <span role="alert" className="mt-2 block font-medium text-red-700">
                  {apiErrorMessage(decide.error, 'Failed to update the sale')}
                </span>
              )}
            </>
          }
          confirmLabel="Dismiss"
          pendingLabel="Dismissing..."
          isPending={decide.isPending}
          data-testid="held-sale-confirm"
        />
      ) : (
        <DecisionDialog
          decision={asking === 'dismiss' ? null : asking}
          reviewOnly={sale.review_only}
          isPending={decide.isPending}
          error={decide.error}
          onCancel={() => setAsking(null)}
          onConfirm={(reason) => asking && run(asking, reason)}
        />
      )}
    </div>
  );
};
