import { Button } from '../components/ui/button';
import { cn } from '../utils/cn';
import { followersText, socialParts } from './storefront-social-parts';
import { themeClasses } from './storefront-theme';

export interface StorefrontSocialProps {
  username: string;
  marketplaceName: string;
  bio: string;
  followerCount: number;
}

/**
 * The storefront's island (ui/public/islands.ts): the follower count, the bio, Share and Follow, as the
 * server renders them for a signed-out visitor (the CDN's copy). In the browser a plain-DOM script
 * (web/src/public/storefront-social.ts) makes Share and Follow work, shows a signed-in viewer's own
 * state, and completes a Follow pressed before logging in. With JavaScript off, the page reads the same.
 */
export const StorefrontSocial = ({ bio, followerCount }: StorefrontSocialProps) => (
  <>
    <p
      className="text-sm opacity-90"
      data-testid="storefront-followers"
      data-part={socialParts.followers}
      hidden={followerCount === 0}
    >
      {followerCount > 0 ? followersText(followerCount) : ''}
    </p>
    {bio && <p className="max-w-xl opacity-90">{bio}</p>}
    <div className="mt-2 flex gap-3">
      <Button variant="secondary" data-part={socialParts.share}>
        Share
      </Button>
      <Button
        className={cn(themeClasses.accent, 'hover:opacity-90')}
        data-testid="storefront-follow"
        data-part={socialParts.follow}
      >
        Follow
      </Button>
    </div>
  </>
);
