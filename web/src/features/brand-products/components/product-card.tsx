import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { Badge } from '../../../../../ui/components/ui/badge';
import { Button } from '../../../../../ui/components/ui/button';
import { ProductImage } from '../../../../../ui/components/ui/product-image';
import { toast } from '../../../../../ui/components/ui/toast';
import {
  LinkIcon,
  PencilIcon,
  SlidersIcon,
  TrashIcon,
} from '../../../../../ui/components/ui/workspace-icons';
import { formatDateTime, formatUsd } from '../../../../../ui/utils/format';
import { FormField } from '../../../components/ui/form-field';
import { PercentInput } from '../../../components/ui/percent-input';
import { Switch } from '../../../components/ui/switch';
import { useCancelRateCut } from '../api/cancel-rate-cut';
import { categoryLabel, type Product } from '../api/get-products';
import { parseCommission } from '../api/set-commission-for-all';
import { useUpdateProductSettings } from '../api/update-product-settings';
import { errorMessage } from './error-message';
import type { ProductDialogKind } from './product-dialogs';

type ProductCardProps = {
  product: Product;
  /** The caller's role may change the program (issue 35): else the card reads, with no controls. */
  editable: boolean;
  /** Chosen for a bulk action. */
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  /** Opens one of the catalogue's dialogs (edit, settings, links, delete) for this product. */
  onOpenDialog: (kind: ProductDialogKind, product: Product) => void;
};

/** One product of My Products: status, price, category, availability and commission; dialogs open above. */
export const ProductCard = ({
  product,
  editable,
  selected,
  onSelectedChange,
  onOpenDialog,
}: ProductCardProps) => {
  const nameId = useId();
  const settings = useUpdateProductSettings();
  const live = product.available_to_influencers;
  const open = (kind: ProductDialogKind) => () => onOpenDialog(kind, product);

  const setAvailability = (available: boolean) =>
    settings.mutate(
      { id: product.id, available_to_influencers: available },
      {
        onSuccess: () =>
          toast.success(
            'Product Updated',
            available ? `${product.name} is live for creators` : `${product.name} is paused`,
          ),
        onError: (error) => toast.error('Error', errorMessage(error, 'Failed to update product')),
      },
    );

  return (
    <li
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      data-testid="product-card"
      data-product-id={product.id}
      aria-labelledby={nameId}
    >
      <ProductImage src={product.image_url}>
        <Badge
          tone={live ? 'green' : 'neutral'}
          className="absolute top-3 left-3 shadow-sm"
          data-testid="product-status"
        >
          {live ? 'Live' : 'Paused'}
        </Badge>
      </ProductImage>

      <div className="flex flex-1 flex-col gap-4 p-4">
        <div className="min-w-0">
          <div className="flex items-start gap-3">
            {editable && (
              <input
                type="checkbox"
                checked={selected}
                onChange={(event) => onSelectedChange(event.target.checked)}
                aria-label={`Select ${product.name}`}
                className="mt-0.5 size-5 shrink-0 accent-violet-700"
                data-testid="product-select"
              />
            )}
            <h3 id={nameId} className="line-clamp-2 font-semibold text-slate-900">
              {product.name}
            </h3>
          </div>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
            <span className="font-semibold text-slate-900" data-testid="product-price">
              {formatUsd(product.price_cents)}
            </span>
            <span aria-hidden="true">·</span>
            <span data-testid="product-category">{categoryLabel(product.category)}</span>
          </p>
        </div>

        {editable ? (
          <>
            <div className="flex items-center justify-between gap-3">
              <span id={`${nameId}-available`} className="text-sm font-medium text-slate-700">
                Available to creators
              </span>
              <Switch
                checked={live}
                onChange={setAvailability}
                aria-labelledby={`${nameId}-available ${nameId}`}
                data-testid="availability-switch"
              />
            </div>
            <CommissionInput product={product} nameId={nameId} />
          </>
        ) : (
          // The Live/Paused badge above says the availability.
          <p className="flex justify-between gap-3 text-sm font-medium text-slate-700">
            Commission
            <span className="text-slate-900 tabular-nums" data-testid="commission-rate">
              {product.commission_percentage}%
            </span>
          </p>
        )}
        {product.pending_rate && <PendingCut product={product} editable={editable} />}
        {product.leaves_at && (
          // Paused (or deleted) with partners: they keep earning until the date (contracts/program-schedule.ts).
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="leaves-at">
            Leaving the program on {formatDateTime(product.leaves_at)}: partners' orders placed before then
            still earn its rate
          </p>
        )}

        <div className="mt-auto grid grid-cols-2 gap-2 border-t border-slate-100 pt-4">
          {editable && (
            <>
              <Button variant="secondary" size="sm" onClick={open('edit')}>
                <PencilIcon className="size-4" />
                Edit<span className="sr-only"> {product.name}</span>
              </Button>
              <Button variant="secondary" size="sm" onClick={open('settings')}>
                <SlidersIcon className="size-4" />
                More Settings<span className="sr-only"> for {product.name}</span>
              </Button>
            </>
          )}
          <Button variant="secondary" size="sm" onClick={open('links')}>
            <LinkIcon className="size-4" />
            Links ({product.link_count})<span className="sr-only"> of {product.name}</span>
          </Button>
          {editable && (
            <Button
              variant="ghost"
              size="sm"
              className="text-red-700 hover:bg-red-50 hover:text-red-800"
              onClick={open('delete')}
            >
              <TrashIcon className="size-4" />
              Delete<span className="sr-only"> {product.name}</span>
            </Button>
          )}
        </div>
      </div>
    </li>
  );
};

/** An announced cut: its rate and date, and Cancel while it is not in force (set-product-rate.ts). */
const PendingCut = ({ product, editable }: { product: Product; editable: boolean }) => {
  const cancel = useCancelRateCut();
  const cut = product.pending_rate;
  if (!cut) return null;
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
      data-testid="pending-rate"
    >
      <span>
        Cut to {cut.commission_percentage}% from {formatDateTime(cut.effective_at)}
      </span>
      {editable && (
        <Button
          variant="secondary"
          size="sm"
          isLoading={cancel.isPending}
          onClick={() =>
            cancel.mutate(product.id, {
              onSuccess: () =>
                toast.success('Cut Cancelled', `${product.name} keeps ${product.commission_percentage}%`),
              onError: (error) => toast.error('Error', errorMessage(error, 'Failed to cancel the cut')),
            })
          }
        >
          Cancel cut<span className="sr-only"> of {product.name}</span>
        </Button>
      )}
    </div>
  );
};

/**
 * The per-product commission (spec 5): 0-100, saved on blur or Enter; anything that is not a number is
 * ignored (the field goes back to the saved rate).
 */
const CommissionInput = ({ product, nameId }: { product: Product; nameId: string }) => {
  const saved = product.commission_percentage;
  const [draft, setDraft] = useState(String(saved));
  const settings = useUpdateProductSettings();
  const inputId = `${nameId}-commission`;

  // 'Apply to All' or a refetch changed the rate: show it.
  useEffect(() => setDraft(String(saved)), [saved]);

  const commit = () => {
    const text = draft.trim();
    const value = Number(text);
    if (text === '' || !Number.isFinite(value)) {
      setDraft(String(saved));
      return;
    }
    const commission = parseCommission(text);
    if (commission === undefined) {
      toast.error('Invalid Commission', 'Please enter a valid commission rate between 0-100%');
      setDraft(String(saved));
      return;
    }
    setDraft(String(commission));
    if (commission === saved) return;
    settings.mutate(
      { id: product.id, commission_percentage: commission },
      {
        onSuccess: (updated) => {
          // A cut is announced, not in force: the field shows the rate creators earn now.
          setDraft(String(updated.commission_percentage));
          return updated.pending_rate
            ? toast.success(
                'Cut Announced',
                `${product.name} pays ${updated.pending_rate.commission_percentage}% from ${formatDateTime(updated.pending_rate.effective_at)}; creators are told now`,
              )
            : toast.success('Product Updated', `${product.name} now pays ${commission}% commission`);
        },
        onError: (error) => {
          toast.error('Error', errorMessage(error, 'Failed to update product'));
          setDraft(String(saved));
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape') {
      setDraft(String(saved));
    }
  };

  return (
    <FormField
      id={inputId}
      className="flex items-center justify-between gap-3"
      labelClassName="text-sm font-medium text-slate-700"
      label={
        <>
          Commission<span className="sr-only"> for {product.name}</span> (%)
        </>
      }
    >
      {(control) => (
        <PercentInput
          {...control}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
          data-testid="commission-input"
          className="h-9 w-24 rounded-lg border border-slate-300 bg-white px-2 text-right text-base text-slate-900 shadow-sm focus-visible:border-violet-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-violet-600 sm:text-sm"
        />
      )}
    </FormField>
  );
};
