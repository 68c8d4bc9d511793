import { Link } from 'react-router-dom';
import { buttonStyles } from '../components/ui/button';
import { PlugIcon, StoreIcon, ZapIcon } from '../components/ui/icons';
import { pageTitle } from '../config/app';
import { paths } from '../config/paths';

const features = [
  {
    id: 'store-integration',
    icon: PlugIcon,
    title: 'Store integration',
    text: 'Connect your online store and import your products in one step. Prices, images and categories come with them, and sales made through creator links are attributed automatically.',
  },
  {
    id: 'creator-marketplace',
    icon: StoreIcon,
    title: 'Creator marketplace',
    text: 'Choose which products creators may promote and set a commission for each. Creators browse them, apply, and share tracked links once you approve.',
  },
  {
    id: 'instant-setup',
    icon: ZapIcon,
    title: 'Instant setup',
    text: 'No setup or monthly fees and nothing to install. Sign up, connect your store and your first products can be live for creators the same day.',
  },
] as const;

export const FeaturesRoute = () => (
  <>
    <title>{pageTitle('Features')}</title>
    <section className="bg-gradient-to-b from-violet-50 to-slate-50">
      <div className="mx-auto max-w-6xl px-4 pt-16 pb-12 text-center sm:px-6 sm:pt-20">
        <p className="text-sm font-semibold tracking-wide text-violet-700 uppercase">Features</p>
        <h1 className="mx-auto mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl">
          Everything you need to sell through creators
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-slate-600">
          From your store to a creator's audience and back, with every click and sale tracked.
        </p>
      </div>
    </section>

    <section aria-label="What you get" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
      <ul className="grid gap-6 md:grid-cols-3">
        {features.map(({ id, icon: Icon, title, text }) => (
          <li
            key={id}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            data-testid={`feature-${id}`}
          >
            <span className="grid size-11 place-items-center rounded-xl bg-violet-100 text-violet-700">
              <Icon className="size-6" />
            </span>
            <h2 className="mt-5 text-lg font-bold text-slate-900">{title}</h2>
            <p className="mt-2 text-sm leading-6 text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
      <div className="mt-12 flex flex-col items-center gap-3 text-center">
        <Link to={paths.auth.signup.getHref('brand')} className={buttonStyles({ size: 'lg' })}>
          Start Free Trial
        </Link>
        <p className="text-sm text-slate-600">
          Free to start: you pay only on sales.{' '}
          <Link
            to={paths.pricing.getHref()}
            className="font-semibold text-violet-700 underline-offset-2 hover:underline"
          >
            See pricing
          </Link>
        </p>
      </div>
    </section>
  </>
);
