import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonStyles } from '../components/ui/button';
import { CheckIcon } from '../components/ui/icons';
import { pageTitle } from '../config/app';
import { paths } from '../config/paths';
import { PlatformFeePercent } from '../platform/platform-copy';

type Audience = {
  id: string;
  title: string;
  lead: string;
  points: readonly { key: string; text: ReactNode }[];
  cta: string;
  href: string;
};

const audiences: readonly Audience[] = [
  {
    id: 'creators',
    title: 'For Creators',
    lead: 'Turn your audience into income.',
    points: [
      { key: 'join', text: 'Join free and browse products from brands you like' },
      { key: 'links', text: 'Get a tracked referral link for every product' },
      { key: 'earn', text: 'Earn a commission on every sale, typically 10–25%' },
    ],
    cta: 'Start Earning',
    href: paths.auth.signup.getHref('creator'),
  },
  {
    id: 'brands',
    title: 'For Brands',
    lead: 'Let creators sell for you.',
    points: [
      { key: 'connect', text: 'Connect your store and import your products' },
      { key: 'commission', text: 'Set the commission for each product' },
      {
        key: 'fee',
        text: (
          <>
            No setup or monthly fees: a <PlatformFeePercent fallback="small" /> platform fee on successful
            sales
          </>
        ),
      },
    ],
    cta: 'Start Building',
    href: paths.auth.signup.getHref('brand'),
  },
];

export const LandingRoute = () => (
  <>
    <title>{pageTitle()}</title>
    <section className="bg-gradient-to-b from-violet-50 to-slate-50">
      <div className="mx-auto max-w-6xl px-4 pt-16 pb-12 text-center sm:px-6 sm:pt-24 sm:pb-16">
        <p className="text-sm font-semibold tracking-wide text-violet-700 uppercase">
          Affiliate marketing, simplified
        </p>
        <h1 className="mx-auto mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-6xl">
          Where creators meet brands
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-slate-600">
          Brands list their products with a commission. Creators promote them with tracked links and get paid
          for every sale they drive.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={paths.auth.signup.getHref()} className={buttonStyles({ size: 'lg' })}>
            Get started free
          </Link>
          <Link to={paths.features.getHref()} className={buttonStyles({ variant: 'secondary', size: 'lg' })}>
            See how it works
          </Link>
        </div>
      </div>
    </section>

    <section aria-labelledby="audiences-heading" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
      <h2 id="audiences-heading" className="sr-only">
        Choose how you join
      </h2>
      <div className="grid gap-6 md:grid-cols-2">
        {audiences.map((audience) => (
          <article
            key={audience.id}
            aria-labelledby={`${audience.id}-title`}
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
            data-testid={`landing-card-${audience.id}`}
          >
            <h3 id={`${audience.id}-title`} className="text-2xl font-bold text-slate-900">
              {audience.title}
            </h3>
            <p className="mt-2 text-slate-600">{audience.lead}</p>
            <ul className="mt-6 flex-1 space-y-3">
              {audience.points.map((point) => (
                <li key={point.key} className="flex gap-3 text-sm text-slate-700">
                  <CheckIcon className="mt-px size-4 text-violet-600" />
                  <span>{point.text}</span>
                </li>
              ))}
            </ul>
            <Link
              to={audience.href}
              className={buttonStyles({ size: 'lg', className: 'mt-8 w-full sm:w-auto sm:self-start' })}
            >
              {audience.cta}
            </Link>
          </article>
        ))}
      </div>
    </section>

    <section className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-6 px-4 py-14 text-center sm:px-6">
        <h2 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Ready to grow together?
        </h2>
        <p className="max-w-xl text-slate-600">Create your account in a minute. Creators always join free.</p>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Link to={paths.auth.signup.getHref()} className={buttonStyles({ size: 'lg' })}>
            Create your account
          </Link>
          <Link
            to={paths.auth.login.getHref()}
            className={buttonStyles({ variant: 'secondary', size: 'lg' })}
          >
            Log in
          </Link>
        </div>
      </div>
    </section>
  </>
);
