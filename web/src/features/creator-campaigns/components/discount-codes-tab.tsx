import { requestDiscountCode } from '../../../../../contracts/partnerships';
import { Badge } from '../../../../../ui/components/ui/badge';
import { Button } from '../../../../../ui/components/ui/button';
import { Spinner } from '../../../../../ui/components/ui/spinner';
import { TagIcon } from '../../../../../ui/components/ui/workspace-icons';
import { cn } from '../../../../../ui/utils/cn';
import { formatDate } from '../../../../../ui/utils/format';
import { QueryState } from '../../../components/layouts/query-state';
import { Select } from '../../../components/ui/select';
import { useRequestDiscountCode } from '../../../lib/creator-partnerships';
import { textField, useSchemaForm } from '../../../lib/forms';
import { type DiscountCode, statusLabels, storeSyncText } from '../../../types/partnership';
import { useBrandOptions } from '../api/get-brand-options';

const statusTones = { pending: 'amber', approved: 'green', denied: 'red' } as const;

/**
 * Discount Codes (spec 2.5): request one per brand (the code is the username, or `{username}-2`, ... when
 * a former holder of the name keeps it), and how each stands, including a store's refusal and its reason.
 */
export const DiscountCodesTab = ({ codes }: { codes: DiscountCode[] }) => (
  <div className="space-y-6">
    <RequestCodeForm requested={new Set(codes.map((code) => code.brand_id))} />
    {codes.length === 0 ? (
      <p className="text-center text-sm text-slate-600" data-testid="codes-empty">
        No discount codes yet. Request one from a brand above, or from its profile.
      </p>
    ) : (
      <ul className="grid gap-3" aria-label="Discount codes">
        {codes.map((code) => (
          <li
            key={code.brand_id}
            className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between"
            data-testid="creator-discount-code"
            data-brand-id={code.brand_id}
            data-status={code.status}
          >
            <div className="min-w-0">
              <p className="font-mono text-base font-semibold tracking-wide text-slate-900">{code.code}</p>
              <p className="text-sm text-slate-600">
                {code.brand_name} · requested {formatDate(code.requested_at)}
              </p>
              {code.status === 'approved' && (
                <p
                  className={cn(
                    'mt-1 text-sm',
                    code.store_sync === 'failed' ? 'font-medium text-red-700' : 'text-slate-700',
                  )}
                  data-testid="code-store-sync"
                  data-sync={code.store_sync}
                >
                  {code.discount_percentage !== null && (
                    <span className="font-semibold">{code.discount_percentage}% off · </span>
                  )}
                  {storeSyncText(code, 'creator')}
                </p>
              )}
            </div>
            <Badge tone={statusTones[code.status]} data-testid="code-status">
              {statusLabels[code.status]}
            </Badge>
          </li>
        ))}
      </ul>
    )}
  </div>
);

/** 'A brand must be selected' (spec 5); brands already asked are marked in the list. */
const RequestCodeForm = ({ requested }: { requested: ReadonlySet<string> }) => {
  const brands = useBrandOptions();
  const request = useRequestDiscountCode();
  const form = useSchemaForm({ schema: requestDiscountCode.body, defaultValues: { brand_id: '' } });
  const brand = textField(form, 'brand_id', 'code-brand');

  const handleSubmit = form.handleSubmit(({ brand_id }) => {
    const chosen = brands.data?.find((item) => item.id === brand_id);
    if (!chosen) return;
    request.mutate({ brand_id: chosen.id, brand_name: chosen.brand_name }, { onSuccess: () => form.reset() });
  });

  return (
    <section
      aria-labelledby="request-code-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="request-code-title" className="flex items-center gap-2 font-semibold text-slate-900">
        <TagIcon className="size-4 text-violet-700" />
        Request a discount code
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Your code is your username (with a number added if an earlier holder of that name already had it).
        Shoppers who use it get the brand's discount, and the sale counts as yours.
      </p>
      <QueryState
        query={brands}
        what="brands"
        errorStyle="inline"
        inlineErrorClassName="mt-4"
        loading={
          <div className="mt-4 text-violet-700">
            <Spinner label="Loading brands" />
          </div>
        }
      >
        {(options) => (
          <form
            noValidate
            onSubmit={handleSubmit}
            className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
          >
            <div className="flex-1">
              <Select
                {...brand}
                label="Brand"
                options={[
                  { value: '', label: 'Choose a brand' },
                  ...options.map((brand) => ({
                    value: brand.id,
                    label: requested.has(brand.id) ? `${brand.brand_name} (requested)` : brand.brand_name,
                  })),
                ]}
              />
            </div>
            <Button
              type="submit"
              isLoading={request.isPending}
              className={brand.error ? 'sm:mb-7' : undefined}
            >
              {request.isPending ? 'Requesting...' : 'Request Code'}
            </Button>
          </form>
        )}
      </QueryState>
    </section>
  );
};
