import { useId } from 'react';
import { Badge } from '../../../../../ui/components/ui/badge';
import { Button } from '../../../../../ui/components/ui/button';
import { ProductImage } from '../../../../../ui/components/ui/product-image';
import { CopyIcon, DownloadIcon, GiftIcon, SendIcon } from '../../../../../ui/components/ui/workspace-icons';
import { formatDateTime, formatUsd } from '../../../../../ui/utils/format';
import { RequestState } from '../../../lib/pitch';
import type { ProgramMode } from '../../../types/brand';
import type { ProfileProduct } from '../api/get-brand-profile';
import { categoryOf, earnPerSale } from './product-labels';
import { ProductPitchDialog } from './product-pitch-dialog';
import { useProductActions } from './use-product-actions';

/** A product on a brand profile (spec 2.5) with its actions; 'View details' opens the dialog. */
export const BrandProductCard = ({
  brandId,
  brandName,
  programMode,
  product,
  onOpen,
}: {
  brandId: string;
  brandName: string;
  programMode: ProgramMode;
  product: ProfileProduct;
  onOpen: () => void;
}) => {
  const nameId = useId();
  const actions = useProductActions(brandId, programMode, product);
  // Copy Link and Apply share a row (either alone takes it); a request's state says its sentence on a
  // row of its own.
  const full = 'col-span-2';

  return (
    <li
      aria-labelledby={nameId}
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      data-testid="brand-product-card"
      data-product-id={product.id}
    >
      <ProductImage src={product.image_url}>
        <div className="absolute top-3 left-3 flex flex-wrap gap-1.5">
          <Badge tone="violet" className="shadow-sm">
            {product.commission_percentage}% commission
          </Badge>
          {product.sample_available && (
            <Badge tone="green" className="shadow-sm">
              Sample Available
            </Badge>
          )}
        </div>
      </ProductImage>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="min-w-0">
          <h3 id={nameId} className="line-clamp-2 font-semibold text-slate-900">
            {product.name}
          </h3>
          {product.description && (
            <p className="mt-1 line-clamp-2 text-sm text-slate-600">{product.description}</p>
          )}
          <p className="mt-2 flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
            <span className="font-semibold text-slate-900">{formatUsd(product.price_cents)}</span>
            <span aria-hidden="true">·</span>
            <span>{categoryOf(product)}</span>
          </p>
        </div>
        <p
          className="rounded-lg bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-800"
          data-testid="earn-per-sale"
        >
          Earn {earnPerSale(product)} per sale
        </p>
        {product.pending_rate && (
          // A cut is announced before it applies (docs/architecture.md section 5, "Terms"): partners see when.
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="pending-rate">
            Commission falls to {product.pending_rate.commission_percentage}% on{' '}
            {formatDateTime(product.pending_rate.effective_at)}
          </p>
        )}
        <div className="mt-auto grid grid-cols-2 gap-2 pt-1">
          {actions.access.copy && (
            <Button
              variant={actions.approval ? 'primary' : 'secondary'}
              size="sm"
              className={actions.access.apply ? undefined : full}
              onClick={actions.copy}
              isLoading={actions.copying}
            >
              {!actions.copying && <CopyIcon className="size-4" />}
              Copy Link<span className="sr-only"> for {product.name}</span>
            </Button>
          )}
          {actions.access.apply && (
            <Button
              size="sm"
              className={actions.access.copy ? undefined : full}
              onClick={actions.openApply}
              isLoading={actions.access.loading}
              disabled={actions.access.loading}
            >
              {!actions.access.loading && <SendIcon className="size-4" />}
              Apply<span className="sr-only"> to promote {product.name}</span>
            </Button>
          )}
          {actions.applicationLabel && (
            <RequestState text={actions.applicationLabel} className={full} data-testid="application-state" />
          )}
          {product.sample_eligible &&
            (actions.sampleLabel ? (
              <RequestState text={actions.sampleLabel} className={full} data-testid="sample-state" />
            ) : (
              <Button
                variant="secondary"
                size="sm"
                onClick={actions.openSampleRequest}
                isLoading={actions.samplesLoading}
              >
                {!actions.samplesLoading && <GiftIcon className="size-4" />}
                Request Sample<span className="sr-only"> of {product.name}</span>
              </Button>
            ))}
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void actions.download()}
            isLoading={actions.downloading}
            className={product.sample_eligible && !actions.sampleLabel ? undefined : full}
          >
            {!actions.downloading && <DownloadIcon className="size-4" />}
            Download<span className="sr-only"> image of {product.name}</span>
          </Button>
          <Button variant="ghost" size="sm" className="col-span-2" onClick={onOpen}>
            View details<span className="sr-only"> of {product.name}</span>
          </Button>
        </div>
      </div>
      <ProductPitchDialog actions={actions} product={product} brandName={brandName} />
    </li>
  );
};
