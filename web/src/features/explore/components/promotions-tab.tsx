import { useId } from 'react';
import { Badge } from '../../../../../ui/components/ui/badge';
import { MegaphoneIcon } from '../../../../../ui/components/ui/icons';
import { Skeleton } from '../../../../../ui/components/ui/skeleton';
import { formatLongDay } from '../../../../../ui/utils/format';
import { InlineLoadError } from '../../../components/layouts/inline-load-error';
import { ResultCard } from '../../../components/layouts/result-card';
import { EmptyState } from '../../../components/ui/empty-state';
import { type Promotion, usePromotions } from '../api/get-promotions';

/**
 * Explore → Promotions (issue 21): brands' time-limited offers — a higher rate between two dates, for one
 * product or every product of the brand — running now or coming, soonest ending first. A sale whose order
 * falls within the dates earns the offer's rate when it is the highest rule (docs/architecture.md
 * section 5, "Terms").
 */
export const PromotionsTab = () => {
  const promotions = usePromotions();
  if (promotions.isPending) return <Skeleton className="h-24 w-full" label="Loading promotions" />;
  if (promotions.isError)
    return (
      <InlineLoadError
        what="promotions"
        onRetry={() => void promotions.refetch()}
        isRetrying={promotions.isFetching}
      />
    );
  if (promotions.data.length === 0)
    return (
      <EmptyState icon={<MegaphoneIcon />} title="No promotions right now" data-testid="promotions-empty">
        When brands run a time-limited offer, it is listed here with its dates.
      </EmptyState>
    );
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="promotions">
      {promotions.data.map((offer) => (
        <PromotionCard key={offer.id} offer={offer} />
      ))}
    </ul>
  );
};

const PromotionCard = ({ offer }: { offer: Promotion }) => {
  const nameId = useId();
  return (
    <ResultCard
      aria-labelledby={nameId}
      className="flex h-full flex-col gap-2 border-slate-200 p-4"
      data-testid="promotion"
      data-offer-id={offer.id}
    >
      <div className="flex items-center justify-between gap-2">
        <p className="truncate text-sm font-medium text-slate-600">{offer.brand_name}</p>
        <Badge tone={offer.state === 'running' ? 'green' : 'neutral'}>
          {offer.state === 'running' ? 'Running' : 'Coming'}
        </Badge>
      </div>
      <h3 id={nameId} className="font-semibold text-slate-900">
        {offer.rate_percentage}% commission on {offer.product_name ?? `every ${offer.brand_name} product`}
      </h3>
      <p className="text-sm text-slate-700" data-testid="promotion-dates">
        {formatLongDay(offer.starts_on)} – {formatLongDay(offer.ends_on)} (UTC)
      </p>
    </ResultCard>
  );
};
