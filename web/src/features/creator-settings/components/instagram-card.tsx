import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { ExternalLinkIcon } from '../../../components/ui/workspace-icons';
import { paths } from '../../../config/paths';
import type { Creator } from '../../../types/creator';
import { formatFollowers } from '../../../utils/format';

/** The profile at a glance, the public profile link, and Instagram's connect (not offered yet: spec 2.5). */
export const InstagramCard = ({ creator }: { creator: Creator }) => (
  <div className="grid gap-6">
    <section
      aria-labelledby="profile-preview-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="profile-preview-title" className="sr-only">
        Profile preview
      </h2>
      <div className="flex items-center gap-3">
        {creator.avatar_url ? (
          <img src={creator.avatar_url} alt="" className="size-14 shrink-0 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="grid size-14 shrink-0 place-items-center rounded-full bg-violet-100 text-xl font-semibold text-violet-800"
          >
            {creator.username.charAt(0).toUpperCase()}
          </span>
        )}
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900" data-testid="profile-username">
            @{creator.username}
          </p>
          <p className="text-sm text-slate-600">
            <span className="font-medium text-slate-800">{formatFollowers(creator.follower_count)}</span>{' '}
            followers
          </p>
        </div>
      </div>
      <a
        href={paths.creatorProfile.getHref(creator.username)}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-violet-700 underline-offset-2 hover:underline"
      >
        View public profile<span className="sr-only"> (opens in a new tab)</span>
        <ExternalLinkIcon className="size-4" />
      </a>
    </section>

    <section
      aria-labelledby="instagram-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="instagram-title" className="font-semibold text-slate-900">
          Instagram
        </h2>
        <Badge tone={creator.instagram_connected ? 'green' : 'neutral'}>
          {creator.instagram_connected ? 'Connected' : 'Not connected'}
        </Badge>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        Connecting your account will fill in your follower count and engagement for you.
      </p>
      <Button
        variant="secondary"
        className="mt-4 w-full"
        onClick={() => toast.info('Coming Soon', 'Connecting Instagram is not available yet.')}
      >
        Connect Instagram
      </Button>
    </section>
  </div>
);
