import { Badge } from '../../../../../ui/components/ui/badge';
import { Button } from '../../../../../ui/components/ui/button';
import { CreatorAvatar } from '../../../../../ui/components/ui/creator-avatar';
import { toast } from '../../../../../ui/components/ui/toast';
import { ExternalLinkIcon } from '../../../../../ui/components/ui/workspace-icons';
import { paths } from '../../../../../ui/config/paths';
import { formatFollowers } from '../../../../../ui/utils/format';
import { SectionCard } from '../../../components/layouts/section-card';
import type { Creator } from '../../../types/creator';

/** The profile at a glance, the public profile link, and Instagram's connect (not offered yet: spec 2.5). */
export const InstagramCard = ({ creator }: { creator: Creator }) => (
  <div className="grid gap-6">
    <SectionCard titleId="profile-preview-title" title="Profile preview" hideTitle>
      <div className="flex items-center gap-3">
        <CreatorAvatar username={creator.username} src={creator.avatar_url} size="lg" />
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
    </SectionCard>

    <SectionCard
      titleId="instagram-title"
      title="Instagram"
      aside={
        <Badge tone={creator.instagram_connected ? 'green' : 'neutral'}>
          {creator.instagram_connected ? 'Connected' : 'Not connected'}
        </Badge>
      }
      description="Connecting your account will fill in your follower count and engagement for you."
    >
      <Button
        variant="secondary"
        className="mt-4 w-full"
        onClick={() => toast.info('Coming Soon', 'Connecting Instagram is not available yet.')}
      >
        Connect Instagram
      </Button>
    </SectionCard>
  </div>
);
