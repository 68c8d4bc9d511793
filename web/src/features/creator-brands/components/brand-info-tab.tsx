import { ExternalLinkIcon } from '../../../components/ui/workspace-icons';
import type { BrandProfile } from '../api/get-brand-profile';
import { ContactBrandForm } from './contact-brand-form';
import { socialLinksOf } from './social-links';

const card = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

/** Info (spec 2.5): About, Contact Brand, Connect & Follow, Content Opportunities. */
export const BrandInfoTab = ({ data }: { data: BrandProfile }) => {
  const { brand } = data;
  const social = socialLinksOf(brand.social_media_links);
  return (
    <div className="grid items-start gap-6 lg:grid-cols-3">
      <div className="grid gap-6 lg:col-span-2">
        <section aria-labelledby="about-brand" className={card}>
          <h2 id="about-brand" className="font-semibold text-slate-900">
            About {brand.brand_name}
          </h2>
          <p className="mt-2 text-sm whitespace-pre-line text-slate-700">
            {brand.description || brand.mission_statement || 'No description available'}
          </p>
        </section>
        <section aria-labelledby="contact-brand" className={card}>
          <h2 id="contact-brand" className="font-semibold text-slate-900">
            Contact Brand
          </h2>
          <p className="mt-1 text-sm text-slate-600">Your message goes to {brand.brand_name}'s inbox.</p>
          <div className="mt-4">
            <ContactBrandForm brandId={brand.id} brandName={brand.brand_name} />
          </div>
        </section>
      </div>
      <div className="grid gap-6">
        <section aria-labelledby="connect-follow" className={card}>
          <h2 id="connect-follow" className="font-semibold text-slate-900">
            Connect &amp; Follow
          </h2>
          {social.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">No social media links available</p>
          ) : (
            <ul className="mt-3 space-y-2">
              {social.map((link) => (
                <li key={link.label}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="flex items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
                  >
                    {link.label}
                    <span className="sr-only"> (opens in a new tab)</span>
                    <ExternalLinkIcon className="size-4 text-slate-500" />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="content-opportunities" className={card}>
          <h2 id="content-opportunities" className="font-semibold text-slate-900">
            Content Opportunities
          </h2>
          {/* Open UGC requests arrive with the UGC feature; the API lists none yet. */}
          <p className="mt-2 text-sm text-slate-600" data-testid="content-opportunities-empty">
            No open content requests yet.
          </p>
        </section>
      </div>
    </div>
  );
};
