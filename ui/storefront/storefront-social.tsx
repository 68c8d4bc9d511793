import { useCallback, useEffect, useState } from 'react';
import { Button } from '../components/ui/button';
import { toast } from '../components/ui/toast/toast-store';
import { paths } from '../config/paths';
import { withReturnPath } from '../lib/return-path';
import { mayHaveStoredSession } from '../lib/stored-session';
import { cn } from '../utils/cn';
import { formatFollowers } from '../utils/format';
import { type FollowState, useFollowRequests } from './follow-requests-source';
import { followParam, followReturnPath, notePendingFollow, takePendingFollow } from './pending-follow';
import { themeClasses } from './storefront-theme';

export interface StorefrontSocialProps {
  username: string;
  marketplaceName: string;
  bio: string;
  followerCount: number;
}

/** Drops `?follow=1` from the address, so a reload or a copied link does not carry it. */
const dropFollowParam = (): boolean => {
  const url = new URL(window.location.href);
  if (url.searchParams.get(followParam) !== '1') return false;
  url.searchParams.delete(followParam);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return true;
};

/**
 * The storefront's island (ui/public/islands.ts; web/src/public/entry.tsx hydrates it): the follower
 * count, the bio, Share and Follow. The server renders it as a signed-out visitor sees it; in the browser
 * a signed-in viewer's own state replaces the CDN's copy, and a Follow pressed before logging in is
 * completed on return.
 */
export const StorefrontSocial = ({
  username,
  marketplaceName,
  bio,
  followerCount,
}: StorefrontSocialProps) => {
  // The follow calls (API client, Amplify): a separate chunk, loaded only for a possible session or a click.
  const followRequests = useFollowRequests();
  const [state, setState] = useState<FollowState | null>(null);
  const [pending, setPending] = useState(false);
  const signedIn = state !== null;
  const following = state?.following === true;

  const follow = useCallback(
    async (next: boolean) => {
      setPending(true);
      const requests = await followRequests();
      try {
        setState(await requests.setFollowing(username, next));
      } catch (error) {
        toast.error(
          'Error',
          requests.followErrorMessage(error, next ? 'Failed to follow' : 'Failed to unfollow'),
        );
      } finally {
        setPending(false);
      }
    },
    [username, followRequests],
  );

  useEffect(() => {
    const returning = dropFollowParam();
    if (!mayHaveStoredSession()) return;
    let live = true;
    void followRequests()
      .then((requests) => requests.readFollowState(username))
      .then((viewer) => {
        if (!live || !viewer) return;
        setState(viewer);
        // Back from logging in: complete the Follow pressed here before, once.
        if (returning && takePendingFollow(username) && !viewer.following) void follow(true);
      })
      .catch(() => {
        // The page works signed out; Follow asks to log in again.
      });
    return () => {
      live = false;
    };
  }, [username, follow, followRequests]);

  const onFollow = () => {
    if (!signedIn) {
      toast.info('Login Required', `Please log in to follow ${username}`);
      notePendingFollow(username);
      window.location.assign(
        withReturnPath(paths.auth.login.getHref(), followReturnPath(paths.storefront.getHref(username))),
      );
      return;
    }
    void follow(!following);
  };

  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: marketplaceName, url });
        return;
      } catch (error) {
        // The person closed the share sheet: nothing to say.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link Copied', 'The storefront link is on your clipboard.');
    } catch {
      toast.error('Copy Failed', 'Failed to copy link to clipboard');
    }
  };

  // A signed-in viewer's own answer is fresher than the CDN's copy of the page.
  const shown = state?.follower_count ?? followerCount;
  return (
    <>
      {shown > 0 && (
        <p className="text-sm opacity-90" data-testid="storefront-followers">
          {formatFollowers(shown)} {shown === 1 ? 'follower' : 'followers'}
        </p>
      )}
      {bio && <p className="max-w-xl opacity-90">{bio}</p>}
      <div className="mt-2 flex gap-3">
        <Button variant="secondary" onClick={() => void share()}>
          Share
        </Button>
        <Button
          onClick={onFollow}
          isLoading={pending}
          aria-pressed={signedIn ? following : undefined}
          className={cn(themeClasses.accent, 'hover:opacity-90')}
          data-testid="storefront-follow"
        >
          {following ? 'Following' : 'Follow'}
        </Button>
      </div>
    </>
  );
};
