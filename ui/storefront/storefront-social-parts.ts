import { formatFollowers } from '../utils/format';

/**
 * What the storefront's island (storefront-social.tsx, rendered on the server) marks for its browser
 * script to find (web/src/public/storefront-social.ts), and the text both write. A plain module: the
 * public pages' script imports it without React.
 */
export const socialParts = {
  followers: 'followers',
  share: 'share',
  follow: 'follow',
} as const;

/** "1 follower", "1.2K followers". */
export const followersText = (count: number): string =>
  `${formatFollowers(count)} ${count === 1 ? 'follower' : 'followers'}`;
