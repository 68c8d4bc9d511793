import type { ReactNode } from 'react';
import type { BrandProfile } from '../api/get-brand-profile';
import { BrandLinkList } from './brand-link-list';
import { ContactBrandForm } from './contact-brand-form';
import { socialLinksOf } from './social-links';

/** Info (spec 2.5): About, Contact Brand, Connect & Follow, Content Opportunities (the brand's open requests). */
export const BrandInfoTab = ({
  data,
  contentOpportunities,
}: {
  data: BrandProfile;
  contentOpportunities: ReactNode;
}) => {
  const { brand } = data;
  const social = socialLinksOf(brand.social_media_links);
  return (
    <div className="grid items-start gap-6 lg:grid-cols-3">
      <div className="grid gap-6 lg:col-span-2">
        <InfoCard id="about-brand" title={`About ${brand.brand_name}`}>
          <p className="mt-2 text-sm whitespace-pre-line text-slate-700">
            {brand.description || brand.mission_statement || 'No description available'}
          </p>
        </InfoCard>
        <InfoCard id="contact-brand" title="Contact Brand">
          <p className="mt-1 text-sm text-slate-600">Your message goes to {brand.brand_name}'s inbox.</p>
          <div className="mt-4">
            <ContactBrandForm brandId={brand.id} brandName={brand.brand_name} />
          </div>
        </InfoCard>
      </div>
      <div className="grid gap-6">
        <InfoCard id="connect-follow" title="Connect & Follow">
          {social.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">No social media links available</p>
          ) : (
            <BrandLinkList
              links={social}
              className="mt-3 space-y-2"
              linkClassName="flex items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
              iconClassName="size-4 text-slate-500"
            />
          )}
        </InfoCard>
        <InfoCard id="content-opportunities" title="Content Opportunities">
          {contentOpportunities}
        </InfoCard>
      </div>
    </div>
  );
};

/** One card of the tab: a section named by its heading. */
const InfoCard = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
    <h2 id={id} className="font-semibold text-slate-900">
      {title}
    </h2>
    {children}
  </section>
);
