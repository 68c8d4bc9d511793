import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonStyles } from '../../../../../ui/components/ui/button';
import { CopyIcon, LinkIcon } from '../../../../../ui/components/ui/workspace-icons';
import { paths } from '../../../../../ui/config/paths';
import { formatCount, formatDateTime, formatUsd } from '../../../../../ui/utils/format';
import { EmptyState } from '../../../components/ui/empty-state';
import { copyShareUrl, shareableUrl } from '../../../lib/creator-partnerships';
import type { ActiveLink } from '../api/get-campaigns';

/** Active Links (spec 2.5): each link to share, with its clicks, conversions and earnings. */
export const ActiveLinksTab = ({ links }: { links: ActiveLink[] }) =>
  links.length === 0 ? (
    <EmptyState
      icon={<LinkIcon />}
      title="No active links yet"
      data-testid="links-empty"
      action={
        <Link to={paths.creator.brands.getHref()} className={buttonStyles()}>
          Browse brands
        </Link>
      }
    >
      When a brand approves your application, your referral link for the product appears here. Copy Link on
      any product gets you one straight away.
    </EmptyState>
  ) : (
    <ul className="grid gap-4" aria-label="Active links">
      {links.map((link) => (
        <LinkCard key={link.id} link={link} />
      ))}
    </ul>
  );

const LinkCard = ({ link }: { link: ActiveLink }) => {
  const nameId = useId();
  const url = shareableUrl(link.share_url);
  return (
    <li
      aria-labelledby={nameId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="active-link"
      data-code={link.referral_code}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 id={nameId} className="font-semibold text-slate-900">
            {link.product_name}
          </h3>
          <p className="text-sm text-slate-600">
            {link.brand_name} · {link.commission_percentage}% commission
          </p>
          {link.leaves_at && (
            // Paused or deleted by the brand: orders placed before the date still earn the rate.
            <p
              className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
              data-testid="leaves-at"
            >
              Leaving the program on {formatDateTime(link.leaves_at)}: orders placed before then still earn{' '}
              {link.commission_percentage}%
            </p>
          )}
        </div>
        <Button
          variant="secondary"
          size="sm"
          className="shrink-0"
          onClick={() => void copyShareUrl(link.share_url)}
        >
          <CopyIcon className="size-4" />
          Copy Link<span className="sr-only"> for {link.product_name}</span>
        </Button>
      </div>
      <p className="mt-3 rounded-lg bg-slate-50 px-3 py-2 font-mono text-xs break-all text-slate-700 sm:text-sm">
        <span className="sr-only">Your link: </span>
        <span data-testid="share-url">{url}</span>
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <Stat term="Clicks" value={formatCount(link.clicks)} testId="link-clicks" />
        <Stat term="Conversions" value={formatCount(link.conversions)} testId="link-conversions" />
        <Stat term="Sales" value={formatUsd(link.total_sales_cents)} testId="link-sales" />
        <Stat term="Earned" value={formatUsd(link.earned_cents)} testId="link-earned" />
      </dl>
    </li>
  );
};

const Stat = ({ term, value, testId }: { term: string; value: string; testId: string }) => (
  <div className="rounded-xl border border-slate-200 px-3 py-2">
    <dt className="text-xs text-slate-600">{term}</dt>
    <dd className="mt-0.5 font-semibold text-slate-900 tabular-nums" data-testid={testId}>
      {value}
    </dd>
  </div>
);
