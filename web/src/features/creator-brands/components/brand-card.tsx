import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '../../../../../ui/components/ui/badge';
import { buttonStyles } from '../../../../../ui/components/ui/button';
import { paths } from '../../../../../ui/config/paths';
import { ResultCard } from '../../../components/layouts/result-card';
import { programModeLabels } from '../../../types/brand';
import type { DirectoryBrand } from '../api/get-brands';
import { BrandLogo } from './brand-logo';

/** A brand in the directory (spec 2.5): logo, badges, a two-line description, products, the profile link. */
export const BrandCard = ({ brand }: { brand: DirectoryBrand }) => {
  const nameId = useId();
  const description = brand.description || brand.mission_statement || 'No description available';
  return (
    <ResultCard
      aria-labelledby={nameId}
      className="border-slate-200 p-5"
      data-testid="brand-card"
      data-brand-id={brand.id}
    >
      <div className="flex items-start gap-3">
        <BrandLogo name={brand.brand_name} src={brand.logo_url} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap gap-1.5">
            <Badge tone="green">Store Connected</Badge>
            {brand.website && <Badge>Website</Badge>}
            {brand.program_mode === 'approval' && <Badge tone="amber">{programModeLabels.approval}</Badge>}
          </div>
          <h3 id={nameId} className="mt-1.5 truncate font-semibold text-slate-900">
            {brand.brand_name}
          </h3>
        </div>
      </div>
      <p className="mt-3 line-clamp-2 text-sm text-slate-600">{description}</p>
      <p className="mt-3 text-sm text-slate-700">
        <span className="font-semibold text-slate-900 tabular-nums">{brand.product_count}</span>{' '}
        {brand.product_count === 1 ? 'product' : 'products'} to promote
      </p>
      <Link
        to={paths.creator.brand.getHref(brand.id)}
        className={buttonStyles({ variant: 'secondary', className: 'mt-4 w-full' })}
      >
        View Brand Profile<span className="sr-only"> of {brand.brand_name}</span>
      </Link>
    </ResultCard>
  );
};
