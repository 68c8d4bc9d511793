import { formatCount, formatFollowers, formatPercent, formatUsd } from '../../../../../ui/utils/format';
import type { BrandCampaigns } from '../api/get-campaigns';

export type ApplicantFigures = BrandCampaigns['applicants'][number];

/**
 * What a brand weighs an application by (issue 21), all recorded: followers (when stated); engagement as the profile
 * records it, or else people's clicks on the creator's links per follower (named as what it is); and
 * the creator's sales with this brand, their amount, and link sales per click.
 */
export const ApplicantFiguresList = ({ figures }: { figures: ApplicantFigures }) => {
  const engagement =
    figures.engagement_rate !== null
      ? { term: 'Engagement', value: formatPercent(figures.engagement_rate) }
      : {
          term: 'Clicks per follower',
          value: figures.clicks_per_follower === null ? '—' : figures.clicks_per_follower.toFixed(2),
        };
  const items = [
    // Issue 34: an unstated follower count is left out, never shown as 0.
    ...(figures.follower_count === null
      ? []
      : [{ term: 'Followers', value: formatFollowers(figures.follower_count) }]),
    engagement,
    {
      term: 'Sales with you',
      value: `${formatCount(figures.with_brand.sales)} · ${formatUsd(figures.with_brand.sales_cents)}`,
    },
    {
      term: 'Conversion',
      value:
        figures.with_brand.clicks > 0
          ? `${formatPercent(figures.with_brand.conversion_rate)} of ${formatCount(figures.with_brand.clicks)} clicks`
          : 'No clicks yet',
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 text-xs sm:grid-cols-4" data-testid="applicant-figures">
      {items.map((item) => (
        <div key={item.term} className="rounded-lg bg-slate-50 px-3 py-2">
          <dt className="text-slate-600">{item.term}</dt>
          <dd className="mt-0.5 font-semibold text-slate-900 tabular-nums">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
};
