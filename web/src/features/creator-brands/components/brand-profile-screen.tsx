import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { StatusPanel } from '../../../../../ui/components/layouts/status-panel';
import { Badge } from '../../../../../ui/components/ui/badge';
import { Button, buttonStyles } from '../../../../../ui/components/ui/button';
import { Skeleton } from '../../../../../ui/components/ui/skeleton';
import { ArrowLeftIcon, ShieldCheckIcon, TagIcon } from '../../../../../ui/components/ui/workspace-icons';
import { pageTitle } from '../../../../../ui/config/app';
import { paths } from '../../../../../ui/config/paths';
import { PageContainer } from '../../../components/layouts/page-header';
import { QueryState } from '../../../components/layouts/query-state';
import { UrlTabs } from '../../../components/layouts/url-tabs';
import { useMyDiscountCode, useRequestDiscountCode } from '../../../lib/creator-partnerships';
import { PitchDialog, pendingSinceText, RequestState } from '../../../lib/pitch';
import { programModeLabels } from '../../../types/brand';
import { type BrandProfile, useBrandProfile } from '../api/get-brand-profile';
import { BrandInfoTab } from './brand-info-tab';
import { BrandLinkList } from './brand-link-list';
import { BrandLogo } from './brand-logo';
import { BrandProductsTab } from './brand-products-tab';
import { MyTerms } from './my-terms';
import { socialLinksOf } from './social-links';

const BackToBrands = () => (
  <Link
    to={paths.creator.brands.getHref()}
    className="inline-flex items-center gap-1.5 text-sm font-medium text-violet-700 underline-offset-2 hover:underline"
  >
    <ArrowLeftIcon className="size-4" />
    Back to Brands
  </Link>
);

/**
 * The UGC parts of the profile, given by the app so this feature does not import the UGC one: the Info
 * tab's Content Opportunities and the Submit Content tab.
 */
export type BrandContentSlots = {
  opportunities: (brandId: string) => ReactNode;
  submitContent: (brand: BrandProfile['brand'], products: BrandProfile['products']) => ReactNode;
};

/** A brand's profile for creators (/creator/brands/{brandId}, spec 2.5): header and three tabs. */
export const BrandProfileScreen = ({ content }: { content: BrandContentSlots }) => {
  const { brandId = '' } = useParams();
  const profile = useBrandProfile(brandId);

  return (
    <QueryState
      query={profile}
      what="brand information"
      loading={
        <div className="mt-4 flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-6">
          <Skeleton className="size-20 rounded-xl" label="Loading brand information" />
          <div className="flex-1">
            <Skeleton className="h-7 w-48" label="" />
            <Skeleton className="mt-3 h-4 w-2/3" label="" />
          </div>
        </div>
      }
      // The heading is for screen readers while the skeleton stands in for the header; a failure is
      // said under the visible heading.
      frame={(content, state) => (
        <PageContainer data-testid="brand-profile">
          <title>{pageTitle('Brand profile')}</title>
          <BackToBrands />
          <h1
            className={
              state === 'loading' ? 'sr-only' : 'mt-3 text-2xl font-bold tracking-tight text-slate-900'
            }
          >
            Brand profile
          </h1>
          {content}
        </PageContainer>
      )}
      empty={
        <StatusPanel title="Brand Not Found" data-testid="brand-not-found">
          <p className="mt-2 text-slate-600">The requested brand could not be found.</p>
          <Link to={paths.creator.brands.getHref()} className={buttonStyles({ className: 'mt-8' })}>
            Back to Brands
          </Link>
        </StatusPanel>
      }
    >
      {(data) => <Profile data={data} content={content} />}
    </QueryState>
  );
};

const Profile = ({ data, content }: { data: BrandProfile; content: BrandContentSlots }) => {
  const { brand } = data;
  const links = [
    ...(brand.website ? [{ label: 'Website', href: brand.website }] : []),
    ...socialLinksOf(brand.social_media_links).filter((link) => link.label !== 'Twitter'),
  ];

  return (
    <PageContainer data-testid="brand-profile">
      <title>{pageTitle(brand.brand_name)}</title>
      <BackToBrands />

      <header className="mt-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <div className="flex flex-col gap-5 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex min-w-0 items-start gap-4">
            <BrandLogo name={brand.brand_name} src={brand.logo_url} size="lg" />
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-2">
                <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
                  {brand.brand_name}
                </h1>
                {brand.store_connected && (
                  <Badge tone="green" className="gap-1">
                    <ShieldCheckIcon className="size-3.5" />
                    Verified Store
                  </Badge>
                )}
                <Badge
                  tone={brand.program_mode === 'approval' ? 'amber' : 'violet'}
                  data-testid="program-mode-badge"
                >
                  {programModeLabels[brand.program_mode]}
                </Badge>
              </div>
              {brand.mission_statement && (
                <p className="mt-2 text-slate-700" data-testid="brand-mission">
                  {brand.mission_statement}
                </p>
              )}
              {links.length > 0 && (
                <BrandLinkList
                  links={links}
                  className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm"
                  aria-label="Brand links"
                  linkClassName="inline-flex items-center gap-1 font-semibold text-violet-700 underline-offset-2 hover:underline"
                  iconClassName="size-3.5"
                />
              )}
            </div>
          </div>
          <RequestCodeButton brandId={brand.id} brandName={brand.brand_name} />
        </div>
        <MyTerms brandId={brand.id} />
        {brand.why_work_with_us && (
          <div className="mt-5 rounded-xl bg-violet-50 p-4" data-testid="why-work-with-us">
            <h2 className="text-sm font-semibold text-violet-900">Why Work With Us</h2>
            <p className="mt-1 text-sm whitespace-pre-line text-violet-950">{brand.why_work_with_us}</p>
          </div>
        )}
      </header>

      <UrlTabs
        label="Brand profile sections"
        items={[
          {
            value: 'info',
            label: 'Info',
            panel: <BrandInfoTab data={data} contentOpportunities={content.opportunities(brand.id)} />,
          },
          {
            value: 'products',
            label: `Products (${data.products.length})`,
            panel: <BrandProductsTab brand={brand} products={data.products} />,
          },
          {
            value: 'content',
            label: 'Submit Content',
            panel: content.submitContent(brand, data.products),
          },
        ]}
      />
    </PageContainer>
  );
};

/**
 * The creator's discount code for this brand (the code is their username): one request per brand, sent
 * with a pitch (issue 34). Once requested, its state is said instead of the button: pending since when,
 * approved with the code, or not approved.
 */
const RequestCodeButton = ({ brandId, brandName }: { brandId: string; brandName: string }) => {
  const request = useRequestDiscountCode();
  const mine = useMyDiscountCode(brandId);
  const [pitching, setPitching] = useState(false);
  const code = mine.code;
  if (code && !pitching) {
    const text =
      code.status === 'pending'
        ? pendingSinceText('code', code.requested_at)
        : code.status === 'approved'
          ? `Your discount code: ${code.code}`
          : 'Code request not approved';
    return <RequestState text={text} className="shrink-0" data-testid="code-state" />;
  }
  return (
    <>
      <Button
        variant="secondary"
        className="shrink-0"
        isLoading={mine.loading}
        disabled={mine.loading}
        onClick={() => setPitching(true)}
      >
        {!mine.loading && <TagIcon className="size-4" />}
        Request Discount Code
      </Button>
      <PitchDialog
        open={pitching}
        onClose={() => setPitching(false)}
        kind="code"
        subject={brandName}
        recipient={brandName}
        onSend={(message) => request.send({ brand_id: brandId, brand_name: brandName, message })}
      />
    </>
  );
};
