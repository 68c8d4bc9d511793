import { useId } from 'react';
import { approveDiscountCode } from '../../../../../contracts/partnerships';
import { Badge } from '../../../../../ui/components/ui/badge';
import { toast } from '../../../../../ui/components/ui/toast';
import { TagIcon } from '../../../../../ui/components/ui/workspace-icons';
import { cn } from '../../../../../ui/utils/cn';
import { formatDate } from '../../../../../ui/utils/format';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormField, fieldControlStyles } from '../../../components/ui/form-field';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { RoleNote, useBrandRole } from '../../../lib/brand-role';
import { fieldError, useSchemaForm } from '../../../lib/forms';
import { type CreatorLinks, PitchBlock } from '../../../lib/pitch';
import { type DiscountCode, statusLabels, storeSyncText } from '../../../types/partnership';
import { DEFAULT_DISCOUNT, useDecideDiscountCode } from '../api/decide-discount-code';
import { CreatorName } from './creator-name';
import { DecisionButtons } from './decision-buttons';
import { LeakedCodeActions } from './leaked-code-actions';

const statusTones = { pending: 'amber', approved: 'green', denied: 'red' } as const;
const syncTones = {
  created: 'text-emerald-800',
  pending: 'text-slate-700',
  failed: 'text-red-700',
  not_applicable: 'text-slate-600',
} as const;

/**
 * Creators' discount code requests: pending ones first, each with the creator's pitch (issue 34) and
 * approvable with a percentage.
 */
export const DiscountCodesPanel = ({
  codes,
  creators,
}: {
  codes: DiscountCode[];
  /** The links of the creators whose requests wait. */
  creators: readonly CreatorLinks[];
}) => {
  const linksOf = new Map(creators.map((links) => [links.creator_id, links]));
  if (codes.length === 0) {
    return (
      <EmptyState icon={<TagIcon />} title="No discount code requests" data-testid="codes-empty">
        Creators can ask for a code of their own (their username). Approved codes are created in your Shopify
        store; if the store refuses one (say it already has that code), the reason shows here.
      </EmptyState>
    );
  }
  const ordered = [
    ...codes.filter((code) => code.status === 'pending'),
    ...codes.filter((code) => code.status !== 'pending'),
  ];
  return (
    <>
      {ordered[0]?.status === 'pending' && <RoleNote work="program" className="mb-3" />}
      <ul className="grid gap-3" aria-label="Discount code requests">
        {ordered.map((code) => (
          <CodeRow key={code.creator_id} code={code} links={linksOf.get(code.creator_id)} />
        ))}
      </ul>
    </>
  );
};

/** Spec: a whole percentage from 1 to 100. */
const parsePercentage = (text: string): number | undefined => {
  const value = Number(text.trim());
  return /^\d+$/.test(text.trim()) && value >= 1 && value <= 100 ? value : undefined;
};

/** The approve route's body schema, with the percentage as typed; any refusal in the spec's words. */
const approveForm = {
  schema: approveDiscountCode.body,
  toInput: ({ discount_percentage }: { discount_percentage: string }) => ({
    discount_percentage: parsePercentage(discount_percentage) ?? Number.NaN,
  }),
  check: ({ discount_percentage }: { discount_percentage: string }) => ({
    discount_percentage:
      parsePercentage(discount_percentage) === undefined
        ? 'Enter a whole percentage from 1 to 100'
        : undefined,
  }),
};

const CodeRow = ({ code, links }: { code: DiscountCode; links: CreatorLinks | undefined }) => {
  const id = useId();
  const decide = useDecideDiscountCode();
  const form = useSchemaForm({
    ...approveForm,
    defaultValues: { discount_percentage: String(DEFAULT_DISCOUNT) },
  });
  const error = fieldError(form, 'discount_percentage');
  const deciding = decide.isPending ? decide.variables?.decision : undefined;
  // Issue 35: deciding is the program's; the other roles see the request and its status.
  const decides = useBrandRole().can('program') && code.status === 'pending';

  const failed = (fallback: string) => (failure: unknown) =>
    toast.error('Error', apiErrorMessage(failure, fallback));

  const approve = form.handleSubmit(({ discount_percentage: value }) => {
    decide.mutate(
      { creatorId: code.creator_id, decision: 'approve', discount_percentage: value },
      {
        onSuccess: () =>
          toast.success('Discount Code Approved', `${code.code} gives shoppers ${value}% off.`),
        onError: failed('Failed to approve discount code'),
      },
    );
  });

  const deny = () =>
    decide.mutate(
      { creatorId: code.creator_id, decision: 'deny' },
      {
        onSuccess: () =>
          toast.success('Discount Code Denied', `@${code.creator_username}'s request was declined.`),
        onError: failed('Failed to deny discount code'),
      },
    );

  return (
    <li
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="brand-discount-code"
      data-creator-id={code.creator_id}
      data-status={code.status}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1.5">
          <CreatorName username={code.creator_username} />
          <p className="text-sm text-slate-700">
            Code <span className="font-mono font-semibold tracking-wide text-slate-900">{code.code}</span>
            <span className="text-slate-600"> · requested {formatDate(code.requested_at)}</span>
          </p>
          {code.status === 'approved' && (
            <p
              className={cn('text-sm font-medium', syncTones[code.store_sync])}
              data-testid="code-store-sync"
              data-sync={code.store_sync}
            >
              {code.discount_percentage !== null && <span>{code.discount_percentage}% off · </span>}
              {storeSyncText(code, 'brand')}
            </p>
          )}
          {code.status === 'approved' && code.store_sync === 'created' && <LeakedCodeActions code={code} />}
          {code.status === 'pending' && (
            <PitchBlock
              username={code.creator_username}
              message={code.message}
              sentAt={code.requested_at}
              links={links}
            />
          )}
        </div>
        <Badge tone={statusTones[code.status]} className="self-start" data-testid="code-status">
          {statusLabels[code.status]}
        </Badge>
      </div>

      {decides && (
        <form
          noValidate
          onSubmit={approve}
          className="mt-4 flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-end"
        >
          <FormField
            id={`${id}-percentage`}
            label={
              <>
                Discount (%)<span className="sr-only"> for {code.code}</span>
              </>
            }
            error={error}
          >
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                min={1}
                max={100}
                step={1}
                {...form.register('discount_percentage')}
                className={fieldControlStyles({ invalid: Boolean(error), className: 'block h-10 w-28' })}
              />
            )}
          </FormField>
          {/* The error under the field lengthens its column: keep the buttons level with the field. */}
          <DecisionButtons
            subject={code.code}
            deciding={deciding}
            busy={decide.isPending}
            onDeny={deny}
            className={cn('sm:flex', error && 'sm:mb-7')}
          />
        </form>
      )}
    </li>
  );
};
