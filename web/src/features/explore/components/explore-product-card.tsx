import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Badge } from '../../../../../ui/components/ui/badge';
import { Button } from '../../../../../ui/components/ui/button';
import { ProductImage } from '../../../../../ui/components/ui/product-image';
import { toast } from '../../../../../ui/components/ui/toast';
import { CopyIcon, SendIcon } from '../../../../../ui/components/ui/workspace-icons';
import { paths } from '../../../../../ui/config/paths';
import { formatDateTime, formatUsd } from '../../../../../ui/utils/format';
import { ResultCard } from '../../../components/layouts/result-card';
import {
  applicationStateLabel,
  useApplyToPromote,
  useCopyReferralLink,
  usePromoteAccess,
} from '../../../lib/creator-partnerships';
import { PitchDialog, RequestState } from '../../../lib/pitch';
import { programModeLabels } from '../../../types/brand';
import type { ExploreProduct } from '../api/get-explore-products';

type Viewer = 'creator' | 'brand' | 'visitor' | 'unknown';

const categoryLabel = (category: string) =>
  category ? category.charAt(0).toUpperCase() + category.slice(1) : 'Uncategorized';

/**
 * A product in Explore: brand, price, commission and what a sale earns. Creators get Copy Link and
 * Apply; a visitor pressing them is sent to log in (spec 6); brands see the card without them. A brand
 * that requires approval (issue 21) shows it, and its products offer Copy Link only to a creator it
 * approved: the others get Apply, or see that their application is pending or was not approved.
 */
export const ExploreProductCard = ({
  product,
  viewer,
  priority = false,
}: {
  product: ExploreProduct;
  viewer: Viewer;
  /** In the first row, seen at once: its picture is fetched at once (the page's largest paint). */
  priority?: boolean;
}) => {
  const nameId = useId();
  const navigate = useNavigate();
  const copyLink = useCopyReferralLink('marketplace');
  const apply = useApplyToPromote();
  const [pitching, setPitching] = useState(false);
  const target = { brand_id: product.brand.id, product_id: product.id };
  const access = usePromoteAccess(product.brand.program_mode, product.id, viewer === 'creator');
  const { loading } = access;
  const approval = product.brand.program_mode === 'approval';
  const stateLabel = applicationStateLabel(access);

  const needLogin = (text: string) => {
    toast.error('Login Required', text);
    void navigate(paths.auth.login.getHref());
  };

  return (
    <ResultCard
      aria-labelledby={nameId}
      className="overflow-hidden border-slate-200"
      data-testid="explore-card"
      data-product-id={product.id}
    >
      <ProductImage src={product.image_url} eager={priority}>
        <Badge tone="violet" className="absolute top-3 left-3 shadow-sm">
          {product.commission_percentage}% commission
        </Badge>
      </ProductImage>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="min-w-0">
          <p className="flex items-center gap-2 text-xs font-medium text-slate-600">
            {product.brand.logo_url && (
              <img
                src={product.brand.logo_url}
                alt=""
                width={16}
                height={16}
                loading="lazy"
                className="size-4 rounded-full object-cover"
              />
            )}
            <span className="truncate" data-testid="explore-brand">
              {product.brand.brand_name}
            </span>
          </p>
          <h3 id={nameId} className="mt-1 line-clamp-2 font-semibold text-slate-900">
            {/* The product's public page (server-rendered: a full load, not a route of the app). */}
            <a href={paths.product.getHref(product.id)} className="underline-offset-2 hover:underline">
              {product.name}
            </a>
          </h3>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
            <span className="font-semibold text-slate-900">{formatUsd(product.price_cents)}</span>
            <span aria-hidden="true">·</span>
            <span>{categoryLabel(product.category)}</span>
          </p>
        </div>
        <p
          className="rounded-lg bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-800"
          data-testid="earn-per-sale"
        >
          Earn {formatUsd(product.earn_per_sale_cents)} per sale
        </p>
        {approval && (
          <Badge tone="amber" className="self-start" data-testid="program-mode-badge">
            {programModeLabels.approval}
          </Badge>
        )}
        {product.pending_rate && (
          // A cut is announced before it applies (docs/architecture.md section 5, "Terms"): partners see when.
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="pending-rate">
            Commission falls to {product.pending_rate.commission_percentage}% on{' '}
            {formatDateTime(product.pending_rate.effective_at)}
          </p>
        )}
        {viewer !== 'brand' && (
          <div className="mt-auto grid grid-cols-2 gap-2 pt-1">
            {access.copy && (
              <Button
                variant={approval ? 'primary' : 'secondary'}
                size="sm"
                className={access.apply ? undefined : 'col-span-2'}
                isLoading={copyLink.isPending}
                disabled={viewer === 'unknown'}
                onClick={() =>
                  viewer === 'creator'
                    ? copyLink.mutate(target)
                    : needLogin('Please log in to create referral links')
                }
              >
                {!copyLink.isPending && <CopyIcon className="size-4" />}
                Copy Link<span className="sr-only"> for {product.name}</span>
              </Button>
            )}
            {access.apply && (
              <Button
                size="sm"
                className={access.copy ? undefined : 'col-span-2'}
                isLoading={loading}
                disabled={viewer === 'unknown' || loading}
                onClick={() =>
                  viewer === 'creator'
                    ? setPitching(true)
                    : needLogin('Please log in to apply for partnerships')
                }
              >
                {!loading && <SendIcon className="size-4" />}
                Apply<span className="sr-only"> to promote {product.name}</span>
              </Button>
            )}
            {stateLabel && (
              <RequestState text={stateLabel} className="col-span-2" data-testid="application-state" />
            )}
          </div>
        )}
      </div>
      {viewer === 'creator' && (
        <PitchDialog
          open={pitching}
          onClose={() => setPitching(false)}
          kind="application"
          subject={product.name}
          recipient={product.brand.brand_name}
          onSend={(message) => apply.send({ ...target, product_name: product.name, message })}
        />
      )}
    </ResultCard>
  );
};
