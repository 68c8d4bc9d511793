import { Link } from 'react-router-dom';
import { StatusPanel } from '../../../../../ui/components/layouts/status-panel';
import { buttonStyles } from '../../../../../ui/components/ui/button';
import { CreatorAvatar } from '../../../../../ui/components/ui/creator-avatar';
import { Spinner } from '../../../../../ui/components/ui/spinner';
import { pageTitle } from '../../../../../ui/config/app';
import { paths } from '../../../../../ui/config/paths';
import { formatFollowers, formatPercent } from '../../../../../ui/utils/format';
import { QueryState } from '../../../components/layouts/query-state';
import { ExternalLink } from '../../../components/ui/external-link';
import { type PublicCreator, usePublicCreator } from '../api/get-public-creator';

/** /creator/{username}: a creator's public profile, opened from the brands' creators directory. */
export const CreatorProfile = ({ username }: { username: string }) => {
  const creator = usePublicCreator(username);

  return (
    <QueryState
      query={creator}
      what="creator profile"
      loading={<Spinner size="lg" label="Loading creator profile" />}
      // While loading the spinner is the page (its heading is for screen readers); a failure is said
      // under the visible heading.
      frame={(content, state) =>
        state === 'loading' ? (
          <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-violet-700">
            <title>{pageTitle(`@${username}`)}</title>
            <h1 className="sr-only">@{username}</h1>
            {content}
          </div>
        ) : (
          <div className="mx-auto max-w-2xl px-4 py-10">
            <title>{pageTitle(`@${username}`)}</title>
            <h1 className="text-2xl font-bold text-slate-900">@{username}</h1>
            {content}
          </div>
        )
      }
      empty={
        <StatusPanel title="Creator not found" data-testid="creator-not-found">
          <p className="mt-2 text-slate-600">
            There is no creator called @{username}, or their profile is not public yet.
          </p>
          <Link to={paths.home.getHref()} className={buttonStyles({ className: 'mt-8' })}>
            Return to Home
          </Link>
        </StatusPanel>
      }
    >
      {(data) => <Profile creator={data} />}
    </QueryState>
  );
};

const Profile = ({ creator }: { creator: PublicCreator }) => {
  const handles = [
    {
      label: 'Instagram',
      value: creator.instagram_handle,
      href: (h: string) => `https://instagram.com/${h}`,
    },
    { label: 'TikTok', value: creator.tiktok_handle, href: (h: string) => `https://www.tiktok.com/@${h}` },
    { label: 'YouTube', value: creator.youtube_handle, href: (h: string) => `https://www.youtube.com/@${h}` },
    { label: 'Twitter', value: creator.twitter_handle, href: (h: string) => `https://x.com/${h}` },
  ].flatMap((item) => (item.value ? [{ ...item, value: item.value.replace(/^@/, '') }] : []));

  return (
    <article className="mx-auto max-w-2xl px-4 py-10 sm:py-16" data-testid="creator-profile">
      <title>{pageTitle(`@${creator.username}`)}</title>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8">
        <CreatorAvatar username={creator.username} src={creator.avatar_url} size="xl" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">@{creator.username}</h1>
        {creator.bio && <p className="mx-auto mt-3 max-w-md text-slate-700">{creator.bio}</p>}
        <dl className="mx-auto mt-6 grid max-w-sm grid-cols-2 gap-4">
          {[
            { label: 'Followers', value: formatFollowers(creator.follower_count) },
            { label: 'Engagement', value: formatPercent(creator.engagement_rate) },
          ].map((stat) => (
            <div key={stat.label} className="rounded-xl bg-slate-50 p-3">
              <dt className="text-xs font-medium text-slate-500 uppercase">{stat.label}</dt>
              <dd className="mt-1 text-xl font-bold text-slate-900">{stat.value}</dd>
            </div>
          ))}
        </dl>
        {handles.length > 0 && (
          <ul className="mt-6 flex flex-wrap justify-center gap-2" aria-label="Social profiles">
            {handles.map((handle) => (
              <li key={handle.label}>
                <ExternalLink
                  href={handle.href(handle.value)}
                  className="inline-flex rounded-full bg-violet-50 px-3 py-1.5 text-sm font-medium text-violet-800 hover:bg-violet-100"
                >
                  {handle.label}: @{handle.value}
                </ExternalLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
};
