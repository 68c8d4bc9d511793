import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonStyles } from '../components/ui/button';
import { CheckIcon } from '../components/ui/icons';
import { pageTitle } from '../config/app';
import { paths } from '../config/paths';
import { PayoutScheduleText, PlatformFeePercent } from '../platform/platform-copy';
import type { Role } from '../types/api';
import { cn } from '../utils/cn';

type Plan = {
  role: Role;
  name: string;
  price: ReactNode;
  priceNote: string;
  summary: string;
  items: readonly string[];
  cta: string;
  highlighted: boolean;
};

const plans: readonly Plan[] = [
  {
    role: 'brand',
    name: 'For Brands',
    price: <PlatformFeePercent fallback={<span className="text-3xl">Pay per sale</span>} />,
    priceNote: 'of successful sales',
    summary: 'No setup or monthly fees. One invoice a month.',
    items: [
      'Unlimited products',
      'Store integration',
      'Real-time analytics',
      'Creator marketplace access',
      'Automated payouts',
      '24/7 support',
    ],
    cta: 'Start as a brand',
    highlighted: true,
  },
  {
    role: 'creator',
    name: 'For Creators',
    price: 'Free',
    priceNote: 'always',
    summary: 'Join free and earn a commission on every sale.',
    items: [
      'Browse all products',
      'Apply to campaigns',
      'Custom tracking links',
      'Real-time performance tracking',
      'Automated commission payments',
      '24/7 support',
    ],
    cta: 'Join as a creator',
    highlighted: false,
  },
];

const faq: readonly { question: string; answer: ReactNode }[] = [
  {
    question: 'How do commissions work?',
    answer:
      'Each brand sets the commission rate per product, typically 10–25% of the sale price. Creators see the rate before they apply to promote a product.',
  },
  { question: 'When do creators get paid?', answer: <PayoutScheduleText /> },
  {
    question: 'What does it cost brands?',
    answer: (
      <>
        A <PlatformFeePercent fallback="small" /> platform fee on successful sales, with no setup or monthly
        fees. Brands receive one invoice a month for the platform fee and the commissions their sales earned.
      </>
    ),
  },
  {
    question: 'Do creators pay anything?',
    answer: 'No. Creators join free; the platform fee is paid by brands.',
  },
];

export const PricingRoute = () => (
  <>
    <title>{pageTitle('Pricing')}</title>
    <section className="bg-gradient-to-b from-violet-50 to-slate-50">
      <div className="mx-auto max-w-6xl px-4 pt-16 pb-12 text-center sm:px-6 sm:pt-20">
        <p className="text-sm font-semibold tracking-wide text-violet-700 uppercase">Pricing</p>
        <h1 className="mx-auto mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl">
          Simple pricing: pay only when you sell
        </h1>
      </div>
    </section>

    <section aria-label="Plans" className="mx-auto max-w-4xl px-4 sm:px-6">
      <div className="grid gap-6 md:grid-cols-2">
        {plans.map((plan) => (
          <article
            key={plan.role}
            aria-labelledby={`plan-${plan.role}`}
            data-testid={`plan-${plan.role}`}
            className={cn(
              'flex flex-col rounded-2xl border bg-white p-6 shadow-sm sm:p-8',
              plan.highlighted ? 'border-violet-300 ring-1 ring-violet-300' : 'border-slate-200',
            )}
          >
            <h2 id={`plan-${plan.role}`} className="text-lg font-bold text-slate-900">
              {plan.name}
            </h2>
            <p className="mt-4 flex items-baseline gap-2">
              <span className="text-5xl font-extrabold tracking-tight text-slate-900">{plan.price}</span>
              <span className="text-sm font-medium text-slate-600">{plan.priceNote}</span>
            </p>
            <p className="mt-3 text-sm text-slate-600">{plan.summary}</p>
            <ul className="mt-6 flex-1 space-y-3">
              {plan.items.map((item) => (
                <li key={item} className="flex gap-3 text-sm text-slate-700">
                  <CheckIcon className="mt-px size-4 text-violet-600" />
                  {item}
                </li>
              ))}
            </ul>
            <Link
              to={paths.auth.signup.getHref(plan.role)}
              className={buttonStyles({
                variant: plan.highlighted ? 'primary' : 'secondary',
                size: 'lg',
                className: 'mt-8 w-full',
              })}
            >
              {plan.cta}
            </Link>
          </article>
        ))}
      </div>
    </section>

    <section aria-labelledby="faq-heading" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h2 id="faq-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        Frequently asked questions
      </h2>
      <dl className="mt-6 divide-y divide-slate-200 border-y border-slate-200" data-testid="pricing-faq">
        {faq.map((item) => (
          <div key={item.question} className="py-5">
            <dt className="font-semibold text-slate-900">{item.question}</dt>
            <dd className="mt-2 text-sm leading-6 text-slate-600">{item.answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  </>
);
