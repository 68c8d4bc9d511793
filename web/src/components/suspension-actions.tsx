import { type FormEvent, useState } from 'react';
import {
  SUSPENSION_TEXT_MAX,
  type SuspensionCategory,
  type SuspensionView,
  suspensionCategories,
  suspensionCategoryLabels,
} from '../../../contracts/suspensions';
import { Button } from '../../../ui/components/ui/button';
import { formatDateTime, formatUsd } from '../../../ui/utils/format';
import { ConfirmDialog } from './ui/confirm-dialog';
import { Select } from './ui/select';
import { Textarea } from './ui/textarea';

export interface SuspensionActionHandlers {
  onSuspend: (input: { category: SuspensionCategory; text: string }) => Promise<boolean>;
  onRelease: () => Promise<void>;
  onForfeit: () => Promise<void>;
  isPending: boolean;
}

/**
 * Issue 36 part 4: Suspend (a reason: category and words) while a creator is not suspended; Release or
 * Forfeit (each confirmed) while they are. The operators' creator panel and the brand's creator page
 * show it, each for its own scope (`where`: "on the marketplace", "from your program").
 */
export const SuspensionActions = ({
  suspension,
  frozenCents,
  where,
  handlers,
}: {
  suspension: SuspensionView | null;
  frozenCents: number;
  where: string;
  handlers: SuspensionActionHandlers;
}) => {
  const [category, setCategory] = useState<SuspensionCategory>('fraud');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState<'release' | 'forfeit' | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim().length < 3) {
      setError('Say why, in a few words');
      return;
    }
    setError(undefined);
    if (await handlers.onSuspend({ category, text: text.trim() })) setText('');
  };

  if (!suspension)
    return (
      <form
        className="space-y-3"
        onSubmit={(event) => void submit(event)}
        noValidate
        data-testid="suspend-form"
      >
        <p className="text-sm text-slate-700">
          Suspending {where} stops new orders from earning (they never earn, even after a release) and freezes
          the creator's pending and payable money until you release or forfeit it. Their links keep working.
        </p>
        <Select
          label="Reason"
          value={category}
          onChange={(event) => setCategory(event.target.value as SuspensionCategory)}
          options={suspensionCategories.map((value) => ({ value, label: suspensionCategoryLabels[value] }))}
          data-testid="suspend-category"
        />
        <Textarea
          label="What happened (the creator reads this)"
          value={text}
          maxLength={SUSPENSION_TEXT_MAX}
          onChange={(event) => setText(event.target.value)}
          error={error}
          rows={3}
          data-testid="suspend-text"
        />
        <Button
          type="submit"
          variant="destructive"
          disabled={handlers.isPending}
          data-testid="suspend-submit"
        >
          {handlers.isPending ? 'Suspending…' : 'Suspend'}
        </Button>
      </form>
    );

  return (
    <div className="space-y-3" data-testid="suspension-active">
      <p className="text-sm text-slate-800">
        <strong>Suspended {where}</strong> since{' '}
        <time dateTime={suspension.suspended_at}>{formatDateTime(suspension.suspended_at)}</time>:{' '}
        <span className="break-words">{suspension.reason}</span>
      </p>
      <p className="text-sm text-slate-700" data-testid="suspension-frozen">
        {formatUsd(frozenCents)} frozen.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() => setConfirming('release')}
          disabled={handlers.isPending}
          data-testid="suspension-release"
        >
          Release
        </Button>
        <Button
          variant="destructive"
          onClick={() => setConfirming('forfeit')}
          disabled={handlers.isPending}
          data-testid="suspension-forfeit"
        >
          Forfeit
        </Button>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          const action = confirming === 'release' ? handlers.onRelease : handlers.onForfeit;
          void action().finally(() => setConfirming(null));
        }}
        title={confirming === 'release' ? 'Release the suspension?' : 'Forfeit the frozen money?'}
        message={
          confirming === 'release'
            ? `The ${formatUsd(frozenCents)} frozen flows again exactly as before: pending money matures, payable money goes out with the next payout. Orders placed during the suspension still earn nothing.`
            : `The ${formatUsd(frozenCents)} frozen is voided by opposite ledger entries and the suspension ends. Commission not yet invoiced is not charged to the brand. This cannot be undone.`
        }
        confirmLabel={confirming === 'release' ? 'Release' : 'Forfeit'}
        pendingLabel={confirming === 'release' ? 'Releasing…' : 'Forfeiting…'}
        isPending={handlers.isPending}
        data-testid="suspension-confirm"
      />
    </div>
  );
};
