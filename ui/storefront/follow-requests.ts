import type { ContractOutput } from '../../contracts/http';
import type { getStorefrontFollow } from '../../contracts/storefront';

/** The viewer's follow state, as `GET /api/storefront/{username}/follow` answers it. */
export type FollowState = ContractOutput<typeof getStorefrontFollow>;

/**
 * The calls the storefront's Follow makes (web/src/features/storefront/api/follow-requests.ts): they
 * need the web's API client and Amplify, so the public pages' script loads them as a chunk of their own,
 * only for a possible session or a click (web/src/public/storefront-social.ts).
 */
export interface FollowRequests {
  /** The viewer's follow state, or null when nobody is signed in (or the session has ended). */
  readFollowState(username: string): Promise<FollowState | null>;
  setFollowing(username: string, follow: boolean): Promise<FollowState>;
  followErrorMessage(error: unknown, fallback: string): string;
}
