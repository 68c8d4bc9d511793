import { useState } from 'react';
import { ROTATION_GRACE_HOURS, type RotationGraceHours } from '../../../../../contracts/partnerships';
import { Badge } from '../../../../../ui/components/ui/badge';
import { Button } from '../../../../../ui/components/ui/button';
import { toast } from '../../../../../ui/components/ui/toast';
import { cn } from '../../../../../ui/utils/cn';
import { formatDateTime } from '../../../../../ui/utils/format';
import { Dialog } from '../../../components/ui/dialog';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useBrandRole } from '../../../lib/brand-role';
import type { DiscountCode } from '../../../types/partnership';
import { useRestrictDiscountCode, useRotateDiscountCode } from '../api/leaked-codes';

const graceLabels: Record<RotationGraceHours, string> = {
  0: 'Stop it now',
  24: '24 hours',
  72: '3 days',
  168: '7 days',
};

const DEFAULT_GRACE: RotationGraceHours = 24;

const changeUnderWay = {
  rotate: 'Creating the new code in your Shopify store…',
  once_per_customer: 'Limiting the code to one use per customer in your Shopify store…',
} as const;

/**
 * Issue 36, leaked codes: on a code working in the brand's Shopify store, its protection — a rotation
 * still ending (the old code and when it stops), the once-per-customer limit — and, for the program's
 * roles, Rotate (a dialog choosing how long the old code keeps working) and One use per customer.
 */
export const LeakedCodeActions = ({ code }: { code: DiscountCode }) => {
  const [rotating, setRotating] = useState(false);
  const restrict = useRestrictDiscountCode();
  const acts = useBrandRole().can('program');
  // A rotation's old code still works, or a change is being made: another rotation waits.
  const busy = code.previous_code !== null || code.pending_change !== null;

  const limit = () =>
    restrict.mutate(code.creator_id, {
      onSuccess: (saved) =>
        toast.success('Limit Requested', `Each customer will be able to use ${saved.code} once.`),
      onError: (error) => toast.error('Error', apiErrorMessage(error, 'Failed to limit the code')),
    });

  return (
    <div className="space-y-2" data-testid="leaked-code-actions">
      {code.pending_change && (
        <p className="text-sm font-medium text-slate-700" role="status" data-testid="code-change-pending">
          {changeUnderWay[code.pending_change]}
        </p>
      )}
      {code.change_error && (
        <p className="text-sm font-medium text-red-700" data-testid="code-change-error">
          Your last change was not made: {code.change_error}
        </p>
      )}
      {(code.previous_code !== null || code.applies_once_per_customer) && (
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          {code.applies_once_per_customer && (
            <Badge tone="blue" data-testid="code-once-per-customer">
              One use per customer
            </Badge>
          )}
          {code.previous_code && code.previous_code_ends_at && (
            <span data-testid="code-previous">
              Replaced <span className="font-mono font-semibold">{code.previous_code}</span>, which works
              until {formatDateTime(code.previous_code_ends_at)}
            </span>
          )}
        </div>
      )}
      {acts && (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => setRotating(true)} disabled={busy}>
            Rotate code<span className="sr-only"> {code.code}</span>
          </Button>
          {!code.applies_once_per_customer && (
            <Button
              variant="secondary"
              size="sm"
              onClick={limit}
              isLoading={restrict.isPending}
              disabled={code.pending_change !== null}
            >
              One use per customer<span className="sr-only"> for {code.code}</span>
            </Button>
          )}
        </div>
      )}
      <RotateDialog code={code} open={rotating} onClose={() => setRotating(false)} />
    </div>
  );
};

const RotateDialog = ({
  code,
  open,
  onClose,
}: {
  code: DiscountCode;
  open: boolean;
  onClose: () => void;
}) => {
  const [grace, setGrace] = useState<RotationGraceHours>(DEFAULT_GRACE);
  const rotate = useRotateDiscountCode();
  const creator = `@${code.creator_username}`;

  const submit = () =>
    rotate.mutate(
      { creatorId: code.creator_id, graceHours: grace },
      {
        onSuccess: () => {
          toast.success(
            'Rotation Requested',
            `A new code is replacing ${code.code} in your Shopify store; ${creator} will be told it.`,
          );
          onClose();
        },
        onError: (error) => toast.error('Error', apiErrorMessage(error, 'Failed to rotate the code')),
      },
    );

  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!rotate.isPending) onClose();
      }}
      size="sm"
      title={`Rotate ${code.code}`}
      description={
        <>
          A new code with the same discount replaces it in your Shopify store. Its orders count as {creator}'s
          sales at once, and {creator} is told the new code.
        </>
      }
      data-testid="rotate-code-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={rotate.isPending}>
            Cancel
          </Button>
          <Button onClick={submit} isLoading={rotate.isPending}>
            {rotate.isPending ? 'Rotating…' : 'Rotate code'}
          </Button>
        </>
      }
    >
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">How long {code.code} keeps working</legend>
        <p className="mt-1 text-sm text-slate-600">
          Orders with it still count for {creator} until then; afterwards your store refuses it.
        </p>
        <div className="mt-3 grid grid-cols-2 gap-2">
          {ROTATION_GRACE_HOURS.map((hours) => (
            <label
              key={hours}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-xl border px-3 py-2.5 text-sm',
                grace === hours
                  ? 'border-violet-600 bg-violet-50 font-semibold text-violet-900'
                  : 'border-slate-200 text-slate-800 hover:bg-slate-50',
              )}
            >
              <input
                type="radio"
                name={`grace-${code.creator_id}`}
                value={hours}
                checked={grace === hours}
                onChange={() => setGrace(hours)}
                className="size-4 shrink-0 accent-violet-700"
              />
              {graceLabels[hours]}
            </label>
          ))}
        </div>
      </fieldset>
    </Dialog>
  );
};
