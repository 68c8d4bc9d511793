/**
 * The storefront island's behaviour (ui/storefront/storefront-social.tsx renders its HTML on the server),
 * in plain DOM so a storefront loads no framework: Share, Follow, a signed-in viewer's own follow state
 * (fresher than the CDN's copy of the page), and a Follow pressed before logging in, completed once on
 * return.
 */
import { spinnerClasses } from '../../../ui/components/ui/spinner-styles';
import { toast } from '../../../ui/components/ui/toast/toast-store';
import { paths } from '../../../ui/config/paths';
import { withReturnPath } from '../../../ui/lib/return-path';
import { mayHaveStoredSession } from '../../../ui/lib/stored-session';
import type { FollowRequests, FollowState } from '../../../ui/storefront/follow-requests';
import {
  followParam,
  followReturnPath,
  notePendingFollow,
  takePendingFollow,
} from '../../../ui/storefront/pending-follow';
import type { StorefrontSocialProps } from '../../../ui/storefront/storefront-social';
import { followersText, socialParts } from '../../../ui/storefront/storefront-social-parts';

/** The follow calls (API client, Amplify): a chunk of their own, loaded for a possible session or a click. */
const loadFollowRequests = (): Promise<FollowRequests> =>
  import('../features/storefront/api/follow-requests');

/** Drops `?follow=1` from the address, so a reload or a copied link does not carry it. */
const dropFollowParam = (): boolean => {
  const url = new URL(window.location.href);
  if (url.searchParams.get(followParam) !== '1') return false;
  url.searchParams.delete(followParam);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return true;
};

const share = async (title: string) => {
  const url = window.location.href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
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

/** The Button's loading look (button.tsx): disabled, busy, a spinner before the label. */
const setBusy = (button: HTMLButtonElement, busy: boolean) => {
  button.disabled = busy;
  if (busy) button.setAttribute('aria-busy', 'true');
  else button.removeAttribute('aria-busy');
  const spinner = button.querySelector('[data-spinner]');
  if (busy && !spinner) {
    const circle = document.createElement('span');
    circle.setAttribute('aria-hidden', 'true');
    circle.dataset.spinner = '';
    circle.className = spinnerClasses('sm');
    button.prepend(circle);
  } else if (!busy) spinner?.remove();
};

export const enhanceStorefrontSocial = (root: HTMLElement, props: StorefrontSocialProps): void => {
  const part = <T extends HTMLElement>(name: string) => root.querySelector<T>(`[data-part="${name}"]`);
  const followers = part<HTMLElement>(socialParts.followers);
  const shareButton = part<HTMLButtonElement>(socialParts.share);
  const followButton = part<HTMLButtonElement>(socialParts.follow);
  if (!followers || !shareButton || !followButton) return;
  const { username } = props;
  let state: FollowState | null = null;

  const show = (next: FollowState) => {
    state = next;
    const following = next.following === true;
    followButton.setAttribute('aria-pressed', String(following));
    // The label is the button's text (a spinner may come before it).
    const label = [...followButton.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE);
    for (const node of label) node.remove();
    followButton.append(following ? 'Following' : 'Follow');
    followers.textContent = next.follower_count > 0 ? followersText(next.follower_count) : '';
    followers.hidden = next.follower_count === 0;
  };

  const follow = async (next: boolean) => {
    setBusy(followButton, true);
    const requests = await loadFollowRequests();
    try {
      show(await requests.setFollowing(username, next));
    } catch (error) {
      toast.error(
        'Error',
        requests.followErrorMessage(error, next ? 'Failed to follow' : 'Failed to unfollow'),
      );
    } finally {
      setBusy(followButton, false);
    }
  };

  shareButton.addEventListener('click', () => void share(props.marketplaceName));
  followButton.addEventListener('click', () => {
    if (state === null) {
      toast.info('Login Required', `Please log in to follow ${username}`);
      notePendingFollow(username);
      window.location.assign(
        withReturnPath(paths.auth.login.getHref(), followReturnPath(paths.storefront.getHref(username))),
      );
      return;
    }
    void follow(!state.following);
  });

  const returning = dropFollowParam();
  if (!mayHaveStoredSession()) return;
  void loadFollowRequests()
    .then((requests) => requests.readFollowState(username))
    .then((viewer) => {
      if (!viewer) return;
      show(viewer);
      // Back from logging in: complete the Follow pressed here before, once.
      if (returning && takePendingFollow(username) && !viewer.following) void follow(true);
    })
    .catch(() => {
      // The page works signed out; Follow asks to log in again.
    });
};
