import { useState } from 'react';
import { Badge } from '../../../../../ui/components/ui/badge';
import { Button } from '../../../../../ui/components/ui/button';
import { ProductImage } from '../../../../../ui/components/ui/product-image';
import { CopyIcon, DownloadIcon, GiftIcon, SendIcon } from '../../../../../ui/components/ui/workspace-icons';
import { cn } from '../../../../../ui/utils/cn';
import { formatUsd } from '../../../../../ui/utils/format';
import { Dialog } from '../../../components/ui/dialog';
import { RequestState } from '../../../lib/pitch';
import type { ProgramMode } from '../../../types/brand';
import type { ProfileProduct } from '../api/get-brand-profile';
import { categoryOf, earnPerSale } from './product-labels';
import { ProductPitchDialog } from './product-pitch-dialog';
import { type ActionResult, useProductActions } from './use-product-actions';

/** A product's details (spec 2.5): large image, the figures, and the same actions as its card. */
export const ProductDetailDialog = ({
  brandId,
  brandName,
  programMode,
  product,
  onClose,
}: {
  brandId: string;
  brandName: string;
  programMode: ProgramMode;
  product: ProfileProduct | undefined;
  onClose: () => void;
}) => (
  <Dialog
    open={product !== undefined}
    onClose={onClose}
    title={product?.name ?? ''}
    size="lg"
    data-testid="product-detail-dialog"
  >
    {product && (
      <Details brandId={brandId} brandName={brandName} programMode={programMode} product={product} />
    )}
  </Dialog>
);

const Details = ({
  brandId,
  brandName,
  programMode,
  product,
}: {
  brandId: string;
  brandName: string;
  programMode: ProgramMode;
  product: ProfileProduct;
}) => {
  // The page's toasts are inert under the modal: the dialog says how each action went itself.
  const [result, setResult] = useState<ActionResult>();
  const actions = useProductActions(brandId, programMode, product, setResult);

  return (
    <div className="space-y-5">
      <ProductImage src={product.image_url} wide className="overflow-hidden rounded-xl">
        {product.sample_available && (
          <Badge tone="green" className="absolute top-3 left-3 shadow-sm">
            Sample Available
          </Badge>
        )}
      </ProductImage>
      <div className="grid grid-cols-2 gap-2">
        <Button
          variant="secondary"
          size="sm"
          className={actions.access.copy ? undefined : 'col-span-2'}
          onClick={() => void actions.download()}
          isLoading={actions.downloading}
        >
          {!actions.downloading && <DownloadIcon className="size-4" />}
          Download<span className="sr-only"> image</span>
        </Button>
        {actions.access.copy && (
          <Button variant="secondary" size="sm" onClick={actions.copy} isLoading={actions.copying}>
            {!actions.copying && <CopyIcon className="size-4" />}
            Copy Link
          </Button>
        )}
      </div>
      {product.description && (
        <p className="text-sm whitespace-pre-line text-slate-700">{product.description}</p>
      )}
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <Figure term="Price" value={formatUsd(product.price_cents)} />
        <Figure term="Commission" value={`${product.commission_percentage}%`} />
        <Figure term="Category" value={categoryOf(product)} />
        <Figure term="Earnings per sale" value={earnPerSale(product)} highlight />
      </dl>
      {product.promotional_guidelines && (
        <div className="rounded-xl bg-slate-50 p-4 text-sm">
          <h3 className="font-semibold text-slate-900">Promotional guidelines</h3>
          <p className="mt-1 whitespace-pre-line text-slate-700">{product.promotional_guidelines}</p>
        </div>
      )}
      <p
        role="status"
        className={cn(
          'min-h-5 text-sm font-medium',
          result?.ok === false ? 'text-red-700' : 'text-emerald-800',
        )}
        data-testid="product-detail-status"
      >
        {result?.text}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {product.sample_eligible &&
          (actions.sampleLabel ? (
            <RequestState text={actions.sampleLabel} data-testid="sample-state" />
          ) : (
            <Button
              variant="secondary"
              onClick={actions.openSampleRequest}
              isLoading={actions.samplesLoading}
            >
              {!actions.samplesLoading && <GiftIcon className="size-4" />}
              Request Sample
            </Button>
          ))}
        {actions.access.apply && (
          <Button
            onClick={actions.openApply}
            isLoading={actions.access.loading}
            disabled={actions.access.loading}
          >
            {!actions.access.loading && <SendIcon className="size-4" />}
            Apply to Promote
          </Button>
        )}
        {actions.applicationLabel && (
          <RequestState text={actions.applicationLabel} data-testid="application-state" />
        )}
      </div>
      {/* A second modal over this one: Escape or Cancel returns here. */}
      <ProductPitchDialog actions={actions} product={product} brandName={brandName} />
    </div>
  );
};

const Figure = ({ term, value, highlight = false }: { term: string; value: string; highlight?: boolean }) => (
  <div
    className={cn(
      'rounded-xl border p-3',
      highlight ? 'border-emerald-200 bg-emerald-50' : 'border-slate-200',
    )}
  >
    <dt className="text-slate-600">{term}</dt>
    <dd className={cn('mt-0.5 font-semibold', highlight ? 'text-emerald-800' : 'text-slate-900')}>{value}</dd>
  </div>
);
