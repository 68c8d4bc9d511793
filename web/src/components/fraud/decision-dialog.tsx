import { useId, useState } from 'react';
import { MAX_DECISION_REASON } from '../../../../contracts/sales';
import { Button } from '../../../../ui/components/ui/button';
import { ApiError } from '../../lib/api-client';
import { apiErrorMessage } from '../../lib/api-error-message';
import { Dialog } from '../ui/dialog';
import { Textarea } from '../ui/textarea';

export type ReviewDecision = 'release' | 'void';

const words: Record<ReviewDecision, { title: string; label: string; pending: string; field: string }> = {
  release: {
    title: 'Release this sale?',
    label: 'Release',
    pending: 'Releasing...',
    field: 'Why (optional; the creator reads this)',
  },
  void: {
    title: 'Void this sale?',
    label: 'Void',
    pending: 'Voiding...',
    field: 'Why (the creator reads this)',
  },
};

/** What the decision does to this sale (one under review after payment is clawed back, or kept). */
export const decisionConsequence = (decision: ReviewDecision, reviewOnly: boolean): string => {
  if (decision === 'release')
    return reviewOnly
      ? 'The review ends: the commission stays as it was paid. This cannot be undone.'
      : 'The commission proceeds like any other sale: it is owed to the creator once its hold ends. This cannot be undone.';
  return reviewOnly
    ? 'The creator was already paid for this sale: its commission is taken back from their next payout. This cannot be undone.'
    : 'The sale earns the creator nothing. This cannot be undone.';
};

/**
 * Release or Void of a held sale (issue 36), asking for the decider's words: the creator reads them on
 * their earnings; required to void, at most 500 characters. The brand's Sales and the operators' review
 * queue both use it. A failure stays in the dialog (the page behind a modal is inert), a field error
 * under the reason. The content renders only while open, so the reason starts empty each time.
 */
export const DecisionDialog = ({
  decision,
  reviewOnly,
  isPending,
  error,
  onCancel,
  onConfirm,
}: {
  /** The decision asked for; null: closed. */
  decision: ReviewDecision | null;
  reviewOnly: boolean;
  isPending: boolean;
  error: unknown;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) => (
  <Dialog
    open={decision !== null}
    onClose={() => {
      if (!isPending) onCancel();
    }}
    role="alertdialog"
    size="sm"
    title={decision ? words[decision].title : ''}
    description={
      <>
        <span>{decision && decisionConsequence(decision, reviewOnly)}</span>
        {error !== null && error !== undefined && !(error instanceof ApiError && error.fields.reason) && (
          <span role="alert" className="mt-2 block font-medium text-red-700">
            {apiErrorMessage(error, 'Failed to update the sale')}
          </span>
        )}
      </>
    }
    data-testid="held-sale-confirm"
  >
    {decision && (
      <ReasonForm
        decision={decision}
        isPending={isPending}
        error={error}
        onCancel={onCancel}
        onConfirm={onConfirm}
      />
    )}
  </Dialog>
);

const ReasonForm = ({
  decision,
  isPending,
  error,
  onCancel,
  onConfirm,
}: {
  decision: ReviewDecision;
  isPending: boolean;
  error: unknown;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) => {
  const [reason, setReason] = useState('');
  const id = useId();
  const tooLong = reason.trim().length > MAX_DECISION_REASON;
  const fieldError = error instanceof ApiError ? error.fields.reason : undefined;
  return (
    <>
      <Textarea
        id={id}
        label={words[decision].field}
        value={reason}
        rows={3}
        onChange={(event) => setReason(event.target.value)}
        error={tooLong ? `At most ${MAX_DECISION_REASON} characters.` : fieldError}
        disabled={isPending}
        data-testid="held-sale-reason"
      />
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={isPending}>
          Cancel
        </Button>
        <Button
          variant="destructive"
          onClick={() => onConfirm(reason.trim())}
          isLoading={isPending}
          disabled={tooLong || (decision === 'void' && reason.trim() === '')}
        >
          {isPending ? words[decision].pending : words[decision].label}
        </Button>
      </div>
    </>
  );
};
