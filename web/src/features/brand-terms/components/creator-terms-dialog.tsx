import { type FormEvent, useId, useState } from 'react';
import { RATE_CUT_NOTICE_DAYS } from '../../../../../contracts/rate-schedule';
import { Button } from '../../../../../ui/components/ui/button';
import { Skeleton } from '../../../../../ui/components/ui/skeleton';
import { toast } from '../../../../../ui/components/ui/toast';
import { formatDateTime } from '../../../../../ui/utils/format';
import { QueryState } from '../../../components/layouts/query-state';
import { Dialog } from '../../../components/ui/dialog';
import { FormField, fieldControlStyles } from '../../../components/ui/form-field';
import { PercentInput } from '../../../components/ui/percent-input';
import { Select } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api-client';
import {
  type CreatorTerm,
  useBrandTerms,
  useCancelTermCut,
  useSetCreatorTerm,
  useTermProducts,
} from '../api/creator-terms';
import { PendingCut, scopeOf } from './term-parts';

const DAY_MS = 24 * 3600 * 1000;
const ALL_PRODUCTS = '';

type Errors = { scope?: string; rate?: string; form?: string };

/**
 * Per-creator terms (docs/architecture.md section 5, "Terms"): the brand's rate for one creator, for
 * every product or one of them. Terms only lift a creator's rate; a raise is in force at once and a cut
 * waits out the notice, so the dialog says which one a save is, with the cut's date, before saving.
 */
export const CreatorTermsDialog = ({
  creator,
  open,
  onClose,
}: {
  creator: { id: string; username: string };
  open: boolean;
  onClose: () => void;
}) => {
  const terms = useBrandTerms();
  const products = useTermProducts(open);
  const save = useSetCreatorTerm();
  const [scope, setScope] = useState(ALL_PRODUCTS);
  const [rate, setRate] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const formId = useId();

  const mine = (terms.data ?? []).filter((term) => term.creator_id === creator.id);
  const current = mine.find((term) => (term.product_id ?? ALL_PRODUCTS) === scope);
  // A product's own terms replace the brand-wide ones for it, even when lower (architecture, "Terms").
  const brandWide = mine.find((term) => term.product_id === null);
  const parsed = rate.trim() === '' ? Number.NaN : Number(rate);
  const isCut = current !== undefined && Number.isFinite(parsed) && parsed < current.commission_percentage;

  const close = () => {
    setScope(ALL_PRODUCTS);
    setRate('');
    setErrors({});
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!Number.isFinite(parsed) || parsed < 0 || parsed > 100) {
      setErrors({ rate: 'Please enter a valid commission rate between 0-100%' });
      return;
    }
    setErrors({});
    save.mutate(
      {
        creator_id: creator.id,
        product_id: scope === ALL_PRODUCTS ? null : scope,
        commission_percentage: parsed,
      },
      {
        onSuccess: (term) => {
          if (term.pending_rate)
            toast.success(
              'Cut Announced',
              `@${creator.username} is told now; ${term.pending_rate.commission_percentage}% from ${formatDateTime(term.pending_rate.effective_at)}`,
            );
          else
            toast.success(
              'Terms Saved',
              `@${creator.username}: ${term.commission_percentage}% ${scopeOf(term)}`,
            );
          close();
        },
        onError: (failure) => {
          if (!(failure instanceof ApiError) || failure.status >= 500) {
            setErrors({ form: 'Failed to save the terms. Please try again.' });
            return;
          }
          const { commission_percentage, product_id, creator_id } = failure.fields;
          setErrors(
            commission_percentage || product_id
              ? { rate: commission_percentage, scope: product_id }
              : { form: creator_id ?? failure.message },
          );
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={`Terms for @${creator.username}`}
      description={`A rate for this creator alone, for all your products or one of them. They always earn at least the product's rate. A raise applies at once; a cut takes effect ${RATE_CUT_NOTICE_DAYS} days after you save it, and they are told the date.`}
      data-testid="creator-terms-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Close
          </Button>
          <Button type="submit" form={formId} isLoading={save.isPending}>
            {save.isPending ? 'Saving...' : isCut ? 'Announce cut' : 'Save terms'}
          </Button>
        </>
      }
    >
      <QueryState
        query={terms}
        what="terms"
        errorStyle="inline"
        loading={<Skeleton className="h-12 w-full" label="Loading terms" />}
      >
        {() =>
          mine.length === 0 ? (
            <p className="text-sm text-slate-600" data-testid="creator-terms-none">
              No terms yet: @{creator.username} earns each product's rate.
            </p>
          ) : (
            <CurrentTerms terms={mine} />
          )
        }
      </QueryState>

      <form id={formId} noValidate onSubmit={submit} className="mt-4 space-y-3">
        {products.isPending ? (
          <Skeleton className="h-11 w-full" label="Loading products" />
        ) : (
          <Select
            label="Applies to"
            value={scope}
            onChange={(event) => setScope(event.target.value)}
            error={errors.scope}
            options={[
              { value: ALL_PRODUCTS, label: 'All my products' },
              ...(products.data ?? []).map((product) => ({ value: product.id, label: product.name })),
            ]}
          />
        )}
        <FormField
          id={`${formId}-rate`}
          label="Rate (%)"
          error={errors.rate}
          hint={current ? `In force now: ${current.commission_percentage}%` : undefined}
        >
          {(control) => (
            <PercentInput
              {...control}
              value={rate}
              onChange={(event) => setRate(event.target.value)}
              className={fieldControlStyles({ invalid: Boolean(errors.rate), className: 'block h-11 w-32' })}
            />
          )}
        </FormField>
        <p className="text-sm text-slate-700" aria-live="polite" data-testid="creator-terms-rule">
          {isCut
            ? `A cut: @${creator.username} keeps ${current.commission_percentage}% until ${formatDateTime(
                new Date(Date.now() + RATE_CUT_NOTICE_DAYS * DAY_MS).toISOString(),
              )}, then earns ${parsed}%.`
            : current
              ? 'A raise or the same rate: in force at once (it replaces an announced cut).'
              : brandWide && scope !== ALL_PRODUCTS
                ? `New terms: in force at once, and for this product they replace the ${brandWide.commission_percentage}% for all products.`
                : 'New terms: in force at once.'}
        </p>
        {errors.form && (
          <p role="alert" className="text-sm text-red-800">
            {errors.form}
          </p>
        )}
      </form>
    </Dialog>
  );
};

const CurrentTerms = ({ terms }: { terms: CreatorTerm[] }) => {
  const cancel = useCancelTermCut();
  return (
    <ul className="space-y-2" aria-label="Current terms" data-testid="creator-terms-current">
      {terms.map((term) => (
        <li
          key={term.product_id ?? 'brand'}
          className="rounded-lg border border-slate-200 px-3 py-2 text-sm"
          data-testid="creator-term"
        >
          <span className="font-semibold text-slate-900">{term.commission_percentage}%</span>{' '}
          <span className="text-slate-700">{scopeOf(term)}</span>
          {term.pending_rate && (
            <PendingCut
              pending={term.pending_rate}
              isPending={cancel.isPending}
              onCancel={() =>
                cancel.mutate(
                  { creator_id: term.creator_id, product_id: term.product_id },
                  {
                    onSuccess: () => toast.success('Cut Cancelled', `${term.commission_percentage}% stays`),
                    onError: () => toast.error('Error', 'Failed to cancel the cut'),
                  },
                )
              }
            />
          )}
        </li>
      ))}
    </ul>
  );
};
